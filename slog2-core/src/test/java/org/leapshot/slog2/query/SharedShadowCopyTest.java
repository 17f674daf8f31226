package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.GeneratedFilePropertiesTest.Spec;

/**
 * A window's shadows copied in chunks by several threads give the answer, bit for bit, that adding
 * them one by one on the calling thread gives: each shadow and its weights land where they would
 * have been added, whatever the chunk size and the threads (generated files, windows at several
 * resolutions and ranges, some past the run).
 */
class SharedShadowCopyTest {
  /** The files of the equivalence test: up to hundreds of timelines, nesting, composites and arrows. */
  @Provide
  Arbitrary<Spec> specs() {
    return new StatisticsBuilderEquivalenceTest().specs();
  }

  @Property(tries = 25)
  void sharedCopyGivesTheSameAnswer(@ForAll("specs") Spec spec, @ForAll @IntRange(min = 1, max = 50) int chunk,
      @ForAll @IntRange(min = 1, max = 4) int threads) throws IOException {
    ExecutorService pool = Executors.newFixedThreadPool(3);
    try {
      GeneratedTrace.withFile(spec, file -> {
        try (TraceSession s = TraceSession.open(file)) {
          TimeBox run = s.timeRange();
          int shadows = 0;
          for (int width : new int[] {1, 3, 16, 100}) {
            for (double[] range : new double[][] {{run.earliest(), run.latest()},
                {run.earliest() + 0.3 * run.duration(), run.earliest() + 0.7 * run.duration()},
                {run.earliest() - 0.2 * run.duration(), run.earliest() + 0.1 * run.duration()}}) {
              WindowResult r = s.query(WindowQuery.lod(range[0], range[1], width));
              shadows += r.shadows().size();
              StatisticsBuilder one = new StatisticsBuilder(range[0], range[1], s.categories(),
                  new MessageSizes(s.categories()));
              one.addWindow(r);
              StatisticsBuilder shared = new StatisticsBuilder(range[0], range[1], s.categories(),
                  new MessageSizes(s.categories())).shadowChunk(chunk);
              shared.addWindow(r, pool, threads);
              assertThat(shared.build(pool, threads)).as("%d px of %s", width, java.util.Arrays.toString(range))
                  .isEqualTo(one.build());
            }
          }
          Statistics.collect(shadows > chunk);
        }
      });
    } finally {
      pool.shutdown();
    }
    // most files' windows have more shadows than a chunk: they are shared
    Statistics.coverage(c -> c.check(true).percentage(p -> p > 50));
  }
}
