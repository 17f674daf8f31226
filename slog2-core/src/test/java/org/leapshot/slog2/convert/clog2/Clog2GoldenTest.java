package org.leapshot.slog2.convert.clog2;

import org.leapshot.slog2.testing.SourceToWriter;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategorySummary;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The CLOG2 source fed into the SLOG-2 writer, with the tree parameters of the reference file's
 * header, against the {@code .slog2} the reference {@code clog2TOslog2} wrote. clog2-format.md §C
 * found all ten shared traces byte-identical (no shadow with equal-ratio event weights), so bytes
 * are compared; the drawables, categories and maps are compared too, to say what differs if not.
 */
class Clog2GoldenTest {

  @TempDir
  Path dir;

  @ParameterizedTest
  @MethodSource("org.leapshot.slog2.convert.clog2.Clog2Fixtures#traces")
  void convertsToTheReferenceBytes(String trace) throws IOException {
    Path reference = Clog2Fixtures.realMpi().resolve(trace + ".slog2");
    Path ours = convert(trace, reference);

    assertThat(firstDifference(Files.readAllBytes(reference), Files.readAllBytes(ours)))
        .as("first differing byte of %s", trace).isEqualTo(-1);
  }

  @ParameterizedTest
  @MethodSource("org.leapshot.slog2.convert.clog2.Clog2Fixtures#traces")
  void convertsToTheReferenceDrawablesCategoriesAndMaps(String trace) throws IOException {
    Path reference = Clog2Fixtures.realMpi().resolve(trace + ".slog2");
    Path ours = convert(trace, reference);

    try (Slog2Reader expected = Slog2Reader.open(reference); Slog2Reader actual = Slog2Reader.open(ours)) {
      assertThat(withoutSummaries(actual.categories())).as(trace).isEqualTo(withoutSummaries(expected.categories()));
      assertThat(actual.lineIdMaps()).as(trace).isEqualTo(expected.lineIdMaps());
      List<Drawable> want = allDrawables(expected);
      assertThat(want).as(trace).isNotEmpty();
      assertThat(allDrawables(actual)).as(trace).isEqualTo(want);
    }
  }

  private Path convert(String trace, Path reference) throws IOException {
    ByteBuffer header = ByteBuffer.wrap(Files.readAllBytes(reference), 0, 108);
    WriterOptions options = new WriterOptions(header.getInt(14), header.getShort(12));
    Path output = dir.resolve(trace + ".slog2");
    try (Clog2TraceSource source = Clog2TraceSource.open(Clog2Fixtures.clog2(trace));
        Slog2Writer writer = Slog2Writer.create(output, options)) {
      SourceToWriter.copy(source, writer);
    }
    return output;
  }

  private static Map<Integer, Category> withoutSummaries(Map<Integer, Category> categories) {
    Map<Integer, Category> map = new TreeMap<>();
    categories.forEach((k, c) -> map.put(k, c.withSummary(new CategorySummary(0f, 0f, c.summary().count()))));
    return map;
  }

  /** Every real drawable of every node, in a canonical order. */
  private static List<Drawable> allDrawables(Slog2Reader reader) throws IOException {
    List<Drawable> all = new ArrayList<>();
    for (DirectoryEntry e : reader.directory().entries()) {
      var node = reader.readNode(e);
      all.addAll(node.nestless());
      all.addAll(node.nestable());
    }
    all.sort(Comparator.comparingDouble(Drawable::start).thenComparingDouble(Drawable::end)
        .thenComparingInt(Drawable::categoryIndex).thenComparingInt(Drawable::firstLineId)
        .thenComparingInt(Drawable::lastLineId)
        .thenComparing(d -> ((Primitive) d).toString()));
    return all;
  }

  private static int firstDifference(byte[] a, byte[] b) {
    int n = Math.min(a.length, b.length);
    for (int i = 0; i < n; i++) {
      if (a[i] != b[i]) {
        return i;
      }
    }
    return a.length == b.length ? -1 : n;
  }
}
