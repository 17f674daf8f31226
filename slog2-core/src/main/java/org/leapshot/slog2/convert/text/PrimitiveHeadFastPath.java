package org.leapshot.slog2.convert.text;

/**
 * The head of a Primitive line as writers print it, read in one method over local variables:
 *
 * <pre>
 *  TimeBBox(0.028997236,0.028999060) Category=14 (0.028997236, 47) (0.028999060, 47)
 * </pre>
 *
 * up to the info or the closing bracket. One blank where the example has one, none elsewhere,
 * plain decimals that {@link DecimalFastPath} rounds exactly, indices of at most 9 digits,
 * one or two vertices. Anything else (other spacing, signs, exponents, more vertices, any error)
 * answers -1 and the checked path reads the line from the start, as if this had not looked at it,
 * so that every message stays the same.
 *
 * <p>Why: the converter runs with the quick compiler, which keeps each field of the cursor in
 * memory and each small method a call; over locals in one method the head costs about half as
 * much, and it is most of the text reader's work.
 */
final class PrimitiveHeadFastPath {
  private static final byte[] TIME_BOX = TextCursor.literal(" TimeBBox(");
  private static final byte[] CATEGORY = TextCursor.literal(" Category=");
  /** The literals as their first and last eight bytes ({@link ByteWords#matches}). */
  private static final long TIME_BOX_FIRST = ByteWords.words(TIME_BOX)[0];
  private static final long TIME_BOX_LAST = ByteWords.words(TIME_BOX)[1];
  private static final long CATEGORY_FIRST = ByteWords.words(CATEGORY)[0];
  private static final long CATEGORY_LAST = ByteWords.words(CATEGORY)[1];

  /** The results of the last {@link #read} that answered. */
  double start;
  double end;
  int categoryIndex;
  int vertexCount;
  private final DecimalFastPath decimals = new DecimalFastPath();
  /** The number read by the last {@link #number}, and by the last {@link #index}. */
  private double value;
  private int integer;

  /**
   * Reads the head from {@code p} (just after {@code Primitive[}) up to {@code e}, the vertices
   * into {@code times} and {@code lineIds} (at least two long): where it stopped, or -1.
   */
  int read(byte[] b, int p, int e, double[] times, int[] lineIds) {
    if (e - p < TIME_BOX.length || !ByteWords.matches(b, p, TIME_BOX.length, TIME_BOX_FIRST, TIME_BOX_LAST)) {
      return -1;
    }
    p += TIME_BOX.length;
    int startFrom = p;
    p = number(b, p, e);
    if (p < 0 || p >= e || b[p] != ',') {
      return -1;
    }
    int startTo = p;
    double s = value;
    p = number(b, p + 1, e);
    if (p < 0 || p >= e || b[p] != ')') {
      return -1;
    }
    int endTo = p;
    int endFrom = startTo + 1;
    double t = value;
    if (!(s <= t)) {
      return -1;
    }
    p++;
    if (e - p < CATEGORY.length || !ByteWords.matches(b, p, CATEGORY.length, CATEGORY_FIRST, CATEGORY_LAST)) {
      return -1;
    }
    p += CATEGORY.length;
    p = index(b, p, e);
    if (p < 0 || p >= e || b[p] != ' ') {
      return -1;
    }
    int category = integer;
    int n = 0;
    while (p + 1 < e && b[p] == ' ' && b[p + 1] == '(') {
      if (n == 2) {
        return -1;
      }
      p += 2;
      // A vertex usually repeats the box's time of its side in the same bytes: compared, not parsed.
      int from = n == 0 ? startFrom : endFrom;
      int len = (n == 0 ? startTo : endTo) - from;
      double v = n == 0 ? s : t;
      if (p + len < e && b[p + len] == ',' && same(b, p, from, len)) {
        p += len;
      } else {
        p = number(b, p, e);
        if (p < 0 || p >= e || b[p] != ',') {
          return -1;
        }
        v = value;
      }
      // ", " then the line ID and ')'
      if (p + 2 >= e || b[p + 1] != ' ') {
        return -1;
      }
      p += 2;
      p = index(b, p, e);
      if (p < 0 || p >= e || b[p] != ')') {
        return -1;
      }
      p++;
      times[n] = v;
      lineIds[n] = integer;
      n++;
    }
    // Then the info or the bracket: anything else (such as a vertex after two blanks) is the checked path's.
    if (p + 1 >= e || b[p] != ' ' || (b[p + 1] != '<' && b[p + 1] != ']')) {
      return -1;
    }
    start = s;
    end = t;
    categoryIndex = category;
    vertexCount = n;
    return p;
  }

  /**
   * Whether the {@code len} bytes from {@code p} are those from {@code from} (both inside the
   * line): a time of 8 to 16 characters, as writers print them, by two words each.
   */
  private static boolean same(byte[] b, int p, int from, int len) {
    if (len >= Long.BYTES && len <= 2 * Long.BYTES) {
      return ByteWords.sameRun(b, p, from, len);
    }
    int i = 0;
    while (i < len && b[p + i] == b[from + i]) {
      i++;
    }
    return i == len;
  }

  /**
   * A plain decimal from {@code p} into {@link #value}: where it ends, or -1 when it is not one that
   * {@link DecimalFastPath} rounds exactly (the same double as every other parser the reader uses).
   */
  private int number(byte[] b, int p, int e) {
    double v = decimals.parsePrefix(b, p, e);
    if (v != v) {
      return -1;
    }
    value = v;
    return decimals.stop();
  }

  /** Up to 9 digits from {@code p} into {@link #integer}: where they end, or -1 when there are none. */
  private int index(byte[] b, int p, int e) {
    int v = 0;
    int from = p;
    for (; p < e && p - from < 9; p++) {
      int d = b[p] - '0';
      if (d < 0 || d > 9) {
        break;
      }
      v = v * 10 + d;
    }
    integer = v;
    return p == from ? -1 : p;
  }
}
