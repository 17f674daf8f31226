package org.leapshot.slog2.convert.paraver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;

/** The eight-at-a-time digit scan against the obvious byte-by-byte one. */
class DecimalDigitsProperties {

  @Property
  void leadingDigitsAndValueMatchByteByByte(
      @ForAll @StringLength(min = 8, max = 8) @CharRange(from = '0', to = '9') @Chars({':', '-', '\n', '\r', ' ', '/',
          'A', '\u00ff', '\u00fa', '\u0000'}) String text) {
    byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
    int n = 0;
    long v = 0;
    while (n < 8 && b[n] >= '0' && b[n] <= '9') {
      v = v * 10 + (b[n] - '0');
      n++;
    }
    long w = DecimalDigits.word(b, 0);
    assertThat(DecimalDigits.leadingDigits(w)).isEqualTo(n);
    if (n > 0) {
      assertThat(DecimalDigits.value(w, n)).isEqualTo(v);
    }
  }

  @Property
  void wordReadsLittleEndian(@ForAll @StringLength(min = 8, max = 8) @CharRange(from = '0', to = '9') String digits) {
    byte[] b = Arrays.copyOf(digits.getBytes(StandardCharsets.US_ASCII), 16);
    assertThat(DecimalDigits.value(DecimalDigits.word(b, 0), 8)).isEqualTo(Long.parseLong(digits));
  }
}
