package org.leapshot.app.popup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.TimeScale;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;
import org.junit.jupiter.api.Test;

/** Info text of real fpilog drawables, checked against the reference printout's values. */
class InfoTextTest {

  @Test
  void messageArrowShowsItsFormattedInfoAndBothTimelines() throws Exception {
    try (TraceView t = TraceView.open(Shared.fpilog())) {
      PaintContext ctx = context(t);
      RenderModel m = RenderModelBuilder.build(t.query(0.00228, 0.00711, 2000), t.categories(), t.lineIdMaps().get(0));
      RenderModel.ArrowItem arrow = m.arrows().stream().filter(a -> !a.isPreview()).findFirst().orElseThrow();
      InfoText.Text text = InfoText.of(arrow, ctx);
      assertThat(text.title()).isEqualTo("message");
      assertThat(text.body()).contains("Topology: Arrow").contains("Duration:")
          .containsPattern("\\[0\\] time = 0\\.00\\d+ s, LineID = \\d \\(send\\)")
          .containsPattern("\\[1\\] time = 0\\.00\\d+ s, LineID = \\d \\(receive\\)")
          .containsPattern("msg_tag=\\d+, msg_size=\\d+")
          .containsPattern("msg_size=0\nMessage:  0 bytes$"); // fpilog's messages carry no bytes
    }
  }

  @Test
  void stateShowsStartEndAndReadableDuration() throws Exception {
    try (TraceView t = TraceView.open(Shared.fpilog())) {
      Map<Integer, Category> cats = t.categories();
      RenderModel m = RenderModelBuilder.build(t.query(0.002, 0.0042, 2000), cats, t.lineIdMaps().get(0));
      // The reference printout's first drawable: BARRIER on line 2 from 0.002091 to 0.004104 s.
      RenderModel.StateItem barrier = m.states().stream()
          .filter(s -> s.categoryIndex() == 6 && s.row() == 2 && s.start() == 0.002090999999381893).findFirst().orElseThrow();
      InfoText.Text text = InfoText.of(barrier, context(t));
      assertThat(text.title()).isEqualTo("BARRIER");
      assertThat(text.body()).contains("Start:    0.002091 s").contains("End:      0.004104 s")
          .contains("Duration: 2.013 ms").contains("LineID = 2");
    }
  }

  @Test
  void shadowsSayHowManyDrawablesTheySummarise() throws Exception {
    try (TraceView t = TraceView.open(Shared.fpilog())) {
      WindowData whole = t.query(t.range().earliest(), t.range().latest(), 40);
      RenderModel m = RenderModelBuilder.build(whole, t.categories(), t.lineIdMaps().get(0));
      assertThat(m.shadowStates()).isNotEmpty();
      InfoText.Text text = InfoText.of(m.shadowStates().get(0), context(t));
      assertThat(text.title()).isEqualTo("Preview State");
      assertThat(text.body()).containsPattern("Summarises \\d+ real states").contains("Category shares");
    }
  }

  @Test
  void aPreviewEventsTimeShareIsADashNotNaN() {
    // The writer stores NaN for an event summary's inclusive ratio: events take no time.
    Shadow events = new Shadow(Topology.EVENT, 3, new double[] {0.05}, new int[] {6}, new TimeBox(0.05, 0.08), 2,
        List.of(new CategoryWeight(3, Float.NaN, 0f, 2)));
    Category papi = Category.of(3, "PAPI_sample", Topology.EVENT, new Rgba(60, 60, 60, 255), 1, InfoLabel.NONE);
    InfoText.Text text = InfoText.shadow(events, List.of(), Map.of(3, papi), TimelineTree.of(LineIdMap.identity(new int[] {6})));
    assertThat(text.body()).doesNotContain("NaN").contains("Summarises 2 real events")
        .containsPattern("PAPI_sample +0\\.0 % / +– , 2");
  }

  @Test
  void aPreviewsSharesLineUpWhateverTheLengthOfTheirNames() {
    // wrf's module functions are longer than the 16 characters the names' column used to have.
    Shadow states = new Shadow(Topology.STATE, 1, new double[] {18.06, 18.39}, new int[] {3, 3}, new TimeBox(18.06, 18.39),
        137, List.of(new CategoryWeight(1, 0.104f, 0.104f, 1), new CategoryWeight(2, 0.072f, 0.072f, 32),
            new CategoryWeight(3, 0.069f, 0.069f, 4)));
    Map<Integer, Category> cats = Map.of(
        1, Category.of(1, "MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ", Topology.STATE, new Rgba(60, 60, 60, 255), 1, InfoLabel.NONE),
        2, Category.of(2, "MPI_Wait", Topology.STATE, new Rgba(60, 60, 60, 255), 1, InfoLabel.NONE),
        3, Category.of(3, "MODULE_ADVECT_EM::ADVECT_SCALAR", Topology.STATE, new Rgba(60, 60, 60, 255), 1, InfoLabel.NONE));
    InfoText.Text text = InfoText.shadow(states, List.of(), cats, TimelineTree.of(LineIdMap.identity(new int[] {3})));
    List<String> shares = text.body().lines().filter(l -> l.contains(" % / ")).toList();
    assertThat(shares).hasSize(3);
    assertThat(shares).extracting(l -> l.indexOf(" % / ")).as("the percentages in one column").containsOnly(
        shares.get(0).indexOf(" % / "));
    assertThat(shares.get(1)).startsWith("  MPI_Wait ").contains("7.2 % /");
  }

  @Test
  void aTimelineOfANodeCoreMapAlsoNamesItsLineIdTheRank() {
    int[] ids = new int[16_384];
    int[][] values = new int[ids.length][];
    for (int k = 0; k < ids.length; k++) {
      ids[k] = k;
      values[k] = new int[] {k / 16, k % 16};
    }
    LineIdMap nodeCore = new LineIdMap("NodeView", List.of("node", "core"), ids, values, List.of());
    assertThat(InfoText.timeline(nodeCore, 9749)).isEqualTo("node = 609, core = 5, line ID = 9749");
    assertThat(InfoText.timeline(LineIdMap.identity(new int[] {0, 1, 2}), 2)).isEqualTo("LineID = 2");
    assertThat(InfoText.timeline(nodeCore, 99_999)).isEqualTo("line ID = 99999");
  }

  @Test
  void aNamedTimelineShowsItsNameBeforeItsMapValues() {
    LineIdMap map = new LineIdMap("System Tree View", List.of("node", "process", "thread"), new int[] {0, 1},
        new int[][] {{0, 0, 0}, {0, 1, 0}}, List.of());
    TimelineTree tree = TimelineTree.of(map, Map.of(0, "kn1.eth / MPI Rank 0 / Master thread"));
    assertThat(InfoText.timeline(tree, 0))
        .isEqualTo("kn1.eth / MPI Rank 0 / Master thread (node = 0, process = 0, thread = 0, line ID = 0)");
    assertThat(InfoText.timeline(tree, 1)).as("no name: the values alone")
        .isEqualTo("node = 0, process = 1, thread = 0, line ID = 1");
    assertThat(InfoText.timeline(tree, 5)).isEqualTo("line ID = 5");
  }

  private static PaintContext context(TraceView t) {
    return new PaintContext(new TimeScale(t.range().earliest(), t.range().latest(), 1000),
        new RowLayout(t.lineIdMaps().get(0), 40), t.categories(), CanvasTheme.LIGHT);
  }
}
