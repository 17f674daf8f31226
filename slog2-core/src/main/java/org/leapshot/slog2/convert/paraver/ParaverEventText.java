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

  /**
   * One record shape: its category and, per pair, the index and texts of its type's value labels
   * (null when it has none).
   */
  private record Signature(long[] types, LongIntMap[] indexes, byte[][][] texts, int category) {}

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
    current = null;
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
    if (CHUNK - used < pairs * (2 + MAX_LABEL)) { // the most a record's info can take; one pass then
      chunk = new byte[CHUNK];
      used = 0;
    }
    byte[] c = chunk;
    int at = used;
    start = at;
    LongIntMap[] indexes = s.indexes();
    for (int i = 0; i < pairs; i++) {
      LongIntMap index = indexes[i];
      if (index == null) { // 8 bytes, most significant first; written here: a call per value cost more
        long v = values[i];
        c[at] = (byte) (v >>> 56);
        c[at + 1] = (byte) (v >>> 48);
        c[at + 2] = (byte) (v >>> 40);
        c[at + 3] = (byte) (v >>> 32);
        c[at + 4] = (byte) (v >>> 24);
        c[at + 5] = (byte) (v >>> 16);
        c[at + 6] = (byte) (v >>> 8);
        c[at + 7] = (byte) v;
        at += 8;
        continue;
      }
      int v = index.get(values[i]);
      if (v < 0) {
        at = putText(c, at, line, from[i], to[i] - from[i]);
      } else {
        byte[] label = s.texts()[i][v];
        at = putText(c, at, label, 0, label.length);
      }
    }
    used = at;
    return c;
  }

  /** {@code n} bytes of {@code src} from {@code off} (at most {@link #MAX_LABEL}) after a 2-byte length. */
  private static int putText(byte[] c, int at, byte[] src, int off, int n) {
    n = Math.min(MAX_LABEL, n);
    c[at] = (byte) (n >>> 8);
    c[at + 1] = (byte) n;
    System.arraycopy(src, off, c, at + 2, n);
    return at + 2 + n;
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

  /**
   * Signatures met lately, by their length and first and last types: records of a few shapes
   * interleave (one per thread), so the previous record's shape was rarely the next one's.
   */
  private final Signature[] recent = new Signature[RECENT];
  private static final int RECENT = 64;
  /** The current record's signature once looked up. */
  private Signature current;

  private Signature signature() {
    if (current == null) {
      current = lookUp();
    }
    return current;
  }

  /** Whether the current record's types are {@code sig}: a plain loop, cheaper than {@link Arrays#equals} under C1. */
  private boolean isShape(long[] sig) {
    if (sig.length != pairs) {
      return false;
    }
    for (int i = 0; i < pairs; i++) {
      if (sig[i] != types[i]) {
        return false;
      }
    }
    return true;
  }

  private Signature lookUp() {
    int slot = (int) (types[0] * 31 + types[pairs - 1] * 7 + pairs) & (RECENT - 1);
    Signature seen = recent[slot];
    if (seen != null && isShape(seen.types())) {
      return seen;
    }
    Signature found = find();
    if (found != other) {
      recent[slot] = found;
    }
    return found;
  }

  private Signature find() {
    long hash = pairs;
    for (int i = 0; i < pairs; i++) {
      hash = hash * 0x9E3779B97F4A7C15L + types[i];
    }
    hash &= Long.MAX_VALUE; // never the map's free-slot mark
    int found = byHash.get(hash);
    if (found >= 0 && isShape(signatures.get(found).types())) {
      return signatures.get(found);
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
    return signatures.get(known);
  }

  private int make() {
    long[] sig = Arrays.copyOf(types, pairs);
    LongIntMap[] indexes = new LongIntMap[pairs];
    byte[][][] texts = new byte[pairs][][];
    StringBuilder label = new StringBuilder();
    for (int i = 0; i < pairs; i++) {
      int slot = slot(sig[i]);
      indexes[i] = valueIndex.get(slot);
      texts[i] = valueLabels.get(slot);
      String name = config.typeName(sig[i]);
      label.append(i > 0 ? "\\n" : "").append(safe(name != null ? name : "type " + sig[i]))
          .append(indexes[i] != null ? " = %s" : " = %l");
    }
    int category = categories.event(sig.length == 0 ? -1 : sig[0], label.toString());
    signatures.add(new Signature(sig, indexes, texts, category));
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
