package org.leapshot.slog2.query;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;

/**
 * Who resamples which rows of a stored-overview picture: the calling thread, and up to {@code
 * threads - 1} helpers of the common pool when a core is free. The rows are cut into small pieces
 * taken in turn; each piece's answer is kept by whoever finishes it first. The caller never waits
 * for a helper: when it has taken the last piece it does any piece a helper is still on itself
 * (the same rows give the same answer). Why: on a busy machine a helper may be put aside in the
 * middle of a piece, and waiting for it made two threads slower than one (interleaved at load 19,
 * r64's whole run 6.2 ms against 4.3); now the worst case is the caller doing it all, plus at most
 * one piece per helper done twice.
 */
final class OverviewPieces {
  /** Pieces of rows per thread: small, so that a piece redone by the caller is little work. */
  static final int PIECES_PER_THREAD = 8;

  /** What fills rows {@code [from, to)}, row r at index {@code r - from} of the arrays given (density null: none wanted). */
  @FunctionalInterface
  interface Filler {
    void fill(int from, int to, int[][] runs, byte[][] density);
  }

  private record Done(int[][] runs, byte[][] density) {}

  private OverviewPieces() {}

  /**
   * Fills {@code runs} and {@code densities} (null: no density) for {@code rowCount} rows, each
   * thread with fillers of its own ({@code fillers}, called once per thread). An interrupt of the
   * calling thread stops it between pieces with a {@link CancellationException} (a newer picture
   * was asked for; the interrupt stays set), and the helpers after their piece.
   */
  static void fill(int rowCount, int threads, Supplier<Filler> fillers, int[][] runs,
      byte[][] densities) {
    stopWhenInterrupted();
    int pieces = Math.min(rowCount, Math.max(1, threads) * PIECES_PER_THREAD);
    AtomicReferenceArray<Done> done = new AtomicReferenceArray<>(pieces);
    AtomicInteger next = new AtomicInteger();
    boolean density = densities != null;
    for (int t = 1; t < threads && pieces > 1; t++) {
      ForkJoinPool.commonPool().execute(() -> {
        try {
          Filler f = null;
          for (int k; (k = next.getAndIncrement()) < pieces; ) {
            f = f == null ? fillers.get() : f;
            done.compareAndSet(k, null, piece(f, rowCount, pieces, k, density, false));
          }
        } catch (RuntimeException | Error e) {
          // the caller does the pieces left itself, and meets the same failure there
        }
      });
    }
    Filler own = fillers.get();
    try {
      // first the pieces nobody has taken, then any a helper is still on
      for (int k; (k = next.getAndIncrement()) < pieces; ) {
        done.compareAndSet(k, null, piece(own, rowCount, pieces, k, density, true));
      }
      for (int k = 0; k < pieces; k++) {
        if (done.get(k) == null) {
          done.compareAndSet(k, null, piece(own, rowCount, pieces, k, density, true));
        }
      }
    } finally {
      next.set(pieces); // stopped (interrupted): the helpers take no more pieces
    }
    for (int k = 0; k < pieces; k++) {
      Done d = done.get(k);
      int from = first(rowCount, pieces, k);
      System.arraycopy(d.runs, 0, runs, from, d.runs.length);
      if (density) {
        System.arraycopy(d.density, 0, densities, from, d.density.length);
      }
    }
  }

  private static void stopWhenInterrupted() {
    if (Thread.currentThread().isInterrupted()) {
      throw new CancellationException("resampling the stored overview stopped: interrupted");
    }
  }

  private static int first(int rowCount, int pieces, int k) {
    return (int) ((long) rowCount * k / pieces);
  }

  private static Done piece(Filler f, int rowCount, int pieces, int k, boolean density, boolean caller) {
    if (caller) {
      stopWhenInterrupted();
    }
    int from = first(rowCount, pieces, k);
    int to = first(rowCount, pieces, k + 1);
    int[][] runs = new int[to - from][];
    byte[][] d = density ? new byte[to - from][] : null;
    f.fill(from, to, runs, d);
    return new Done(runs, d);
  }
}
