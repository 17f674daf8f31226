package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * A {@code %E} value whose power of ten is beyond the decimal fast path is the double {@link
 * Double#parseDouble} gives, the first time and every time it comes again, however the remembered
 * answers collide: one encoder reads a whole run of such values, as a trace's reading thread does.
 */
class LibraryDecimalsTest {
  @Property(tries = 200)
  void everyValueIsTheDoubleParseDoubleGivesWhenValuesRepeat(
      @ForAll @Size(min = 1, max = 3000) List<@net.jqwik.api.From("beyondPowers") String> values) {
    InfoEncoder encoder = new InfoEncoder();
    for (String text : values) {
      assertThat(bits(encoder, text)).as(text).isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(text)));
    }
    // Each again, now from what was remembered (or from the library where a later value took the slot).
    for (String text : values) {
      assertThat(bits(encoder, text)).as(text).isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(text)));
    }
  }

  @Test
  void theDecimalPathSaysWhenOnlyThePowerWasBeyondIt() {
    DecimalFastPath decimals = new DecimalFastPath();
    byte[] b = "-9.026367776e-20".getBytes(StandardCharsets.US_ASCII);
    assertThat(decimals.parsePrefix(b, 0, b.length)).isNaN();
    assertThat(decimals.beyondPowers()).isTrue();
    assertThat(decimals.mantissa()).isEqualTo(-9026367776L);
    assertThat(decimals.power()).isEqualTo(-29);
    assertThat(decimals.stop()).isEqualTo(b.length);
    for (String other : new String[] {"12345678901234567890e30", "1e+", "9007199254740993e40", "."}) {
      byte[] o = other.getBytes(StandardCharsets.US_ASCII);
      assertThat(decimals.parsePrefix(o, 0, o.length)).as(other).isNaN();
      assertThat(decimals.beyondPowers()).as(other).isFalse();
    }
  }

  @Test
  void valuesTheLibraryRoundsThroughTheJdkAreRightWhenRemembered() {
    // Three values of a generated trace for which the library's fast algorithm gives up.
    InfoEncoder encoder = new InfoEncoder();
    for (int round = 0; round < 3; round++) {
      for (String text : new String[] {"4.653894852e-42", "9.026367776e-20", "1.000e-08", "-7e300", "5.e-300"}) {
        assertThat(bits(encoder, text)).as(text).isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(text)));
      }
    }
  }

  private static long bits(InfoEncoder encoder, String text) {
    byte[] b = text.getBytes(StandardCharsets.US_ASCII);
    return Double.doubleToRawLongBits(encoder.parseDouble(b, 0, b.length));
  }

  /** Mantissas of up to 16 digits with a point anywhere, powers of ten from 10^-330 to 10^310. */
  @Provide
  Arbitrary<String> beyondPowers() {
    Arbitrary<String> digits = Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(16);
    Arbitrary<Integer> exponents = Arbitraries.integers().between(-330, 310);
    Arbitrary<Integer> points = Arbitraries.integers().between(0, 16);
    return Combinators.combine(digits, points, exponents, Arbitraries.of("", "-"), Arbitraries.of("e", "E"))
        .as((d, point, e, sign, letter) -> {
          int at = Math.min(point, d.length());
          return sign + d.substring(0, at) + "." + d.substring(at) + letter + (e >= 0 ? "+" : "") + e;
        });
  }
}
