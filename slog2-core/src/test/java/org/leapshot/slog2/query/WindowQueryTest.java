package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.testing.SharedData;

class WindowQueryTest {
  private static final Path FPILOG = SharedData.testdata("reference/fpilog.slog2");

  @Test
  void exactWholeRunReturnsEveryDrawable() throws Exception {
    List<Drawable> all = BruteForce.all(FPILOG);
    try (TraceSession s = TraceSession.open(FPILOG)) {
      TimeBox run = s.timeRange();
      WindowResult r = s.query(WindowQuery.exact(run.earliest(), run.latest()));
      assertThat(r.shadows()).isEmpty();
      assertThat(r.drawables()).containsExactlyElementsOf(BruteForce.window(all, run.earliest(), run.latest()));
      assertThat(r.nodesRead()).isEqualTo(s.nodeCount());
    }
  }
}
