package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.trace.DamagedLeaf;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.TimeBox;

/**
 * {@code print --from/--to} checks each node its window reads as {@code check} does: a damaged node
 * in the window stops it with one line (exit 1), or with --keep-going is reported and its drawables
 * skipped; a window away from the damage prints as on the sound file.
 */
class PrintWindowCheckTest {
  /** Leaf (0,0)'s first arrow's category in fpilog.slog2 (spec §13). */
  private static final int FIRST_ARROW_CATEGORY = 147;
  private static final NodeId LEAF_00 = new NodeId(0, 0);

  @Test
  void undefinedCategoryInTheWindowStopsPrint(@TempDir Path dir) throws IOException {
    Path bad = undefinedCategory(dir);
    TimeBox leaf = box(bad, LEAF_00);
    CliRun run = window(bad, leaf.earliest(), leaf.latest(), "--json");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).hasLineCount(1).startsWith("print: bad.slog2: tree node (0,0) @108")
        .contains("uses category 99, which the category map does not define")
        .endsWith("(nothing is printed; --keep-going skips what is damaged)\n");
  }

  @Test
  void windowAwayFromTheDamagePrintsAsOnTheSoundFile(@TempDir Path dir) throws IOException {
    Path good = CliRun.testdata("reference/fpilog.slog2");
    Path bad = undefinedCategory(dir);
    TimeBox leaf = box(bad, LEAF_00);
    double t0 = leaf.latest() + (box(bad, rootId(bad)).latest() - leaf.latest()) / 2;
    double t1 = box(bad, rootId(bad)).latest();
    CliRun run = window(bad, t0, t1, "--json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.outLines()).isEqualTo(window(good, t0, t1, "--json").outLines());
    assertThat(run.outLines().stream().filter(l -> l.startsWith("{\"type\":\"primitive\""))).isNotEmpty();
  }

  @Test
  void keepGoingSkipsTheDamagedNodeAndKeepsTheOrder(@TempDir Path dir) throws IOException {
    Path good = CliRun.testdata("reference/fpilog.slog2");
    Path bad = undefinedCategory(dir);
    TimeBox root = box(bad, rootId(bad));
    double t0 = root.earliest();
    double t1 = box(bad, LEAF_00).latest() + (root.latest() - root.earliest()) / 4;
    CliRun run = window(bad, t0, t1, "--json", "--keep-going");
    assertThat(run.exitCode()).isZero();
    assertThat(run.err()).hasLineCount(1).startsWith("print: bad.slog2: tree node (0,0) @108")
        .endsWith("; its drawables are skipped\n");
    List<String> whole = window(good, t0, t1, "--json").outLines();
    long inLeaf = drawablesOfIn(good, LEAF_00, t0, t1);
    assertThat(inLeaf).isPositive();
    assertThat(run.outLines()).hasSize((int) (whole.size() - inLeaf));
    assertThat(whole).containsSubsequence(run.outLines());
  }

  @Test
  void undecodableLeafIsReportedAndSkippedWithKeepGoing(@TempDir Path dir) throws IOException {
    Path good = CliRun.testdata("real-mpi/stencil2d-8p.slog2");
    DamagedLeaf damaged = DamagedLeaf.of(good, dir);
    TimeBox leaf = damaged.leaf().box();
    double t0 = leaf.earliest() - leaf.duration();
    double t1 = leaf.latest() + leaf.duration();
    CliRun strict = window(damaged.file(), t0, t1);
    assertThat(strict.exitCode()).isEqualTo(1);
    assertThat(strict.out()).isEmpty();
    assertThat(strict.err()).hasLineCount(1).contains(damaged.file().getFileName().toString())
        .contains(damaged.nodeName());

    CliRun lenient = window(damaged.file(), t0, t1, "--json", "--keep-going");
    assertThat(lenient.exitCode()).as(lenient.err()).isZero();
    assertThat(lenient.err()).hasLineCount(1).contains(damaged.nodeName()).endsWith("; its drawables are skipped\n");
    List<String> whole = window(good, t0, t1, "--json").outLines();
    long inLeaf = drawablesOfIn(good, damaged.leaf().id(), t0, t1);
    assertThat(inLeaf).isPositive();
    assertThat(lenient.outLines()).hasSize((int) (whole.size() - inLeaf));
    assertThat(whole).containsSubsequence(lenient.outLines());
  }

  private static CliRun window(Path file, double t0, double t1, String... more) {
    List<String> args = new java.util.ArrayList<>(List.of("print", file.toString(), "--from", Double.toString(t0),
        "--to", Double.toString(t1)));
    args.addAll(List.of(more));
    return CliRun.of(args.toArray(String[]::new));
  }

  private static long drawablesOfIn(Path file, NodeId id, double t0, double t1) throws IOException {
    long[] n = {0};
    try (Slog2Reader r = Slog2Reader.open(file)) {
      AllDrawables.forEach(r, (node, d) -> {
        if (node.id().equals(id) && d.start() <= t1 && d.end() >= t0) {
          n[0]++;
        }
      });
    }
    return n[0];
  }

  private static TimeBox box(Path file, NodeId id) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(file)) {
      return r.directory().entries().stream().filter(e -> e.id().equals(id)).map(DirectoryEntry::box).findFirst()
          .orElseThrow();
    }
  }

  private static NodeId rootId(Path file) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(file)) {
      return r.directory().entries().get(0).id();
    }
  }

  private static Path undefinedCategory(Path dir) throws IOException {
    byte[] bytes = Files.readAllBytes(CliRun.testdata("reference/fpilog.slog2"));
    ByteBuffer.wrap(bytes).putInt(FIRST_ARROW_CATEGORY, 99);
    return Files.write(dir.resolve("bad.slog2"), bytes);
  }
}
