package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.convert.paje.PajeTestTraces;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The leaf size each source suggests, and the converter's use of it: the formats with a reference
 * converter keep 64 KiB, OTF2, Paraver and Paje size it from the timelines known before the first
 * drawable, and a leaf size the user chose wins.
 */
class SuggestedLeafBytesTest {
  private static final Path SHARED = Path.of(System.getProperty("leapshot.shared"));

  @TempDir Path dir;

  @Test
  void formatsWithAReferenceConverterKeepItsLeafWhateverTheirWidth() throws IOException {
    // The text format says its timelines only in its line-ID map: no guess, the reference's leaf.
    Path text = SHARED.resolve("testdata/text/data.txt");
    try (TraceSource source = TraceSources.open(text, TraceFormat.TEXT, ConvertOptions.defaults())) {
      assertThat(source.suggestedLeafBytes()).isEqualTo(65536);
    }
    assertThat(converted(text, ConvertOptions.defaults()).leafByteSize()).isEqualTo(65536);
  }

  @Test
  void paraverSizesItsLeavesFromTheHeadersThreads() throws IOException {
    assertThat(paraverLeaf(3)).isEqualTo(65536);
    assertThat(paraverLeaf(150)).isEqualTo(131072);
    assertThat(paraverLeaf(300)).isEqualTo(262144);
  }

  private int paraverLeaf(int tasks) throws IOException {
    StringBuilder prv = new StringBuilder("#Paraver (01/01/2020 at 10:00):5000:1:1:").append(tasks).append('(');
    for (int t = 0; t < tasks; t++) {
      prv.append(t == 0 ? "" : ",").append("1:1");
    }
    prv.append("),0\n1:1:1:1:1:0:1000:1\n");
    Path file = Files.writeString(dir.resolve("t" + tasks + ".prv"), prv);
    try (TraceSource source = TraceSources.open(file, TraceFormat.PARAVER, ConvertOptions.defaults())) {
      return source.suggestedLeafBytes();
    }
  }

  @Test
  void pajeCountsTheInnermostContainersMadeBeforeTheFirstDrawable() throws IOException {
    // 100 nodes with one process each, a state, then 400 more processes: 100 timelines known.
    StringBuilder body = new StringBuilder();
    for (int n = 0; n < 100; n++) {
      body.append("2 0 n").append(n).append(" N 0 n").append(n).append('\n');
      body.append("2 0 p").append(n).append(" P n").append(n).append(" p").append(n).append('\n');
    }
    body.append("3 1.0 p0 S run\n3 2.0 p0 S wait\n");
    for (int n = 0; n < 400; n++) {
      body.append("2 2.0 late").append(n).append(" P n0 late").append(n).append('\n');
    }
    body.append("3 3.0 p1 S run\n");
    Path trace = paje(body.toString());
    try (TraceSource source = TraceSources.open(trace, TraceFormat.PAJE, ConvertOptions.defaults())) {
      assertThat(source.suggestedLeafBytes()).isEqualTo(131072);
    }
    ConvertSummary s = new Converter(ConvertOptions.defaults(), null).convert(trace, dir.resolve("p.slog2"));
    assertThat(s.written().drawables()).as("nothing read to count the containers is lost").isEqualTo(3);
    assertThat(header(dir.resolve("p.slog2")).leafByteSize()).isEqualTo(131072);
  }

  @Test
  void aBadPajeLineMetWhileCountingContainersIsReportedWhereReadingMeetsIt() throws IOException {
    StringBuilder body = processes(300);
    body.append("3 1.0 nowhere S run\n3 1.0 p0 S run\n3 2.0 p0 S wait\n3 3.0 p0 S run\n");
    Path trace = paje(body.toString());
    Path out = dir.resolve("bad.slog2");
    assertThatThrownBy(() -> new Converter(ConvertOptions.defaults(), null).convert(trace, out))
        .isInstanceOf(TraceInputException.class).hasMessageContaining(":" + (HEADER_LINES + 301) + ":");
    ConvertSummary s = new Converter(ConvertOptions.defaults().withKeepGoing(true), null).convert(trace, out);
    assertThat(s.report().skippedTotal()).isEqualTo(1);
    assertThat(s.written().drawables()).isEqualTo(3);
    assertThat(header(out).leafByteSize()).isEqualTo(262144);
  }

  @Test
  void aLeafSizeTheUserChoseWinsAndChildrenAloneLeaveTheLeafToTheSource() throws IOException {
    StringBuilder body = processes(300);
    body.append("3 1.0 p0 S run\n3 2.0 p0 S wait\n");
    Path trace = paje(body.toString());
    Header chosen = converted(trace, ConvertOptions.defaults().withWriter(new WriterOptions(65536, 2)));
    assertThat(chosen.leafByteSize()).isEqualTo(65536);
    Header children = converted(trace, ConvertOptions.defaults().withChildrenPerNode(4));
    assertThat(children.leafByteSize()).isEqualTo(262144);
    assertThat(children.childrenPerNode()).isEqualTo(4);
  }

  private static final String PAJE_HEADER = PajeTestTraces.header("0 N 0 N", "0 P N P", "1 S P S");
  private static final int HEADER_LINES = (int) PAJE_HEADER.chars().filter(c -> c == '\n').count();

  /** {@code n} processes p0.. straight under the root. */
  private static StringBuilder processes(int n) {
    StringBuilder body = new StringBuilder();
    for (int p = 0; p < n; p++) {
      body.append("2 0 p").append(p).append(" P 0 p").append(p).append('\n');
    }
    return body;
  }

  private Path paje(String body) throws IOException {
    return Files.writeString(dir.resolve("t.trace"), PAJE_HEADER + body);
  }

  private Header converted(Path in, ConvertOptions options) throws IOException {
    Path out = dir.resolve("out.slog2");
    new Converter(options, null).convert(in, out);
    Slog2Checker.check(out);
    return header(out);
  }

  private static Header header(Path slog2) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(slog2)) {
      return r.header();
    }
  }
}
