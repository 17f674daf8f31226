package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/** Exact range statistics on the real files against a naive quadratic computation. */
class RangeStatisticsTest {

  @AfterContainer
  static void closeAll() throws IOException {
    RealFileWindowPropertiesTest.closeAll();
  }

  @Provide
  Arbitrary<String> files() {
    return Arbitraries.of(RealFileWindowPropertiesTest.FILES);
  }

  @Provide
  Arbitrary<Double> fractions() {
    return Arbitraries.doubles().between(-0.1, 1.1);
  }

  @Property(tries = 200)
  void exactStatisticsMatchNaiveComputation(@ForAll("files") String file, @ForAll("fractions") double a,
      @ForAll("fractions") double b) throws IOException {
    TraceSession s = RealFileWindowPropertiesTest.session(file);
    TimeBox run = s.timeRange();
    double t0 = run.earliest() + Math.min(a, b) * run.duration();
    double t1 = run.earliest() + Math.max(a, b) * run.duration();
    RangeStatistics st = s.statistics(t0, t1, true);
    assertThat(st.approximate()).isFalse();
    Naive expected = new Naive(t0, t1, s.categories(), RealFileWindowPropertiesTest.all(file));
    assertThat(st.byTimeline().keySet()).isEqualTo(expected.byTimeline.keySet());
    double tolerance = 1e-9 * Math.max(1, run.duration());
    expected.byTimeline.forEach((line, cats) -> {
      assertThat(st.byTimeline().get(line).keySet()).isEqualTo(cats.keySet());
      cats.forEach((cat, v) -> {
        DurationStats got = st.byTimeline().get(line).get(cat);
        assertThat(got.count()).as("count line %d cat %d", line, cat).isEqualTo((long) v[0]);
        assertThat(got.inclusive()).as("inclusive line %d cat %d", line, cat).isCloseTo(v[1], within(tolerance));
        assertThat(got.exclusive()).as("exclusive line %d cat %d", line, cat).isCloseTo(v[2], within(tolerance));
      });
    });
    assertThat(st.messages()).isEqualTo(expected.messages);
  }

  /** The definition, spelled out: children of a state are the states it covers with nothing between. */
  private static final class Naive {
    final Map<Integer, Map<Integer, double[]>> byTimeline = new HashMap<>();
    final Map<LinePair, MessageStats> messages = new HashMap<>();

    Naive(double t0, double t1, Map<Integer, Category> cats, List<Drawable> all) {
      MessageSizes sizes = new MessageSizes(cats);
      List<Primitive> states = new ArrayList<>();
      for (Drawable d : all) {
        List<Primitive> ps = d instanceof Primitive p ? List.of(p) : ((Composite) d).primitives();
        for (Primitive p : ps) {
          if (p.start() > t1 || p.end() < t0) {
            continue;
          }
          Topology topo = cats.get(p.categoryIndex()).topology();
          double clip = Math.max(0, Math.min(p.end(), t1) - Math.max(p.start(), t0));
          if (topo == Topology.STATE) {
            states.add(p);
          } else if (topo == Topology.EVENT) {
            add(p, 0, 0);
          } else {
            add(p, clip, clip);
            long size = sizes.sizeOf(p.categoryIndex(), p.info());
            messages.merge(new LinePair(p.lineId(0), p.lineId(1)),
                new MessageStats(1, Math.max(size, 0), size >= 0 ? 1 : 0), MessageStats::plus);
          }
        }
      }
      for (Primitive p : states) {
        double excl = clip(p, t0, t1);
        for (Primitive q : states) {
          if (q != p && isParent(p, q, states)) {
            excl -= clip(q, t0, t1);
          }
        }
        add(p, clip(p, t0, t1), excl);
      }
    }

    private static boolean isParent(Primitive p, Primitive q, List<Primitive> states) {
      if (!sameLineCovers(p, q) || (sameBox(p, q) && states.indexOf(q) < states.indexOf(p))) {
        return false;
      }
      for (Primitive r : states) {
        if (r != p && r != q && sameLineCovers(p, r) && sameLineCovers(r, q) && !sameBox(r, p) && !sameBox(r, q)) {
          return false;
        }
      }
      return true;
    }

    private static boolean sameLineCovers(Primitive outer, Primitive inner) {
      return outer.lineId(0) == inner.lineId(0) && outer.start() <= inner.start() && inner.end() <= outer.end();
    }

    private static boolean sameBox(Primitive a, Primitive b) {
      return a.start() == b.start() && a.end() == b.end();
    }

    private static double clip(Primitive p, double t0, double t1) {
      return Math.max(0, Math.min(p.end(), t1) - Math.max(p.start(), t0));
    }

    private void add(Primitive p, double incl, double excl) {
      double[] v = byTimeline.computeIfAbsent(p.lineId(0), k -> new HashMap<>())
          .computeIfAbsent(p.categoryIndex(), k -> new double[3]);
      v[0]++;
      v[1] += incl;
      v[2] += excl;
    }
  }
}
