package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.testing.Shared;

/**
 * {@code render} of Paje's sample, whose timelines are "1 / 1 / 2 / 5 / 0": the label column was a
 * fixed 64 px and drew "…2 / 5 / 0". It is now as wide as the labels, and the canvas starts right of it.
 * With the containers' names kept beside the file the labels are the names, as long and cut alike.
 */
class RenderLabelColumnTest {
  private static final int W = 1600;
  private static final int H = 900;
  @TempDir
  Path dir;

  @Test
  void longLabelsAreDrawnWholeLeftOfTheCanvas() throws Exception {
    String doc = pajeSvg(W, "--legend", false);
    Matcher label = Pattern.compile("<text x='([0-9.]+)'[^>]*>1 / 1 / 2 / 5 / 0</text>").matcher(doc);
    assertThat(label.find()).as("the whole label drawn").isTrue();
    // The label column and the canvas are the two areas as tall as the rows, side by side.
    List<Double> widths = rowAreaWidths(doc, H);
    double column = widths.get(0);
    assertThat(column + widths.get(1)).isEqualTo(W - ViewExporter.LEGEND_PX);
    assertThat(column).isGreaterThan(ViewExporter.AXIS_PX).isLessThanOrEqualTo(W / 3);
    assertThat(Double.parseDouble(label.group(1))).as("the label's left end").isGreaterThan(0);
  }

  @Test
  void aNarrowPictureCapsTheColumnAtAThirdAndCutsTheLabels() throws Exception {
    String doc = pajeSvg(210, "--no-legend", false);
    assertThat(rowAreaWidths(doc, H).get(0)).isEqualTo(70.0);
    assertThat(doc).doesNotContain(">1 / 1 / 2 / 5 / 0<").contains("…2 / 5 / 0<");
  }

  @Test
  void namedTimelinesAreLabelledWithTheirNamesWholeOrKeepingTheirEnds() throws Exception {
    String wide = pajeSvg(W, "--legend", true);
    assertThat(wide).contains(">root/program/MEMNODE0/18190/CPU0<", ">root/program/scheduler<")
        .doesNotContain(">1 / 1 / 2 / 5 / 0<");
    assertThat(rowAreaWidths(wide, H).get(0)).isGreaterThan(ViewExporter.AXIS_PX).isLessThanOrEqualTo(W / 3);
    String narrow = pajeSvg(210, "--no-legend", true);
    assertThat(rowAreaWidths(narrow, H).get(0)).isEqualTo(70.0);
    assertThat(narrow).doesNotContain(">root/program/MEMNODE0/18190/CPU0<").containsPattern(">…[^<]*/CPU0<");
  }

  /** Paje's sample converted (its names file kept or removed) and rendered {@code width} wide as SVG. */
  private String pajeSvg(int width, String legend, boolean names) throws Exception {
    Path slog2 = dir.resolve("paje.slog2");
    assertThat(LeapshotCommand.commandLine().execute("convert",
        Shared.testdata("paje/native_sample/native_sample.trace").toString(), "-o", slog2.toString())).isZero();
    if (!names) {
      Files.delete(org.leapshot.slog2.convert.TimelineNamesFile.of(slog2));
    }
    Path svg = dir.resolve("paje.svg");
    assertThat(LeapshotCommand.commandLine().execute("render", slog2.toString(), "-o", svg.toString(), "--width",
        "" + width, "--height", "" + H, legend)).isZero();
    return Files.readString(svg, StandardCharsets.UTF_8);
  }

  /** The widths of the areas as tall as the rows in an SVG picture {@code height} tall: label column, canvas. */
  static List<Double> rowAreaWidths(String svg, int height) {
    List<Double> widths = new ArrayList<>();
    int canvasH = height - ViewExporter.TITLE_PX - ViewExporter.RULER_PX;
    Matcher clip = Pattern.compile("<clipPath[^>]*><path d='M0\\.0,0\\.0L([0-9.]+),0\\.0L[0-9.]+," + canvasH
        + "\\.0L").matcher(svg);
    while (clip.find()) {
      widths.add(Double.parseDouble(clip.group(1)));
    }
    assertThat(widths).hasSizeGreaterThanOrEqualTo(2);
    return widths;
  }
}
