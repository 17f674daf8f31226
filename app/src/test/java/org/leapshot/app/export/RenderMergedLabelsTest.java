package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.testing.WideTraces;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.LineIdMap;

/**
 * {@code render} of more timelines than the picture has pixel rows merges several into each row:
 * such a row was labelled by its first timeline alone (r16384's "0 / 0" for node 0's 16 cores),
 * where the viewer's label column names the range ("0 / 0–15"). Both now use {@link RowPlan#label}.
 */
class RenderMergedLabelsTest {
  @TempDir
  Path dir;

  @Test
  void aMergedRowIsLabelledByItsRangeAsTheViewerLabelsIt() throws Exception {
    Path slog2 = dir.resolve("wide.slog2");
    assertThat(LeapshotCommand.commandLine().execute("convert", WideTraces.paraver(dir, 2000).toString(), "-o",
        slog2.toString())).isZero();
    Path svg = dir.resolve("wide.svg");
    // 500 px high: 450 px of rows for 2 000 timelines, so five timelines a row
    assertThat(LeapshotCommand.commandLine().execute("render", slog2.toString(), "-o", svg.toString(), "--width",
        "1600", "--height", "500", "--no-legend")).isZero();
    String doc = Files.readString(svg, StandardCharsets.UTF_8);
    try (TraceView t = TraceView.open(slog2)) {
      LineIdMap map = t.lineIdMaps().get(0);
      RowPlan viewers = RowPlan.of(map, t.timelineNames(), t.timelineGroupNames()).withLinesPerRow(5);
      String first = viewers.label(0);
      assertThat(first).as("the viewer's label of timelines 0..4").contains("–");
      assertThat(doc).contains(">" + first + "<").doesNotContain(">" + viewers.baseLabel(0) + "<");
      long labelled = java.util.stream.IntStream.range(0, viewers.rowCount())
          .filter(r -> doc.contains(">" + viewers.label(r) + "<")).count();
      assertThat(labelled).as("rows labelled as in the viewer, one a text line apart").isGreaterThan(20);
    }
  }
}
