package org.leapshot.slog2.query;

/**
 * Messages (arrows) from one timeline to another within a range.
 *
 * @param count arrows that intersect the range
 * @param bytes summed message sizes, from the arrow category's label value whose key mentions
 *     "size"; arrows whose category has no such value add nothing
 * @param sizedCount how many of the {@code count} arrows had a size
 */
public record MessageStats(long count, long bytes, long sizedCount) {
  public static final MessageStats ZERO = new MessageStats(0, 0, 0);

  public MessageStats plus(MessageStats o) {
    return new MessageStats(count + o.count, bytes + o.bytes, sizedCount + o.sizedCount);
  }
}
