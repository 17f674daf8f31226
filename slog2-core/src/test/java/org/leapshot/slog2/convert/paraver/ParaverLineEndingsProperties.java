package org.leapshot.slog2.convert.paraver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;

/**
 * A plain record ({@link PlainRecord}) and the same record read by the cursor (a CR before the
 * LF sends it there) make the same drawables, counts and errors: random traces of states, events
 * with begin/end calls, messages, undeclared threads, comments and, now and then, a bad record.
 */
class ParaverLineEndingsProperties {
  private static final String HEADER = "#Paraver (01/01/2020 at 10:00):100000_ns:1(4):1:3(1:1,1:1,1:1),0\n";

  @Provide
  Arbitrary<List<String>> traces() {
    Arbitrary<Integer> task = Arbitraries.integers().between(1, 4); // 4 is not declared
    Arbitrary<Integer> time = Arbitraries.integers().between(0, 60);
    Arbitrary<String> state = Combinators.combine(task, time, Arbitraries.integers().between(-1, 30),
        Arbitraries.integers().between(0, 20)).as((t, b, d, v) -> "1:1:1:" + t + ":1:" + b + ":" + (d < 0 ? -1 : b + d)
            + ":" + v);
    Arbitrary<String> pair = Arbitraries.of("60000019", "50000001", "42000050", "30000000", "7")
        .flatMap(type -> Arbitraries.integers().between(0, 3).map(v -> type + ":" + v));
    Arbitrary<String> event = Combinators.combine(task, time, pair.list().ofMinSize(1).ofMaxSize(5))
        .as((t, at, pairs) -> "2:1:1:" + t + ":1:" + at + ":" + String.join(":", pairs));
    Arbitrary<String> message = Combinators.combine(task, task, time, Arbitraries.integers().between(0, 20))
        .as((from, to, at, d) -> "3:1:1:" + from + ":1:" + at + ":" + at + ":1:1:" + to + ":1:" + (at + d) + ":"
            + (at + d) + ":1024:7");
    Arbitrary<String> other = Arbitraries.of("# comment", "", "c:1:1:1:1", "4:1:1:1:1:5:1:2:3", "1:1:1:1:1:5:x:1",
        "2:1:1:1:1:5", "1:1:1:1:1:5:6:7:8", "3:1:1:1:1:5", "2:1:1:1:1:5:7:", "1:1:1:1:1:9:3:1", "9:1");
    return Arbitraries.frequencyOf(Tuple.of(8, state), Tuple.of(8, event), Tuple.of(3, message), Tuple.of(1, other))
        .list().ofMaxSize(40).map(ParaverLineEndingsProperties::sortedByTime);
  }

  /** The records in start-time order, as writers give them (others stay where they are). */
  private static List<String> sortedByTime(List<String> lines) {
    List<String> sorted = new ArrayList<>(lines);
    sorted.sort((a, b) -> Long.compare(startOf(a), startOf(b)));
    return sorted;
  }

  private static long startOf(String line) {
    String[] f = line.split(":");
    return f.length > 5 && f[5].matches("[0-9]+") ? Long.parseLong(f[5]) : 0;
  }

  @Property(tries = 300)
  void crlfAndLfLinesConvertAlike(@ForAll("traces") List<String> lines, @ForAll long crMask) throws IOException {
    Statistics.collect(lines.stream().anyMatch(l -> l.length() > 10 && !l.startsWith("#") && !l.startsWith("4")
        && !l.startsWith("c") && lines.indexOf(l) < 64 && (crMask >>> lines.indexOf(l) & 1) != 0) ? "record after CR" : "none");
    StringBuilder lf = new StringBuilder(HEADER);
    StringBuilder mixed = new StringBuilder(HEADER);
    for (int i = 0; i < lines.size(); i++) {
      lf.append(lines.get(i)).append('\n');
      mixed.append(lines.get(i)).append((crMask >>> (i % 64) & 1) != 0 ? "\r\n" : "\n");
    }
    Path dir = Files.createTempDirectory("prv");
    try {
      assertThat(convert(dir, mixed.toString())).isEqualTo(convert(dir, lf.toString()));
    } finally {
      Files.delete(dir);
    }
  }

  /** The drawables, then the error (with its line) or the counts. */
  private static List<String> convert(Path dir, String text) throws IOException {
    Path prv = dir.resolve("t.prv");
    Files.write(prv, text.getBytes(StandardCharsets.ISO_8859_1));
    List<String> out = new ArrayList<>();
    ItemSink sink = new ItemSink() {
      @Override
      public void drawable(org.leapshot.slog2.model.Drawable d, String file, long line) {
        out.add(line + ": " + d);
      }

      @Override
      public void item(TraceItem item) {
        out.add(item.toString());
      }
    };
    try (ParaverTraceSource s = ParaverTraceSource.open(prv)) {
      try {
        while (s.drainTo(sink)) {
          // all of it
        }
        out.add(s.report().seen().toString());
        out.add(s.report().messages().toString());
      } catch (TraceInputException e) {
        out.add(e.getMessage());
      }
    } finally {
      Files.delete(prv);
    }
    return out;
  }
}
