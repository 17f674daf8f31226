package org.leapshot.app.canvas;

import java.util.Arrays;

/** A growable list of ints without boxing, for the exact drawing's per-row and per-line records. */
final class IntList {
  private int[] values = new int[16];
  private int size;

  void add(int v) {
    if (size == values.length) {
      values = Arrays.copyOf(values, size * 2);
    }
    values[size++] = v;
  }

  int get(int i) {
    return values[i];
  }

  void set(int i, int v) {
    values[i] = v;
  }

  int size() {
    return size;
  }

  int[] toArray() {
    return Arrays.copyOf(values, size);
  }

  /** Drops the values from {@code newSize} on. */
  void truncate(int newSize) {
    size = newSize;
  }
}
