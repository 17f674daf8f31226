package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.testing.SharedData;

/**
 * The level of detail against the exact picture on a real 1024-timeline file, read with a level
 * budget small enough that the walk stops above the window's nodes (as on 16 384 timelines, whose
 * inner nodes are megabytes): a shadow wider than a few pixels must never decide the cells. The old
 * walk answered a third of the run with shadows spread over their boxes and painted 9 % of the cells
 * wrong; now the wide subtrees are read, and where that would be too much the answer says it is
 * coarse instead.
 */
class LevelOfDetailTruthTest {
  private static final Path FILE = SharedData.testdata("reference-converted/gen-r1024_1500k_26.slog2");
  private static final long TIGHT = 200_000;
  private static final int WIDTH = 1000;

  @Test
  void overATightBudgetTheWideSubtreesAreReadAndThePictureIsTheExactOne() throws IOException {
    try (TraceSession s = TraceSession.open(FILE, SessionOptions.DEFAULT.withLodByteBudget(TIGHT).withReadAhead(false))) {
      TimeBox run = s.timeRange();
      for (double fraction : new double[] {0.3, 0.1, 0.02}) {
        double start = run.earliest() + 0.3 * run.duration();
        double end = start + fraction * run.duration();
        WindowResult lod = s.query(WindowQuery.lod(start, end, WIDTH));
        assertThat(lod.coarse()).as("%s of the run", fraction).isEmpty();
        assertThat(agreement(s, lod, start, end)).as("%s of the run", fraction).isGreaterThan(0.995);
      }
    }
  }

  @Test
  void whereReadingOnWouldCostTooMuchTheAnswerSaysItIsCoarse() throws IOException {
    try (TraceSession s = TraceSession.open(FILE, SessionOptions.DEFAULT.withLodByteBudget(TIGHT).withReadAhead(false))) {
      TimeBox run = s.timeRange();
      WindowResult whole = s.query(WindowQuery.lod(run.earliest(), run.latest(), WIDTH));
      assertThat(whole.isCoarse()).isTrue();
      assertThat(whole.coarse()).allSatisfy(c -> assertThat(c.earliest() >= run.earliest() && c.latest() <= run.latest())
          .isTrue());
      // with the default budget this file is read whole, and no part of it is coarse
      try (TraceSession roomy = TraceSession.open(FILE)) {
        WindowResult all = roomy.query(WindowQuery.lod(run.earliest(), run.latest(), WIDTH));
        assertThat(all.coarse()).isEmpty();
        assertThat(agreement(roomy, all, run.earliest(), run.latest())).isGreaterThan(0.995);
      }
    }
  }

  @Test
  void whereTheWholeWindowsDrawablesCostLessThanReadingOnItIsAnsweredFromThem() throws IOException {
    // 1 MB a level: the walk would read on into wide subtrees, 16 MB in all holds the whole file; at
    // 100 px the leaves are narrow, so the walk would answer them with shadows
    try (TraceSession s = TraceSession.open(FILE, SessionOptions.DEFAULT.withLodByteBudget(1 << 20).withReadAhead(false))) {
      TimeBox run = s.timeRange();
      WindowResult lod = s.query(WindowQuery.lod(run.earliest(), run.latest(), 100));
      assertThat(lod.shadows()).isEmpty();
      assertThat(lod.coarse()).isEmpty();
      assertThat(lod.drawables()).hasSameSizeAs(s.query(WindowQuery.exact(run.earliest(), run.latest())).drawables());
    }
  }

  /** The share of cells (timeline × column) whose category is the exact picture's. */
  private static double agreement(TraceSession s, WindowResult lod, double start, double end) throws IOException {
    LineIdMap map = s.lineIdMaps().get(0);
    int rows = map.rowCount();
    WindowResult exact = s.query(WindowQuery.exact(start, end));
    ActivityRaster a = ActivityRaster.build(start, end, WIDTH, rows, map::rowOf, s.categories(), lod.drawables(),
        lod.shadows());
    ActivityRaster b = ActivityRaster.build(start, end, WIDTH, rows, map::rowOf, s.categories(), exact.drawables(),
        exact.shadows());
    long same = 0;
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < WIDTH; c++) {
        same += a.category(r, c) == b.category(r, c) ? 1 : 0;
      }
    }
    return same / (double) (rows * (long) WIDTH);
  }
}
