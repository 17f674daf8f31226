package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Numbers read in one pass give what reading the token first gives: the same value (that of
 * {@link Double#parseDouble} or {@link Integer#parseInt} for the token), the same position after,
 * and the same error, on plain numbers, numbers with odd forms and numbers glued to other text.
 */
class TextCursorNumberTest {
  @Property(tries = 3000)
  void timesInOnePassAreTheTokensTimes(@ForAll("numberLines") String line) {
    Object fast = sameBothWays(line, c -> c.parseTime("t"), c -> c.parseTimeToken("t", c.pos()));
    String token = token(line);
    if (fast instanceof Double d && plain(token)) {
      assertThat(Double.doubleToRawLongBits(d)).as(line).isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(token)));
    }
  }

  @Property(tries = 3000)
  void integersInOnePassAreTheTokensIntegers(@ForAll("numberLines") String line) {
    Object fast = sameBothWays(line, c -> c.parseInt("i"), c -> c.parseIntToken("i"));
    if (fast instanceof Integer i) {
      assertThat(i).as(line).isEqualTo(Integer.parseInt(token(line)));
    }
  }

  /** Reads the line's number in one pass and by its token: the same outcome and position; returns the outcome. */
  private static Object sameBothWays(String line, Reading onePass, Reading byToken) {
    TextCursor a = cursor(line);
    TextCursor b = cursor(line);
    Object fast = outcome(() -> onePass.read(a));
    b.skipSpaces();
    Object slow = outcome(() -> byToken.read(b));
    assertThat(fast).as(line).isEqualTo(slow);
    assertThat(a.pos()).as(line).isEqualTo(b.pos());
    return fast;
  }

  private interface Reading {
    Object read(TextCursor c) throws Exception;
  }

  /**
   * A time read again as an earlier token of the line when its text is the same gives what
   * parsing it gives: the same text, a longer or shorter one, one glued to other text, another
   * number or something that is not a number.
   */
  @Property(tries = 3000)
  void aRepeatedTimeIsTheTimeParsed(@ForAll("numberLines") String first, @ForAll("repeats") String how)
      throws Exception {
    String earlier = token(first);
    String later = switch (how) {
      case "same" -> earlier;
      case "longer" -> earlier + "7";
      case "shorter" -> earlier.isEmpty() ? "" : earlier.substring(0, earlier.length() - 1);
      case "glued" -> earlier + "x";
      case "blank" -> " " + earlier;
      default -> first;
    };
    String line = "(" + earlier + ", " + later + ")";
    TextCursor again = cursor(line);
    TextCursor fresh = cursor(line);
    again.expect('(');
    Object firstValue = outcome(() -> again.parseTime("t"));
    if (!(firstValue instanceof Double value)) {
      return; // only a time that was read can be repeated
    }
    int from = again.timeFrom();
    int to = again.pos();
    again.expect(',');
    fresh.seek(again.pos());
    assertThat(outcome(() -> again.parseTimeAgain("t", from, to, value))).as(line)
        .isEqualTo(outcome(() -> fresh.parseTime("t")));
    assertThat(again.pos()).as(line).isEqualTo(fresh.pos());
    assertThat(again.timeFrom()).as(line).isEqualTo(fresh.timeFrom());
  }

  @Provide
  Arbitrary<String> repeats() {
    return Arbitraries.of("same", "same", "longer", "shorter", "glued", "blank", "other");
  }

  /** A value, or the message of what was thrown. */
  private static Object outcome(Callable c) {
    Object[] result = new Object[1];
    Throwable t = catchThrowable(() -> result[0] = c.call());
    return t != null ? t.getClass().getSimpleName() + ": " + t.getMessage() : result[0];
  }

  private interface Callable {
    Object call() throws Exception;
  }

  private static String token(String line) {
    String s = line.stripLeading();
    int end = 0;
    while (end < s.length() && " \t,()]>}".indexOf(s.charAt(end)) < 0) {
      end++;
    }
    return s.substring(0, end);
  }

  private static boolean plain(String token) {
    return token.matches("[+-]?[0-9]*\\.?[0-9]*([eE][+-]?[0-9]+)?") && token.matches(".*[0-9].*");
  }

  private static TextCursor cursor(String line) {
    byte[] bytes = ("x" + line).getBytes(StandardCharsets.ISO_8859_1);
    TextCursor c = new TextCursor("t.txt");
    c.reset(bytes, 1, bytes.length, 3);
    return c;
  }

  @Provide
  Arbitrary<String> numberLines() {
    Arbitrary<String> digits = Arbitraries.strings().withCharRange('0', '9').ofMinLength(0).ofMaxLength(19);
    Arbitrary<String> sign = Arbitraries.of("", "", "-", "+");
    Arbitrary<String> exponent = Arbitraries.oneOf(Arbitraries.just(""), Arbitraries.just(""),
        Combinators.combine(Arbitraries.of("e", "E"), sign, Arbitraries.strings().withCharRange('0', '9')
            .ofMaxLength(5)).as((e, s, n) -> e + s + n));
    Arbitrary<String> number = Combinators.combine(sign, digits, Arbitraries.of("", ".", ".."), digits, exponent)
        .as((s, a, p, b, e) -> s + a + p + b + e);
    Arbitrary<String> blanks = Arbitraries.of("", " ", "\t ");
    Arbitrary<String> after = Arbitraries.of("", ",", ")", " ", "]", ">", "}", "x", "d", ".", "e", "-", "5,",
        "(", "<", ";");
    return Combinators.combine(blanks, Arbitraries.oneOf(number, number, Arbitraries.of("NaN", "Infinity", "0x1p3",
        "1e400", "-0", "9007199254740993", "2147483647", "2147483648", "-2147483648", "999999999", "1000000000")),
        after).as((b, n, a) -> b + n + a);
  }
}
