package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code stats --approximate} of a whole run that the level-of-detail read answers from every
 * drawable of the file (200 000 of them here, in few large leaves) completes in a child JVM of 24 MB
 * and prints the exact answer: the window and a builder holding every drawable at once needed about
 * 35 MB and ran out of memory (as on the 4 096-timeline trace at -Xmx64m). Only the exit and the
 * output are asserted; the child is given two minutes (it takes about a second).
 */
class StatsSmallHeapTest {
  private static final int TIMELINES = 256;
  private static final int STEPS = 400;

  @TempDir Path dir;

  @Test
  void approximateStatisticsOfEveryDrawableFitASmallHeap() throws Exception {
    Path file = ChildStats.wideFile(dir, TIMELINES, STEPS);
    ChildStats child = ChildStats.run(dir, "24m", 120, "--approximate", "--json", file.toString());
    assertThat(child.exitCode()).as(child.err()).isZero();
    CliRun exact = CliRun.of("stats", "--json", file.toString());
    assertThat(exact.exitCode()).isZero();
    assertThat(child.out()).isEqualTo(exact.out());
  }
}
