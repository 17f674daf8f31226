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
 * Link starts whose ends never come (a damaged or hostile trace) wait only to {@link
 * PajeLinks#MAX_WAITING} at once: a million of them filled a 256 MB heap. Halves beyond are counted
 * as skipped; links whose halves both come are still made.
 */
class PajeWaitingLinksTest {
  private static final String HEADER = PajeTestTraces.header("0 P 0 P", "2 0 p P 0 p", "2 0 q P 0 q",
      "4 L P P P L").replace("%EventDef PajeSetState 3", String.join("\n",
          "%EventDef PajeDefineLinkType 4", "% Alias string", "% Type string", "% StartContainerType string",
          "% EndContainerType string", "% Name string", "%EndEventDef",
          "%EventDef PajeStartLink 5", "% Time date", "% Container string", "% Type string",
          "% StartContainer string", "% Value string", "% Key string", "%EndEventDef",
          "%EventDef PajeEndLink 6", "% Time date", "% Container string", "% Type string",
          "% EndContainer string", "% Value string", "% Key string", "%EndEventDef",
          "%EventDef PajeSetState 3"));

  @TempDir Path dir;

  @Test
  void startsBeyondTheWaitingLimitAreCountedAndMatchedLinksStillMade() throws IOException {
    int extra = 1000;
    int starts = PajeLinks.MAX_WAITING + extra;
    Path trace = dir.resolve("links.trace");
    try (BufferedWriter w = Files.newBufferedWriter(trace)) {
      w.write(HEADER);
      w.write("5 0.5 0 L p m ok\n6 0.75 0 L q m ok\n"); // a matched link, before the flood
      for (int i = 1; i <= starts; i++) {
        w.write("5 " + i + " 0 L p m k" + i + "\n");
      }
    }
    ConvertSummary s = new Converter(ConvertOptions.defaults(), null).convert(trace, dir.resolve("links.slog2"));
    assertThat(s.report().skipped()).containsEntry("paje: link halves beyond " + PajeLinks.MAX_WAITING
        + " waiting at once", (long) extra);
    assertThat(s.report().seen()).containsEntry("paje: links", 1L)
        .containsEntry("paje: link starts or ends without their other half", (long) PajeLinks.MAX_WAITING);
    assertThat(s.written().drawables()).isEqualTo(1);
  }
}
