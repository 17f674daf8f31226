package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * Variable-length numbers of the stored overview's profile section ({@link OverviewProfile}): seven
 * bits a byte, low first. The rows are fixed-width ({@link OverviewCodec}): they are read on the way
 * to the first picture, the profile only when the preview strip asks for it.
 */
final class OverviewVarints {
  private OverviewVarints() {}

  /** The growing output. */
  static final class Out {
    byte[] bytes;
    int size;

    Out(int capacity) {
      bytes = new byte[Math.max(capacity, 64)];
    }

    void ensure(int n) {
      if (size + n > bytes.length) {
        bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + n));
      }
    }

    /** Ascending ints: the first zigzag, then the increases. */
    void ascending(int[] v) {
      for (int i = 0; i < v.length; i++) {
        varint(i == 0 ? (v[0] << 1) ^ (v[0] >> 31) : v[i] - v[i - 1]);
      }
    }

    void varint(int v) {
      ensure(5);
      while ((v & ~0x7F) != 0) {
        bytes[size++] = (byte) ((v & 0x7F) | 0x80);
        v >>>= 7;
      }
      bytes[size++] = (byte) v;
    }
  }

  /** The checked input. */
  static final class In {
    final byte[] b;
    int at;
    final int end;

    In(byte[] b, int at, int end) {
      this.b = b;
      this.at = at;
      this.end = end;
    }

    /** {@code n} ascending ints as {@link Out#ascending} wrote them. */
    int[] ascending(int n, String what) throws OverviewCodec.BadOverview {
      int[] out = new int[n];
      for (int i = 0; i < n; i++) {
        int v = varint(what);
        out[i] = i == 0 ? (v >>> 1) ^ -(v & 1) : out[i - 1] + v;
        if (i > 0 && (v < 1 || out[i] < out[i - 1])) {
          throw new OverviewCodec.BadOverview("at byte " + at + ": " + what + "s not increasing");
        }
      }
      return out;
    }

    int varint(String what) throws OverviewCodec.BadOverview {
      int v = 0;
      for (int shift = 0; shift < 35; shift += 7) {
        if (at >= end) {
          throw new OverviewCodec.BadOverview("at byte " + at + ": " + what + " runs past the end");
        }
        int x = b[at++];
        v |= (x & 0x7F) << shift;
        if (x >= 0) {
          return v;
        }
      }
      throw new OverviewCodec.BadOverview("at byte " + at + ": " + what + " is not a valid number");
    }
  }
}
