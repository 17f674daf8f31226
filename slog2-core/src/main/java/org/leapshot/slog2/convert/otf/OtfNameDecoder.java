package org.leapshot.slog2.convert.otf;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Collection;

/**
 * Turns OTF name bytes into text (spec §5.5): OTF declares no charset, so a name is read as UTF-8
 * when it is valid UTF-8 and otherwise in one fallback single-byte charset for the whole trace.
 *
 * <p>The fallback is guessed from all names that are not UTF-8. Russian text (the {@code out}
 * sample is KOI8-R) has runs of high bytes, mostly in the lower-case block: 0xC0–0xDF in
 * KOI8-R, 0xE0–0xFF in windows-1251. Western Latin-1 text has high bytes mostly alone between
 * ASCII letters ({@code café}). So: mostly runs → Cyrillic, the majority block picks which;
 * otherwise ISO-8859-1.
 */
final class OtfNameDecoder {
  private final Charset fallback;

  OtfNameDecoder(Charset fallback) {
    this.fallback = fallback;
  }

  Charset fallback() {
    return fallback;
  }

  /** A decoder whose fallback is {@code forced}, or guessed from {@code names} when it is null. */
  static OtfNameDecoder forNames(Collection<byte[]> names, Charset forced) {
    return new OtfNameDecoder(forced != null ? forced : guess(names));
  }

  static Charset guess(Collection<byte[]> names) {
    long high = 0;
    long inRuns = 0;
    long koiLower = 0;
    long cp1251Lower = 0;
    for (byte[] name : names) {
      if (isUtf8(name)) {
        continue;
      }
      for (int i = 0; i < name.length; i++) {
        int c = name[i] & 0xff;
        if (c < 0x80) {
          continue;
        }
        high++;
        boolean prevHigh = i > 0 && (name[i - 1] & 0x80) != 0;
        boolean nextHigh = i + 1 < name.length && (name[i + 1] & 0x80) != 0;
        if (prevHigh || nextHigh) {
          inRuns++;
        }
        if (c >= 0xc0 && c <= 0xdf) {
          koiLower++;
        } else if (c >= 0xe0) {
          cp1251Lower++;
        }
      }
    }
    if (high == 0 || inRuns * 2 < high) {
      return StandardCharsets.ISO_8859_1;
    }
    String name = koiLower >= cp1251Lower ? "KOI8-R" : "windows-1251";
    return Charset.isSupported(name) ? Charset.forName(name) : StandardCharsets.ISO_8859_1;
  }

  String decode(byte[] bytes) {
    if (bytes == null) {
      return "";
    }
    boolean ascii = true;
    for (byte c : bytes) {
      if (c < 0) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      return new String(bytes, StandardCharsets.US_ASCII);
    }
    return isUtf8(bytes) ? new String(bytes, StandardCharsets.UTF_8) : new String(bytes, fallback);
  }

  static boolean isUtf8(byte[] bytes) {
    try {
      StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }
}
