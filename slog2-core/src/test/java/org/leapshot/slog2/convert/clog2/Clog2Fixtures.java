package org.leapshot.slog2.convert.clog2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;

/** The real MPE traces of shared/testdata/real-mpi and a way to drain a source into lists. */
final class Clog2Fixtures {
  static final List<String> TRACES = List.of(
      "comm1_isr-4p", "cpi_log-8p", "cpilog-4p", "cpilog_pack-4p", "fpilog-4p",
      "iotest-4p", "ncpilog-4p", "pthread_allreduce-4p", "samplesort-8p", "stencil2d-8p");

  private Clog2Fixtures() {}

  static Path realMpi() {
    String shared = System.getProperty("leapshot.shared");
    if (shared == null) {
      throw new IllegalStateException("system property leapshot.shared is not set (run through Maven)");
    }
    Path dir = Path.of(shared, "testdata", "real-mpi");
    if (!Files.isDirectory(dir)) {
      throw new IllegalStateException("missing test data folder " + dir);
    }
    return dir;
  }

  static Path clog2(String trace) {
    return realMpi().resolve(trace + ".clog2");
  }

  static Stream<String> traces() {
    return TRACES.stream();
  }

  /** Everything a source handed out, in order, plus each category's last version. */
  record Drained(List<TraceItem> items, Map<Integer, Category> categories, List<LineIdMap> maps, List<Primitive> drawables) {}

  static Drained drain(Clog2TraceSource source) throws IOException {
    List<TraceItem> items = new ArrayList<>();
    Map<Integer, Category> categories = new LinkedHashMap<>();
    List<LineIdMap> maps = new ArrayList<>();
    List<Primitive> drawables = new ArrayList<>();
    for (TraceItem item = source.next(); item != null; item = source.next()) {
      items.add(item);
      if (item instanceof TraceItem.CategoryItem c) {
        categories.put(c.category().index(), c.category());
      } else if (item instanceof TraceItem.LineIdMapItem m) {
        maps.add(m.map());
      } else if (item instanceof TraceItem.DrawableItem d) {
        drawables.add((Primitive) d.drawable());
      }
    }
    return new Drained(items, categories, maps, drawables);
  }

  static Drained drain(Path clog2) throws IOException {
    try (Clog2TraceSource source = Clog2TraceSource.open(clog2)) {
      return drain(source);
    }
  }
}
