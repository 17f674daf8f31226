package org.leapshot.app.cli;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

/**
 * Seeded mutations of an input's bytes, as a damaged disk, a cut transfer or a hostile writer would
 * make them: bit flips, truncation, inserted bytes and tokens, deleted and repeated ranges. Each
 * mutation says what it did, so a failing case can be read and replayed from its seed.
 */
final class InputMutator {
  /** Tokens that have broken parsers before: infinities, huge and negative numbers, control bytes. */
  private static final String[] TOKENS = {"Infinity", "-Infinity", "NaN", "1e309", "-1", "0", "4294967296",
      "9223372036854775807", "*ffffffffffffffff", "ffffffffffffffff", "\r", "\0", "\u001B[2J", "\n", " ", "(", ")",
      "<", ">", "[", "]", "=", ";", ",", "Category[ index=2147483647 ", "Primitive[ ", "TimeBBox(", "1:", "E", "CNT"};

  private final Random random;
  private final StringBuilder description = new StringBuilder();

  InputMutator(long seed) {
    this.random = new Random(seed);
  }

  /** What the last {@link #mutate} calls did. */
  String description() {
    return description.toString();
  }

  /** One to three mutations of {@code input}; never empty-handed: an empty input gets bytes inserted. */
  byte[] mutate(byte[] input) {
    byte[] b = input;
    int steps = 1 + random.nextInt(3);
    for (int i = 0; i < steps; i++) {
      b = step(b);
    }
    return b;
  }

  /** A single flipped bit: damage that keeps a file's structure, so it reaches deeper than a shifted layout. */
  byte[] flipOne(byte[] input) {
    byte[] out = input.clone();
    int at = random.nextInt(out.length);
    int bit = random.nextInt(8);
    out[at] ^= (byte) (1 << bit);
    note("flip bit " + bit + " of byte " + at);
    return out;
  }

  private byte[] step(byte[] b) {
    int kind = b.length == 0 ? 3 : random.nextInt(6);
    switch (kind) {
      case 0 -> {
        int flips = 1 + random.nextInt(8);
        byte[] out = b.clone();
        for (int i = 0; i < flips; i++) {
          int at = random.nextInt(out.length);
          out[at] ^= (byte) (1 << random.nextInt(8));
        }
        note("flip " + flips + " bits");
        return out;
      }
      case 1 -> {
        int at = random.nextInt(b.length);
        note("truncate at " + at);
        return Arrays.copyOf(b, at);
      }
      case 2 -> {
        int at = random.nextInt(b.length + 1);
        byte[] token = TOKENS[random.nextInt(TOKENS.length)].getBytes(StandardCharsets.ISO_8859_1);
        note("insert token at " + at);
        return insert(b, at, token);
      }
      case 3 -> {
        int at = random.nextInt(b.length + 1);
        byte[] junk = new byte[1 + random.nextInt(16)];
        random.nextBytes(junk);
        note("insert " + junk.length + " random bytes at " + at);
        return insert(b, at, junk);
      }
      case 4 -> {
        int from = random.nextInt(b.length);
        int to = Math.min(b.length, from + 1 + random.nextInt(64));
        note("delete " + from + ".." + to);
        byte[] out = new byte[b.length - (to - from)];
        System.arraycopy(b, 0, out, 0, from);
        System.arraycopy(b, to, out, from, b.length - to);
        return out;
      }
      default -> {
        int from = random.nextInt(b.length);
        int to = Math.min(b.length, from + 1 + random.nextInt(256));
        note("repeat " + from + ".." + to);
        return insert(b, to, Arrays.copyOfRange(b, from, to));
      }
    }
  }

  private static byte[] insert(byte[] b, int at, byte[] piece) {
    byte[] out = new byte[b.length + piece.length];
    System.arraycopy(b, 0, out, 0, at);
    System.arraycopy(piece, 0, out, at, piece.length);
    System.arraycopy(b, at, out, at + piece.length, b.length - at);
    return out;
  }

  private void note(String what) {
    if (description.length() > 0) {
      description.append(", ");
    }
    description.append(what);
  }
}
