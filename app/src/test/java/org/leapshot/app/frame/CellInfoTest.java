package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.CellChoice;
import org.leapshot.app.canvas.DrawnCell;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.TimeScale;
import org.leapshot.app.popup.InfoText;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/** The box's text for a click on a drawn pixel: what is drawn at once, then the state read there. */
class CellInfoTest {
  private static final int COMPUTE = 4;
  private static final int WAITALL = 5;
  private final Map<Integer, Category> cats = Map.of(
      COMPUTE, Category.of(COMPUTE, "Compute", Topology.STATE, new Rgba(255, 200, 100, 255), 1, InfoLabel.NONE),
      WAITALL, Category.of(WAITALL, "MPI_Waitall", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE));
  /** Four timelines, two per row. */
  private final PaintContext ctx = new PaintContext(new TimeScale(0, 1, 1000),
      new RowLayout(LineIdMap.identity(new int[] {0, 1, 2, 3}), 20, 2), cats, CanvasTheme.LIGHT);
  private final DrawnCell cell = new DrawnCell(1, COMPUTE, 0, 0.5, 0.501, 0.5005, new int[] {2, 3}, true);

  @Test
  void atOnceTheBoxSaysWhatIsDrawnOnWhichTimelinesOverWhichTime() {
    InfoText.Text t = CellInfo.drawn(cell, ctx, true);
    assertThat(t.title()).isEqualTo("Compute");
    assertThat(t.categoryIndex()).isEqualTo(COMPUTE);
    assertThat(t.body()).contains("Drawn here: Compute").contains("2 timelines").contains("Cell:")
        .contains("1.000 ms, 1 pixel").contains(CellInfo.LOOKING).doesNotContain("Summarises");
    assertThat(CellInfo.drawn(cell, ctx, false).body()).contains(CellInfo.NONE_FOUND);
  }

  @Test
  void thenItNamesTheRealStateAndHowManyOfTheRowsTimelinesShowItsColour() {
    Primitive p = Primitive.state(COMPUTE, 0.4, 0.6, 3, null);
    InfoText.Text t = CellInfo.found(cell, new CellChoice.Choice(p, p, 1, 2), ctx);
    assertThat(t.title()).isEqualTo("Compute");
    assertThat(t.body()).contains("Compute here on 1 of 2 timelines in this row").contains("Start:")
        .contains("Duration: 200.0 ms");
    Primitive other = Primitive.state(WAITALL, 0.5, 0.5004, 2, null);
    assertThat(CellInfo.found(cell, new CellChoice.Choice(other, other, 0, 2), ctx).body())
        .contains("no state of it was read in this pixel");
    assertThat(CellInfo.item(cell, new CellChoice.Choice(p, p, 1, 2)).row()).isEqualTo(1);
  }
}
