package org.leapshot.slog2.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.testing.SharedData;

/** The reader against the worked example of spec §13 (fpilog.slog2, written by the reference). */
class Slog2ReaderTest {
  private static final Path FPILOG = SharedData.testdata("reference/fpilog.slog2");

  @Test
  void headerMatchesTheWorkedExample() throws IOException {
    try (Slog2Reader r = Slog2Reader.open(FPILOG)) {
      Header h = r.header();
      assertThat(h.version()).isEqualTo("SLOG 2.0.6");
      assertThat(h.childrenPerNode()).isEqualTo(2);
      assertThat(h.leafByteSize()).isEqualTo(400);
      assertThat(h.maxTreeDepth()).isEqualTo(3);
      assertThat(h.maxBufferByteSize()).isEqualTo(3702);
      assertThat(h.categories()).isEqualTo(new BlockPointer(18467, 641));
      assertThat(h.treeRoot()).isEqualTo(new BlockPointer(14765, 3702));
      assertThat(h.treeDir()).isEqualTo(new BlockPointer(19176, 514));
      assertThat(h.methodDefs().isNull()).isTrue();
    }
  }

  @Test
  void categoriesLineMapsAndDirectoryDecode() throws IOException {
    try (Slog2Reader r = Slog2Reader.open(FPILOG)) {
      assertThat(r.categories()).hasSize(13);
      Category message = r.categories().get(0);
      assertThat(message.name()).isEqualTo("message");
      assertThat(message.topology()).isEqualTo(Topology.ARROW);
      assertThat(message.color()).isEqualTo(new Rgba(255, 255, 255, 255));
      assertThat(message.width()).isEqualTo(3);
      assertThat(message.label().keys()).containsExactly("msg_tag=", ", msg_size=", "");
      assertThat(message.label().types()).isEqualTo("dd");
      assertThat(message.summary().count()).isEqualTo(39);
      assertThat(r.categories().get(-3).name()).isEqualTo("Preview_State");
      assertThat(r.lineIdMaps()).hasSize(1);
      assertThat(r.lineIdMaps().get(0).title()).isEqualTo("Identity Map");
      assertThat(r.lineIdMaps().get(0).rowCount()).isEqualTo(4);
      assertThat(r.directory().size()).isEqualTo(15);
      assertThat(r.directory().entries().get(0).id()).isEqualTo(new NodeId(3, 0));
      assertThat(r.directory().leaves()).hasSize(8);
    }
  }

  @Test
  void walkingFromTheRootReachesAllNodesAndDrawables() throws IOException {
    try (Slog2Reader r = Slog2Reader.open(FPILOG)) {
      Deque<TreeNode> todo = new ArrayDeque<>();
      todo.push(r.readRoot());
      int nodes = 0;
      int drawables = 0;
      while (!todo.isEmpty()) {
        TreeNode n = todo.pop();
        nodes++;
        drawables += n.drawableCount();
        for (ShadowBuffer child : n.children()) {
          assertThat(child.childId().depth()).isEqualTo(n.id().depth() - 1);
          todo.push(r.readChild(child));
        }
      }
      assertThat(nodes).isEqualTo(15);
      assertThat(drawables).isEqualTo(153);
    }
  }

  @Test
  void firstLeafHoldsTheDocumentedArrow() throws IOException {
    try (Slog2Reader r = Slog2Reader.open(FPILOG)) {
      TreeNode leaf = r.readNode(new BlockPointer(108, 383), "leaf");
      assertThat(leaf.id()).isEqualTo(new NodeId(0, 0));
      assertThat(leaf.nestless()).hasSize(5);
      assertThat(leaf.nestable()).hasSize(4);
      Primitive arrow = (Primitive) leaf.nestless().get(0);
      assertThat(arrow.time(0)).isEqualTo(0.0022189999999682186);
      assertThat(arrow.lineId(1)).isEqualTo(3);
      assertThat(InfoFormatter.format(r.categories().get(0).label(), arrow.info())).isEqualTo("msg_tag=1, msg_size=0");
    }
  }

  @Test
  void rejectsOtherVersionsAndNonSlog2Files(@TempDir Path dir) throws IOException {
    byte[] bytes = Files.readAllBytes(FPILOG);
    bytes[11] = '5';
    Path old = Files.write(dir.resolve("old.slog2"), bytes);
    assertThatThrownBy(() -> Slog2Reader.open(old)).isInstanceOf(Slog2FormatException.class)
        .hasMessageContaining("old.slog2").hasMessageContaining("unsupported version \"SLOG 2.0.5\"")
        .hasMessageContaining("SLOG 2.0.6");
    Path text = Files.writeString(dir.resolve("notes.slog2"), "hello, this is not a trace at all, but it is long enough ".repeat(3));
    assertThatThrownBy(() -> Slog2Reader.open(text)).isInstanceOf(Slog2FormatException.class)
        .hasMessageContaining("not a SLOG-2 file").hasMessageContaining("the file starts with \"hello, this \"");
  }

  @Test
  void truncatedFileNamesTheBlockAndOffset(@TempDir Path dir) throws IOException {
    byte[] bytes = Files.readAllBytes(FPILOG);
    Path cut = Files.write(dir.resolve("cut.slog2"), java.util.Arrays.copyOf(bytes, 19000));
    assertThatThrownBy(() -> Slog2Reader.open(cut)).isInstanceOf(Slog2FormatException.class)
        .hasMessageContaining("cut.slog2").hasMessageContaining("tree directory")
        .hasMessageContaining("does not fit in the 19000-byte file");
  }
}
