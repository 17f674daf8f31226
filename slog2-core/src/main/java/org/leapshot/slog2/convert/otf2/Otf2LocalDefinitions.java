package org.leapshot.slog2.convert.otf2;

import java.util.Arrays;

/**
 * What one location's local definition file says (spec §7.4): mapping tables from the ids its
 * event file uses to global ids (§9.2), and clock offsets that correct its timestamps (§9.3).
 * Without a file, ids are global and times are not corrected.
 */
final class Otf2LocalDefinitions {
  static final int STRING = 0;
  static final int ATTRIBUTE = 1;
  static final int LOCATION = 2;
  static final int REGION = 3;
  static final int METRIC = 5;
  static final int COMM = 6;
  static final int PARAMETER = 7;
  /** Mapping types 0..14 are defined; higher ones are ignored. */
  static final int MAPPING_TYPES = 15;

  /** One mapping table: dense (local id i → globals[i]) or sparse (sorted locals → globals). */
  static final class IdMap {
    private final long[] locals;
    private final long[] globals;

    IdMap(long[] locals, long[] globals) {
      this.locals = locals;
      this.globals = globals;
    }

    long map(long id) {
      if (locals == null) {
        return id >= 0 && id < globals.length ? globals[(int) id] : id;
      }
      int i = Arrays.binarySearch(locals, id);
      return i >= 0 ? globals[i] : id;
    }
  }

  private final IdMap[] maps = new IdMap[MAPPING_TYPES];
  private long[] clockTimes = new long[0];
  private long[] clockOffsets = new long[0];
  /** The clock interval used last: times increase, so it is almost always the right one. */
  private int interval;

  void setMap(int type, IdMap map) {
    if (type >= 0 && type < MAPPING_TYPES) {
      maps[type] = map;
    }
  }

  boolean hasMap(int type) {
    return maps[type] != null;
  }

  /** Whether any kind of id is mapped: when not, every id is global already. */
  boolean hasAnyMap() {
    for (IdMap m : maps) {
      if (m != null) {
        return true;
      }
    }
    return false;
  }

  /** A local id of a kind as a global id. */
  long map(int type, long id) {
    IdMap m = maps[type];
    return m == null ? id : m.map(id);
  }

  void addClockOffset(long time, long offset) {
    int n = clockTimes.length;
    clockTimes = Arrays.copyOf(clockTimes, n + 1);
    clockOffsets = Arrays.copyOf(clockOffsets, n + 1);
    clockTimes[n] = time;
    clockOffsets[n] = offset;
  }

  int clockOffsetCount() {
    return clockTimes.length;
  }

  /**
   * A raw time corrected with the clock offsets: the interval holding it (the first one before,
   * the last one after), its offset at the start plus the drift interpolated and rounded half to
   * even, in integer ticks except the drift term.
   */
  long correct(long t) {
    return clockTimes.length < 2 ? t : interpolate(t); // small enough to be inlined at every timestamp
  }

  private long interpolate(long t) {
    int n = clockTimes.length;
    int i = interval;
    while (i > 0 && t < clockTimes[i]) {
      i--;
    }
    while (i < n - 2 && t >= clockTimes[i + 1]) {
      i++;
    }
    interval = i;
    long t1 = clockTimes[i];
    long o1 = clockOffsets[i];
    long span = clockTimes[i + 1] - t1;
    double slope = span == 0 ? 0 : (double) (clockOffsets[i + 1] - o1) / span;
    return t + o1 + (long) Math.rint(slope * (t - t1));
  }
}
