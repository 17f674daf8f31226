package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.util.List;
import javax.swing.filechooser.FileFilter;
import org.junit.jupiter.api.Test;

class TraceFileFiltersTest {
  private final List<FileFilter> filters = TraceFileFilters.all();

  @Test
  void allSupportedComesFirstAndTakesEveryKind() {
    FileFilter all = filters.get(0);
    assertThat(all.getDescription()).startsWith("All supported traces");
    for (String name : List.of("a.slog2", "b.CLOG2", "c.otf", "d.trf", "e.picl", "f.txt", "traces.otf2", "trace.prv",
        "run.paje", "simgrid.trace")) {
      assertThat(all.accept(new File(name))).as(name).isTrue();
    }
    assertThat(all.accept(new File("g.png"))).isFalse();
  }

  @Test
  void oneFilterPerFormatTakesOnlyItsFiles() {
    assertThat(filters).extracting(FileFilter::getDescription).containsExactly(
        "All supported traces (*.slog2, *.clog2, *.otf, *.otf2, *.prv, *.paje, *.trf, *.txt)", "SLOG-2 traces (*.slog2)",
        "CLOG-2 traces (*.clog2)", "OTF traces (*.otf)", "OTF2 archives (*.otf2 anchor file)", "Paraver traces (*.prv)",
        "Paje traces (*.paje, *.trace)", "PICL traces (*.trf, *.picl)", "SLOG-2 text traces (*.txt)");
    assertThat(filters.get(1).accept(new File("x.clog2"))).isFalse();
    assertThat(filters.get(2).accept(new File("x.clog2"))).isTrue();
    assertThat(filters.get(3).accept(new File("x.otf"))).isTrue();
    assertThat(filters.get(3).accept(new File("traces.otf2"))).isFalse();
    assertThat(filters.get(4).accept(new File("traces.otf2"))).isTrue();
    assertThat(filters.get(5).accept(new File("trace.prv"))).isTrue();
    assertThat(filters.get(6).accept(new File("run.paje"))).isTrue();
    assertThat(filters.get(7).accept(new File("x.otf"))).isFalse();
  }
}
