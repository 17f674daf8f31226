package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The fast path gives bit for bit what {@link Double#parseDouble} (and the library parser it stands
 * in for) gives, whenever it answers; and it leaves to the full parser what it cannot round exactly.
 */
class DecimalFastPathTest {
  @Property(tries = 3000)
  void anAnswerIsTheDoubleParseDoubleGives(@ForAll("decimals") String text) {
    double fast = parse(text);
    if (Double.isNaN(fast)) {
      return;
    }
    assertThat(Double.doubleToRawLongBits(fast)).as(text).isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(text)));
    byte[] b = text.getBytes(StandardCharsets.US_ASCII);
    assertThat(Double.doubleToRawLongBits(fast)).as(text)
        .isEqualTo(Double.doubleToRawLongBits(JavaDoubleParser.parseDouble(b, 0, b.length)));
  }

  @Property(tries = 1000)
  void tracesTimesAreAnsweredByTheFastPath(@ForAll("times") String text) {
    assertThat(Double.doubleToRawLongBits(parse(text))).as(text)
        .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(text)));
  }

  @Test
  void whatItCannotRoundExactlyOrDoesNotKnowIsLeftToTheFullParser() {
    for (String s : new String[] {"", "-", ".", "e5", "1e", "1e+", "1e1234", "0x1p3", "1d", "1f", "NaN", "Infinity",
        "-Infinity", "1..2", "1.2.3", "12345678901234567890", "9007199254740993", "1e23", "1e-23", "1 ", "--1",
        "1e+-2", "0.10000000000000000000001"}) {
      assertThat(parse(s)).as("'" + s + "'").isNaN();
    }
  }

  @Test
  void signsZerosAndShortForms() {
    assertThat(Double.doubleToRawLongBits(parse("-0.0"))).isEqualTo(Double.doubleToRawLongBits(-0.0));
    assertThat(Double.doubleToRawLongBits(parse("-0e999"))).isEqualTo(Double.doubleToRawLongBits(-0.0));
    assertThat(parse("+.5")).isEqualTo(0.5);
    assertThat(parse("1.")).isEqualTo(1.0);
    assertThat(parse("1.3993e+00")).isEqualTo(1.3993);
    assertThat(parse("9007199254740991")).isEqualTo(9007199254740991.0);
  }

  @Property(tries = 5000)
  void aFloatAnswerIsTheFloatParseFloatGives(@ForAll("shortDecimals") String text) {
    float fast = parseFloat(text);
    if (Float.isNaN(fast)) {
      return;
    }
    assertThat(Float.floatToRawIntBits(fast)).as(text).isEqualTo(Float.floatToRawIntBits(Float.parseFloat(text)));
  }

  /**
   * As C prints a %e value (six decimals), which a label's %e values are: answered from e-04 to
   * e+16 (seven digits scaled by 10^-10 to 10^10).
   */
  @Property(tries = 3000)
  void printedFloatsAreAnsweredByTheFastPath(@ForAll("sevenDigits") int digits, @ForAll("exponents") int e) {
    String text = String.format(java.util.Locale.ROOT, "%d.%06de%+03d", digits / 1_000_000, digits % 1_000_000, e);
    assertThat(Float.floatToRawIntBits(parseFloat(text))).as(text)
        .isEqualTo(Float.floatToRawIntBits(Float.parseFloat(text)));
  }

  @Test
  void floatsItCannotRoundExactlyAreLeftToTheFullParser() {
    for (String s : new String[] {"12345678", "1.2345678", "1234567e11", "1e-11", "1.5e-10", "16777217", "0x1p3",
        "NaN", "1f", "-0e999"}) {
      assertThat(parseFloat(s)).as("'" + s + "'").isNaN();
    }
    assertThat(Float.floatToRawIntBits(parseFloat("-0.000"))).isEqualTo(Float.floatToRawIntBits(-0.0f));
    assertThat(parseFloat("1.670421e+09")).isEqualTo(1.670421e+09f);
    assertThat(parseFloat("0.0001234567e+3")).isEqualTo(0.1234567f);
    assertThat(parseFloat("1.000000e-05")).isEqualTo(1.0e-5f); // trailing zeros do not count
    assertThat(parseFloat("1e11")).isEqualTo(1e11f); // 10 times 10^10
  }

  @Provide
  Arbitrary<String> shortDecimals() {
    return decimals(9, 14);
  }

  @Provide
  Arbitrary<Integer> sevenDigits() {
    return Arbitraries.integers().between(1_000_000, 9_999_999);
  }

  @Provide
  Arbitrary<Integer> exponents() {
    return Arbitraries.integers().between(-4, 16);
  }

  private static float parseFloat(String s) {
    byte[] b = ("<" + s + ">").getBytes(StandardCharsets.US_ASCII);
    return new DecimalFastPath().parseFloat(b, 1, b.length - 1);
  }

  private static double parse(String s) {
    byte[] b = ("<" + s + ">").getBytes(StandardCharsets.US_ASCII);
    return DecimalFastPath.parse(b, 1, b.length - 1);
  }

  @Provide
  Arbitrary<String> decimals() {
    return decimals(20, 400);
  }

  /** Signed decimals with up to {@code maxDigits} digits on each side of an optional point and an optional exponent. */
  private static Arbitrary<String> decimals(int maxDigits, int maxExponent) {
    Arbitrary<String> digits = Arbitraries.strings().withCharRange('0', '9').ofMinLength(0).ofMaxLength(maxDigits);
    Arbitrary<String> sign = Arbitraries.of("", "-", "+");
    Arbitrary<String> exponent = Arbitraries.oneOf(Arbitraries.just(""),
        Combinators.combine(Arbitraries.of("e", "E"), sign, Arbitraries.integers().between(0, maxExponent))
            .as((e, s, n) -> e + s + n));
    return Combinators.combine(sign, digits, Arbitraries.of("", "."), digits, exponent)
        .as((s, a, p, b, e) -> s + a + p + b + e)
        .filter(t -> t.chars().anyMatch(Character::isDigit))
        .filter(DecimalFastPathTest::javaAccepts);
  }

  @Provide
  Arbitrary<String> times() {
    return Combinators.combine(Arbitraries.integers().between(0, 999), Arbitraries.integers().between(0, 999_999_999))
        .as((whole, fraction) -> whole + "." + String.format("%09d", fraction));
  }

  private static boolean javaAccepts(String s) {
    try {
      Double.parseDouble(s);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
