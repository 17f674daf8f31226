package org.leapshot.app.cli.bench;

import java.io.IOException;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/** What a measured step asks of an open trace: a {@link TraceSession}, or a fake whose costs a test knows. */
public interface BenchSession {
  TimeBox timeRange();

  WindowResult query(WindowQuery q) throws IOException;

  /** Waits until the read-ahead the last query started has finished. */
  void awaitReadAhead() throws InterruptedException;

  static BenchSession of(TraceSession s) {
    return new BenchSession() {
      @Override
      public TimeBox timeRange() {
        return s.timeRange();
      }

      @Override
      public WindowResult query(WindowQuery q) throws IOException {
        return s.query(q);
      }

      @Override
      public void awaitReadAhead() throws InterruptedException {
        s.awaitReadAhead();
      }
    };
  }
}
