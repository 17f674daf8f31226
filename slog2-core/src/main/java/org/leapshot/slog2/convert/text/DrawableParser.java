package org.leapshot.slog2.convert.text;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;

/**
 * Parses drawable records after their prefix has been consumed, checking them as the reference's
 * time-order check does: start ≤ end, every vertex inside the TimeBBox (vertices themselves may be
 * in any order, as arrow.txt uses on purpose), the category defined, the vertex count right for
 * its topology and one info value per {@code %} of its label.
 *
 * <pre>
 * Primitive[ TimeBBox(0.0015,0.002) Category=0 (0.0015, 2) (0.002, 3) &lt;3;;2000&gt; ]
 * Composite[ TimeBBox(0.001,0.004) Category=183 NumPrimes=3 &lt;-10;;10&gt; ]
 * </pre>
 */
final class DrawableParser {
  /** The header of a composite; its primitives follow on the next lines. */
  record CompositeHeader(int categoryIndex, double start, double end, int primitiveCount, byte[] info) {}

  private static final byte[] CATEGORY = TextCursor.literal("Category=");
  private static final byte[] NUM_PRIMES = TextCursor.literal("NumPrimes=");
  private static final byte[] TIME_BOX = TextCursor.literal("TimeBBox(");

  /** Most category indices {@link #known} holds by position; others are looked up in {@link #knownOthers}. */
  private static final int KNOWN_BY_POSITION = 4096;

  /**
   * A defined category and its label's info types as chars, found by index without boxing it or
   * hashing (as the map of categories needs, for every record).
   */
  private record Known(Category category, char[] types) {}

  private final Map<Integer, Category> categories;
  private final InfoEncoder infoEncoder = new InfoEncoder();
  private Known[] known = new Known[64];
  private final Map<Integer, Known> knownOthers = new HashMap<>();
  private double[] times = new double[2];
  private int[] lineIds = new int[2];
  private double boxStart;
  private double boxEnd;
  /** Where the TimeBBox's two times are in the line: the vertices usually repeat them. */
  private int startFrom;
  private int startTo;
  private int endFrom;
  private int endTo;

  private final PrimitiveHeadFastPath head = new PrimitiveHeadFastPath();
  /** Whether {@link #head} is tried first (off only in tests that compare it with the checked path). */
  private final boolean fastHead;

  DrawableParser(Map<Integer, Category> categories) {
    this(categories, true);
  }

  DrawableParser(Map<Integer, Category> categories, boolean fastHead) {
    this.categories = categories;
    this.fastHead = fastHead;
  }

  /**
   * Reads the head of a Primitive line as writers print it ({@link PrimitiveHeadFastPath}) from
   * {@code from}, just after {@code Primitive[}: where it stopped, or -1 when the checked path must
   * read the line. {@code to} may lie past the line's end, as no byte of such a head is a line
   * feed: the head read so ends in its own line, and its line's end is looked for after it.
   */
  int readHead(byte[] b, int from, int to) {
    return fastHead ? head.read(b, from, to, times, lineIds) : -1;
  }

  /** The rest of the Primitive line whose head {@link #readHead} has just read; the cursor is where it stopped. */
  Primitive afterFastHead(TextCursor c) throws TraceInputException {
    int index = head.categoryIndex;
    return rest(c, head.start, head.end, index, known(c, index), head.vertexCount);
  }

  Primitive primitive(TextCursor c) throws TraceInputException {
    int stop = readHead(c.bytes(), c.pos(), c.end());
    if (stop >= 0) {
      c.seek(stop);
      return afterFastHead(c);
    }
    int index = boxAndCategory(c, "Primitive");
    double start = boxStart;
    double end = boxEnd;
    Known k = known(c, index);
    int n = vertices(c, start, end);
    return rest(c, start, end, index, k, n);
  }

  /** The checks of a primitive's vertices, then its info and closing bracket: the primitive. */
  private Primitive rest(TextCursor c, double start, double end, int index, Known k, int n)
      throws TraceInputException {
    Category category = k.category();
    int need = category.topology().vertexCount();
    if (n != need) {
      throw c.error("a " + category.topology().displayName() + " of category " + index + " needs " + need
          + " vertices, found " + n);
    }
    for (int i = 0; i < n; i++) {
      if (!(times[i] >= start && times[i] <= end)) {
        throw c.error("vertex time " + times[i] + " is outside the TimeBBox(" + start + "," + end + ")");
      }
    }
    byte[] info = info(c, k);
    c.expect(']');
    if (n <= 2) {
      // Nearly every record: first and last vertex (the same for an event), no arrays kept, and
      // no test of the vertex count for the JIT to drop until the first event of a trace.
      double first = times[0];
      double last = times[n - 1];
      // Strictly ordered vertices compared without Math.min/max and Double.compare, which the quick
      // compiler leaves as calls; the times are finite, so equal bits are what Double.compare calls equal.
      boolean exact = first < last ? same(first, start) && same(last, end)
          : same(Math.min(first, last), start) && same(Math.max(first, last), end);
      if (exact) {
        return Primitive.adopt(index, n, first, lineIds[0], last, lineIds[n - 1], info);
      }
    }
    double[] t = Arrays.copyOf(times, n);
    int[] l = Arrays.copyOf(lineIds, n);
    double min = t[0];
    double max = t[0];
    for (double v : t) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    if (Double.compare(min, start) == 0 && Double.compare(max, end) == 0) {
      return Primitive.adopt(index, t, l, info);
    }
    return Primitive.withBox(index, t, l, info, start, end);
  }

  private static boolean same(double a, double b) {
    return Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(b);
  }

  /** The vertices of the line into {@link #times} and {@link #lineIds}: how many. */
  private int vertices(TextCursor c, double start, double end) throws TraceInputException {
    int n = 0;
    while (c.peek() == '(') {
      c.seek(c.pos() + 1);
      if (n == times.length) {
        times = Arrays.copyOf(times, n * 2);
        lineIds = Arrays.copyOf(lineIds, n * 2);
      }
      times[n] = n == 0 ? c.parseTimeAgain("vertex time", startFrom, startTo, start)
          : n == 1 ? c.parseTimeAgain("vertex time", endFrom, endTo, end) : c.parseTime("vertex time");
      c.expect(',');
      lineIds[n] = c.parseInt("vertex lineID");
      c.expect(')');
      n++;
    }
    return n;
  }

  CompositeHeader compositeHeader(TextCursor c) throws TraceInputException {
    int index = boxAndCategory(c, "Composite");
    double start = boxStart;
    double end = boxEnd;
    Known k = known(c, index);
    c.expect(NUM_PRIMES);
    int count = c.parseInt("NumPrimes");
    if (count < 1 || count > Short.MAX_VALUE) {
      throw c.error("NumPrimes must be 1.." + Short.MAX_VALUE + ", was " + count);
    }
    byte[] info = info(c, k);
    c.expect(']');
    return new CompositeHeader(index, start, end, count, info);
  }

  /** The TimeBBox ({@link #timeBox}) and the category index that follows it: the index. */
  private int boxAndCategory(TextCursor c, String kind) throws TraceInputException {
    timeBox(c, kind);
    c.expect(CATEGORY);
    return c.parseInt("category index");
  }

  /** Reads the TimeBBox into {@link #boxStart} and {@link #boxEnd} (fields, not an array per record). */
  private void timeBox(TextCursor c, String kind) throws TraceInputException {
    c.expect(TIME_BOX);
    double start = c.parseTime("TimeBBox start");
    startFrom = c.timeFrom();
    startTo = c.pos();
    c.expect(',');
    double end = c.parseTime("TimeBBox end");
    endFrom = c.timeFrom();
    endTo = c.pos();
    c.expect(')');
    if (!(start <= end)) {
      throw c.error(kind + " TimeBBox start " + start + " is after its end " + end);
    }
    boxStart = start;
    boxEnd = end;
  }

  /** Forgets what was known of a category index that is being defined again. */
  void redefined(int index) {
    if (index >= 0 && index < known.length) {
      known[index] = null;
    } else {
      knownOthers.remove(index);
    }
  }

  private Known known(TextCursor c, int index) throws TraceInputException {
    if (index >= 0 && index < known.length) {
      Known k = known[index];
      if (k != null) {
        return k;
      }
    }
    Known k = index >= 0 && index < KNOWN_BY_POSITION ? null : knownOthers.get(index);
    if (k != null) {
      return k;
    }
    Category category = categories.get(index);
    if (category == null) {
      throw c.error("undefined category " + index + " (no Category[ index=" + index + " ... ] before this line)");
    }
    k = new Known(category, category.label().types().toCharArray());
    if (index >= 0 && index < KNOWN_BY_POSITION) {
      if (index >= known.length) {
        known = Arrays.copyOf(known, Math.min(KNOWN_BY_POSITION, Math.max(index + 1, 2 * known.length)));
      }
      known[index] = k;
    } else {
      knownOthers.put(index, k);
    }
    return k;
  }

  private byte[] info(TextCursor c, Known k) throws TraceInputException {
    int from = c.pos();
    int to = from;
    if (c.peek() == '<') {
      from = c.pos() + 1;
      to = c.lastIndexOf('>');
      if (to < from) {
        throw c.error("info '<' is not closed by '>'");
      }
      c.seek(to + 1);
    }
    char[] types = k.types();
    if (types.length == 0 && from == to) {
      return null;
    }
    try {
      return infoEncoder.encode(types, c.bytes(), from, to);
    } catch (IllegalArgumentException e) {
      Category category = k.category();
      throw c.error("info of category " + category.index() + " (label '" + category.label().format() + "'): "
          + e.getMessage());
    }
  }
}
