package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.testing.SharedData;

/**
 * The query engine reaches nodes by pointer; a node it cannot decode is still named by its ID in
 * the message (taken from the tree directory), so that the viewer can say which part is damaged.
 */
class DamagedNodeMessageTest {
  /** Tag byte of leaf (0,0)'s first drawable in fpilog.slog2 (spec §13: its category follows at 147). */
  private static final int FIRST_TAG = 146;
  private static final String MESSAGE = "bad.slog2: tree node (0,0) @146 (0x92): drawable tag must be 0 (primitive) or 1";

  @Test
  void undecodableLeafIsNamedByItsId(@TempDir Path dir) throws IOException {
    byte[] bytes = Files.readAllBytes(SharedData.testdata("reference/fpilog.slog2"));
    bytes[FIRST_TAG] = 7;
    Path bad = Files.write(dir.resolve("bad.slog2"), bytes);
    for (boolean cached : new boolean[] {true, false}) {
      try (TraceSession s = TraceSession.open(bad, new SessionOptions(cached ? 8L << 20 : 0, 1, false))) {
        TimeBox run = s.timeRange();
        assertThatThrownBy(() -> s.query(WindowQuery.exact(run.earliest(), run.latest())))
            .isInstanceOf(Slog2FormatException.class)
            .hasMessageStartingWith(MESSAGE);
        // the whole node, as a level-of-detail walk reads it, and the whole-file scan's read
        assertThatThrownBy(() -> s.query(WindowQuery.lod(run.earliest(), run.latest(), 1 << 20)))
            .isInstanceOf(Slog2FormatException.class).hasMessageStartingWith(MESSAGE);
        assertThatThrownBy(() -> s.forEachDrawable(d -> { }))
            .isInstanceOf(Slog2FormatException.class).hasMessageStartingWith(MESSAGE);
      }
    }
  }
}
