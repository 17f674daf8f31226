package org.leapshot.slog2.convert.otf2;

import java.util.Arrays;

/**
 * The open regions of every timeline (an Enter waiting for its Leave): region, start time and the
 * Enter's attribute text of each, innermost last.
 *
 * <p>Kept in arrays shared by all timelines rather than an object per timeline: with 1 024
 * locations the merge moves to another timeline at nearly every event, and an object and a frame
 * array per timeline were two cold cache lines per Enter and Leave. Here the depths are one dense
 * array that stays in cache, and a timeline's first {@link #SHALLOW} frames lie side by side in one
 * shared array; deeper frames go to an array of the timeline's own.
 */
final class Otf2CallStacks {
  /** Frames per timeline in the shared array: region and start, two longs each. */
  static final int SHALLOW = 8;

  private final int[] depths;
  private final long[] shallow;
  /** Frames from {@link #SHALLOW} on, per timeline, once it went that deep. */
  private final long[][] deep;
  /** The attribute text of each open Enter, per timeline; null while all of a timeline's were null. */
  private final byte[][][] infos;

  Otf2CallStacks(int timelines) {
    depths = new int[timelines];
    shallow = new long[timelines * 2 * SHALLOW];
    deep = new long[timelines][];
    infos = new byte[timelines][][];
  }

  int depth(int line) {
    return depths[line];
  }

  /** Opens a region on {@code line}; {@code info} may be null. */
  void push(int line, long region, long start, byte[] info) {
    int d = depths[line];
    if (d < SHALLOW) {
      int at = (line * SHALLOW + d) * 2;
      shallow[at] = region;
      shallow[at + 1] = start;
    } else {
      pushDeep(line, d - SHALLOW, region, start);
    }
    if (info != null || infos[line] != null) {
      keepInfo(line, d, info);
    }
    depths[line] = d + 1;
  }

  private void pushDeep(int line, int d, long region, long start) {
    long[] frames = deep[line];
    if (frames == null) {
      frames = deep[line] = new long[2 * SHALLOW];
    } else if (2 * d == frames.length) {
      frames = deep[line] = Arrays.copyOf(frames, 4 * d);
    }
    frames[2 * d] = region;
    frames[2 * d + 1] = start;
  }

  private void keepInfo(int line, int d, byte[] info) {
    byte[][] texts = infos[line];
    if (texts == null) {
      texts = infos[line] = new byte[Math.max(SHALLOW, d + 1)][];
    } else if (texts.length <= d) {
      texts = infos[line] = Arrays.copyOf(texts, 2 * (d + 1));
    }
    texts[d] = info;
  }

  /** Closes the innermost open region of {@code line} (there must be one); returns its depth, for the getters. */
  int pop(int line) {
    return --depths[line];
  }

  /** The region of the frame at depth {@code d} (one still open, or the one just popped). */
  long region(int line, int d) {
    return d < SHALLOW ? shallow[(line * SHALLOW + d) * 2] : deep[line][2 * (d - SHALLOW)];
  }

  long start(int line, int d) {
    return d < SHALLOW ? shallow[(line * SHALLOW + d) * 2 + 1] : deep[line][2 * (d - SHALLOW) + 1];
  }

  byte[] info(int line, int d) {
    byte[][] texts = infos[line];
    return texts == null ? null : texts[d];
  }
}
