package org.leapshot.slog2.tree;

import org.leapshot.slog2.testing.SourceToWriter;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.convert.text.TextTraceSource;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The writer against the reference: every text input in {@code reference-converted/}, fed in file
 * order with the tree parameters from the reference file's header, must give the same bytes as the
 * {@code .slog2} the reference converter wrote from it.
 *
 * <p>Where the reference's bytes depend on the Java identity hashes of its JVM run (the order of
 * tied or NaN weights, the last bits of category summaries; docs/format-notes.md), the stored file
 * is one run's choice: the same converter with another garbage collector writes other bytes. There
 * the writer must give exactly the bytes the reference writes with identity hashes made constant,
 * and equal the stored file up to those identity-decided orders.
 */
class ReferenceByteIdentityTest {

  @TempDir
  Path dir;

  static Stream<Path> inputs() throws IOException {
    Path folder = Path.of(System.getProperty("leapshot.shared"), "testdata", "reference-converted");
    return Files.list(folder).filter(p -> p.getFileName().toString().endsWith(".txt")
        && !p.getFileName().toString().contains("printserial")).sorted();
  }

  @ParameterizedTest
  @MethodSource("inputs")
  void writesTheReferenceBytes(Path input) throws IOException, InterruptedException {
    String base = input.getFileName().toString().replace(".txt", "");
    byte[] expected = Files.readAllBytes(input.resolveSibling(base + ".slog2"));
    ByteBuffer header = ByteBuffer.wrap(expected);
    WriterOptions options = new WriterOptions(header.getInt(14), header.getShort(12));

    Path ours = dir.resolve(base + ".slog2");
    byte[] actual = convert(input, ours, options);
    if (firstDifference(expected, actual) == -1) {
      return;
    }

    assumeTrue(ReferenceConverterRun.available(), "reference converter not found: cannot tell whether " + base
        + " differs only where the reference's JVM decides (first differing byte " + firstDifference(expected, actual) + ")");
    byte[] constant = ReferenceConverterRun.withConstantIdentityHashes(input, dir.resolve(base + ".constant.slog2"));
    assertThat(firstDifference(constant, actual)).as("first byte of %s differing from the reference run with constant"
        + " identity hashes", base).isEqualTo(-1);
    IdentityOrderEquivalence.assertEquivalent(input.resolveSibling(base + ".slog2"), ours);
  }

  static byte[] convert(Path input, Path output, WriterOptions options) throws IOException {
    try (TextTraceSource source = TextTraceSource.open(input); Slog2Writer writer = Slog2Writer.create(output, options)) {
      SourceToWriter.copy(source, writer);
    }
    return Files.readAllBytes(output);
  }

  static int firstDifference(byte[] a, byte[] b) {
    int n = Math.min(a.length, b.length);
    for (int i = 0; i < n; i++) {
      if (a[i] != b[i]) {
        return i;
      }
    }
    return a.length == b.length ? -1 : n;
  }
}
