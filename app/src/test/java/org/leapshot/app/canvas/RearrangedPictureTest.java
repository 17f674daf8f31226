package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.JFrame;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.rows.Maps;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/**
 * Folding or unfolding groups changes the rows at once, while the picture of the new rows takes
 * its time (a slow source: here, none comes until the test sets it). Meanwhile the canvas shows
 * the old picture carried over to the new rows, never background-only rows where a picture was:
 * a folded node's row from its cores' rows, an unfolded node's cores from the node's row; and the
 * new rows' own picture replaces it when it arrives. Checked by pixel colours, row by row.
 */
class RearrangedPictureTest {
  private static final int RED = 1;
  private static final int GREEN = 2;
  private static final Map<Integer, Category> STYLES = Map.of(
      RED, Category.of(RED, "Red", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE),
      GREEN, Category.of(GREEN, "Green", Topology.STATE, new Rgba(0, 200, 0, 255), 1, InfoLabel.NONE));
  /** Two nodes of four cores: node 0 is timelines 0-3, node 1 is 4-7. */
  private static final LineIdMap MAP = Maps.nodeCore(8, 4);
  private static final CanvasListener NONE = new CanvasListener() {
    @Override
    public void clicked(Hit hit, Point screen) {
    }

    @Override
    public void hovered(double timeSec, Hit hit) {
    }
  };

  @Test
  void foldedAndUnfoldedRowsShowTheOldPictureOfTheirTimelinesUntilTheirOwnArrives() {
    JFrame frame = GuiActionRunner.execute(() -> {
      TimelinePane pane = new TimelinePane(new ViewState(new TimeBox(0, 10)), MAP, Map.of(),
          org.leapshot.app.rows.GroupNames.NONE, () -> STYLES, NONE);
      JFrame f = new JFrame();
      f.addNotify(); // a peer, so that layout happens; not shown
      f.getContentPane().add(pane);
      f.setSize(700, 500);
      f.validate();
      return f;
    });
    try {
      check((TimelinePane) frame.getContentPane().getComponent(0));
    } finally {
      GuiActionRunner.execute(frame::dispose);
    }
  }

  /** Off the EDT: each step on it, the pictures painted on it by {@link CanvasImage}. */
  private static void check(TimelinePane pane) {
    TimelineCanvas canvas = pane.canvas();
    // every core of node 1 busy in red, node 0 idle: the picture of the unfolded rows
    onEdt(() -> canvas.setModel(model(RED, 4, 5, 6, 7)));
    assertThat(redRows(canvas)).containsExactly(false, false, false, false, true, true, true, true);
    assertThat(GuiActionRunner.execute(canvas::isPictureSettled)).isTrue();

    onEdt(() -> pane.arranger().collapseToLevel(1)); // Ctrl+Shift+1; the model for the two node rows is not there yet
    assertThat(GuiActionRunner.execute(() -> canvas.rows().rowCount())).isEqualTo(2);
    assertThat(redRows(canvas)).as("node 1's row from its cores' rows, node 0's stays idle").containsExactly(false, true);
    assertThat(GuiActionRunner.execute(canvas::isPictureSettled)).as("the picture of the new rows is still to come")
        .isFalse();

    onEdt(() -> pane.arranger().expandAll()); // back before that model came: from the carried-over picture
    assertThat(redRows(canvas)).containsExactly(false, false, false, false, true, true, true, true);

    onEdt(() -> pane.arranger().collapseToLevel(1));
    CanvasImage.of(canvas);
    onEdt(() -> canvas.setModel(model(GREEN, 0))); // the folded rows' own picture: node 0 busy in green, node 1 idle
    BufferedImage real = CanvasImage.of(canvas);
    assertThat(rows(canvas, real, RearrangedPictureTest::red)).as("the carried-over picture is replaced")
        .containsExactly(false, false);
    assertThat(rows(canvas, real, RearrangedPictureTest::green)).containsExactly(true, false);
    assertThat(GuiActionRunner.execute(canvas::isPictureSettled)).isTrue();
  }

  private static void onEdt(Runnable step) {
    GuiActionRunner.execute(step::run);
  }

  /** A model of the window 0..10 with a state of {@code category} over the whole window on each of {@code rows}. */
  private static RenderModel model(int category, int... rows) {
    List<RenderModel.StateItem> states = new ArrayList<>();
    for (int r : rows) {
      states.add(new RenderModel.StateItem(0, 10, r, 0, category, null, null, 1));
    }
    return new RenderModel(0, 10, 0.01, MAP.title(), states, List.of(), List.of(), List.of(), states.size());
  }

  private static List<Boolean> redRows(TimelineCanvas c) {
    return rows(c, CanvasImage.of(c), RearrangedPictureTest::red);
  }

  /** For each row: whether most pixels of its middle band (away from the edges) pass {@code colour}. */
  private static List<Boolean> rows(TimelineCanvas c, BufferedImage img, java.util.function.IntPredicate colour) {
    RowLayout rows = GuiActionRunner.execute(c::rows);
    List<Boolean> out = new ArrayList<>();
    for (int r = 0; r < rows.rowCount(); r++) {
      int y0 = rows.top(r) + rows.rowHeightPx() / 4;
      int y1 = rows.top(r) + rows.rowHeightPx() * 3 / 4;
      int hits = 0;
      int all = 0;
      for (int y = y0; y < y1; y++) {
        for (int x = 10; x < img.getWidth() - 10; x += 3) {
          all++;
          hits += colour.test(img.getRGB(x, y)) ? 1 : 0;
        }
      }
      out.add(hits > all / 2);
    }
    return out;
  }

  private static boolean red(int rgb) {
    Color c = new Color(rgb);
    return c.getRed() > 180 && c.getGreen() < 90 && c.getBlue() < 90;
  }

  private static boolean green(int rgb) {
    Color c = new Color(rgb);
    return c.getGreen() > 150 && c.getRed() < 90 && c.getBlue() < 90;
  }

}
