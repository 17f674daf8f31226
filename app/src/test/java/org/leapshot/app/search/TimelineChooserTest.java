package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.rows.Arrangement;
import org.leapshot.app.rows.RowFilter;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.slog2.model.LineIdMap;

/** The search's timeline chooser follows the axis's arrangement: hidden timelines left out, moved ones in place. */
class TimelineChooserTest {
  private static final TimelineTree TREE = TimelineTree.of(LineIdMap.identity(new int[] {0, 1, 2, 3, 4, 5}));

  private static RowLayout rows(Arrangement a, int heightPx) {
    return RowLayout.fitting(RowPlan.of(TREE, a, new RowFilter("")), heightPx);
  }

  @Test
  void hiddenTimelinesAreNotOfferedNorSearchedAndTicksSurviveRearranging() {
    Arrangement hidden = Arrangement.DEFAULT.withHidden("l2", true)
        .moved(TREE, TREE.nodeOf("l5"), TREE.nodeOf("l0"), false);
    GuiActionRunner.execute(() -> {
      TimelineChooser c = new TimelineChooser();
      c.setRows(rows(hidden, 600));
      assertThat(labels(c)).containsExactly("LineID 5", "LineID 0", "LineID 1", "LineID 3", "LineID 4");
      // Nothing ticked: every shown timeline, not the hidden one.
      assertThat(c.selectedLineIds()).containsExactlyInAnyOrder(5, 0, 1, 3, 4);
      c.select(Set.of(3));
      assertThat(c.selectedLineIds()).containsExactly(3);
      // Fit all merging rows (3 px for 5 timelines) lists the same timelines, one by one.
      c.setRows(rows(hidden, 3));
      assertThat(labels(c)).containsExactly("LineID 5", "LineID 0", "LineID 1", "LineID 3", "LineID 4");
      assertThat(c.selectedLineIds()).containsExactly(3);
      // Showing all again offers all six, in map order, and the tick stays on timeline 3.
      c.setRows(rows(Arrangement.DEFAULT, 600));
      assertThat(labels(c)).containsExactly("LineID 0", "LineID 1", "LineID 2", "LineID 3", "LineID 4", "LineID 5");
      assertThat(c.selectedLineIds()).containsExactly(3);
      c.select(Set.of());
      assertThat(c.selectedLineIds()).isNull(); // all, as before any arrangement
      return null;
    });
  }

  @Test
  void sixteenThousandTimelinesAreNotListedOneByOneButTheTickedOnesAndTheFilterAre() {
    int[] ids = new int[16_384];
    for (int k = 0; k < ids.length; k++) {
      ids[k] = k;
    }
    TimelineTree big = TimelineTree.of(LineIdMap.identity(ids));
    RowLayout rows = RowLayout.fitting(RowPlan.of(big, Arrangement.DEFAULT, new RowFilter("")), 800);
    RowLayout one = RowLayout.fitting(RowPlan.of(big, Arrangement.DEFAULT, new RowFilter("12345")), 800);
    GuiActionRunner.execute(() -> {
      TimelineChooser c = new TimelineChooser();
      boolean[] narrowed = {false};
      c.setNarrowAction(() -> narrowed[0] = true);
      c.setRows(rows);
      // "All timelines", a separator, the hint and "Filter Timelines…": not 16 384 check boxes.
      assertThat(c.listedCount()).isEqualTo(4);
      c.select(Set.of(3000));
      assertThat(c.listedCount()).as("the ticked one can be unticked").isEqualTo(5);
      assertThat(c.selectedLineIds()).containsExactly(3000);
      ((javax.swing.JMenuItem) find(c, "searchTimelinesFilter")).doClick();
      assertThat(narrowed[0]).isTrue();
      // Filtered on the axis to one rank since the bar last looked: the menu reads the axis when it
      // opens, lists that rank, and search looks at it alone when nothing is ticked.
      c.select(Set.of());
      c.setRowsSource(() -> one);
      assertThat(c.listedCount()).isEqualTo(3);
      assertThat(c.selectedLineIds()).containsExactly(12345);
      return null;
    });
  }

  /** The chooser's menu item of that name, after {@code listedCount} filled the menu. */
  private static java.awt.Component find(TimelineChooser c, String name) {
    c.listedCount();
    javax.swing.JPopupMenu menu = (javax.swing.JPopupMenu) c.menuForTests();
    for (java.awt.Component k : menu.getComponents()) {
      if (name.equals(k.getName())) {
        return k;
      }
    }
    throw new AssertionError(name);
  }

  private static List<String> labels(TimelineChooser c) {
    return c.offered();
  }
}
