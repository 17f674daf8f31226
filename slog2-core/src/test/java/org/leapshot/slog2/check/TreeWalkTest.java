package org.leapshot.slog2.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.testing.SharedData;

/**
 * The checked walk print and info read through: on a valid file it hands over the nodes
 * {@link AllDrawables#forEachNode} reads, in the same order; strict, it stops at the first
 * problem after the nodes before it; lenient, it reports every problem and skips only the nodes
 * whose drawables are spoilt.
 */
class TreeWalkTest {
  private static final Path FPILOG = SharedData.testdata("reference/fpilog.slog2");
  /** Leaf (0,0)'s first arrow's category (spec §13), and the root's directory box end. */
  private static final int FIRST_ARROW_CATEGORY = 147;
  private static final int ROOT_BOX_END = 19176 + 4 + 6 + 8;

  @ParameterizedTest
  @MethodSource("org.leapshot.slog2.check.Slog2CheckerTest#referenceFiles")
  void visitsWhatTheDirectoryListsInItsOrder(Path file) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(file)) {
      List<String> walked = new ArrayList<>();
      Slog2Checker.walk(r, (entry, node) -> walked.add(node.id() + " " + node.drawableCount()));
      List<String> listed = new ArrayList<>();
      AllDrawables.forEachNode(r, (entry, node) -> listed.add(node.id() + " " + node.drawableCount()));
      assertThat(walked).isEqualTo(listed).hasSize(r.directory().size());
    }
  }

  @Test
  void strictWalkStopsAtTheDamagedLeafAfterTheNodesBeforeIt(@TempDir Path dir) throws IOException {
    Path bad = patch(dir, b -> b.putInt(FIRST_ARROW_CATEGORY, 99));
    try (Slog2Reader r = Slog2Reader.open(bad)) {
      List<NodeId> walked = new ArrayList<>();
      assertThatThrownBy(() -> Slog2Checker.walk(r, (entry, node) -> walked.add(node.id())))
          .isInstanceOf(Slog2FormatException.class).hasMessageContaining("tree node (0,0)");
      assertThat(walked).hasSize(7).allMatch(id -> id.depth() > 0); // the 1 + 2 + 4 inner nodes
    }
  }

  @Test
  void lenientWalkSkipsOnlyTheDamagedLeaf(@TempDir Path dir) throws IOException {
    Path bad = patch(dir, b -> b.putInt(FIRST_ARROW_CATEGORY, 99));
    try (Slog2Reader r = Slog2Reader.open(bad)) {
      List<NodeId> walked = new ArrayList<>();
      List<String> problems = new ArrayList<>();
      Slog2Checker.walkLeniently(r, (entry, node) -> walked.add(node.id()),
          (problem, skipped) -> problems.add(skipped + " " + problem.getMessage()));
      assertThat(walked).hasSize(14).doesNotContain(new NodeId(0, 0));
      assertThat(problems).singleElement().asString().startsWith("true bad.slog2: tree node (0,0) @108")
          .contains("uses category 99");
    }
  }

  @Test
  void lenientWalkReportsABadLinkButStillVisitsTheNode(@TempDir Path dir) throws IOException {
    Path bad = patch(dir, b -> b.putDouble(ROOT_BOX_END, b.getDouble(ROOT_BOX_END) + 1));
    try (Slog2Reader r = Slog2Reader.open(bad)) {
      List<NodeId> walked = new ArrayList<>();
      List<String> problems = new ArrayList<>();
      Slog2Checker.walkLeniently(r, (entry, node) -> walked.add(node.id()),
          (problem, skipped) -> problems.add(skipped + " " + problem.getMessage()));
      assertThat(walked).hasSize(15);
      assertThat(problems).singleElement().asString().startsWith("false bad.slog2: tree node (3,0)")
          .contains("but the tree directory says");
    }
  }

  private static Path patch(Path dir, Consumer<ByteBuffer> change) throws IOException {
    byte[] bytes = Files.readAllBytes(FPILOG);
    change.accept(ByteBuffer.wrap(bytes));
    return Files.write(dir.resolve("bad.slog2"), bytes);
  }
}
