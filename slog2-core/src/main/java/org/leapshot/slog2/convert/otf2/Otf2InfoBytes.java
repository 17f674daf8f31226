package org.leapshot.slog2.convert.otf2;

/**
 * The info bytes of the drawables the converter makes (SLOG-2 order: big-endian). Arrows,
 * collectives and metric samples take their few bytes from shared arrays: the millions of them in
 * a big trace then cost no array each. A chunk's bytes are never changed once handed out.
 */
final class Otf2InfoBytes {
  /** Bytes of each shared array. */
  private static final int CHUNK = 4096;

  private byte[] chunk = new byte[0];
  private int used;

  /** Room for {@code n} bytes in {@link #chunk()}, at the returned offset. */
  int reserve(int n) {
    if (used + n > chunk.length) {
      chunk = new byte[CHUNK];
      used = 0;
    }
    int at = used;
    used += n;
    return at;
  }

  /** The shared array of the last {@link #reserve}. */
  byte[] chunk() {
    return chunk;
  }

  static byte[] longInfo(long v) {
    byte[] info = new byte[8];
    putInt(info, 0, v, 8);
    return info;
  }

  /** The low {@code n} bytes of {@code v}, big-endian (SLOG-2 info order), at {@code at}. */
  static void putInt(byte[] b, int at, long v, int n) {
    for (int i = n - 1; i >= 0; i--) {
      b[at + i] = (byte) v;
      v >>>= 8;
    }
  }
}
