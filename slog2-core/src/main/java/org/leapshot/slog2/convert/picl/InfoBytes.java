package org.leapshot.slog2.convert.picl;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Builds info bytes in the SLOG-2 packing (spec §9.2): big-endian ints, strings as u16 length + bytes. */
final class InfoBytes {
  /** Longest string kept; info must stay under 32767 bytes in all. */
  private static final int MAX_STRING_BYTES = 4000;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  InfoBytes putInt(int v) {
    out.write(v >>> 24);
    out.write(v >>> 16);
    out.write(v >>> 8);
    out.write(v);
    return this;
  }

  InfoBytes putString(String s) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    int n = Math.min(bytes.length, MAX_STRING_BYTES);
    out.write(n >>> 8);
    out.write(n);
    out.write(bytes, 0, n);
    return this;
  }

  byte[] toArray() {
    return out.toByteArray();
  }
}
