package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Exact {@code stats} of 8 192 timelines that send to 16 others each (131 072 sender–receiver
 * pairs, 524 288 drawables) in a child JVM of 28 MB: the pairs' sums now count against the streamed
 * read's budget, so it reads in passes or is refused in one line. Left out, the read went on in one
 * pass and ran out of memory (between 26 and 30 MB; at 24 MB it was refused, at 32 it completed).
 */
class StatsMessagePairsHeapTest {
  private static final int TIMELINES = 8192;
  private static final int STEPS = 32;

  @TempDir Path dir;

  @Test
  void manyMessagePairsAreReadInPassesOrRefusedNeverRunOutOfMemory() throws Exception {
    Path file = ChildStats.wideFile(dir, TIMELINES, STEPS);
    ChildStats child = ChildStats.run(dir, "28m", 180, "--json", file.toString());
    String error = child.err();
    assertThat(error).doesNotContain("out of memory");
    if (child.exitCode() == 0) {
      CliRun exact = CliRun.of("stats", "--json", file.toString());
      assertThat(exact.exitCode()).isZero();
      assertThat(child.out()).isEqualTo(exact.out());
    } else {
      assertThat(child.exitCode()).isEqualTo(1);
      assertThat(error.lines().count()).as(error).isEqualTo(1);
      assertThat(error).contains("exact statistics of").contains("passes over groups of timelines");
    }
  }
}
