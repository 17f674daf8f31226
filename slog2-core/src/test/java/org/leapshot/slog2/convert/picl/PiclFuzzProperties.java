package org.leapshot.slog2.convert.picl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceItem.DrawableItem;
import org.leapshot.slog2.model.Primitive;

/** Bad input never crashes the PICL source: every problem is a TraceInputException, and reading goes on. */
class PiclFuzzProperties {

  @Property(tries = 300)
  void randomRecordsGiveItemsOrLineNumberedErrorsOnly(@ForAll("traces") List<String> lines) throws IOException {
    Path file = Files.createTempFile("fuzz", ".trf");
    try {
      Files.write(file, lines);
      int errors = 0;
      try (PiclTraceSource source = PiclTraceSource.open(file, lines.size() % 2 == 0)) {
        // Each call consumes at least one line or ends, so this bound is never reached by a correct source.
        for (int calls = 0; calls < 10 * lines.size() + 10; calls++) {
          TraceItem item;
          try {
            item = source.next();
          } catch (TraceInputException e) {
            errors++;
            assertThat(e.position().line()).isBetween(1L, (long) lines.size());
            continue;
          }
          if (item == null) {
            assertThat(errors).isLessThanOrEqualTo(lines.size());
            return;
          }
          if (item instanceof DrawableItem d) {
            Primitive p = (Primitive) d.drawable();
            assertThat(p.start()).isLessThanOrEqualTo(p.end());
          }
        }
        throw new AssertionError("the source did not reach the end of " + lines.size() + " lines");
      }
    } finally {
      Files.delete(file);
    }
  }

  @Provide
  Arbitrary<List<String>> traces() {
    Arbitrary<String> recordType = Arbitraries.of("-2", "-3", "-4", "-5", "-6", "-7", "-101", "-201", "0", "3", "-9", "x");
    Arbitrary<String> eventType = Arbitraries.of("-21", "-27", "-51", "-52", "-56", "-58", "-60", "-61", "-1", "-12",
        "0", "1", "-901", "7");
    Arbitrary<String> time = Arbitraries.of("0.5", "-1.25", "1e-3", "2", "NaN", "abc", "1.0", "0.75");
    Arbitrary<String> processor = Arbitraries.of("0", "1", "2", "-1", "32767", "9");
    Arbitrary<String> process = Arbitraries.of("0", "-1", "3");
    Arbitrary<String> data = Arbitraries.of("0", "1 2 5", "2 2 8", "3 2 8 1 0", "3 2 8 0 1", "3 2 8 2 -1",
        "4 2 8 1 1 0", "1 \"%d%s\" 9 \"%d%lf\"", "2 9 1 0.5 2 0.25", "1 0 a label", "2 \"%d", "-4", "99999999999 2 1",
        "1 7 3", "3 2 8");
    return net.jqwik.api.Combinators.combine(recordType, eventType, time, processor, process, data)
        .as((r, e, t, p, q, d) -> r + " " + e + " " + t + " " + p + " " + q + " " + d)
        .list().ofMaxSize(60);
  }
}
