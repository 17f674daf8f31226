package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.JFrame;
import javax.swing.JTable;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.leapshot.app.testing.OnEdt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.settings.StyleStore;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategorySummary;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The legend panel alone in a window (under Xvfb), over categories named as in OTF's wrf trace:
 * the filter box, Show/Hide on the listed rows, tooltips with whole names and counts, the name
 * column's width, and a category group hidden at once and remembered with the trace's styles.
 */
class LegendPanelWindowTest {
  static final String[] NAMES = {"MPI_Send", "MPI_Recv", "MPI_Allreduce", "C_ESMC_ALARMENABLE",
      "MODULE_CONFIGURE::NL_GET_RESTART_INTERVAL_D", "MODULE_CONFIGURE::NL_SET_TIME_STEP", "write", "Compute"};
  @TempDir
  Path config;
  private CategoryStyles styles;
  private StyleStore store;
  private final Path trace = Path.of("/tmp/legend-test/wrf.slog2");
  private FrameFixture window;
  private JTableFixture legend;

  @BeforeEach
  void open() {
    Map<Integer, Category> cats = new LinkedHashMap<>();
    cats.put(Category.PREVIEW_STATE_INDEX, Category.preview(Topology.STATE));
    for (int i = 0; i < NAMES.length; i++) {
      cats.put(i, Category.of(i, NAMES[i], Topology.STATE, new Rgba(30 * i, 90, 200, 255), 1, InfoLabel.NONE)
          .withSummary(new CategorySummary(0.5f, 0.25f, 1_966_000L + i)));
    }
    store = new StyleStore(new Settings(config));
    styles = new CategoryStyles(cats);
    // As the trace workspace does: every change is saved with the trace's styles.
    styles.addListener(() -> store.save(trace, styles.snapshot()));
    // The robot sees only windows made after it, so it comes first.
    org.assertj.swing.core.Robot robot = BasicRobot.robotWithNewAwtHierarchy();
    JFrame frame = GuiActionRunner.execute(() -> {
      JFrame f = new JFrame("legend");
      LegendPanel panel = new LegendPanel(styles);
      f.add(panel);
      return f;
    });
    window = new FrameFixture(robot, frame);
    // A given size: show() alone packs the frame to whatever the table prefers.
    window.show(new Dimension(520, 420));
    legend = window.table("legendTable");
  }

  @AfterEach
  void close() {
    window.cleanUp();
  }

  /** The listed categories' names (the cells may show them cut to the column). */
  private String[] listedNames() {
    return GuiActionRunner.execute(() -> {
      JTable t = legend.target();
      String[] out = new String[t.getRowCount()];
      for (int r = 0; r < out.length; r++) {
        out[r] = String.valueOf(t.getValueAt(r, t.convertColumnIndexToView(LegendTableModel.NAME)));
      }
      return out;
    });
  }

  private boolean visible(String name) {
    return GuiActionRunner.execute(() -> styles.get(Arrays.asList(NAMES).indexOf(name)).visible());
  }

  /** The robot's click returns when the event is posted; the change lands on the EDT soon after. */
  private void awaitHidden(String name) {
    Pause.pause(OnEdt.condition(name + " hidden", () -> !visible(name)), Timeout.timeout(5000));
  }

  @Test
  void filterListsNamesContainingTheTextIgnoringCaseAndEscClearsIt() {
    legend.requireRowCount(NAMES.length);
    window.textBox("legendFilter").enterText("mpi_");
    assertThat(listedNames()).containsExactlyInAnyOrder("MPI_Send", "MPI_Recv", "MPI_Allreduce");
    window.label("legendListed").requireText("3 of 8");
    window.button("legendHideAll").requireText("Hide 3 listed");
    window.textBox("legendFilter").pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
    window.textBox("legendFilter").requireText("");
    legend.requireRowCount(NAMES.length);
    window.button("legendHideAll").requireText("Hide all");
  }

  @Test
  void checkBoxesAndHideActOnTheFilteredRowsOnly() {
    window.textBox("legendFilter").enterText("configure");
    assertThat(listedNames()).hasSize(2);
    int row = Arrays.asList(listedNames()).indexOf("MODULE_CONFIGURE::NL_SET_TIME_STEP");
    legend.cell(TableCell.row(row).column(LegendTableModel.VISIBLE)).click();
    awaitHidden("MODULE_CONFIGURE::NL_SET_TIME_STEP");
    assertThat(visible("MODULE_CONFIGURE::NL_GET_RESTART_INTERVAL_D")).isTrue();
    window.textBox("legendFilter").deleteText().enterText("MPI");
    window.button("legendHideAll").click();
    awaitHidden("MPI_Send");
    assertThat(visible("MPI_Allreduce")).isFalse();
    assertThat(visible("write")).as("not listed, so not hidden").isTrue();
    assertThat(visible("MODULE_CONFIGURE::NL_GET_RESTART_INTERVAL_D")).isTrue();
    window.button("legendShowAll").click();
    Pause.pause(OnEdt.condition("MPI_Recv shown", () -> visible("MPI_Recv")), Timeout.timeout(5000));
    assertThat(visible("MODULE_CONFIGURE::NL_SET_TIME_STEP")).as("unlisted rows keep their state").isFalse();
  }

  @Test
  void hoveringANameOrCountShowsItWhole() {
    int row = Arrays.asList(listedNames()).indexOf("MODULE_CONFIGURE::NL_GET_RESTART_INTERVAL_D");
    assertThat(tooltipAt(row, LegendTableModel.NAME)).isEqualTo("MODULE_CONFIGURE::NL_GET_RESTART_INTERVAL_D");
    assertThat(tooltipAt(row, LegendTableModel.COUNT)).contains("1,966,004 drawables");
    assertThat(legend.valueAt(TableCell.row(row).column(LegendTableModel.COUNT))).isEqualTo("1,966,004");
  }

  private String tooltipAt(int row, int column) {
    return GuiActionRunner.execute(() -> {
      JTable t = legend.target();
      Rectangle cell = t.getCellRect(row, t.convertColumnIndexToView(column), true);
      Point p = new Point(cell.x + cell.width / 2, cell.y + cell.height / 2);
      return t.getToolTipText(new MouseEvent(t, MouseEvent.MOUSE_MOVED, 0, 0, p.x, p.y, 0, false));
    });
  }

  @Test
  void theNameColumnFitsTypicalNamesAndTheHeaderResizesIt() {
    int[] widths = GuiActionRunner.execute(() -> {
      JTable t = legend.target();
      int name = t.getColumnModel().getColumn(t.convertColumnIndexToView(LegendTableModel.NAME)).getWidth();
      int all = t.getColumnModel().getTotalColumnWidth();
      return new int[] {name, t.getParent().getWidth() - all, t.getFontMetrics(t.getFont()).stringWidth("C_ESMC_ALARMENABLE"),
          t.getTableHeader().getResizingAllowed() ? 1 : 0,
          t.getColumnModel().getColumn(LegendTableModel.NAME).getResizable() ? 1 : 0};
    });
    assertThat(widths[1]).as("the name column takes the legend's spare width").isZero();
    assertThat(widths[0]).as("name column width").isGreaterThan(widths[2] + 8);
    assertThat(widths[3]).as("header allows resizing").isEqualTo(1);
    assertThat(widths[4]).as("name column resizable").isEqualTo(1);
    // Drag the name column's right border: it widens.
    Point border = GuiActionRunner.execute(() -> {
      JTable t = legend.target();
      Rectangle r = t.getTableHeader().getHeaderRect(LegendTableModel.NAME);
      return new Point(r.x + r.width - 1, r.height / 2);
    });
    window.robot().pressMouse(legend.tableHeader().target(), border, org.assertj.swing.core.MouseButton.LEFT_BUTTON);
    window.robot().moveMouse(legend.tableHeader().target(), new Point(border.x + 30, border.y));
    window.robot().releaseMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
    int after = GuiActionRunner.execute(() -> legend.target().getColumnModel().getColumn(LegendTableModel.NAME).getWidth());
    assertThat(after).isGreaterThan(widths[0] + 10);
  }

  @Test
  void aGroupIsListedAndHiddenAtOnceAndRememberedWithTheTrace() {
    window.comboBox("legendGroup").requireItemCount(3);
    window.comboBox("legendGroup").selectItem("MPI_* (3)");
    assertThat(listedNames()).containsExactlyInAnyOrder("MPI_Send", "MPI_Recv", "MPI_Allreduce");
    window.button("legendHideAll").click();
    awaitHidden("MPI_Recv");
    window.comboBox("legendGroup").selectItem("MODULE_CONFIGURE::* (2)");
    assertThat(listedNames()).hasSize(2);
    window.textBox("legendFilter").enterText("time_step");
    assertThat(listedNames()).as("filter and group together").containsExactly("MODULE_CONFIGURE::NL_SET_TIME_STEP");
    window.comboBox("legendGroup").selectItem(LegendFilterBar.ALL_GROUPS);
    window.textBox("legendFilter").deleteText();
    legend.requireRowCount(NAMES.length);
    // What a reopened trace gets back: the MPI group hidden, the rest as it was.
    Map<Integer, Category> restored = store.restore(trace, new CategoryStyles(
        GuiActionRunner.execute(() -> resetVisible(styles.snapshot()))).snapshot());
    for (int i = 0; i < NAMES.length; i++) {
      boolean hidden = restored.containsKey(i) && !restored.get(i).visible();
      assertThat(hidden).as(NAMES[i]).isEqualTo(NAMES[i].startsWith("MPI_"));
    }
  }

  private static Map<Integer, Category> resetVisible(Map<Integer, Category> m) {
    Map<Integer, Category> out = new LinkedHashMap<>();
    m.forEach((k, v) -> out.put(k, v.withVisible(true)));
    return out;
  }
}
