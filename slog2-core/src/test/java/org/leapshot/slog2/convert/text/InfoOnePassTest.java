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
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;

/**
 * The one-pass info encoder answers exactly what the checked three-pass encoder answers whenever
 * it answers, and leaves every text the checked encoder refuses to it (answers null), on values of
 * every type, with blanks, empty values, stray and extra separators and bad numbers.
 */
class InfoOnePassTest {
  @Property(tries = 3000)
  void anAnswerIsTheCheckedEncodersAndRefusalsAreLeftToIt(@ForAll("infos") Tuple2<String, String> info) {
    char[] types = info.get1().toCharArray();
    byte[] line = ("<" + info.get2() + ">").getBytes(StandardCharsets.ISO_8859_1);
    InfoEncoder encoder = new InfoEncoder();
    byte[][] checked = new byte[1][];
    Throwable refused = catchThrowable(() -> checked[0] = encoder.encodeChecked(types, line, 1, line.length - 1));
    byte[] onePass = new InfoOnePass(encoder).encode(types, line, 1, line.length - 1);
    if (refused != null) {
      assertThat(onePass).as(info.toString()).isNull();
    } else if (onePass != null) {
      assertThat(onePass).as(info.toString()).containsExactly(checked[0]);
    }
  }

  @Property(tries = 1000)
  void wellFormedValuesAreAnsweredInOnePass(@ForAll("wellFormed") Tuple2<String, String> info) {
    char[] types = info.get1().toCharArray();
    byte[] line = info.get2().getBytes(StandardCharsets.ISO_8859_1);
    InfoEncoder encoder = new InfoEncoder();
    assertThat(new InfoOnePass(encoder).encode(types, line, 0, line.length)).as(info.toString())
        .containsExactly(encoder.encodeChecked(types, line, 0, line.length));
  }

  @Provide
  Arbitrary<Tuple2<String, String>> infos() {
    Arbitrary<String> value = Arbitraries.oneOf(Arbitraries.of("0", "-17", " 42 ", "32767", "32768", "-2147483648",
        "2147483648", "99999999999", "0x1f", "ffffffff", "1ffffffff", "1.5", "2.833633e+09", "-0.0", "NaN", "1e999",
        "", " ", "abc", ";", "a;b", "x;;", "12 3", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808"), Arbitraries.strings().withChars("0123456789-+.;xe ").ofMaxLength(8));
    Arbitrary<String> text = value.list().ofMinSize(0).ofMaxSize(5).map(values -> String.join(";;", values));
    Arbitrary<String> types = Arbitraries.strings().withChars("dhlxXeEsq").ofMinLength(0).ofMaxLength(5);
    return Combinators.combine(types, text).as(Tuple::of);
  }

  @Provide
  Arbitrary<Tuple2<String, String>> wellFormed() {
    Arbitrary<Tuple2<Character, String>> value = Arbitraries.oneOf(
        Arbitraries.integers().map(i -> Tuple.of('d', " " + i)),
        Arbitraries.shorts().map(h -> Tuple.of('h', h + " ")),
        Arbitraries.longs().map(l -> Tuple.of('l', Long.toString(l))),
        Arbitraries.integers().map(x -> Tuple.of('x', "0x" + Integer.toHexString(x))),
        Arbitraries.longs().map(x -> Tuple.of('X', Long.toHexString(x))),
        Arbitraries.floats().map(f -> Tuple.of('e', Float.toString(f))),
        Arbitraries.doubles().map(d -> Tuple.of('E', Double.toString(d))),
        Arbitraries.strings().withChars("ab ;:<").ofMaxLength(12).filter(s -> !s.contains(";;") && !s.endsWith(";"))
            .map(s -> Tuple.of('s', s)));
    return value.list().ofMinSize(1).ofMaxSize(6).map(values -> {
      StringBuilder types = new StringBuilder();
      StringBuilder text = new StringBuilder();
      for (Tuple2<Character, String> v : values) {
        types.append(v.get1());
        text.append(text.length() == 0 && types.length() == 1 ? "" : ";;").append(v.get2());
      }
      return Tuple.of(types.toString(), text.toString());
    }).filter(t -> !t.get2().isEmpty()); // empty text is no values at all
  }
}
