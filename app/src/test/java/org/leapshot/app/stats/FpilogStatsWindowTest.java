package org.leapshot.app.stats;

import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.leapshot.app.testing.FpilogWindowTest;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.query.TraceSession;

/** The viewer on fpilog.slog2 plus an engine session of it, for Statistics windows made by hand. */
abstract class FpilogStatsWindowTest extends FpilogWindowTest {
  static TraceSession session;

  @BeforeAll
  static void openSession() throws IOException {
    session = TraceSession.open(Shared.fpilog());
  }

  @AfterAll
  static void closeSession() throws IOException {
    session.close();
  }
}
