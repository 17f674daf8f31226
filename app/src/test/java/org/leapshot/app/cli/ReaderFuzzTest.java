package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded mutants of the real SLOG-2 files (bit flips, truncations, and header, directory and block
 * fields set to edge values) through {@code check}, {@code print} and {@code info} in-process.
 * Each run exits 0 with nothing on stderr, or 1/2 with one stderr line that names the file and is
 * not an internal error; {@code print} and {@code info} never exit 0 on a file {@code check}
 * rejects, and {@code print --keep-going} then says on stderr what is wrong; every case ends within
 * a bound; the mutant is not modified.
 *
 * <p>{@code -Dleapshot.fuzz.cases=N} runs more cases, {@code -Dleapshot.fuzz.seed=S} other ones.
 */
class ReaderFuzzTest {
  private static final int CASES = Integer.getInteger("leapshot.fuzz.cases", 300);
  private static final long SEED = Long.getLong("leapshot.fuzz.seed", 19L);
  /** Generous: a case takes milliseconds; this only catches a hang. */
  private static final Duration BOUND = Duration.ofSeconds(30);
  private static final String NAME = "mutant.slog2";

  @Test
  void mutantsGiveOneCleanLineOrSucceed(@TempDir Path dir) throws IOException {
    List<byte[]> seeds = seeds();
    Random random = new Random(SEED);
    Path file = dir.resolve(NAME);
    int rejected = 0;
    for (int i = 0; i < CASES; i++) {
      byte[] seed = seeds.get(random.nextInt(seeds.size()));
      Mutant m = mutate(seed, random);
      Files.write(file, m.bytes);
      String printOption = random.nextBoolean() ? "--json" : "--shadows";
      String what = "case " + i + " (seed " + SEED + "): " + m.how;
      List<CliRun> runs = assertTimeoutPreemptively(BOUND, () -> List.of(
          CliRun.of("check", file.toString()),
          CliRun.of("print", printOption, file.toString()),
          CliRun.of("info", file.toString()),
          CliRun.of("print", "--keep-going", printOption, file.toString())), what);
      CliRun check = runs.get(0);
      for (CliRun run : runs.subList(0, 3)) {
        assertClean(run, what);
      }
      assertKeptGoing(runs.get(3), check, what);
      if (check.exitCode() != 0) {
        rejected++;
        assertThat(runs.get(1).exitCode()).as(what + ": print accepted what check rejects: " + check.err()).isNotZero();
        assertThat(runs.get(2).exitCode()).as(what + ": info accepted what check rejects: " + check.err()).isNotZero();
      }
      assertThat(Files.readAllBytes(file)).as(what + ": input modified").isEqualTo(m.bytes);
    }
    // The mutations must reach past the header: most, not all, mutants are rejected.
    assertThat(rejected).isBetween(CASES / 4, CASES - 1);
  }

  private static void assertClean(CliRun run, String what) {
    String as = what + ": " + run.err();
    if (run.exitCode() == 0) {
      assertThat(run.err()).as(as).isEmpty();
      return;
    }
    assertThat(run.exitCode()).as(as).isIn(1, 2);
    assertThat(run.err()).as(as).hasLineCount(1).contains(NAME).doesNotContain("internal error")
        .doesNotContain("\tat ").doesNotContain("Exception");
  }

  /**
   * {@code print --keep-going} fails only on a file check rejects, with one clean line; otherwise it exits 0 with one stderr line per problem, each naming the file.
   */
  private static void assertKeptGoing(CliRun run, CliRun check, String what) {
    String as = what + ": " + run.err();
    if (run.exitCode() != 0) {
      assertClean(run, what);
      assertThat(check.exitCode()).as(as).isNotZero();
      return;
    }
    if (check.exitCode() != 0) {
      assertThat(run.err()).as(as).isNotEmpty();
    }
    for (String line : run.err().lines().toList()) {
      assertThat(line).as(as).startsWith("print: " + NAME + ": ").doesNotContain("internal error");
    }
  }

  private record Mutant(byte[] bytes, String how) {}

  private static Mutant mutate(byte[] seed, Random random) {
    byte[] b = seed.clone();
    ByteBuffer buf = ByteBuffer.wrap(b);
    switch (random.nextInt(4)) {
      case 0 -> {
        int flips = 1 + random.nextInt(4);
        StringBuilder how = new StringBuilder("bit flips at");
        for (int f = 0; f < flips; f++) {
          int at = random.nextInt(b.length);
          b[at] ^= (byte) (1 << random.nextInt(8));
          how.append(' ').append(at);
        }
        return new Mutant(b, how.toString());
      }
      case 1 -> {
        int length = random.nextInt(b.length);
        return new Mutant(java.util.Arrays.copyOf(b, length), "truncated to " + length);
      }
      default -> {
        List<Integer> fields = fields(buf);
        int at = fields.get(random.nextInt(fields.size()));
        at = Math.min(at, b.length - 2);
        boolean wide = at + 4 <= b.length && random.nextBoolean();
        int value = edgeValue(random, wide ? buf.getInt(at) : buf.getShort(at));
        if (!wide) {
          buf.putShort(at, (short) value);
          return new Mutant(b, "short at " + at + " set to " + (short) value);
        }
        buf.putInt(at, value);
        return new Mutant(b, "int at " + at + " set to " + value);
      }
    }
  }

  /**
   * Offsets of fields worth setting: the header's, every block's first bytes (counts), every
   * directory entry's fields and every node block's header and first drawable.
   */
  private static List<Integer> fields(ByteBuffer b) {
    List<Integer> at = new ArrayList<>();
    for (int h = 12; h < 108; h += 2) {
      at.add(h);
    }
    int limit = b.capacity() - 4;
    for (int pointer : new int[] {24, 48, 60, 72}) {
      long offset = b.getLong(pointer);
      if (offset >= 108 && offset < limit) {
        at.add((int) offset);
      }
    }
    long dir = b.getLong(72);
    int entries = b.getInt((int) dir);
    for (int e = 0; e < entries; e++) {
      int entry = (int) dir + 4 + 34 * e;
      for (int f = 0; f < 34; f += 2) {
        at.add(entry + f);
      }
      long node = b.getLong(entry + 22);
      for (int f = 0; f < 64 && node + f < limit; f += 2) {
        at.add((int) node + f);
      }
    }
    return at;
  }

  private static int edgeValue(Random random, int current) {
    int[] edges = {0, 1, -1, 2, Integer.MAX_VALUE, Integer.MIN_VALUE, Short.MAX_VALUE, Short.MIN_VALUE, 99, 1 << 20};
    return switch (random.nextInt(3)) {
      case 0 -> edges[random.nextInt(edges.length)];
      case 1 -> current + (random.nextBoolean() ? 1 : -1);
      default -> random.nextInt();
    };
  }

  private static List<byte[]> seeds() throws IOException {
    List<byte[]> seeds = new ArrayList<>();
    for (String d : List.of("reference", "real-mpi")) {
      try (Stream<Path> s = Files.list(CliRun.testdata(d))) {
        for (Path p : s.filter(p -> p.toString().endsWith(".slog2")).sorted().toList()) {
          seeds.add(Files.readAllBytes(p));
        }
      }
    }
    assertThat(seeds).hasSizeGreaterThan(5);
    return seeds;
  }
}
