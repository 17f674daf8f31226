package org.leapshot.slog2.convert;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a conversion met besides good drawables: counts by kind of skipped or unmatched records,
 * non-drawable records seen (statistics, definitions, ...), and the first few messages with their
 * positions. Sources add to it; the CLI prints it.
 */
public final class ImportReport {
  private static final int MAX_MESSAGES = 100;

  private final Map<String, Long> skipped = new TreeMap<>();
  private final Map<String, Long> seen = new TreeMap<>();
  private final List<String> messages = new ArrayList<>();
  private long decompressedBytes;

  /** Counts one record of {@code kind} that was left out of the output, and keeps its message. */
  public void skip(String kind, SourcePosition position, String message) {
    skipped.merge(kind, 1L, Long::sum);
    if (messages.size() < MAX_MESSAGES) {
      messages.add(MessageText.safe(position + ": " + message));
    }
  }

  /** Counts records of {@code kind} that are not drawables but were read (e.g. PICL statistics). */
  public void count(String kind, long n) {
    seen.merge(kind, n, Long::sum);
  }

  /** Adds bytes the source read after decompressing them (OTF's zlib-compressed streams). */
  public void addDecompressedBytes(long n) {
    decompressedBytes += n;
  }

  /**
   * Bytes of input text the source read after decompression, or 0 when it read its files as they
   * are: speed per byte of text is what compares with other traces, not per compressed byte.
   */
  public long decompressedBytes() {
    return decompressedBytes;
  }

  public Map<String, Long> skipped() {
    return Collections.unmodifiableMap(skipped);
  }

  public Map<String, Long> seen() {
    return Collections.unmodifiableMap(seen);
  }

  public long skippedTotal() {
    return skipped.values().stream().mapToLong(Long::longValue).sum();
  }

  /** The first messages (at most 100), each prefixed with its position. */
  public List<String> messages() {
    return Collections.unmodifiableList(messages);
  }
}
