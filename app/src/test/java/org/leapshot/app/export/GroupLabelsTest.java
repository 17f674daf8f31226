package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.rows.Arrangement;
import org.leapshot.app.rows.Maps;
import org.leapshot.app.rows.RowFilter;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;

/**
 * The exported picture labelled r16384's rows "771 / 9" only, where the viewer shows "▾ node 771"
 * beside them: its label column now names the expanded groups at their first rows, as the viewer.
 */
class GroupLabelsTest {
  private static final FontMetrics FM = metrics();

  @Test
  void expandedNodesAreNamedAtTheirFirstRowsLeftOfTheTimelinesLabels() {
    RowLayout rows = new RowLayout(plan(TimelineTree.of(Maps.nodeCore(64, 16))), 20);
    GroupLabels groups = GroupLabels.of(rows, FM, rows.heightPx());
    assertThat(groups.total()).isGreaterThan(FM.stringWidth("▾ node 0"));
    List<GroupLabels.Placed> placed = groups.placed(rows, FM, rows.heightPx());
    assertThat(placed).extracting(GroupLabels.Placed::text).containsExactly("▾ node 0", "▾ node 1", "▾ node 2",
        "▾ node 3");
    assertThat(placed).extracting(GroupLabels.Placed::y).containsExactly(FM.getAscent(), 16 * 20 + FM.getAscent(),
        32 * 20 + FM.getAscent(), 48 * 20 + FM.getAscent());
    int leavesOnly = LabelColumn.width(new RowLayout(RowPlan.of(Maps.nodeCore(64, 1)), 20), 1600, 1280);
    assertThat(LabelColumn.width(rows, 1600, rows.heightPx())).as("the column holds both")
        .isGreaterThanOrEqualTo(groups.total() + FM.stringWidth("63 / 15"))
        .isGreaterThan(leavesOnly);
  }

  /**
   * r64 exported 1400 × 900: the column was widened for the group names, which were then left out for
   * crowding the timelines' labels in it. The column a picture gets draws them.
   */
  @Test
  void theColumnWidenedForTheGroupNamesDrawsThem() {
    int rowsPx = 900 - ViewExporter.TITLE_PX - ViewExporter.RULER_PX;
    RowLayout rows = RowLayout.fitting(plan(TimelineTree.of(Maps.nodeCore(64, 16))), rowsPx);
    int width = LabelColumn.width(rows, 1400, rowsPx);
    GroupLabels drawn = LabelColumn.drawnGroups(rows, FM, width, rowsPx);
    assertThat(drawn.total()).isPositive();
    assertThat(drawn.placed(rows, FM, rowsPx)).hasSize(4);
    assertThat(width - drawn.total()).as("room left for \"63 / 15\"").isGreaterThan(FM.stringWidth("63 / 15"));
  }

  /** {@code render --rows 20-47}: the range keeps its groups, the first cut to the range and named at its top. */
  @Test
  void aRangeOfRowsNamesTheGroupsItShows() {
    RowLayout rows = new RowLayout(plan(TimelineTree.of(Maps.nodeCore(64, 16))).range(20, 47), 20);
    List<GroupLabels.Placed> placed = GroupLabels.of(rows, FM, rows.heightPx()).placed(rows, FM, rows.heightPx());
    assertThat(placed).extracting(GroupLabels.Placed::text).containsExactly("▾ node 1", "▾ node 2");
    assertThat(placed).extracting(GroupLabels.Placed::y).containsExactly(FM.getAscent(), 12 * 20 + FM.getAscent());
  }

  @Test
  void noColumnForFoldedNodesNorForGroupsLowerThanALineOfText() {
    TimelineTree tree = TimelineTree.of(Maps.nodeCore(64, 16));
    RowPlan folded = RowPlan.of(tree, Arrangement.DEFAULT.collapsedToLevel(tree, 1), new RowFilter(""));
    assertThat(GroupLabels.of(new RowLayout(folded, 20), FM, 1280).total()).isZero();
    RowLayout thin = new RowLayout(plan(TimelineTree.of(Maps.nodeCore(64, 4))), 1);
    assertThat(GroupLabels.of(thin, FM, 64).total()).as("16 groups of 4 px under a line of text").isZero();
  }

  private static RowPlan plan(TimelineTree tree) {
    return RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter(""));
  }

  private static FontMetrics metrics() {
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    g.setFont(LabelColumn.FONT);
    return g.getFontMetrics();
  }
}
