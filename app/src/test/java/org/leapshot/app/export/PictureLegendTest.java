package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * The legend column of an exported picture lists what the picture shows, most of it first: on
 * wrf (572 categories) it listed the first 40 by index, most of them in no pixel, names cut at the
 * column's edge.
 */
class PictureLegendTest {
  @TempDir
  Path dir;

  private static final Map<Integer, Category> CATEGORIES = new LinkedHashMap<>();

  static {
    for (int i = 0; i < 5; i++) {
      CATEGORIES.put(i, Category.of(i, "c" + i, Topology.STATE, new Rgba(10 * i, 0, 0, 255), 1, InfoLabel.NONE));
    }
    CATEGORIES.put(3, CATEGORIES.get(3).withVisible(false));
    CATEGORIES.put(Category.PREVIEW_STATE_INDEX, Category.preview(Topology.STATE));
  }

  @Test
  void rasterCellsOrderTheCategoriesAndHiddenOrAbsentOnesAreLeftOut() {
    // row 0: c1 in cells 0-5, c2 in 6-7, nothing 8-9; row 1: c2 in 0-4, c3 (hidden) 5-9
    int[][] runs = {
        {0, 1, 1, 0, 6, 2, 2, 0, 8, ActivityRaster.NONE, ActivityRaster.NONE, 0},
        {0, 2, 2, 0, 5, 3, 3, 0}};
    ActivityRaster raster = ActivityRaster.ofCells(0, 1, 10, runs, new float[2][]);
    RenderModel model = new RenderModel(0, 10, 1, "", List.of(), List.of(), List.of(),
        List.of(new RenderModel.EventItem(3, 0, 4, null, null, null)), 0, raster);
    assertThat(PictureLegend.of(model, CATEGORIES, 10, java.util.Map.of())).extracting(Category::name)
        .containsExactly("c2", "c1", "c4"); // 7 cells, 6 cells, one event; c0 absent, c3 hidden
  }

  @Test
  void aFrameDrawnAroundTheCellsStatesIsListedAfterThem() {
    // row 0: c1 in cells 0-5 and c2 in 6-9, both inside c4 (their outermost enclosing state)
    int[][] runs = {{0, 1, 4, 1, 6, 2, 4, 1}};
    ActivityRaster raster = ActivityRaster.ofCells(0, 1, 10, runs, new float[1][]);
    RenderModel model = new RenderModel(0, 10, 1, "", List.of(), List.of(), List.of(), List.of(), 0, raster);
    assertThat(PictureLegend.of(model, CATEGORIES, 10, java.util.Map.of())).extracting(Category::name)
        .containsExactly("c1", "c4", "c2"); // 6 cells; a band around 10 cells; 4 cells
  }

  @Test
  void withoutARasterStatesWeighByTheirColumnsInTheWindow() {
    RenderModel model = new RenderModel(10, 20, 1, "",
        List.of(new RenderModel.StateItem(0, 12, 0, 0, 0, null, null, 0), // 2 s inside the window
            new RenderModel.StateItem(12, 17, 0, 0, 1, null, null, 0)),
        List.of(), List.of(), List.of(), 2);
    assertThat(PictureLegend.of(model, CATEGORIES, 10, java.util.Map.of())).extracting(Category::name).containsExactly("c1", "c0");
  }

  @Test
  void wrfsLegendListsTheCategoriesOfThePictureAndHowManyMoreThereAre() throws Exception {
    Path slog2 = dir.resolve("wrf.slog2");
    assertThat(LeapshotCommand.commandLine().execute("convert", Shared.testdata("otf/wrf/wrf.otf").toString(), "-o",
        slog2.toString())).isZero();
    Path svg = dir.resolve("wrf.svg");
    assertThat(LeapshotCommand.commandLine().execute("render", slog2.toString(), "-o", svg.toString())).isZero();
    String doc = Files.readString(svg, StandardCharsets.UTF_8);
    List<String> legend = legendTexts(doc);
    assertThat(legend).hasSizeGreaterThan(20);
    String more = legend.get(legend.size() - 1);
    assertThat(more).matches("\\+ \\d+ more");
    int listed = legend.size() - 1;
    int hidden = Integer.parseInt(more.replaceAll("\\D", ""));
    assertThat(listed + hidden).as("categories in the picture").isGreaterThan(listed).isLessThan(572);
    // The run's first 5 s are one long initialisation state on every process: it leads the legend.
    assertThat(legend.get(0)).startsWith("MODULE_DOMAIN::");
  }

  /** The texts drawn in the legend column, top to bottom: those under the clip of its last line, "+ N more". */
  private static List<String> legendTexts(String svg) {
    Matcher last = Pattern.compile("clip-path='url\\(#([^)]+)\\)'>\\+ \\d+ more</text>").matcher(svg);
    assertThat(last.find()).as("a last line saying how many more").isTrue();
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile("<text x='42\\.0'[^>]*clip-path='url\\(#" + Pattern.quote(last.group(1))
        + "\\)'>([^<]*)</text>").matcher(svg);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }
}
