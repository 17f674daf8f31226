package org.leapshot.app.stats;

import java.io.IOException;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.TraceSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The statistics tests' fixture: fpilog.slog2 open for the class's tests, and its whole-run rows. */
abstract class FpilogStatistics {
  static TraceSession session;
  static LineIdMap map;

  @BeforeAll
  static void open() throws IOException {
    session = TraceSession.open(Shared.fpilog());
    map = session.lineIdMaps().get(0);
  }

  @AfterAll
  static void close() throws IOException {
    session.close();
  }

  static StatsRows whole() throws IOException {
    RangeStatistics s = session.statistics(session.timeRange().earliest(), session.timeRange().latest(), true);
    return StatsRows.of(s, session.categories(), map);
  }

  static Category category(String name) {
    return session.categories().values().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
  }
}
