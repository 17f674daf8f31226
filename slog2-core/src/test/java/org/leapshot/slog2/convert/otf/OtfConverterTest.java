package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.TraceFormat;
import org.leapshot.slog2.model.Topology;

/** The generic converter detects OTF by its master file and streams it without sorting. */
class OtfConverterTest {
  @TempDir Path dir;

  @Test
  void philosophersConvertsInOnePassWithItsOrphansReported() throws Exception {
    ConvertSummary summary = new Converter(ConvertOptions.defaults(), null)
        .convert(OtfTraceStats.master("philosophers"), dir.resolve("p.slog2"));
    assertThat(summary.format()).isEqualTo(TraceFormat.OTF);
    assertThat(summary.sorted()).isFalse();
    assertThat(summary.written().primitives()).containsEntry(Topology.STATE, 70L).containsEntry(Topology.EVENT, 55L);
    assertThat(summary.report().skipped()).containsEntry("otf: orphan leave", 5L)
        .containsEntry("otf: state open at end", 5L);
  }

  @Test
  void wrfConvertsInOnePass() throws Exception {
    ConvertSummary summary = new Converter(ConvertOptions.defaults().withCheckOrder(true), null)
        .convert(OtfTraceStats.master("wrf"), dir.resolve("wrf.slog2"));
    assertThat(summary.sorted()).isFalse();
    assertThat(summary.written().primitives()).containsEntry(Topology.STATE, 272_357L)
        .containsEntry(Topology.ARROW, 25_680L);
    assertThat(summary.written().timelines()).isEqualTo(16);
  }
}
