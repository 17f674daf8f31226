package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.decode.NodeDrawables;
import org.leapshot.slog2.format.decode.NodeReads;
import org.leapshot.slog2.format.decode.PackedNode;
import org.leapshot.slog2.format.decode.PackedPrefix;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.testing.SharedData;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The engine's node paths (shadows decoded on demand; drawables only, from a prefix of the block)
 * read the same as the plain decoder.
 */
class DeferredShadowsTest {
  @TempDir
  Path dir;

  @Test
  void deferredNodesEqualPlainNodesOnEveryRealFile() throws IOException {
    for (String file : RealFileWindowPropertiesTest.FILES) {
      assertSameNodes(SharedData.testdata(file));
    }
  }

  @Test
  void deferredNodesEqualPlainNodesOnAGeneratedFile() throws IOException {
    Path file = dir.resolve("d.slog2");
    GeneratedTrace.write(file, 5, 5, 80, new WriterOptions(700, 3));
    assertSameNodes(file);
  }

  @Test
  void deferredNodesKeepNothingOfTheReusedBlockBuffer() throws IOException {
    Path file = dir.resolve("d.slog2");
    GeneratedTrace.write(file, 9, 4, 60, new WriterOptions(500, 2));
    try (Slog2Reader r = Slog2Reader.open(file)) {
      NodeReads reads = new NodeReads(r);
      // every node read into the same buffer first, each looked at only after all the others
      List<PackedNode> packed = new ArrayList<>();
      for (DirectoryEntry e : r.directory().entries()) {
        packed.add(reads.readPackedNode(e.pointer(), "node", (offset, length) -> r.readSection(offset, length, "s")));
      }
      assertThat(packed).hasSizeGreaterThan(10);
      for (int i = 0; i < packed.size(); i++) {
        DirectoryEntry e = r.directory().entries().get(i);
        TreeNode plain = r.readNode(e);
        assertThat(packed.get(i).drawables().toArray()).as("node %s", e.id()).containsExactlyElementsOf(merged(plain));
        assertThat(packed.get(i).children()).isEqualTo(plain.children());
      }
    }
  }

  private static void assertSameNodes(Path file) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(file)) {
      NodeReads reads = new NodeReads(r);
      for (DirectoryEntry e : r.directory().entries()) {
        TreeNode plain = r.readNode(e);
        // the cache's packed form: same node, its two lists merged in drawing order
        PackedNode packed = reads.readPackedNode(e.pointer(), "node", (offset, length) -> r.readSection(offset, length, "s"));
        for (int i = 0; i < plain.children().size(); i++) {
          ShadowBuffer d = packed.children().get(i);
          ShadowBuffer p = plain.children().get(i);
          // counted before anything is decoded
          assertThat(d.shadowCount()).isEqualTo(p.nestless().size() + p.nestable().size());
          long real = 0;
          for (Shadow s : p.nestless()) {
            real += s.realCount();
          }
          for (Shadow s : p.nestable()) {
            real += s.realCount();
          }
          assertThat(d.realCount()).isEqualTo(real).isEqualTo(p.realCount());
        }
        assertThat(packed.box()).as("node %s of %s", e.id(), file).isEqualTo(plain.box());
        assertThat(packed.id()).isEqualTo(plain.id());
        assertThat(packed.self()).isEqualTo(plain.self());
        assertThat(packed.children()).isEqualTo(plain.children());
        assertThat(packed.drawables().sorted()).isTrue();
        assertThat(packed.drawables().toArray()).containsExactlyElementsOf(merged(plain));
        int drawablesEnd = reads.readPackedDrawables(e.pointer(), "node", 0).bytes();
        if (plain.children().isEmpty()) {
          assertThat(drawablesEnd).isEqualTo(e.pointer().size() - 4); // then only the zero buffer count follows
        }
        // the scan's drawables-only reads, with prefixes too short, just right and whole
        for (int prefix : new int[] {drawablesEnd - 1, drawablesEnd}) {
          assertThat(reads.readPackedDrawables(e.pointer(), "node", prefix).node().drawables().toArray())
              .containsExactlyElementsOf(merged(plain));
        }
        for (int prefix : new int[] {0, 1, 40, 300, 2000, e.pointer().size() - 1, e.pointer().size()}) {
          NodeDrawables d = reads.readDrawables(e.pointer(), "node", prefix);
          assertThat(d.nestless()).isEqualTo(plain.nestless());
          assertThat(d.nestable()).isEqualTo(plain.nestable());
          assertThat(d.id()).isEqualTo(plain.id());
          // the engine's packed drawables-only reads: the same, with no children, and the bytes they took
          PackedPrefix head = reads.readPackedDrawables(e.pointer(), "node", prefix);
          assertThat(head.node().drawables().toArray()).containsExactlyElementsOf(merged(plain));
          assertThat(head.node().box()).isEqualTo(plain.box());
          assertThat(head.node().id()).isEqualTo(plain.id());
          assertThat(head.node().children()).isEmpty();
          assertThat(head.bytes()).isEqualTo(drawablesEnd).isLessThanOrEqualTo(e.pointer().size());
        }
      }
    }
  }

  /** A node's two lists in drawing order, on a tie the nestable first (a stable sort of both). */
  private static List<Drawable> merged(TreeNode node) {
    List<Drawable> merged = new ArrayList<>(node.nestable());
    merged.addAll(node.nestless());
    merged.sort(DrawingOrder.DRAWABLES);
    return merged;
  }
}
