package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.leapshot.app.rows.Arrangement;
import org.leapshot.app.rows.RowFilter;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.StoredOverview;

/**
 * The first picture from the stored overview tells what the real whole-run picture tells, in the
 * rows the viewer arranged (every timeline, merged rows, collapsed groups, hidden timelines, a row
 * range), and is refused wherever it could not: another run, other timelines, a width beyond its
 * columns, the stacked look, a hidden category.
 */
class StoredPictureTest {
  private static final int WIDTH = 700;
  private static TraceView trace;
  private static StoredOverview overview;

  @BeforeAll
  static void open() throws Exception {
    trace = TraceView.open(Shared.testdata("reference-converted/gen-r64_2M_21.slog2"));
    overview = StoredOverview.compute(trace.session(), StoredOverview.COLUMNS); // in memory: testdata stays as it is
  }

  @AfterAll
  static void close() throws Exception {
    trace.close();
  }

  @Test
  void everyTimelineInItsRowAgreesWithTheRealPicture() throws Exception {
    assertAgrees(PictureOptions.ACTIVITY, trace.lineIdMaps().get(0), 64);
  }

  @Test
  void mergedRowsAndARowRangeAgreeWithTheRealPicture() throws Exception {
    LineIdMap map = trace.lineIdMaps().get(0);
    assertAgrees(PictureOptions.ACTIVITY.withRows(new RowSelection(0, Integer.MAX_VALUE, 4)), map, 16);
    assertAgrees(PictureOptions.ACTIVITY.withRows(new RowSelection(8, 15, 1)), map, 8);
  }

  @Test
  void collapsedGroupsAndHiddenTimelinesAgreeWithTheRealPicture() throws Exception {
    LineIdMap nodes = nodeCore(trace.lineIdMaps().get(0), 8);
    TimelineTree tree = TimelineTree.of(nodes);
    Arrangement collapsed = Arrangement.DEFAULT.collapsedToLevel(tree, 1);
    // node 0 expanded with its first core hidden, the 7 other nodes collapsed into a row each
    int node0 = tree.child(TimelineTree.ROOT, 0);
    Arrangement a = collapsed.withCollapsed(tree.key(node0), false).withHidden(tree.key(tree.child(node0, 0)), true);
    RowPlan plan = RowPlan.of(tree, a, new RowFilter(""));
    assertThat(plan.rowCount()).isEqualTo(7 + 7);
    assertAgrees(PictureOptions.ACTIVITY.withRows(RowSelection.of(plan)), nodes, 14);
  }

  @Test
  void refusedWhereItCannotStandForTheRealPicture() {
    LineIdMap map = trace.lineIdMaps().get(0);
    TimeBox run = trace.range();
    assertThat(StoredPicture.of(overview, run, WIDTH, map, PictureOptions.ACTIVITY)).isNotNull();
    assertThat(StoredPicture.of(null, run, WIDTH, map, PictureOptions.ACTIVITY)).isNull();
    assertThat(StoredPicture.of(overview, run, overview.columns() + 1, map, PictureOptions.ACTIVITY))
        .as("wider than its columns").isNull();
    assertThat(StoredPicture.of(overview, new TimeBox(run.earliest(), run.latest() * 1.01 + 1), WIDTH, map,
        PictureOptions.ACTIVITY)).as("another run").isNull();
    assertThat(StoredPicture.of(overview, run, WIDTH, map,
        new PictureOptions(PictureOptions.Look.STACKED_SHARES, false, RowSelection.ALL))).isNull();
    assertThat(StoredPicture.of(overview, run, WIDTH, map, new PictureOptions(PictureOptions.Look.ACTIVITY, true,
        RowSelection.ALL))).as("exact").isNull();
    LineIdMap other = LineIdMap.identity(new int[] {0, 1, 1000});
    assertThat(StoredPicture.of(overview, run, WIDTH, other, PictureOptions.ACTIVITY)).as("other timelines").isNull();

    Map<Integer, Category> styles = new HashMap<>(trace.categories());
    assertThat(StoredPicture.showsAll(styles)).isTrue();
    int some = styles.keySet().iterator().next();
    styles.put(some, styles.get(some).withVisible(false));
    assertThat(StoredPicture.showsAll(styles)).isFalse();
  }

  @Test
  void standsForAWindowWhoseColumnsSpanAStoredColumnOrMore() {
    TimeBox run = trace.range();
    double t0 = run.earliest();
    double t1 = run.latest();
    int columns = overview.columns();
    assertThat(StoredPicture.coarserThanStored(overview, run, t0, t1, columns)).isTrue();
    assertThat(StoredPicture.coarserThanStored(overview, run, t0, t1, WIDTH)).isTrue();
    assertThat(StoredPicture.coarserThanStored(overview, run, t0, t1, columns + 1)).isFalse();
    double half = (t0 + t1) / 2;
    assertThat(StoredPicture.coarserThanStored(overview, run, t0, half, columns / 2)).as("half the run").isTrue();
    assertThat(StoredPicture.coarserThanStored(overview, run, t0, half, columns / 2 + 1)).isFalse();
    assertThat(StoredPicture.coarserThanStored(null, run, t0, t1, WIDTH)).isFalse();
    assertThat(StoredPicture.coarserThanStored(overview, new TimeBox(t0, t1 * 1.01 + 1), t0, t1, WIDTH))
        .as("another run").isFalse();
    assertThat(StoredPicture.coarserThanStored(overview, run, t0, t0, WIDTH)).as("an instant").isFalse();
  }

  /**
   * The stored picture has the real one's rows, nothing to click, and in the cells where either
   * shows activity the same category nearly everywhere (the two resample the same states
   * differently only at the edges of columns).
   */
  private static void assertAgrees(PictureOptions options, LineIdMap map, int rows) throws Exception {
    TimeBox run = trace.range();
    RenderModel stored = StoredPicture.of(overview, run, WIDTH, map, options);
    WindowData data = trace.query(run.earliest(), run.latest(), WIDTH);
    RenderModel real = RenderModelBuilder.build(data, trace.categories(), map, options);
    assertThat(stored).isNotNull();
    assertThat(stored.states()).isEmpty();
    assertThat(stored.arrows()).isEmpty();
    assertThat(stored.startSec()).isEqualTo(run.earliest());
    assertThat(stored.endSec()).isEqualTo(run.latest());
    ActivityRaster a = stored.activity();
    ActivityRaster b = real.activity();
    assertThat(a.rowCount()).isEqualTo(rows).isEqualTo(b.rowCount());
    assertThat(a.width()).isEqualTo(WIDTH);
    for (int r = 0; r < rows; r++) {
      int both = 0;
      int same = 0;
      for (int c = 0; c < WIDTH; c++) {
        int x = a.category(r, c);
        int y = b.category(r, c);
        if (x != ActivityRaster.NONE || y != ActivityRaster.NONE) {
          both++;
          same += x == y ? 1 : 0;
        }
      }
      assertThat(both).as("row %d shows activity", r).isGreaterThan(WIDTH / 2);
      assertThat((double) same / both).as("row %d: cells of the same category", r).isGreaterThan(0.9);
    }
  }

  /** The file's timelines as {@code perNode} cores per node. */
  private static LineIdMap nodeCore(LineIdMap map, int perNode) {
    int n = map.rowCount();
    int[] ids = new int[n];
    int[][] values = new int[n][];
    for (int r = 0; r < n; r++) {
      ids[r] = map.lineId(r);
      values[r] = new int[] {r / perNode, r % perNode};
    }
    return new LineIdMap("NodeView", List.of("node", "core"), ids, values, List.of());
  }
}
