package org.leapshot.slog2.convert.paraver;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.otf.LongIntMap;

/**
 * The categories and infos of event records. Writers repeat a few record shapes (an MPI call with
 * its hardware counters and call site, a user function, ...), so an event's category is its
 * <em>signature</em>, the sequence of its event types, named after the first: its label lists the
 * types' names, and its info holds only the values, 8 bytes each ({@code %l}), or for a type
 * with {@code .pcf} value labels the label as text ({@code %s}, the digits when the value has
 * none). Text for every pair had made the output three times the size of the input.
 *
 * <p>Infos are packed into shared chunks; a primitive keeps its offset and length in one.
 */
final class ParaverEventText {
  /** Pairs of a record kept at most; more are left out and counted. */
  static final int MAX_PAIRS = 64;
  private static final int CHUNK = 1 << 16;
  /**
   * Record shapes at most. A trace of unusual or damaged records could otherwise make a category per
   * record (SLOG-2 holds 32767); further shapes share one category with the pairs as text.
   */
  static final int MAX_SHAPES = 4096;
  /** A labelled value's text at most, so that an info stays far under SLOG-2's 32 KiB. */
  private static final int MAX_LABEL = 200;

  /** One record shape: its category and which of its pairs are labelled. */
  private record Signature(long[] types, boolean[] labelled, int[] slots, int category) {}

  private final ParaverConfig config;
  private final ParaverCategories categories;
  private final LongIntMap typeIndex = new LongIntMap();
  private final List<LongIntMap> valueIndex = new ArrayList<>();
  private final List<byte[][]> valueLabels = new ArrayList<>();
  private final LongIntMap byHash = new LongIntMap();
  private final Map<String, Integer> byText = new HashMap<>();
  private final List<Signature> signatures = new ArrayList<>();
  private Signature other;

  private final long[] types = new long[MAX_PAIRS];
  private final long[] values = new long[MAX_PAIRS];
  private final int[] from = new int[MAX_PAIRS];
  private final int[] to = new int[MAX_PAIRS];
  private final byte[][] labels = new byte[MAX_PAIRS][];
  private int pairs;
  private long dropped;

  private byte[] chunk = new byte[CHUNK];
  private int used;
  private int start;

  ParaverEventText(ParaverConfig config, ParaverCategories categories) {
    this.config = config;
    this.categories = categories;
  }

  /** Starts a new record. */
  void begin() {
    pairs = 0;
  }

  /** Adds a pair whose value's digits are {@code line[valueFrom, valueTo)}. */
  void pair(long type, long value, int valueFrom, int valueTo) {
    if (pairs == MAX_PAIRS) {
      dropped++;
      return;
    }
    types[pairs] = type;
    values[pairs] = value;
    from[pairs] = valueFrom;
    to[pairs] = valueTo;
    pairs++;
  }

  /** Pairs of the current record. */
  int pairs() {
    return pairs;
  }

  /** Pairs left out because their record had more than {@link #MAX_PAIRS}. */
  long dropped() {
    return dropped;
  }

  /** The category of the record's signature, made on first sight. */
  int category() {
    return signature().category();
  }

  /** Writes the record's info (its digits are in {@code line}); {@link #offset()}, {@link #length()} locate it. */
  byte[] info(byte[] line) {
    Signature s = signature();
    if (s == other) {
      return textInfo();
    }
    int size = 0;
    for (int i = 0; i < pairs; i++) {
      if (s.labelled()[i]) {
        LongIntMap index = valueIndex.get(s.slots()[i]);
        int v = index.get(values[i]);
        labels[i] = v < 0 ? null : valueLabels.get(s.slots()[i])[v];
        size += 2 + Math.min(MAX_LABEL, labels[i] != null ? labels[i].length : to[i] - from[i]);
      } else {
        size += 8;
      }
    }
    if (CHUNK - used < size) {
      chunk = new byte[Math.max(CHUNK, size)];
      used = 0;
    }
    start = used;
    int at = used;
    for (int i = 0; i < pairs; i++) {
      if (s.labelled()[i]) {
        byte[] label = labels[i];
        byte[] src = label != null ? label : line;
        int off = label != null ? 0 : from[i];
        int n = Math.min(MAX_LABEL, label != null ? label.length : to[i] - from[i]);
        chunk[at++] = (byte) (n >>> 8);
        chunk[at++] = (byte) n;
        System.arraycopy(src, off, chunk, at, n);
        at += n;
      } else {
        long v = values[i];
        for (int b = 56; b >= 0; b -= 8) {
          chunk[at++] = (byte) (v >>> b);
        }
      }
    }
    used = at;
    return chunk;
  }

  /** The pairs as {@code type = value} text, for records beyond {@link #MAX_SHAPES} shapes. */
  private byte[] textInfo() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < pairs; i++) {
      sb.append(i > 0 ? "\\n" : "").append(types[i]).append(" = ").append(values[i]);
    }
    byte[] text = sb.toString().getBytes(StandardCharsets.US_ASCII);
    int n = Math.min(text.length, 30_000);
    if (CHUNK - used < n + 2) {
      chunk = new byte[CHUNK];
      used = 0;
    }
    start = used;
    chunk[used++] = (byte) (n >>> 8);
    chunk[used++] = (byte) n;
    System.arraycopy(text, 0, chunk, used, n);
    used += n;
    return chunk;
  }

  int offset() {
    return start;
  }

  int length() {
    return used - start;
  }

  private Signature last;

  private Signature signature() {
    if (last != null && last.types().length == pairs && Arrays.equals(last.types(), 0, pairs, types, 0, pairs)) {
      return last;
    }
    long hash = pairs;
    for (int i = 0; i < pairs; i++) {
      hash = hash * 0x9E3779B97F4A7C15L + types[i];
    }
    hash &= Long.MAX_VALUE; // never the map's free-slot mark
    int found = byHash.get(hash);
    if (found >= 0 && Arrays.equals(signatures.get(found).types(), 0, signatures.get(found).types().length, types,
        0, pairs)) {
      return last = signatures.get(found);
    }
    String text = Arrays.toString(Arrays.copyOf(types, pairs));
    Integer known = byText.get(text);
    if (known == null && signatures.size() >= MAX_SHAPES) {
      if (other == null) {
        other = new Signature(new long[0], null, null, categories.event(-1, "%s"));
      }
      return other;
    }
    if (known == null) {
      known = make();
      byText.put(text, known);
      if (found < 0) {
        byHash.put(hash, known);
      }
    }
    return last = signatures.get(known);
  }

  private int make() {
    long[] sig = Arrays.copyOf(types, pairs);
    boolean[] labelled = new boolean[pairs];
    int[] slots = new int[pairs];
    StringBuilder label = new StringBuilder();
    for (int i = 0; i < pairs; i++) {
      slots[i] = slot(sig[i]);
      labelled[i] = valueIndex.get(slots[i]) != null;
      String name = config.typeName(sig[i]);
      label.append(i > 0 ? "\\n" : "").append(safe(name != null ? name : "type " + sig[i]))
          .append(labelled[i] ? " = %s" : " = %l");
    }
    int category = categories.event(sig.length == 0 ? -1 : sig[0], label.toString());
    signatures.add(new Signature(sig, labelled, slots, category));
    return signatures.size() - 1;
  }

  /** The slot of {@code type}'s .pcf value labels (null ones when it has none), read on first sight. */
  private int slot(long type) {
    int t = typeIndex.get(type);
    if (t < 0) {
      t = valueIndex.size();
      typeIndex.put(type, t);
      Map<Long, String> labels = config.valueNames(type);
      if (labels.isEmpty()) {
        valueIndex.add(null);
        valueLabels.add(null);
      } else {
        LongIntMap index = new LongIntMap();
        byte[][] texts = new byte[labels.size()][];
        int i = 0;
        for (Map.Entry<Long, String> e : labels.entrySet()) {
          if (e.getKey() != Long.MIN_VALUE) { // the map's free-slot mark; no record value has 19 digits
            index.put(e.getKey(), i);
            texts[i++] = e.getValue().getBytes(StandardCharsets.UTF_8);
          }
        }
        valueIndex.add(index);
        valueLabels.add(texts);
      }
    }
    return t;
  }

  /** A name fit for a label: SLOG-2 labels take {@code %} as a conversion. */
  private static String safe(String name) {
    return name.replace('%', ' ');
  }
}
