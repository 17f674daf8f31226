package org.leapshot.slog2.convert.otf;

import java.nio.charset.StandardCharsets;

/**
 * Builds the info bytes of drawables (SLOG-2 "byteinfo", big-endian values in label order)
 * straight into a byte array; cheaper than a ByteBuffer for the hundreds of thousands of counter
 * samples a trace may hold.
 */
final class OtfInfo {
  private final byte[] bytes;
  private int at;

  OtfInfo(int size) {
    bytes = new byte[size];
  }

  /** The byte size of a {@code %s} value: a 2-byte length and at most {@code max} bytes of text. */
  static int stringSize(byte[] utf8, int max) {
    return 2 + Math.min(utf8.length, max);
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  OtfInfo putInt(long v) {
    bytes[at++] = (byte) (v >>> 24);
    bytes[at++] = (byte) (v >>> 16);
    bytes[at++] = (byte) (v >>> 8);
    bytes[at++] = (byte) v;
    return this;
  }

  OtfInfo putLong(long v) {
    putInt(v >>> 32);
    return putInt(v);
  }

  OtfInfo putDouble(double v) {
    return putLong(Double.doubleToRawLongBits(v));
  }

  /** A {@code %s} value cut to {@code max} bytes (callers keep the whole info under 32 KiB). */
  OtfInfo putString(byte[] utf8, int max) {
    int n = Math.min(utf8.length, max);
    bytes[at++] = (byte) (n >>> 8);
    bytes[at++] = (byte) n;
    System.arraycopy(utf8, 0, bytes, at, n);
    at += n;
    return this;
  }

  /** The filled array; its size must have been exact. */
  byte[] array() {
    if (at != bytes.length) {
      throw new IllegalStateException("info has " + at + " of " + bytes.length + " bytes");
    }
    return bytes;
  }
}
