package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;

/** Fit all, row height steps and wheel scrolling: the row layout's arithmetic. */
class RowFitTest {
  private static LineIdMap ranks(int n) {
    int[] ids = new int[n];
    for (int i = 0; i < n; i++) {
      ids[i] = i;
    }
    return LineIdMap.identity(ids);
  }

  @Test
  void moreTimelinesThanPixelsAreSpreadOverOnePixelRowsFillingTheHeight() {
    RowLayout rows = RowLayout.fitting(ranks(4096), 600);
    assertThat(rows.rowCount()).isEqualTo(600); // the whole height, not ceil(4096 / 7) = 586 rows
    assertThat(rows.rowHeightPx()).isEqualTo(1);
    assertThat(rows.heightPx()).isEqualTo(600);
    assertThat(rows.linesPerRow()).isEqualTo(7); // 4096 / 600 = 6.83: rows of 6 or 7
    // base row b is in picture row floor(b * 600 / 4096): row 0 holds 0..6, row 1 holds 7..13, row 2 14..20
    assertThat(rows.label(0)).isEqualTo("0–6");
    assertThat(rows.label(1)).isEqualTo("7–13");
    assertThat(rows.label(599)).isEqualTo("4090–4095");
    assertThat(rows.rowOf(13)).isEqualTo(1);
    assertThat(rows.rowOf(14)).isEqualTo(2);
    assertThat(rows.rowOf(4095)).isEqualTo(599);
    assertThat(rows.lineId(2)).isEqualTo(14);
    assertThat(rows.rowAt(599.5)).isEqualTo(599);
    assertThat(rows.rowAt(600)).isEqualTo(-1);
    assertThat(rows.selection()).isEqualTo(RowSelection.of(rows.plan()));
    assertThat(rows.baseRowAt(1.5)).isEqualTo(7 + 0.5 * 7);
  }

  @Test
  void the1024TimelinesOfTheIssueFillTheirHeight() {
    for (int h : new int[] {474, 700, 1023}) {
      RowLayout rows = RowLayout.fitting(ranks(1024), h);
      assertThat(rows.rowCount()).as("rows in %d px", h).isEqualTo(h);
      assertThat(rows.heightPx()).as("height of %d px", h).isEqualTo(h);
    }
  }

  @Test
  void fewerTimelinesThanPixelsShareTheHeightUpToTheTallestRow() {
    RowLayout onePx = RowLayout.fitting(ranks(4096), 5000);
    assertThat(onePx.linesPerRow()).isEqualTo(1);
    assertThat(onePx.rowHeightPx()).isEqualTo(1);
    assertThat(onePx.selection().linesPerRow()).isEqualTo(1);
    assertThat(onePx.plan().merged()).isFalse();
    assertThat(RowLayout.fitting(ranks(4), 600).rowHeightPx()).isEqualTo(150);
    assertThat(RowLayout.fitting(ranks(4), 2000).rowHeightPx()).isEqualTo(RowLayout.MAX_ROW_PX);
  }

  @Property
  void fitAllShowsEveryTimelineWithinTheHeight(@ForAll @IntRange(min = 1, max = 20_000) int timelines,
      @ForAll @IntRange(min = 1, max = 3000) int heightPx) {
    RowLayout rows = RowLayout.fitting(ranks(timelines), heightPx);
    assertThat(rows.heightPx()).isLessThanOrEqualTo(Math.max(heightPx, 1));
    assertThat(rows.rowCount()).isEqualTo(Math.min(timelines, heightPx / RowLayout.MIN_FIT_ROW_PX));
    assertThat(rows.rowOf(timelines - 1)).isEqualTo(rows.rowCount() - 1);
    // Merged rows leave no pixel of the height unused; unmerged ones what whole rows cannot share.
    int unused = timelines > heightPx ? 0
        : heightPx / timelines > RowLayout.MAX_ROW_PX ? heightPx - timelines * RowLayout.MAX_ROW_PX
        : heightPx % timelines;
    assertThat(heightPx - rows.heightPx()).isEqualTo(unused);
    // Merging starts only when one pixel per timeline no longer fits.
    assertThat(rows.plan().merged()).isEqualTo(timelines > heightPx);
  }

  @Test
  void aRenderModelBuiltForTheMergedLayoutDrawsEachTimelineInItsMergedRow() {
    LineIdMap map = ranks(40);
    RowLayout rows = RowLayout.fitting(map, 10);
    assertThat(rows.linesPerRow()).isEqualTo(4); // 10 rows of 4: row of b = floor(b / 4)
    List<Drawable> states = List.of(Primitive.state(Fixtures.OUTER, 1, 2, 13, null),
        Primitive.state(Fixtures.OUTER, 3, 4, 39, null));
    RenderModel m = RenderModelBuilder.build(Fixtures.window(0, 10, 100, states), Fixtures.categories(), map,
        PictureOptions.ACTIVITY.withRows(rows.selection()));
    assertThat(m.states()).extracting(RenderModel.StateItem::row).containsExactlyInAnyOrder(3, 9);
    assertThat(m.activity().rowCount()).isEqualTo(rows.rowCount());
  }

  @Test
  void leavingFitRestoresOneRowPerTimeline() {
    RowLayout merged = RowLayout.fitting(ranks(4096), 600);
    RowLayout single = merged.withRowHeight(RowLayout.steppedHeight(merged.rowHeightPx(), 1));
    assertThat(single.linesPerRow()).isEqualTo(1);
    assertThat(single.rowCount()).isEqualTo(4096);
    assertThat(single.rowHeightPx()).isEqualTo(2);
    assertThat(single.label(7)).isEqualTo("7");
  }

  @Property
  void rowHeightStepsMoveWithinOneToTheMaximum(@ForAll @IntRange(min = 1, max = RowLayout.MAX_ROW_PX) int h) {
    int taller = RowLayout.steppedHeight(h, 1);
    int shorter = RowLayout.steppedHeight(h, -1);
    assertThat(taller).isBetween(1, RowLayout.MAX_ROW_PX);
    assertThat(shorter).isBetween(1, RowLayout.MAX_ROW_PX);
    assertThat(taller > h).isEqualTo(h < RowLayout.MAX_ROW_PX);
    assertThat(shorter < h).isEqualTo(h > 1);
    assertThat(RowLayout.steppedHeight(h, 3)).isEqualTo(
        RowLayout.steppedHeight(RowLayout.steppedHeight(RowLayout.steppedHeight(h, 1), 1), 1));
  }

  @Test
  void aWheelNotchScrollsThreeRowsOrEnoughLowRowsToSeeTheMove() {
    assertThat(new RowLayout(ranks(100), 28).wheelScrollPx(1)).isEqualTo(84);
    assertThat(new RowLayout(ranks(100), 28).wheelScrollPx(-2)).isEqualTo(-168);
    assertThat(new RowLayout(ranks(100), 1).wheelScrollPx(1)).isEqualTo(48);
    assertThat(new RowLayout(ranks(100), 5).wheelScrollPx(1)).isEqualTo(50); // 10 whole rows
    assertThat(new RowLayout(ranks(100), 28).wheelScrollPx(0.1)).isEqualTo(28); // a trackpad's sliver moves a row
    assertThat(new RowLayout(ranks(100), 28).wheelScrollPx(0)).isZero();
    assertThat(new RowLayout(ranks(100), 28).wheelScrollPx(1 / 3.0)).isEqualTo(28); // Up / Down keys: one row
  }

  @Test
  void labelsOfLowRowsAreSpacedSoTheyDoNotOverprint() {
    assertThat(RowAxisPanel.labelStep(28, 15)).isEqualTo(1);
    assertThat(RowAxisPanel.labelStep(17, 15)).isEqualTo(1);
    assertThat(RowAxisPanel.labelStep(16, 15)).isEqualTo(2);
    assertThat(RowAxisPanel.labelStep(1, 15)).isEqualTo(24);
    assertThat(RowAxisPanel.labelStep(4, 15)).isEqualTo(6);
  }
}
