package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.TimeBox;

/**
 * A read in order of start (exact statistics) begins with the path from the root down to the first
 * leaf, a wide trace's largest nodes: each is a batch of its own, decoded beside the others rather
 * than after them by one thread while the caller waits.
 */
class LeadingInnerBatchesTest {
  private static List<DirectoryEntry> pathThenLeaves(int inner, int leaves) {
    List<DirectoryEntry> entries = new ArrayList<>();
    for (int i = 0; i < inner + leaves; i++) {
      int depth = i < inner ? inner - i : 0;
      entries.add(new DirectoryEntry(new NodeId(depth, i), new TimeBox(0, 1), new BlockPointer(100L + i, 64)));
    }
    return entries;
  }

  @Test
  void theLeadingInnerNodesAreCounted() {
    assertThat(DrawableScan.leadingInner(pathThenLeaves(5, 20))).isEqualTo(5);
    assertThat(DrawableScan.leadingInner(pathThenLeaves(0, 20))).isZero();
    assertThat(DrawableScan.leadingInner(pathThenLeaves(3, 0))).isEqualTo(3);
    assertThat(DrawableScan.leadingInner(List.of())).isZero();
  }

  @Test
  void theRootAndTheNextInnerNodeAreDecodedSideBySide() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      DrawableScan scan = new DrawableScan(null, pool, 2);
      List<DirectoryEntry> entries = pathThenLeaves(4, 30);
      CountDownLatch secondStarted = new CountDownLatch(1);
      boolean[] sideBySide = {false};
      List<Integer> visited = new ArrayList<>();
      scan.readInOrder(entries, (source, e, prefix) -> {
        int i = e.id().xpos();
        if (i == 1) {
          secondStarted.countDown();
        } else if (i == 0) { // in one batch with the next, the next waits for this one to end
          try {
            sideBySide[0] = secondStarted.await(5, TimeUnit.SECONDS);
          } catch (InterruptedException x) {
            Thread.currentThread().interrupt();
          }
        }
        return i;
      }, (index, node) -> visited.add(node), () -> false);
      assertThat(sideBySide[0]).as("the second node decoded while the first was").isTrue();
      assertThat(visited).hasSize(entries.size()).isSorted();
    } finally {
      pool.shutdownNow();
    }
  }
}
