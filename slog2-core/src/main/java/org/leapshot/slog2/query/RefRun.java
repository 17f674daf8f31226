package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * A growable array of drawable references in the form {@link WindowDrawables} keeps them, one run
 * of {@link RunAssembler}. The merge reads start times through them (a few per drawable merged in)
 * rather than keeping a copy of every start: that copy was a quarter of what a scroll step allocated.
 */
final class RefRun {
  long[] refs;
  int size;

  RefRun(int capacity) {
    refs = new long[Math.max(4, capacity)];
  }

  /** Adopts {@code refs}, of which the first {@code size} are the run. */
  RefRun(long[] refs, int size) {
    this.refs = refs;
    this.size = size;
  }

  void ensure(int more) {
    if (size + more > refs.length) {
      int capacity = Math.max(size + more, refs.length * 2);
      refs = Arrays.copyOf(refs, capacity);
    }
  }
}
