package org.leapshot.slog2.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.testing.SharedData;

/** The checker accepts every reference file and names the first problem of hand-damaged copies. */
class Slog2CheckerTest {
  private static final Path FPILOG = SharedData.testdata("reference/fpilog.slog2");
  /** fpilog's tree directory block starts here (spec §13.5): int count, then 34-byte entries. */
  private static final int DIRECTORY = 19176;

  static Stream<Path> referenceFiles() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String dir : List.of("reference", "reference-converted", "real-mpi")) {
      try (Stream<Path> s = Files.list(SharedData.testdata(dir))) {
        s.filter(p -> p.toString().endsWith(".slog2")).sorted().forEach(files::add);
      }
    }
    return files.stream();
  }

  @ParameterizedTest
  @MethodSource("referenceFiles")
  void acceptsEveryReferenceFile(Path file) throws IOException {
    CheckSummary summary = Slog2Checker.check(file);
    try (Slog2Reader r = Slog2Reader.open(file)) {
      assertThat(summary.nodes()).isEqualTo(r.directory().size());
      assertThat(summary.drawables()).isEqualTo(AllDrawables.count(r));
      assertThat(summary.maxTreeDepth()).isEqualTo(r.header().maxTreeDepth());
    }
    assertThat(summary.line()).startsWith(file.getFileName() + ": OK, SLOG 2.0.6, ").doesNotContain("\n");
  }

  @Test
  void summaryOfFpilog() throws IOException {
    assertThat(Slog2Checker.check(FPILOG).line()).isEqualTo("fpilog.slog2: OK, SLOG 2.0.6, 15 nodes, depth 3, "
        + "153 drawables, 13 categories, 1 line-ID map, time 0.002090999999381893 to 0.15782399999989138");
  }

  @Test
  void headerDepthMustAgreeWithTheDirectory(@TempDir Path dir) throws IOException {
    Path bad = patch(dir, 18, b -> b.putShort(18, (short) 2));
    assertThatThrownBy(() -> Slog2Checker.check(bad)).isInstanceOf(Slog2FormatException.class)
        .hasMessageContaining("bad.slog2: header @18").hasMessageContaining("MaxTreeDepth is 2");
  }

  @Test
  void undefinedDrawableCategoryIsNamed(@TempDir Path dir) throws IOException {
    // Leaf (0,0) at 108: 34-byte node header, int Nnestless, tag byte, then the first arrow's category.
    Path bad = patch(dir, 147, b -> b.putInt(147, 9999));
    assertThatThrownBy(() -> Slog2Checker.check(bad)).isInstanceOf(Slog2FormatException.class)
        .hasMessageContaining("tree node (0,0) @108")
        .hasMessageContaining("nestless drawable #1 of node (0,0) uses category 9999");
  }

  @Test
  void directoryBoxMustEqualTheNodeBox(@TempDir Path dir) throws IOException {
    int rootBox = DIRECTORY + 4 + 6;
    Path bad = patch(dir, rootBox, b -> b.putDouble(rootBox, 0.001));
    assertThatThrownBy(() -> Slog2Checker.check(bad)).isInstanceOf(Slog2FormatException.class)
        .hasMessageContaining("node (3,0) has box [0.002090999999381893, 0.15782399999989138] but the tree directory "
            + "says [0.001, 0.15782399999989138]");
  }

  @Test
  void leafBoxesMustBeContiguous(@TempDir Path dir) throws IOException {
    int leaf3 = DIRECTORY + 4 + 10 * 34 + 6;
    Path bad = patch(dir, leaf3, b -> b.putDouble(leaf3, 0.0054));
    assertThatThrownBy(() -> Slog2Checker.check(bad)).isInstanceOf(Slog2FormatException.class)
        .hasMessageContaining("tree directory entry 10").hasMessageContaining("leaf boxes must be contiguous");
  }

  @Test
  void directoryMustBeSorted(@TempDir Path dir) throws IOException {
    // Swap the IDs of entries 1 and 2: (2,0) and (2,1).
    int e1 = DIRECTORY + 4 + 34;
    Path bad = patch(dir, e1, b -> {
      b.putInt(e1 + 2, 1);
      b.putInt(e1 + 34 + 2, 0);
    });
    assertThatThrownBy(() -> Slog2Checker.check(bad)).isInstanceOf(Slog2FormatException.class)
        .hasMessageContaining("tree directory entry 2").hasMessageContaining("(2,1) comes before (2,0)");
  }

  @Test
  void drawableOutsideItsNodeIsNamed(@TempDir Path dir) throws IOException {
    // The first arrow's first vertex time in leaf (0,0): category int, short info length 8, 8 info bytes, short count.
    int time = 147 + 4 + 2 + 8 + 2;
    Path bad = patch(dir, time, b -> b.putDouble(time, 0.5));
    assertThatThrownBy(() -> Slog2Checker.check(bad)).isInstanceOf(Slog2FormatException.class)
        .hasMessageContaining("nestless drawable #1 of node (0,0) spans").hasMessageContaining("outside the node's box");
  }

  private interface Patch {
    void apply(ByteBuffer b);
  }

  private static Path patch(Path dir, int at, Patch p) throws IOException {
    byte[] bytes = Files.readAllBytes(FPILOG);
    p.apply(ByteBuffer.wrap(bytes));
    assertThat(at).isLessThan(bytes.length);
    return Files.write(dir.resolve("bad.slog2"), bytes);
  }
}
