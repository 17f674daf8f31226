package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Topology;

class ConverterTest {

  @TempDir Path dir;

  /** Processor 1's records come after processor 0's, so drawables are not in end-time order. */
  private Path twoProcessors() throws IOException {
    return write("two.trf",
        "-3 -601 1.0 0 -1 0",
        "-4 -601 5.0 0 -1 0",
        "-3 -21 5.0 0 -1 3 2 8 4 1",
        "-4 -21 6.0 0 -1 0",
        "-3 -601 0.5 1 -1 0",
        "-4 -601 2.0 1 -1 0",
        "-3 -52 2.0 1 -1 1 2 4",
        "-4 -52 7.0 1 -1 3 2 8 4 0");
  }

  @Test
  void unorderedInputIsSortedIntoAFileInEndTimeOrder() throws IOException {
    Path in = twoProcessors();
    Path out = dir.resolve("two.slog2");
    ConvertSummary summary = new Converter(ConvertOptions.defaults(), null).convert(in, out);

    assertThat(summary.format()).isEqualTo(TraceFormat.PICL);
    assertThat(summary.sorted()).isTrue();
    assertThat(summary.written().primitives()).containsExactlyInAnyOrderEntriesOf(
        Map.of(Topology.STATE, 4L, Topology.ARROW, 1L, Topology.EVENT, 0L));
    try (Slog2Reader reader = Slog2Reader.open(out)) {
      List<Drawable> all = allDrawables(reader);
      assertThat(all).extracting(Drawable::end).containsExactlyInAnyOrder(2.0, 5.0, 6.0, 7.0, 7.0);
      assertThat(reader.categories().values()).extracting(Category::name)
          .contains("idle", "send0", "recv0 (waiting)", "message");
    }
    assertThat(listDir()).containsExactlyInAnyOrder(in, out);
  }

  @Test
  void aTinySortBudgetSpillsRunsAndWritesTheSameBytes() throws IOException {
    Path in = twoProcessors();
    Path big = dir.resolve("big.slog2");
    Path tiny = dir.resolve("tiny.slog2");
    new Converter(ConvertOptions.defaults(), null).convert(in, big);
    ConvertSummary s = new Converter(ConvertOptions.defaults().withSortBudgetBytes(1), null).convert(in, tiny);
    assertThat(s.spilledRuns()).isEqualTo(5);
    assertThat(Files.readAllBytes(tiny)).isEqualTo(Files.readAllBytes(big));
    assertThat(listDir()).containsExactlyInAnyOrder(in, big, tiny);
  }

  @Test
  void checkOrderRejectsTheFirstEarlyDrawableAndLeavesNoFile() throws IOException {
    Path in = twoProcessors();
    Path out = dir.resolve("two.slog2");
    Converter converter = new Converter(ConvertOptions.defaults().withCheckOrder(true), null);
    assertThatThrownBy(() -> converter.convert(in, out))
        .isInstanceOf(TraceInputException.class)
        .hasMessage(in.getFileName() + ":6: drawable ends at 2.0, before the previous drawable (line 4) ends at 6.0;"
            + " drawables must come in non-decreasing end time");
    assertThat(listDir()).containsExactly(in);
  }

  @Test
  void keepGoingSkipsBadRecordsAndNamesTheirLines() throws IOException {
    Path in = write("bad.trf",
        "-3 -601 1.0 0 -1 0",
        "-4 -601 oops 0 -1 0",
        "-2 -12 3.0 0 -1 0");
    Path out = dir.resolve("bad.slog2");
    assertThatThrownBy(() -> new Converter(ConvertOptions.defaults(), null).convert(in, out))
        .isInstanceOf(TraceInputException.class).hasMessage(in.getFileName() + ":2: timestamp is not a number: oops");
    assertThat(Files.exists(out)).isFalse();

    ConvertSummary s = new Converter(ConvertOptions.defaults().withKeepGoing(true), null).convert(in, out);
    assertThat(s.report().skipped()).containsExactlyInAnyOrderEntriesOf(
        Map.of("bad record", 1L, "unmatched entry", 1L));
    assertThat(s.report().messages()).first().isEqualTo("bad.trf:2: timestamp is not a number: oops");
    assertThat(s.written().primitives()).containsEntry(Topology.EVENT, 1L);
    assertThat(Files.exists(out)).isTrue();
  }

  @Test
  void keepGoingRereadsALineThatCutsACompositeShort() throws IOException {
    Path in = write("short.txt",
        "Category[ index=1 name=A topo=State color=(255,0,0,127,true) width=1 ]",
        "Composite[ TimeBBox(0.0,2.0) Category=1 NumPrimes=2 ]",
        "Primitive[ TimeBBox(0.0,1.0) Category=1 (0.0, 0) (1.0, 0) ]",
        "Category[ index=2 name=B topo=State color=(0,0,255,127,true) width=1 ]",
        "Primitive[ TimeBBox(2.0,3.0) Category=2 (2.0, 1) (3.0, 1) ]");
    ConvertSummary s = new Converter(ConvertOptions.defaults().withKeepGoing(true), null)
        .convert(in, dir.resolve("short.slog2"));
    assertThat(s.report().messages()).singleElement().asString()
        .startsWith("short.txt:4: primitive 2 of the Composite at line 2 expected");
    // The Category line was read again as a record, so the last primitive has its category.
    assertThat(s.written().drawables()).isEqualTo(1);
    assertThat(s.written().composites()).isZero();
  }

  @Test
  void theFormatIsDetectedFromTheContent() throws IOException {
    assertThat(FormatDetector.detect(twoProcessors())).isEqualTo(TraceFormat.PICL);
    assertThat(FormatDetector.detect(Path.of(System.getProperty("leapshot.shared"), "testdata/text/data.txt")))
        .isEqualTo(TraceFormat.TEXT);
    assertThat(FormatDetector.detect("x.bin", "CLOG-02.0\0\0".getBytes())).isEqualTo(TraceFormat.CLOG2);
    assertThat(FormatDetector.detect("run.OTF", new byte[0])).isEqualTo(TraceFormat.OTF);
    assertThat(FormatDetector.detect("x", "\n\n  YCoordMap[ Nrows=1".getBytes())).isEqualTo(TraceFormat.TEXT);
    Path other = write("other.txt", "hello world");
    assertThatThrownBy(() -> FormatDetector.detect(other))
        .hasMessage(other + ": cannot tell the trace format from its content; give it with --format");
    Path empty = write("empty.trace");
    assertThatThrownBy(() -> FormatDetector.detect(empty)).hasMessage(empty + ": the file is empty (0 bytes): no trace to convert");
  }

  private Path write(String name, String... lines) throws IOException {
    Path file = dir.resolve(name);
    Files.write(file, List.of(lines));
    return file;
  }

  private List<Path> listDir() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.toList();
    }
  }

  static List<Drawable> allDrawables(Slog2Reader reader) throws IOException {
    List<Drawable> all = new ArrayList<>();
    for (DirectoryEntry e : reader.directory().entries()) {
      TreeNode node = reader.readNode(e);
      all.addAll(node.nestable());
      all.addAll(node.nestless());
    }
    all.sort(Comparator.comparingDouble(Drawable::end));
    return all;
  }
}
