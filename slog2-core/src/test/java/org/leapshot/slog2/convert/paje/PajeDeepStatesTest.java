package org.leapshot.slog2.convert.paje;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;

/**
 * Pushes without pops (a damaged or hostile trace) are kept only to {@link PajeEntities#MAX_DEPTH}
 * open states per stack: a million of them filled a 256 MB heap. The pushes beyond are counted as
 * skipped, and their pops end nothing, so the kept states still end at their own pops.
 */
class PajeDeepStatesTest {
  private static final String HEADER = PajeTestTraces.header("0 P 0 P", "1 S P S", "2 0 p P 0 p").replace(
      "%EventDef PajeSetState 3", "%EventDef PajePushState 4\n% Time date\n% Container string\n% Type string\n"
          + "% Value string\n%EndEventDef\n%EventDef PajePopState 5\n% Time date\n% Container string\n"
          + "% Type string\n%EndEventDef\n%EventDef PajeSetState 3");

  @TempDir Path dir;

  @Test
  void pushesBeyondTheDepthAreCountedAndTheirPopsEndNothing() throws IOException {
    int extra = 1000;
    int pushes = PajeEntities.MAX_DEPTH + extra;
    Path trace = dir.resolve("deep.trace");
    try (BufferedWriter w = Files.newBufferedWriter(trace)) {
      w.write(HEADER);
      for (int i = 1; i <= pushes; i++) {
        w.write("4 " + i + " p S v\n");
      }
      // One pop fewer than the pushes: the outermost state stays open to the end of the trace.
      for (int i = 1; i < pushes; i++) {
        w.write("5 " + (pushes + i) + " p S\n");
      }
    }
    ConvertSummary s = new Converter(ConvertOptions.defaults(), null).convert(trace, dir.resolve("deep.slog2"));
    assertThat(s.report().skipped()).containsEntry("paje: states nested deeper than " + PajeEntities.MAX_DEPTH,
        (long) extra);
    assertThat(s.written().drawables()).isEqualTo(PajeEntities.MAX_DEPTH);
    assertThat(s.report().seen()).containsEntry("paje: states open at the end of the trace (ended there)", 1L);
    assertThat(s.report().messages().get(0)).startsWith(trace + ":" + (HEADER.lines().count() + 1 + PajeEntities.MAX_DEPTH) + ": ");
  }
}
