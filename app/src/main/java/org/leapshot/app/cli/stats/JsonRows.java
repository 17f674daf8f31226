package org.leapshot.app.cli.stats;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.LinePair;
import org.leapshot.slog2.query.MessageStats;

/**
 * The bulk of {@code stats --json} (a row per timeline × category, one per message pair: 90 000
 * objects on 4 096 timelines) written straight into a buffer of chars, as the JSON generator would
 * write them: compact, numbers as {@link Long#toString} and {@link Double#toString} give them, a
 * double that is not finite as a string. Through the generator this took most of the command's
 * time after the statistics themselves. The rows go by short calls ({@link #timeline}, {@link
 * #messages}): the quick compiler compiles a method after a hundred calls or so, but a loop only
 * after 60 000 turns in one call, and one loop over every row ran interpreted.
 */
final class JsonRows {
  private final Writer out;
  private final char[] buf = new char[1 << 14];
  private int at;
  /** Whether the array being written has an element yet. */
  private boolean any;
  /** The last double written and its text: a cell's exclusive time is often its inclusive time. */
  private long lastBits = Double.doubleToRawLongBits(0.0);
  private String lastText = "0.0";

  /** Message pairs written by one call of {@link #messages}. */
  static final int RUN = 64;

  JsonRows(Writer out) {
    this.out = out;
  }

  /** The rows of timeline {@code line}: its cells by category index. */
  void timeline(int line, Map<Integer, DurationStats> cells) throws IOException {
    for (Map.Entry<Integer, DurationStats> cell : cells.entrySet()) {
      DurationStats d = cell.getValue();
      startObject();
      field("timeline", line, true);
      field("category", cell.getKey(), false);
      field("count", d.count(), false);
      field("inclusive", d.inclusive());
      field("exclusive", d.exclusive());
      endObject();
    }
  }

  /** Message pairs {@code [from, to)} of {@code pairs}; their bytes null in an approximate answer. */
  void messages(List<Map.Entry<LinePair, MessageStats>> pairs, int from, int to, boolean approximate)
      throws IOException {
    for (int k = from; k < to; k++) {
      Map.Entry<LinePair, MessageStats> m = pairs.get(k);
      startObject();
      field("from", m.getKey().from(), true);
      field("to", m.getKey().to(), false);
      field("count", m.getValue().count(), false);
      if (approximate) {
        nullField("bytes");
      } else {
        field("bytes", m.getValue().bytes(), false);
      }
      endObject();
    }
  }

  /** Starts field {@code name}'s array, after the fields before it. */
  void startArray(String name) throws IOException {
    raw(",\"");
    raw(name);
    raw("\":[");
    any = false;
  }

  void endArray() throws IOException {
    raw("]");
  }

  /** Starts the next object of the array. */
  private void startObject() throws IOException {
    raw(any ? ",{" : "{");
    any = true;
  }

  private void endObject() throws IOException {
    raw("}");
  }

  /** A field of the object: {@code first} for its first. */
  private void field(String name, long value, boolean first) throws IOException {
    name(name, first);
    number(value);
  }

  private void field(String name, double value) throws IOException {
    name(name, false);
    long bits = Double.doubleToRawLongBits(value);
    if (bits != lastBits) {
      lastBits = bits;
      lastText = Double.toString(value);
    }
    if (Double.isFinite(value)) {
      raw(lastText);
    } else {
      raw("\"");
      raw(lastText);
      raw("\"");
    }
  }

  private void nullField(String name) throws IOException {
    name(name, false);
    raw("null");
  }

  /** Writes out what is buffered, and {@code tail}. */
  void finish(String tail) throws IOException {
    raw(tail);
    out.write(buf, 0, at);
    at = 0;
  }

  private void name(String name, boolean first) throws IOException {
    raw(first ? "\"" : ",\"");
    raw(name);
    raw("\":");
  }

  private void number(long v) throws IOException {
    if (v == Long.MIN_VALUE) {
      raw(Long.toString(v));
      return;
    }
    room(20);
    if (v < 0) {
      buf[at++] = '-';
      v = -v;
    }
    int digits = 1;
    for (long p = 10; digits < 19 && v >= p; p *= 10) {
      digits++;
    }
    for (int k = at + digits - 1; k >= at; k--) {
      buf[k] = (char) ('0' + v % 10);
      v /= 10;
    }
    at += digits;
  }

  private void raw(String s) throws IOException {
    int n = s.length();
    room(n);
    s.getChars(0, n, buf, at);
    at += n;
  }

  private void room(int n) throws IOException {
    if (at + n > buf.length) {
      out.write(buf, 0, at);
      at = 0;
    }
  }
}
