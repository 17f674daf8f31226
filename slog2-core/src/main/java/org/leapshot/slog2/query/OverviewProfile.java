package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * The whole run's activity profile kept with the stored overview: exclusive seconds per category in
 * each of {@link #COLUMNS} equal slices of the run, summed over all timelines
 * ({@link ActivityRaster#exclusiveSecondsPerColumn}). The preview strip stacks these shares; a
 * raster cannot stand in for them, because a cell's winner takes its whole column and short states
 * vanish. Sparse: a column lists only its busy categories. Seconds are kept as floats. Its section
 * of the sidecar is written and read here (the layout is in {@link OverviewCodec}). Immutable.
 */
final class OverviewProfile {
  /** Slices kept: about a preview strip's width, and far fewer bytes than the rows. */
  static final int COLUMNS = 1024;
  /** No profile (an overview made in a test from rows alone). */
  static final OverviewProfile NONE = new OverviewProfile(0, new int[0], new int[1], new int[0], new float[0]);

  final int columns;
  /** The categories that are busy somewhere, ascending; entries name them by slot. */
  final int[] categories;
  /** Column c's entries are {@code slot/seconds[start[c] .. start[c + 1])}, slots ascending. */
  final int[] start;
  final int[] slot;
  final float[] seconds;

  OverviewProfile(int columns, int[] categories, int[] start, int[] slot, float[] seconds) {
    this.columns = columns;
    this.categories = categories;
    this.start = start;
    this.slot = slot;
    this.seconds = seconds;
  }

  /** The sparse form of per-category arrays of {@code columns} seconds each (zeros left out). */
  static OverviewProfile of(Map<Integer, double[]> exclusive, int columns) {
    TreeMap<Integer, double[]> busy = new TreeMap<>();
    exclusive.forEach((category, sec) -> {
      if (Arrays.stream(sec).anyMatch(s -> (float) s > 0)) {
        busy.put(category, sec);
      }
    });
    int[] categories = busy.keySet().stream().mapToInt(Integer::intValue).toArray();
    double[][] sec = busy.values().toArray(new double[0][]);
    int[] start = new int[columns + 1];
    OverviewRows.IntList slots = new OverviewRows.IntList();
    float[] seconds = new float[16];
    for (int c = 0; c < columns; c++) {
      for (int s = 0; s < categories.length; s++) {
        float v = (float) sec[s][c];
        if (v > 0) {
          if (slots.size == seconds.length) {
            seconds = Arrays.copyOf(seconds, seconds.length * 2);
          }
          seconds[slots.size] = v;
          slots.add(s);
        }
      }
      start[c + 1] = slots.size;
    }
    return new OverviewProfile(columns, categories, start, slots.toArray(), Arrays.copyOf(seconds, slots.size));
  }

  int entryCount() {
    return start[columns];
  }

  /** Per busy category, its seconds in each column (a fresh map and arrays). */
  Map<Integer, double[]> secondsPerColumn() {
    double[][] sec = new double[categories.length][columns];
    for (int c = 0; c < columns; c++) {
      for (int i = start[c]; i < start[c + 1]; i++) {
        sec[slot[i]][c] = seconds[i];
      }
    }
    Map<Integer, double[]> out = new TreeMap<>();
    for (int s = 0; s < categories.length; s++) {
      out.put(categories[s], sec[s]);
    }
    return out;
  }

  /** The profile section's bytes (see {@link OverviewCodec}). */
  byte[] encode() {
    OverviewVarints.Out out = new OverviewVarints.Out(16 + entryCount() * 6);
    out.varint(columns);
    out.varint(categories.length);
    out.ascending(categories);
    for (int c = 0; c < columns; c++) {
      out.varint(start[c + 1] - start[c]);
      for (int i = start[c]; i < start[c + 1]; i++) {
        out.varint(slot[i]);
        out.ensure(4);
        java.nio.ByteBuffer.wrap(out.bytes, out.size, 4).putFloat(seconds[i]);
        out.size += 4;
      }
    }
    return Arrays.copyOf(out.bytes, out.size);
  }

  /** Decodes a profile section's bytes (as {@link OverviewCodec.Decoded#profile()} holds them). */
  static OverviewProfile decode(byte[] bytes) throws OverviewCodec.BadOverview {
    OverviewVarints.In in = new OverviewVarints.In(bytes, 0, bytes.length);
    int columns = in.varint("profile columns");
    if (columns < 0 || columns > OverviewCodec.MAX_COLUMNS || columns > in.end - in.at) {
      throw new OverviewCodec.BadOverview("at byte " + in.at + ": " + columns + " profile columns (at most "
          + OverviewCodec.MAX_COLUMNS + ")");
    }
    int k = in.varint("profile categories");
    if (k < 0 || k > in.end - in.at) {
      throw new OverviewCodec.BadOverview("at byte " + in.at + ": " + k + " profile categories do not fit");
    }
    int[] categories = in.ascending(k, "profile category");
    int[] start = new int[columns + 1];
    // at most k entries a column, and an entry takes at least five bytes
    int[] slots = new int[(int) Math.min((long) columns * k, (in.end - in.at) / 5)];
    float[] seconds = new float[slots.length];
    int entries = 0;
    for (int c = 0; c < columns; c++) {
      int n = in.varint("profile entries");
      if (n < 0 || n > k || n > (in.end - in.at) / 5) {
        throw new OverviewCodec.BadOverview("at byte " + in.at + ": " + n + " profile entries in column " + c
            + " (of " + k + ")");
      }
      for (int i = 0, last = -1; i < n; i++) {
        int slot = in.varint("profile slot");
        if (slot <= last || slot >= k || in.end - in.at < 4) {
          throw new OverviewCodec.BadOverview("at byte " + in.at + ": profile slot " + slot + " after " + last
              + " of " + k);
        }
        float sec = Float.intBitsToFloat(in.b[in.at] << 24 | (in.b[in.at + 1] & 0xFF) << 16
            | (in.b[in.at + 2] & 0xFF) << 8 | (in.b[in.at + 3] & 0xFF));
        in.at += 4;
        if (!(sec > 0) || Float.isInfinite(sec)) {
          throw new OverviewCodec.BadOverview("at byte " + (in.at - 4) + ": profile seconds " + sec);
        }
        seconds[entries] = sec;
        slots[entries++] = slot;
        last = slot;
      }
      start[c + 1] = entries;
    }
    if (in.at != in.end) {
      throw new OverviewCodec.BadOverview("profile: " + (in.end - in.at) + " bytes left over");
    }
    return new OverviewProfile(columns, categories, start, Arrays.copyOf(slots, entries),
        Arrays.copyOf(seconds, entries));
  }
}
