package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.testing.SharedData;

class NodeLoaderTest {
  private static final String FILE = "reference-converted/rnd-t4.slog2";

  /** A test body given a loader over the test file's nodes. */
  @FunctionalInterface
  private interface WithLoader {
    void run(NodeLoader loader, List<DirectoryEntry> entries) throws Exception;
  }

  /** Runs {@code body} with a loader of {@code helpers} helpers from {@code pool}, then stops the pool. */
  private static void withLoader(ExecutorService pool, int helpers, WithLoader body) throws Exception {
    try (Slog2Reader reader = Slog2Reader.open(SharedData.testdata(FILE))) {
      body.run(new NodeLoader(new NodeSource(reader, 64L << 20), pool, helpers), reader.directory().entries());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void everyNodeComesBackAtItsIndexWithItsPart() throws Exception {
    withLoader(Executors.newFixedThreadPool(2), 2, (loader, entries) -> {
      for (int round = 0; round < 20; round++) {
        Integer[] parts = new Integer[entries.size()];
        NodeLoader.Tally tally = new NodeLoader.Tally();
        LoadedNode[] nodes = loader.load(pointers(entries), null, () -> false, tally, (i, node) -> i, parts);
        for (int i = 0; i < entries.size(); i++) {
          assertThat(parts[i]).isEqualTo(i);
          assertThat(nodes[i].box()).isEqualTo(entries.get(i).box());
        }
        // Each node counted once, read the first time and from the cache after.
        assertThat(tally.read.get() + tally.cached.get()).isEqualTo(entries.size());
      }
    });
  }

  /**
   * A level-of-detail walk that ends in a plan reads the upper nodes whole, then the plan wants their
   * drawables only: they come from the whole nodes, read from the file by nobody, and are the very
   * drawables a drawables-only read gives.
   */
  @Test
  void drawablesOfNodesCachedWholeAreTakenFromThem() throws Exception {
    List<BlockPointer> pointers;
    boolean[] only;
    List<List<Drawable>> fresh = new ArrayList<>();
    try (Slog2Reader reader = Slog2Reader.open(SharedData.testdata(FILE))) {
      pointers = pointers(reader.directory().entries());
      only = new boolean[pointers.size()];
      java.util.Arrays.fill(only, true);
      NodeLoader apart = new NodeLoader(new NodeSource(reader, 64L << 20), null, 0);
      for (LoadedNode n : apart.load(pointers, only, () -> false, new NodeLoader.Tally(), null, null)) {
        fresh.add(n.merged());
      }
    }
    withLoader(Executors.newFixedThreadPool(2), 2, (loader, entries) -> {
      loader.load(pointers, null, () -> false, new NodeLoader.Tally(), null, null); // whole
      NodeLoader.NodeWork<Integer> index = (i, node) -> i;
      for (boolean withWork : new boolean[] {false, true}) {
        NodeLoader.Tally tally = new NodeLoader.Tally();
        LoadedNode[] nodes = loader.load(pointers, only, () -> false, tally, withWork ? index : null,
            withWork ? new Integer[pointers.size()] : null);
        assertThat(tally.read.get()).as("nodes read from the file (work after: %s)", withWork).isZero();
        for (int i = 0; i < nodes.length; i++) {
          assertThat(nodes[i].merged()).as("node %d", i).isEqualTo(fresh.get(i));
        }
      }
    });
  }

  @Test
  void aHelperStuckInTheMiddleOfANodeDoesNotHoldUpTheBatch() throws Exception {
    withLoader(Executors.newSingleThreadExecutor(r -> new Thread(r, "stuck-helper")), 1, (loader, entries) -> {
      assertThat(entries.size()).isGreaterThanOrEqualTo(NodeLoader.MIN_PARALLEL_NODES);
      String[] parts = new String[entries.size()];
      NodeLoader.Tally tally = new NodeLoader.Tally();
      LoadedNode[] nodes = assertTimeoutPreemptively(Duration.ofSeconds(5), () ->
          loader.load(pointers(entries), null, () -> false, tally, (i, node) -> {
            if (Thread.currentThread().getName().equals("stuck-helper")) {
              sleep(30_000); // as if descheduled for a long time
              return "helper";
            }
            return "caller";
          }, parts));
      assertThat(parts).containsOnly("caller");
      for (int i = 0; i < entries.size(); i++) {
        assertThat(nodes[i].box()).isEqualTo(entries.get(i).box());
      }
      // Every node counted once when the batch returns, the stuck helper's included.
      assertThat(tally.read.get() + tally.cached.get()).isEqualTo(entries.size());
    });
  }

  @Test
  void aFailingHelperLeavesItsNodeToTheCaller() throws Exception {
    withLoader(Executors.newSingleThreadExecutor(r -> new Thread(r, "failing-helper")), 1, (loader, entries) -> {
      Integer[] parts = new Integer[entries.size()];
      loader.load(pointers(entries), null, () -> false, new NodeLoader.Tally(), (i, node) -> {
        if (Thread.currentThread().getName().equals("failing-helper")) {
          throw new IllegalStateException("helper broke");
        }
        return i;
      }, parts);
      for (int i = 0; i < entries.size(); i++) {
        assertThat(parts[i]).isEqualTo(i);
      }
    });
  }

  private static List<BlockPointer> pointers(List<DirectoryEntry> entries) {
    List<BlockPointer> out = new ArrayList<>();
    for (DirectoryEntry e : entries) {
      out.add(e.pointer());
    }
    return out;
  }

  private static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
