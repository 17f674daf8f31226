package org.leapshot.slog2.tree;

import org.leapshot.slog2.testing.SourceToWriter;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.convert.text.TextTraceSource;

/**
 * The writer against the reference: every text input in {@code reference-converted/}, fed in file
 * order with the tree parameters from the reference file's header, must give the same bytes as the
 * {@code .slog2} the reference converter wrote from it.
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
  void writesTheReferenceBytes(Path input) throws IOException {
    String base = input.getFileName().toString().replace(".txt", "");
    byte[] expected = Files.readAllBytes(input.resolveSibling(base + ".slog2"));
    ByteBuffer header = ByteBuffer.wrap(expected);
    WriterOptions options = new WriterOptions(header.getInt(14), header.getShort(12));

    byte[] actual = convert(input, dir.resolve(base + ".slog2"), options);

    assertThat(firstDifference(expected, actual)).as("first differing byte of %s", base).isEqualTo(-1);
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
