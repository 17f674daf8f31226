package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.ProgressListener;

/**
 * The synthetic archive without its local definition files: no clock offsets (its ranks' clocks
 * are skewed by milliseconds, as in unsynchronised APEX traces) and no region mapping tables.
 * Messages still pair up by order, some now arrive "before" they were sent: kept as arrows and
 * counted; ids without a table are taken as global; the output stays in end-time order and checks.
 */
class Otf2UnsynchronisedClocksTest {
  @TempDir Path tmp;

  @Test
  void backwardMessagesAreKeptAndCounted() throws IOException {
    Path dir = Otf2Samples.copy("otf2-synthetic/features-4ranks", tmp);
    for (int rank = 0; rank < 4; rank++) {
      Files.delete(dir.resolve("traces/" + rank + ".def"));
    }
    Path out = tmp.resolve("out.slog2");
    ConvertSummary summary = new Converter(ConvertOptions.defaults(), ProgressListener.NONE)
        .convert(dir.resolve("traces.otf2"), out);

    assertThat(summary.report().seen().get("otf2: arrows")).isEqualTo(7740);
    assertThat(summary.report().seen().get("otf2: arrows received before sent (unsynchronised clocks)"))
        .isPositive().isLessThan(7740);
    assertThat(summary.sorted()).isFalse();
    assertThat(Slog2Checker.check(out).drawables()).isEqualTo(summary.written().drawables());
  }
}
