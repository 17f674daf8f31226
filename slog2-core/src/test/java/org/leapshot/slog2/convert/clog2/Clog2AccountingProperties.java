package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * For any sequence of state and message events, every event ends up in a drawable or is counted as
 * unmatched in the import report: nothing is dropped silently. Drawables come out in the order of
 * the records that complete them, so in non-decreasing end time.
 */
class Clog2AccountingProperties {
  private static final int RANKS = 3;

  /** One record: a state start or final (of state 10 or 11), or a send or receive with a tag 0..2. */
  record Op(int kind, int rank, int which) {}

  @Property(tries = 200)
  void everyEventIsDrawnOrReportedUnmatched(@ForAll("operations") List<Op> ops) throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(RANKS).worldCreated();
    int[] counts = new int[4];
    double time = 1;
    for (Op op : ops) {
      counts[op.kind()]++;
      int peer = (op.rank() + 1 + op.which() % (RANKS - 1)) % RANKS;
      switch (op.kind()) {
        case 0 -> b.bare(time, 0, op.rank(), 0, 20 + 2 * (op.which() % 2));
        case 1 -> b.bare(time, 0, op.rank(), 0, 21 + 2 * (op.which() % 2));
        case 2 -> b.msg(time, 0, op.rank(), -101, 0, peer, op.which(), 8);
        default -> b.msg(time, 0, peer, -102, 0, op.rank(), op.which(), 0);
      }
      time += 0.25;
    }
    Path file = Files.createTempFile("accounting", ".clog2");
    try (Clog2TraceSource source = Clog2TraceSource.open(b.write(file.getParent(), file.getFileName().toString()))) {
      List<Primitive> drawables = Clog2Fixtures.drain(source).drawables();
      Map<String, Long> skipped = source.report().skipped();
      long states = drawables.stream().filter(p -> p.categoryIndex() != 0).count();
      long arrows = drawables.size() - states;

      assertThat(states + skipped.getOrDefault("CLOG2 unmatched state start", 0L)).isEqualTo(counts[0]);
      assertThat(states + skipped.getOrDefault("CLOG2 unmatched state end", 0L)).isEqualTo(counts[1]);
      assertThat(arrows + skipped.getOrDefault("CLOG2 unmatched message send", 0L)).isEqualTo(counts[2]);
      assertThat(arrows + skipped.getOrDefault("CLOG2 unmatched message receive", 0L)).isEqualTo(counts[3]);
      for (int i = 1; i < drawables.size(); i++) {
        assertThat(drawables.get(i).end()).isGreaterThanOrEqualTo(drawables.get(i - 1).end());
      }
      assertThat(drawables).allMatch(p -> p.vertexCount() == Topology.STATE.vertexCount());
    } finally {
      Files.deleteIfExists(file);
    }
  }

  @Provide
  Arbitrary<List<Op>> operations() {
    Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, RANKS - 1),
        Arbitraries.integers().between(0, 2)).as(Op::new);
    return op.list().ofMaxSize(60);
  }
}
