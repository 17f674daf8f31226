package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

/**
 * Damages a text trace (cut short, bits flipped, garbage lines put in) and checks each damaged copy
 * either converts or fails with one clean message naming the file: a {@link TraceInputException},
 * or the writer's "no drawables" when nothing readable is left. Never another exception, a hang or
 * running out of memory. With {@code --keep-going} bad records are skipped instead.
 */
public final class CorruptTextTraces {
  private final Path original;
  private final Path damaged;
  private final TraceFormat format;

  /** @param damaged where damaged copies are written (same file name, so that side files match) */
  public CorruptTextTraces(Path original, Path damaged, TraceFormat format) {
    this.original = original;
    this.damaged = damaged;
    this.format = format;
  }

  /** Converts {@code cases} truncated copies; returns how many were rejected. */
  public int truncations(int cases) throws IOException {
    byte[] bytes = Files.readAllBytes(original);
    Random random = new Random(bytes.length);
    int rejected = 0;
    for (int i = 0; i < cases; i++) {
      int length = i == 0 ? 0 : i == 1 ? bytes.length / 2 : random.nextInt(bytes.length);
      rejected += convert(Arrays.copyOf(bytes, length), "truncated to " + length) ? 0 : 1;
    }
    return rejected;
  }

  public int bitFlips(int cases) throws IOException {
    byte[] bytes = Files.readAllBytes(original);
    Random random = new Random(bytes.length * 31L);
    int rejected = 0;
    for (int i = 0; i < cases; i++) {
      byte[] copy = bytes.clone();
      StringBuilder what = new StringBuilder("bits flipped at");
      for (int f = 1 + random.nextInt(4); f > 0; f--) {
        int at = random.nextInt(copy.length);
        copy[at] ^= (byte) (1 << random.nextInt(8));
        what.append(' ').append(at);
      }
      rejected += convert(copy, what.toString()) ? 0 : 1;
    }
    return rejected;
  }

  /** Puts a line of random printable garbage after a random line; returns how many were rejected. */
  public int garbageLines(int cases) throws IOException {
    String text = Files.readString(original, StandardCharsets.ISO_8859_1);
    Random random = new Random(text.length() * 17L);
    int rejected = 0;
    for (int i = 0; i < cases; i++) {
      int at = text.indexOf('\n', random.nextInt(text.length()));
      at = at < 0 ? text.length() : at + 1;
      StringBuilder garbage = new StringBuilder();
      for (int n = 1 + random.nextInt(60); n > 0; n--) {
        garbage.append((char) (' ' + random.nextInt(95)));
      }
      String copy = text.substring(0, at) + garbage + "\n" + text.substring(at);
      rejected += convert(copy.getBytes(StandardCharsets.ISO_8859_1), "garbage line after byte " + at) ? 0 : 1;
    }
    return rejected;
  }

  /** True when the damaged trace converted, false when it was rejected cleanly. */
  private boolean convert(byte[] bytes, String what) throws IOException {
    Files.write(damaged, bytes);
    Path out = damaged.resolveSibling("damaged.slog2");
    boolean converted = false;
    for (boolean keepGoing : new boolean[] {false, true}) {
      ConvertOptions options = ConvertOptions.defaults().withFormat(format).withKeepGoing(keepGoing);
      try {
        new Converter(options, null).convert(damaged, out);
        converted |= !keepGoing;
      } catch (TraceInputException e) {
        assertThat(e.getMessage()).as(what).contains(damaged.toString());
        assertThat(e.problem()).as(what).isNotBlank();
      } catch (IOException e) {
        assertThat(e.getMessage()).as(what).contains("no drawables");
      } catch (Throwable e) {
        fail(what + ": expected a conversion or a clean message, got " + e, e);
      }
      Files.deleteIfExists(out);
    }
    return converted;
  }
}
