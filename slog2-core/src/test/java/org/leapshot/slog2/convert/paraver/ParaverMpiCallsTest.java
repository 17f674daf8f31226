package org.leapshot.slog2.convert.paraver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * MPI call types never nest (Paraver reads them as the last event value): a new nonzero value ends
 * the open call of its type. User functions stay a stack. Older MPI tracers write MPI_Reduce's
 * value twice, then MPI_Bcast's, then one 0, as qsort_beo3 does.
 */
class ParaverMpiCallsTest {
  @TempDir Path dir;

  private static final String PCF = """
      EVENT_TYPE
      9   50000002    MPI Collective Comm
      VALUES
      10   MPI_Allreduce
      7   MPI_Bcast
      9   MPI_Reduce
      0   End

      EVENT_TYPE
      0    60000019    User functions
      VALUES
      0      End
      5      solve
      6      reduce_rows
      """;

  /** A state as the test reads it: its name, begin and end in microseconds and timeline. */
  record Call(String name, long begin, long end, int timeline) {
    @Override
    public String toString() {
      return name + " " + begin + "-" + end;
    }
  }

  private static List<Call> states(ParaverTraceSource source) throws IOException {
    Map<Integer, Category> cats = new HashMap<>();
    List<Call> states = new ArrayList<>();
    for (TraceItem item = source.next(); item != null; item = source.next()) {
      if (item instanceof TraceItem.CategoryItem c) {
        cats.put(c.category().index(), c.category());
      } else if (item instanceof TraceItem.DrawableItem d && d.drawable() instanceof Primitive p
          && cats.get(p.categoryIndex()).topology() == Topology.STATE) {
        states.add(new Call(cats.get(p.categoryIndex()).name(), Math.round(p.start() * 1e6),
            Math.round(p.end() * 1e6), p.firstLineId()));
      }
    }
    return states;
  }

  /** The most states of {@code calls} open at one instant on one timeline (touching ends do not overlap). */
  private static int depth(List<Call> calls) {
    int deepest = 0;
    for (Call c : calls) {
      int open = (int) calls.stream()
          .filter(o -> o.timeline() == c.timeline() && o.begin() <= c.begin() && c.begin() < o.end()).count();
      deepest = Math.max(deepest, open);
    }
    return deepest;
  }

  @Test
  void aNewMpiValueEndsTheOpenCallWhileUserFunctionsNest() throws IOException {
    Files.writeString(dir.resolve("t.pcf"), PCF);
    Path prv = dir.resolve("t.prv");
    Files.writeString(prv, "#Paraver (01/01/2020 at 10:00):1000:1:1:1(1:1),0\n"
        + "2:1:1:1:1:100:50000002:9\n2:1:1:1:1:150:60000019:5\n2:1:1:1:1:200:50000002:9\n"
        + "2:1:1:1:1:250:60000019:6\n2:1:1:1:1:300:50000002:7\n2:1:1:1:1:350:60000019:0\n"
        + "2:1:1:1:1:400:50000002:0\n2:1:1:1:1:450:60000019:0\n2:1:1:1:1:500:50000002:0\n"
        + "1:1:1:1:1:0:1000:1\n");
    try (ParaverTraceSource s = ParaverTraceSource.open(prv)) {
      List<Call> calls = states(s).stream().filter(c -> !c.name().startsWith("State ")).toList();
      assertThat(calls).extracting(Call::toString).containsExactlyInAnyOrder(
          "MPI_Reduce 100-200", "MPI_Reduce 200-300", "MPI_Bcast 300-400",
          "reduce_rows 250-350", "solve 150-450");
      assertThat(depth(calls.stream().filter(c -> c.name().startsWith("MPI_")).toList())).isEqualTo(1);
      assertThat(depth(calls.stream().filter(c -> !c.name().startsWith("MPI_")).toList())).isEqualTo(2);
      assertThat(s.report().seen())
          .containsEntry("paraver: MPI calls ended by the next call of their type (no 0 between)", 2L)
          .containsEntry("paraver: call ends without an open call (not drawn)", 1L)
          .doesNotContainKey("paraver: calls still open at the end (closed at their thread's last time)");
    }
  }

  /** The values of qsort_beo3's type 50000002, as its {@code .pcf} names them. */
  private static final java.util.Set<String> COLLECTIVES = java.util.Set.of("MPI_Reduce", "MPI_Bcast", "MPI_Allreduce");

  @Test
  void qsortBeo3MpiCallsNeitherNestNorRunToTheEnd() throws IOException {
    List<Call> mpi;
    try (ParaverTraceSource s = ParaverTraceSource.open(ParaverSamplesTest.prv("qsort_beo3"))) {
      List<Call> all = states(s);
      mpi = all.stream().filter(c -> c.name().startsWith("MPI_")).toList();
      Map<Integer, Long> last = new HashMap<>();
      all.forEach(c -> last.merge(c.timeline(), c.end(), Math::max));
      assertThat((long) mpi.size()).isEqualTo(ParaverSamplesTest.scan("qsort_beo3").mpiCallValues());
      assertThat(mpi)
          .noneMatch(c -> !c.name().equals("MPI_Finalize") && c.end() == last.get(c.timeline()));
      // per type, as the calls of one type exclude each other; the tracer draws a collective's own
      // sends and receives (type 50000001) inside it (type 50000002)
      assertThat(depth(mpi.stream().filter(c -> COLLECTIVES.contains(c.name())).toList())).isEqualTo(1);
      assertThat(depth(mpi.stream().filter(c -> !COLLECTIVES.contains(c.name())).toList())).isEqualTo(1);
      assertThat(s.report().seen())
          .doesNotContainKey("paraver: calls still open at the end (closed at their thread's last time)");
    }
    assertThat(mpi.stream().filter(c -> c.name().equals("MPI_Reduce")).max(Comparator.comparingLong(
        c -> c.end() - c.begin()))).get().satisfies(c -> assertThat(c.end() - c.begin()).isLessThan(50_000));

    Path out = dir.resolve("q.slog2");
    new Converter(ConvertOptions.defaults(), null).convert(ParaverSamplesTest.prv("qsort_beo3"), out);
    try (Slog2Reader r = Slog2Reader.open(out)) {
      assertThat(r.categories().values()).filteredOn(c -> !c.isPreview())
          .allSatisfy(c -> assertThat(c.summary().exclusiveRatio()).as(c.name()).isGreaterThanOrEqualTo(0f));
    }
  }
}
