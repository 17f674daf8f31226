package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeDrawables;
import org.leapshot.slog2.format.PackedNode;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.testing.SharedData;
import org.leapshot.slog2.tree.WriterOptions;

/**
 * The engine's node paths (shadows decoded on demand; drawables only, from a prefix of the block)
 * read the same as the plain decoder.
 */
class DeferredShadowsTest {

  @Test
  void deferredNodesEqualPlainNodesOnEveryRealFile() throws IOException {
    for (String file : RealFileWindowPropertiesTest.FILES) {
      assertSameNodes(SharedData.testdata(file));
    }
  }

  @Test
  void deferredNodesEqualPlainNodesOnAGeneratedFile() throws IOException {
    Path dir = Files.createTempDirectory("leapshot-deferred");
    Path file = dir.resolve("d.slog2");
    try {
      GeneratedTrace.write(file, 5, 5, 80, new WriterOptions(700, 3));
      assertSameNodes(file);
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  @Test
  void deferredNodesKeepNothingOfTheReusedBlockBuffer() throws IOException {
    Path dir = Files.createTempDirectory("leapshot-deferred");
    Path file = dir.resolve("d.slog2");
    try {
      GeneratedTrace.write(file, 9, 4, 60, new WriterOptions(500, 2));
      try (Slog2Reader r = Slog2Reader.open(file)) {
        // every node read into the same buffer first, each looked at only after all the others
        List<TreeNode> deferred = new ArrayList<>();
        for (DirectoryEntry e : r.directory().entries()) {
          deferred.add(r.readNodeDeferringShadows(e.pointer(), "node"));
        }
        assertThat(deferred).hasSizeGreaterThan(10);
        for (int i = 0; i < deferred.size(); i++) {
          DirectoryEntry e = r.directory().entries().get(i);
          assertThat(deferred.get(i)).as("node %s", e.id()).isEqualTo(r.readNode(e));
        }
      }
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  private static void assertSameNodes(Path file) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(file)) {
      for (DirectoryEntry e : r.directory().entries()) {
        TreeNode deferred = r.readNodeDeferringShadows(e.pointer(), "node");
        TreeNode plain = r.readNode(e);
        for (int i = 0; i < plain.children().size(); i++) {
          ShadowBuffer d = deferred.children().get(i);
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
        assertThat(deferred).as("node %s of %s", e.id(), file).isEqualTo(plain);
        // the cache's packed form: same node, its two lists merged in drawing order
        PackedNode packed = r.readPackedNode(e.pointer(), "node", (offset, length) -> r.readSection(offset, length, "s"));
        assertThat(packed.box()).isEqualTo(plain.box());
        assertThat(packed.id()).isEqualTo(plain.id());
        assertThat(packed.self()).isEqualTo(plain.self());
        assertThat(packed.children()).isEqualTo(plain.children());
        List<Drawable> merged = new ArrayList<>(plain.nestable());
        merged.addAll(plain.nestless());
        merged.sort(DrawingOrder.DRAWABLES); // stable: on a tie the nestable first
        assertThat(packed.drawables().sorted()).isTrue();
        assertThat(packed.drawables().toArray()).containsExactlyElementsOf(merged);
        // the scan's drawables-only reads, with prefixes too short, just right and whole
        for (int prefix : new int[] {0, 1, 40, 300, 2000, e.pointer().size() - 1, e.pointer().size()}) {
          NodeDrawables d = r.readDrawables(e.pointer(), "node", prefix);
          assertThat(d.nestless()).isEqualTo(plain.nestless());
          assertThat(d.nestable()).isEqualTo(plain.nestable());
          assertThat(d.id()).isEqualTo(plain.id());
        }
      }
    }
  }
}
