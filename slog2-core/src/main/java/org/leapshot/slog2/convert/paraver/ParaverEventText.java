package org.leapshot.slog2.convert.paraver;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import org.leapshot.slog2.convert.otf.LongIntMap;

/**
 * Writes the info of event records: one {@code %s} value holding the record's type:value pairs as
 * {@code <type name> = <value label>} text, the pairs separated by the two characters {@code \n}
 * (a new line in the viewer's popup). A value without a {@code .pcf} label (a counter, an address)
 * is copied as its digits straight from the input line, so nothing is formatted per pair.
 *
 * <p>Infos are packed into shared chunks; a primitive keeps its offset and length in one.
 */
final class ParaverEventText {
  /** Text bytes per event at most, so that a record with thousands of pairs stays a valid info. */
  static final int MAX_TEXT = 30_000;
  private static final int CHUNK = 1 << 16;
  private static final byte[] SEPARATOR = "\\n".getBytes(StandardCharsets.US_ASCII);

  private final ParaverConfig config;
  private final LongIntMap typeIndex = new LongIntMap();
  private byte[][] typeNames = new byte[16][];
  private LongIntMap[] valueIndex = new LongIntMap[16];
  private byte[][][] valueLabels = new byte[16][][];
  private int types;

  private byte[] chunk = new byte[CHUNK];
  private int used;
  private int start;
  private int at;
  private boolean full;

  ParaverEventText(ParaverConfig config) {
    this.config = config;
  }

  /** Starts the info of a new event. */
  void begin() {
    if (CHUNK - used < MAX_TEXT + 2) {
      chunk = new byte[CHUNK];
      used = 0;
    }
    start = used;
    at = start + 2;
    full = false;
  }

  /** Adds a pair whose value's digits are {@code line[from, to)}. */
  void pair(long type, long value, byte[] line, int from, int to) {
    int t = type(type);
    if (at > start + 2) {
      put(SEPARATOR, 0, SEPARATOR.length);
    }
    put(typeNames[t], 0, typeNames[t].length);
    int v = valueIndex[t] == null ? -1 : valueIndex[t].get(value);
    if (v >= 0) {
      put(valueLabels[t][v], 0, valueLabels[t][v].length);
    } else {
      put(line, from, to - from);
    }
  }

  /** The chunk holding the finished info; {@link #offset()} and {@link #length()} locate it. */
  byte[] end() {
    int n = at - start - 2;
    chunk[start] = (byte) (n >>> 8);
    chunk[start + 1] = (byte) n;
    used = at;
    return chunk;
  }

  int offset() {
    return start;
  }

  int length() {
    return used - start;
  }

  private void put(byte[] b, int from, int n) {
    if (full) {
      return;
    }
    int room = start + 2 + MAX_TEXT - at;
    if (n > room) {
      n = room;
      full = true;
    }
    System.arraycopy(b, from, chunk, at, n);
    at += n;
  }

  /** The index of {@code type}'s name and labels, made on first sight. */
  private int type(long type) {
    int t = typeIndex.get(type);
    if (t >= 0) {
      return t;
    }
    t = types++;
    if (t == typeNames.length) {
      typeNames = Arrays.copyOf(typeNames, t * 2);
      valueIndex = Arrays.copyOf(valueIndex, t * 2);
      valueLabels = Arrays.copyOf(valueLabels, t * 2);
    }
    String name = config.typeName(type);
    typeNames[t] = utf8((name != null ? name : "type " + type) + " = ");
    Map<Long, String> labels = config.valueNames(type);
    if (!labels.isEmpty()) {
      valueIndex[t] = new LongIntMap();
      valueLabels[t] = new byte[labels.size()][];
      int i = 0;
      for (Map.Entry<Long, String> e : labels.entrySet()) {
        if (e.getKey() == Long.MIN_VALUE) {
          continue; // the map's free-slot mark; no record value has 19 digits
        }
        valueIndex[t].put(e.getKey(), i);
        valueLabels[t][i++] = utf8(e.getValue());
      }
    }
    typeIndex.put(type, t);
    return t;
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
