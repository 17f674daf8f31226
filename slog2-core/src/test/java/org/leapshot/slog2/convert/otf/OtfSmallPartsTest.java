package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The name decoder, the message matcher, the counter value types and the boxing-free map. */
class OtfSmallPartsTest {

  @Test
  void koi8RussianIsRecognisedAndDecoded() {
    byte[] waiting = {(byte) 0xef, (byte) 0xd6, (byte) 0xc9, (byte) 0xc4, (byte) 0xc1, (byte) 0xce, (byte) 0xc9, (byte) 0xc5};
    OtfNameDecoder d = OtfNameDecoder.forNames(List.of(waiting, "main".getBytes(StandardCharsets.US_ASCII)), null);
    assertThat(d.fallback().name()).isEqualTo("KOI8-R");
    assertThat(d.decode(waiting)).isEqualTo("Ожидание");
  }

  @Test
  void windows1251RussianIsRecognised() {
    byte[] name = "Ожидание".getBytes(Charset.forName("windows-1251"));
    assertThat(OtfNameDecoder.guess(List.of(name)).name()).isEqualTo("windows-1251");
  }

  @Test
  void westernAccentsStayLatin1AndUtf8StaysUtf8() {
    byte[] cafe = "café crème".getBytes(StandardCharsets.ISO_8859_1);
    OtfNameDecoder d = OtfNameDecoder.forNames(List.of(cafe), null);
    assertThat(d.fallback()).isEqualTo(StandardCharsets.ISO_8859_1);
    assertThat(d.decode(cafe)).isEqualTo("café crème");
    assertThat(d.decode("Größe".getBytes(StandardCharsets.UTF_8))).isEqualTo("Größe");
  }

  @Test
  void forcedCharsetWins() {
    byte[] cafe = "café".getBytes(StandardCharsets.ISO_8859_1);
    assertThat(OtfNameDecoder.forNames(List.of(cafe), Charset.forName("KOI8-R")).fallback().name()).isEqualTo("KOI8-R");
  }

  @Test
  void messagesPairFirstWithFirstPerKey() {
    OtfMessageMatcher m = new OtfMessageMatcher();
    boolean[] refused = new boolean[1];
    OtfMessageMatcher.Key k = new OtfMessageMatcher.Key(1, 2, 3, 4);
    OtfMessageMatcher.Key other = new OtfMessageMatcher.Key(1, 2, 3, 5);
    assertThat(m.offer(k, new OtfMessageMatcher.Half(true, 10, 1, "f", 1), refused)).isNull();
    assertThat(m.offer(k, new OtfMessageMatcher.Half(true, 11, 2, "f", 2), refused)).isNull();
    assertThat(m.offer(other, new OtfMessageMatcher.Half(false, 12, 9, "g", 1), refused)).isNull();
    assertThat(m.offer(k, new OtfMessageMatcher.Half(false, 13, 1, "g", 2), refused).time()).isEqualTo(10);
    assertThat(m.offer(k, new OtfMessageMatcher.Half(false, 14, 2, "g", 3), refused).time()).isEqualTo(11);
    assertThat(m.pending()).isEqualTo(1);
    assertThat(m.waiting()).containsOnlyKeys(other);
    assertThat(refused[0]).isFalse();
  }

  @Test
  void counterValueTypes() {
    assertThat(OtfCounterValue.isFloating(0xd)).isFalse();
    assertThat(OtfCounterValue.asLong(0, -1L)).isEqualTo(-1L);
    assertThat(OtfCounterValue.asLong(64, 0xffff_ffffL)).isEqualTo(0xffff_ffffL);
    assertThat(OtfCounterValue.asLong(96, 0xffff_ffffL)).isEqualTo(-1);
    assertThat(OtfCounterValue.asLong(160, 0xffffL)).isEqualTo(-1);
    assertThat(OtfCounterValue.isFloating(288)).isTrue();
    assertThat(OtfCounterValue.asDouble(288, 0x4005bf0a8b4949cbL)).isEqualTo(2.71828183);
    assertThat(OtfCounterValue.asDouble(256, Float.floatToIntBits(1.5f))).isEqualTo(1.5);
  }

  @Test
  void longIntMapGrowsAndFinds() {
    LongIntMap m = new LongIntMap();
    for (int i = 0; i < 10_000; i++) {
      m.put(i * 0x1_0000_0001L, i);
    }
    m.put(5 * 0x1_0000_0001L, 42);
    assertThat(m.size()).isEqualTo(10_000);
    assertThat(m.get(5 * 0x1_0000_0001L)).isEqualTo(42);
    assertThat(m.get(9_999 * 0x1_0000_0001L)).isEqualTo(9_999);
    assertThat(m.get(-7)).isEqualTo(-1);
  }
}
