package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The pieces of a stored-overview picture: every row filled once with its own answer whatever the
 * threads, a failing or stalled helper made up for by the caller (which never waits for it), and
 * an interrupted caller stopping with the interrupt kept.
 */
class OverviewPiecesTest {

  /** Row r's answer: one run {r} and one density level r. */
  private static OverviewPieces.Filler rowNumbers() {
    return (from, to, runs, density) -> {
      for (int r = from; r < to; r++) {
        runs[r - from] = new int[] {r};
        if (density != null) {
          density[r - from] = new byte[] {(byte) r};
        }
      }
    };
  }

  private static void assertRowNumbers(int[][] runs, byte[][] density) {
    for (int r = 0; r < runs.length; r++) {
      assertThat(runs[r]).as("row %d", r).containsExactly(r);
      if (density != null) {
        assertThat(density[r]).as("density of row %d", r).containsExactly((byte) r);
      }
    }
  }

  @Property(tries = 200)
  void everyRowGetsItsOwnAnswer(@ForAll @IntRange(min = 0, max = 70) int rows,
      @ForAll @IntRange(min = 1, max = 4) int threads, @ForAll boolean density) {
    int[][] runs = new int[rows][];
    byte[][] d = density ? new byte[rows][] : null;
    OverviewPieces.fill(rows, threads, OverviewPiecesTest::rowNumbers, runs, d);
    assertRowNumbers(runs, d);
  }

  @Property(tries = 50)
  void aFailingHelperIsMadeUpForByTheCaller(@ForAll @IntRange(min = 2, max = 70) int rows) {
    Thread caller = Thread.currentThread();
    int[][] runs = new int[rows][];
    byte[][] d = new byte[rows][];
    OverviewPieces.fill(rows, 2, () -> Thread.currentThread() == caller ? rowNumbers() : (from, to, r, dd) -> {
      throw new IllegalStateException("a helper's failure");
    }, runs, d);
    assertRowNumbers(runs, d);
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS) // a guard against a wait for the stalled helper, not a timing
  void theCallerDoesNotWaitForAHelperStalledInAPiece() throws InterruptedException {
    Thread caller = Thread.currentThread();
    CountDownLatch helperIn = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    int rows = 64;
    int[][] runs = new int[rows][];
    try {
      OverviewPieces.fill(rows, 2, () -> {
        if (Thread.currentThread() != caller) {
          return (from, to, r, dd) -> { // takes a piece and stalls in it until the caller is done
            helperIn.countDown();
            try {
              release.await();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          };
        }
        try {
          helperIn.await(10, TimeUnit.SECONDS); // let the helper take a piece first (if the pool runs it)
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        return rowNumbers();
      }, runs, null);
    } finally {
      release.countDown();
    }
    assertRowNumbers(runs, null);
  }

  @Test
  void anInterruptedCallerStopsAndKeepsTheInterrupt() {
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(() -> OverviewPieces.fill(10, 2, OverviewPiecesTest::rowNumbers, new int[10][], null))
          .isInstanceOf(CancellationException.class);
      assertThat(Thread.currentThread().isInterrupted()).isTrue();
    } finally {
      Thread.interrupted();
    }
  }
}
