package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.stats.StatisticsWindow;
import org.leapshot.app.testing.EdtChecked;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.testing.TemporaryConversionCache;
import org.leapshot.slog2.convert.TimelineNamesFile;

/**
 * StarPU's Paje sample opened in the viewer (converted once into a temporary cache): the rows are
 * labelled with the containers' paths as {@code pj_dump} names them ("root/program/MEMNODE0/18190/
 * CPU0"), the conversion cache keeps the names with its entry, and the axis filter finds a timeline
 * by name, and the Statistics window names them alike; groups are named as the trace names them
 * (Paraver's nodes from the {@code .row} file, OTF2's system-tree nodes and processes), collapsed
 * too, and found by name. A damaged names file is ignored with a status line, the labels back to
 * the map's numbers.
 */
class TimelineNamesWindowTest extends EdtChecked implements TemporaryConversionCache {
  private static final Path PAJE = Shared.testdata("paje/native_sample/native_sample.trace");
  @TempDir
  Path config;
  private FrameFixture window;
  private MainWindow main;

  @AfterEach
  void close() {
    if (window != null) {
      window.cleanUp();
    }
  }

  /** Opens {@code trace} as the command line does (converting it into the cache) and waits until it shows. */
  private void open(Path trace, Path settings) {
    main = GuiActionRunner.execute(() -> {
      MainWindow w = ViewerMain.open(new Settings(settings), trace);
      w.setSize(1152, 720);
      return w;
    });
    window = new FrameFixture(main);
    Pause.pause(OnEdt.condition(trace.getFileName() + " shown", () -> main.workspace() != null
        && main.workspace().trace().name().startsWith(trace.getFileName().toString()) && !main.opener().isBusy()),
        Timeout.timeout(120_000));
    ViewerProbe.awaitIdle(main);
  }

  private List<String> labels() {
    return GuiActionRunner.execute(() -> {
      RowLayout rows = main.workspace().timeline().canvas().rows();
      return IntStream.range(0, rows.rowCount()).mapToObj(rows::label).toList();
    });
  }

  @Test
  void aPajeTracesRowsAreNamedByItsContainersAndFoundByName() {
    open(PAJE, config);
    Path entry = GuiActionRunner.execute(() -> main.workspace().trace().path());
    assertThat(TimelineNamesFile.of(entry)).as("kept with the cache's entry").exists();
    assertThat(labels()).hasSize(10).contains("root/program/scheduler", "root/program/MEMNODE0/18190",
        "root/program/MEMNODE0/18190/CPU0", "root/program/MEMNODE0/18193/CPU3");

    // the Statistics window names them too (the by-timeline table's first column)
    window.menuItem("menuStatistics").click();
    DialogFixture stats = WindowFinder.findDialog("statisticsWindow").withTimeout(10_000).using(window.robot());
    StatisticsWindow w = (StatisticsWindow) stats.target();
    Pause.pause(OnEdt.condition("statistics computed", () -> w.rows() != null && !w.isComputing()),
        Timeout.timeout(60_000));
    stats.tabbedPane("statsTabs").selectTab(1);
    assertThat(Arrays.stream(stats.table("statsByTimeline").contents()).map(r -> r[0]))
        .contains("root/program/MEMNODE0/18190/CPU0", "root/program/MEMNODE0/18193/CPU3")
        .noneMatch(l -> l.matches("[0-9 /]+"));
    stats.close();

    window.textBox("rowFilter").enterText("CPU2");
    Pause.pause(OnEdt.condition("filtered", () -> main.workspace().timeline().canvas().rows().rowCount() == 1),
        Timeout.timeout(10_000));
    assertThat(labels()).containsExactly("root/program/MEMNODE0/18192/CPU2");
  }

  private void awaitRows(int count) {
    Pause.pause(OnEdt.condition(count + " rows", () -> main.workspace().timeline().canvas().rows().rowCount() == count),
        Timeout.timeout(10_000));
  }

  @Test
  void aParaverTracesNodesAreNamedAsItsRowFileNamesThem() {
    open(Shared.testdata("paraver/prime_v0/prime_v0.prv"), config);
    window.comboBox("mapCombo").selectItem("Paraver nodes");
    Pause.pause(OnEdt.condition("nodes map", () -> main.workspace().map().title().equals("Paraver nodes")),
        Timeout.timeout(10_000));
    window.menuItemWithPath("View", "Collapse All to Level 1").click();
    awaitRows(4);
    assertThat(labels()).containsExactly("c7101 (13)", "c7102 (1)", "c7103 (1)", "c7105 (1)");
    window.menuItemWithPath("View", "Expand All Groups").click();
    awaitRows(16);
    assertThat(labels()).contains("THREAD 1.1.1", "THREAD 1.16.1");

    // typing a node's name finds its threads, whose own names do not hold it; its number still does
    window.textBox("rowFilter").enterText("c7103");
    awaitRows(1);
    assertThat(labels()).containsExactly("THREAD 1.15.1");
    window.textBox("rowFilter").deleteText().enterText("node 1");
    awaitRows(13);
    window.textBox("rowFilter").deleteText();
    awaitRows(16);
  }

  @Test
  void anOtf2TracesGroupsAreNamedByItsSystemTree() {
    open(Shared.testdata("otf2/otf2_test_traces/traces.otf2"), config);
    assertThat(GuiActionRunner.execute(() -> main.workspace().map().title())).isEqualTo("System Tree View");
    // ten nodes of one rank of one thread: no groups of one ("kn1.eth (1)", "MPI Rank 0 (1)") to fold;
    // the rows are the timelines, named by the system tree
    assertThat(GuiActionRunner.execute(() -> main.workspace().timeline().canvas().rows().plan().tree().levels()))
        .isZero();
    awaitRows(10);
    assertThat(labels()).allSatisfy(l -> assertThat(l).contains("MPI Rank")).anySatisfy(l -> assertThat(l)
        .contains("kn10.eth"));
  }

  @Test
  void aDamagedNamesFileIsIgnoredWithAStatusLine() throws IOException {
    open(PAJE, config);
    Path entry = GuiActionRunner.execute(() -> main.workspace().trace().path());
    List<String> numbers = new ArrayList<>();
    GuiActionRunner.execute(() -> {
      var map = main.workspace().map();
      for (int r = 0; r < map.rowCount(); r++) {
        numbers.add(org.leapshot.app.rows.TimelineTree.pathLabel(map, r));
      }
    });
    window.cleanUp();
    Path copy = Files.copy(entry, config.resolve("starpu.slog2"));
    // the first timeline's line ID made one the trace does not have
    Files.writeString(TimelineNamesFile.of(copy), Files.readString(TimelineNamesFile.of(entry)).replace("\n0\t", "\n77\t"));

    open(copy, config.resolve("other-settings"));
    Pause.pause(OnEdt.condition("status line", () -> ViewerProbe.find(main, "statusItem", JLabel.class).getText()
        .startsWith("Timeline names ignored: ")), Timeout.timeout(60_000));
    assertThat(GuiActionRunner.execute(() -> ViewerProbe.find(main, "statusItem", JLabel.class).getText()))
        .contains(TimelineNamesFile.of(copy).toString(), "line 3", "line ID 77");
    assertThat(labels()).containsExactlyInAnyOrderElementsOf(numbers).noneMatch(l -> l.contains("root"));
  }
}
