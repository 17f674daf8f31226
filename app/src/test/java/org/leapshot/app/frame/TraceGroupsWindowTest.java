package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JTable;
import javax.swing.table.TableColumn;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.importing.ConversionCache;
import org.leapshot.app.legend.LegendTableModel;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.testing.CanvasImage;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.testing.TemporaryConversionCache;
import org.leapshot.slog2.convert.CategoryGroupsFile;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Rgba;

/**
 * OTF's wrf trace opened in the viewer (converted once into a temporary cache): the legend lists
 * the trace's own function groups from the groups file the converter wrote, colours every member
 * of a group in the group's colour on the legend's swatches and the canvas, and restores that
 * when the trace is opened again; a corrupt groups file is ignored with a status line. At the
 * default window size the legend's number columns are whole.
 */
class TraceGroupsWindowTest extends EdtChecked implements TemporaryConversionCache {
  /** The default window on a 1280×800 screen (MainWindow takes 9/10 of the screen). */
  static final int WIDTH = 1152;
  static final int HEIGHT = 720;
  private static Path wrf;
  @TempDir
  Path config;
  private FrameFixture window;
  private MainWindow main;

  @BeforeAll
  static void findWrf() {
    wrf = Shared.testdata("otf/wrf/wrf.otf");
  }

  @AfterEach
  void close() {
    if (window != null) {
      window.cleanUp();
    }
  }

  private void open(Path trace, Path settings) {
    if (main != null) {
      main.settings().flush(); // what the viewer's exit does; the new window reads the files again
    }
    main = GuiActionRunner.execute(() -> ViewerMain.open(new Settings(settings), null));
    window = new FrameFixture(main);
    GuiActionRunner.execute(() -> main.setSize(WIDTH, HEIGHT));
    GuiActionRunner.execute(() -> main.open(trace));
    Pause.pause(OnEdt.condition(trace.getFileName() + " open", () -> main.workspace() != null && !main.isOpening()
        && !main.opener().isBusy()), Timeout.timeout(120_000));
    ViewerProbe.awaitIdle(main);
  }

  private List<String> groupChoices() {
    return GuiActionRunner.execute(this::groupChoicesOnEdt);
  }

  private List<String> groupChoicesOnEdt() {
    JComboBox<?> box = ViewerProbe.find(main, "legendGroup", JComboBox.class);
    List<String> labels = new ArrayList<>();
    for (int i = 1; i < box.getItemCount(); i++) {
      labels.add(((org.leapshot.app.legend.CategoryGroup) box.getItemAt(i)).label());
    }
    return labels;
  }

  private void awaitGroups(String first) {
    Pause.pause(OnEdt.condition("groups listed", () -> {
      JComboBox<?> box = ViewerProbe.find(main, "legendGroup", JComboBox.class);
      return box.getItemCount() > 1 && box.getItemAt(1) instanceof org.leapshot.app.legend.CategoryGroup g
          && g.label().startsWith(first);
    }), Timeout.timeout(60_000)); // opening (a conversion) can take long on a loaded machine
  }

  private Category category(String name) {
    return GuiActionRunner.execute(() -> main.workspace().styles().snapshot().values().stream()
        .filter(c -> c.name().equals(name)).findFirst().orElseThrow());
  }

  /** Canvas pixels painted exactly in {@code c}'s colour as the canvas fills it. */
  private int pixelsOf(Category c) {
    Pause.pause(OnEdt.condition("viewer idle", () -> main.workspace().isIdle()), Timeout.timeout(20_000));
    Color fill = GuiActionRunner.execute(() -> new PaintContext(null, null, Map.of(c.index(), c),
        main.workspace().timeline().canvas().theme()).fill(c.index()));
    BufferedImage img = CanvasImage.of(main.workspace().timeline().canvas());
    int n = 0;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        n += (img.getRGB(x, y) & 0xFFFFFF) == (fill.getRGB() & 0xFFFFFF) ? 1 : 0;
      }
    }
    return n;
  }

  /** Waits until the canvas (redrawn in the background after a style change) shows what {@code ok} wants. */
  private int awaitPixels(Category c, java.util.function.IntPredicate ok, String what) {
    int[] last = {-1};
    Pause.pause(new org.assertj.swing.timing.Condition(what) {
      @Override
      public boolean test() {
        last[0] = pixelsOf(c);
        return ok.test(last[0]);
      }
    }, Timeout.timeout(20_000));
    return last[0];
  }

  /** The swatch's middle pixel in the legend row of {@code name}, as the table paints it. */
  private int swatchRgb(String name) {
    return GuiActionRunner.execute(() -> {
      JTable t = ViewerProbe.find(main, "legendTable", JTable.class);
      int row = -1;
      for (int r = 0; r < t.getRowCount(); r++) {
        if (name.equals(t.getValueAt(r, t.convertColumnIndexToView(LegendTableModel.NAME)))) {
          row = r;
        }
      }
      int col = t.convertColumnIndexToView(LegendTableModel.ICON);
      Component cell = t.prepareRenderer(t.getCellRenderer(row, col), row, col);
      java.awt.Rectangle r = t.getCellRect(row, col, false);
      cell.setSize(r.width, r.height);
      BufferedImage img = new BufferedImage(r.width, r.height, BufferedImage.TYPE_INT_RGB);
      java.awt.Graphics2D g = img.createGraphics();
      cell.paint(g);
      g.dispose();
      return img.getRGB(r.width / 2, r.height / 2) & 0xFFFFFF;
    });
  }

  @Test
  void theTracesOwnGroupsAreListedColouredByAndRestored() throws IOException {
    open(wrf, config);
    awaitGroups("MPI (");
    Path entry = GuiActionRunner.execute(() -> main.workspace().trace().path());
    assertThat(CategoryGroupsFile.of(entry)).exists();
    // wrf.0.def's function groups (DFG), members counted from the converted categories
    assertThat(groupChoices()).contains("MPI (9)", "WRF (419)", "DYN (50)", "PHYS (34)", "IO_NETCDF (34)")
        .noneMatch(label -> label.endsWith("* (9)") || label.startsWith("MODULE_"));

    String member = "MODULE_DOMAIN::ALLOC_SPACE_FIELD"; // a WRF function, 5 s a timeline
    Category own = category(member);
    int ownPixels = pixelsOf(own);
    assertThat(ownPixels).as("the member in its own colour on the canvas").isGreaterThan(500);
    window.toggleButton("legendColourByGroup").click();
    Pause.pause(OnEdt.condition("coloured by group", () -> main.workspace().styles().groupColours().isOn()),
        Timeout.timeout(5000));
    Category grouped = category(member);
    Rgba wrfColour = grouped.color();
    assertThat(wrfColour).isNotEqualTo(own.color());
    String sibling = "MODULE_CONFIGURE::INIT_MODULE_CONFIGURE";
    assertThat(category(sibling).color()).as("another WRF function").isEqualTo(wrfColour);
    assertThat(category("MODULE_RADIATION_DRIVER::RADIATION_DRIVER").color()).as("a PHYS function")
        .isNotEqualTo(wrfColour);
    assertThat(category("MPI_Wait").color()).as("an MPI function").isNotEqualTo(wrfColour)
        .isEqualTo(category("MPI_Isend").color());
    assertThat(swatchRgb(member)).isEqualTo(swatchRgb(sibling))
        .isEqualTo(PaintContext.toColor(wrfColour).getRGB() & 0xFFFFFF);
    awaitPixels(own, n -> n < ownPixels / 10, "the member's own colour gone from the canvas");
    int groupPixels = awaitPixels(grouped, n -> n > ownPixels * 2, "all WRF functions in one colour");

    assertStatisticsChartPaints(Map.of(member, wrfColour, sibling, wrfColour));

    window.cleanUp();
    open(wrf, config);
    Pause.pause(OnEdt.condition("colouring restored", () -> main.workspace().styles().groupColours().isOn()),
        Timeout.timeout(60_000)); // opening (a conversion) can take long on a loaded machine
    window.toggleButton("legendColourByGroup").requireSelected();
    assertThat(category(member).color()).isEqualTo(wrfColour);
    awaitPixels(grouped, n -> n > groupPixels * 9 / 10, "the group's colour on the canvas again");

    window.toggleButton("legendColourByGroup").click();
    Pause.pause(OnEdt.condition("own colours", () -> !main.workspace().styles().groupColours().isOn()),
        Timeout.timeout(5000));
    assertThat(category(member).color()).isEqualTo(own.color());
    assertThat(swatchRgb(member)).isEqualTo(PaintContext.toColor(own.color()).getRGB() & 0xFFFFFF);
  }

  /** The statistics chart of the whole run paints the listed categories (those among its bars) in these colours. */
  private void assertStatisticsChartPaints(Map<String, Rgba> expected) {
    GuiActionRunner.execute(() -> main.statistics().actionPerformed(null));
    org.leapshot.app.stats.StatisticsWindow stats = GuiActionRunner.execute(() -> main.statistics().lastWindow());
    Pause.pause(OnEdt.condition("exact statistics", () -> !stats.isComputing()
        && ViewerProbe.find(stats, "statsChart", org.jfree.chart.ChartPanel.class) != null), Timeout.timeout(60_000));
    int checked = GuiActionRunner.execute(() -> {
      org.jfree.chart.plot.CategoryPlot plot = ViewerProbe.find(stats, "statsChart", org.jfree.chart.ChartPanel.class)
          .getChart().getCategoryPlot();
      int n = 0;
      for (int i = 0; i < plot.getDataset().getRowCount(); i++) {
        Rgba want = expected.get(String.valueOf(plot.getDataset().getRowKey(i)));
        if (want != null) {
          assertThat(((Color) plot.getRenderer().getSeriesPaint(i)).getRGB() & 0xFFFFFF)
              .isEqualTo(PaintContext.toColor(want).getRGB() & 0xFFFFFF);
          n++;
        }
      }
      stats.dispose();
      return n;
    });
    assertThat(checked).as("bars of " + expected.keySet()).isPositive();
  }

  @Test
  void aCorruptGroupsFileIsIgnoredWithAStatusLine() throws IOException {
    open(wrf, config);
    awaitGroups("MPI (");
    Path entry = GuiActionRunner.execute(() -> main.workspace().trace().path());
    window.cleanUp();
    Path copy = Files.copy(entry, config.resolve("wrf.slog2"));
    List<String> lines = new ArrayList<>(Files.readAllLines(CategoryGroupsFile.of(entry)));
    lines.set(3, "3\tnot the name of category 3\tWRF");
    Files.write(CategoryGroupsFile.of(copy), lines);

    open(copy, config.resolve("other-settings"));
    Pause.pause(OnEdt.condition("status line", () -> ViewerProbe.find(main, "statusItem", JLabel.class).getText()
        .startsWith("Category groups ignored: ")), Timeout.timeout(60_000)); // slow when loaded
    assertThat(GuiActionRunner.execute(() -> ViewerProbe.find(main, "statusItem", JLabel.class).getText()))
        .contains(CategoryGroupsFile.of(copy).toString(), "line 4");
    awaitGroups("MPI_* (");
    // The legend lists groups made from names at once and again when the file's are refused, from
    // background work. (It once held only "MPI_* (11)": the demo opened at launch had ended last
    // and replaced the trace; see LatestOpenWinsTest.)
    Pause.pause(OnEdt.condition("groups made from names", () -> groupChoicesOnEdt().stream()
        .anyMatch(label -> label.startsWith("MODULE_CONFIGURE::* ("))), Timeout.timeout(20_000));
    assertThat(groupChoices()).anyMatch(label -> label.startsWith("MODULE_CONFIGURE::* ("));
  }

  @Test
  void theLegendsNumberColumnsAreWholeAtTheDefaultSize() {
    open(wrf, config);
    GuiActionRunner.execute(() -> {
      JTable t = ViewerProbe.find(main, "legendTable", JTable.class);
      int right = 0;
      for (int col : new int[] {LegendTableModel.COUNT, LegendTableModel.INCLUSIVE, LegendTableModel.EXCLUSIVE}) {
        TableColumn c = t.getColumnModel().getColumn(t.convertColumnIndexToView(col));
        Component header = t.getTableHeader().getDefaultRenderer().getTableCellRendererComponent(t,
            c.getHeaderValue(), false, false, -1, t.convertColumnIndexToView(col));
        assertThat(c.getWidth()).as(c.getHeaderValue() + " column").isGreaterThanOrEqualTo(
            header.getPreferredSize().width);
        int view = t.convertColumnIndexToView(col);
        for (int r = 0; r < t.getRowCount(); r++) {
          Component cell = t.prepareRenderer(t.getCellRenderer(r, view), r, view);
          assertThat(cell.getPreferredSize().width).as(c.getHeaderValue() + " of row " + r).isLessThanOrEqualTo(
              c.getWidth());
        }
        right = Math.max(right, t.getCellRect(0, t.convertColumnIndexToView(col), true).x + c.getWidth());
      }
      javax.swing.JViewport vp = (javax.swing.JViewport) t.getParent();
      javax.swing.JScrollPane sp = (javax.swing.JScrollPane) vp.getParent();
      // Every column is in view, or the table scrolls sideways to it.
      assertThat(right <= vp.getWidth() || sp.getHorizontalScrollBar().isVisible()).as(
          "columns end at " + right + " in a viewport " + vp.getWidth() + " wide").isTrue();
      return null;
    });
  }
}
