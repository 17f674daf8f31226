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
 * Floods of records that wait for a partner that never comes (a damaged or hostile trace): a million
 * pushes without pops, or link starts without ends, each filled a 256 MB heap. Only {@link
 * PajeEntities#MAX_DEPTH} open states per stack and {@link PajeLinks#MAX_WAITING} link halves are kept;
 * the rest are counted as skipped, and what does match is still drawn.
 */
class PajeFloodTest {
  /** Events 4 PajePushState, 5 PajePopState, 6 PajeDefineLinkType, 7 PajeStartLink, 8 PajeEndLink. */
  private static final String HEADER = PajeTestTraces.header("0 P 0 P", "1 S P S", "2 0 p P 0 p", "2 0 q P 0 q",
      "6 L P P P L").replace("%EventDef PajeSetState 3", String.join("\n",
          "%EventDef PajePushState 4", "% Time date", "% Container string", "% Type string", "% Value string",
          "%EndEventDef",
          "%EventDef PajePopState 5", "% Time date", "% Container string", "% Type string", "%EndEventDef",
          "%EventDef PajeDefineLinkType 6", "% Alias string", "% Type string", "% StartContainerType string",
          "% EndContainerType string", "% Name string", "%EndEventDef",
          "%EventDef PajeStartLink 7", "% Time date", "% Container string", "% Type string",
          "% StartContainer string", "% Value string", "% Key string", "%EndEventDef",
          "%EventDef PajeEndLink 8", "% Time date", "% Container string", "% Type string",
          "% EndContainer string", "% Value string", "% Key string", "%EndEventDef",
          "%EventDef PajeSetState 3"));
  private static final int EXTRA = 1000;

  @TempDir Path dir;

  private Path trace;

  private interface Body {
    void write(BufferedWriter w) throws IOException;
  }

  private ConvertSummary convert(Body body) throws IOException {
    trace = dir.resolve("flood.trace");
    try (BufferedWriter w = Files.newBufferedWriter(trace)) {
      w.write(HEADER);
      body.write(w);
    }
    return new Converter(ConvertOptions.defaults(), null).convert(trace, dir.resolve("flood.slog2"));
  }

  @Test
  void pushesBeyondTheDepthAreCountedAndTheirPopsEndNothing() throws IOException {
    int pushes = PajeEntities.MAX_DEPTH + EXTRA;
    ConvertSummary s = convert(w -> {
      for (int i = 1; i <= pushes; i++) {
        w.write("4 " + i + " p S v\n");
      }
      // One pop fewer than the pushes: the outermost state stays open to the end of the trace.
      for (int i = 1; i < pushes; i++) {
        w.write("5 " + (pushes + i) + " p S\n");
      }
    });
    assertThat(s.report().skipped()).containsEntry("paje: states nested deeper than " + PajeEntities.MAX_DEPTH,
        (long) EXTRA);
    assertThat(s.written().drawables()).isEqualTo(PajeEntities.MAX_DEPTH);
    assertThat(s.report().seen()).containsEntry("paje: states open at the end of the trace (ended there)", 1L);
    assertThat(s.report().messages().get(0))
        .startsWith(trace + ":" + (HEADER.lines().count() + 1 + PajeEntities.MAX_DEPTH) + ": ");
  }

  @Test
  void linkHalvesBeyondTheWaitingLimitAreCountedAndMatchedLinksStillMade() throws IOException {
    ConvertSummary s = convert(w -> {
      w.write("7 0.5 0 L p m ok\n8 0.75 0 L q m ok\n"); // a matched link, before the flood
      for (int i = 1; i <= PajeLinks.MAX_WAITING + EXTRA; i++) {
        w.write("7 " + i + " 0 L p m k" + i + "\n");
      }
    });
    assertThat(s.report().skipped()).containsEntry("paje: link halves beyond " + PajeLinks.MAX_WAITING
        + " waiting at once", (long) EXTRA);
    assertThat(s.report().seen()).containsEntry("paje: links", 1L)
        .containsEntry("paje: link starts or ends without their other half", (long) PajeLinks.MAX_WAITING);
    assertThat(s.written().drawables()).isEqualTo(1);
  }
}
