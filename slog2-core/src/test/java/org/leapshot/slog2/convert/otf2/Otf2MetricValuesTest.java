package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;

/**
 * Every metric value becomes an event of its member's category with the value otf2-print shows:
 * UINT64 counters exactly (PAPI, "instructions"), DOUBLE samples ("power") to the printout's six
 * digits; in the printout's order per location and member.
 */
class Otf2MetricValuesTest {
  private static final Pattern METRIC = Pattern.compile("^METRIC\\s+(\\d+)\\s+\\d+\\s+Metric:.*?Values: (.*)$");
  private static final Pattern VALUE = Pattern.compile("\\(\"([^\"]*)\" <\\d+>; (\\w+); ([^)]*)\\)");

  @ParameterizedTest
  @ValueSource(strings = {"otf2/ping-pong-otf2-papi/traces", "otf2-synthetic/features-4ranks/traces"})
  void metricEventsCarryThePrintedValues(String stub) throws IOException {
    Map<String, List<String>> printed = printedValues(stub);
    Map<String, List<Double>> ours = new HashMap<>();
    try (Otf2TraceSource source = Otf2TraceSource.open(Otf2Samples.TESTDATA.resolve(stub + ".otf2"))) {
      Map<Integer, Category> categories = new HashMap<>();
      for (TraceItem item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.CategoryItem c) {
          categories.put(c.category().index(), c.category());
        } else if (item instanceof TraceItem.DrawableItem d
            && source.categoryGroups().get(d.drawable().categoryIndex()).equals("metrics")) {
          Drawable e = d.drawable();
          Category c = categories.get(e.categoryIndex());
          long bits = ByteBuffer.wrap(e.info()).getLong();
          boolean floating = c.label().types().equals("E");
          ours.computeIfAbsent(source.locationOf(e.firstLineId()) + " " + c.name(), k -> new ArrayList<>())
              .add(floating ? Double.longBitsToDouble(bits) : (double) bits);
        }
      }
    }
    assertThat(ours.keySet()).isEqualTo(printed.keySet());
    for (Map.Entry<String, List<String>> e : printed.entrySet()) {
      List<Double> values = ours.get(e.getKey());
      assertThat(values).as(e.getKey()).hasSize(e.getValue().size());
      for (int i = 0; i < values.size(); i++) {
        double expected = Double.parseDouble(e.getValue().get(i));
        assertThat(values.get(i)).as(e.getKey() + " #" + i).isCloseTo(expected, within(Math.abs(expected) * 1e-5));
      }
    }
  }

  /** "location member" → the printed values in order. */
  private static Map<String, List<String>> printedValues(String stub) throws IOException {
    Path plain = Otf2Samples.TESTDATA.resolve(stub + ".otf2-print.txt");
    InputStream in = Files.exists(plain) ? Files.newInputStream(plain)
        : new GZIPInputStream(Files.newInputStream(Otf2Samples.TESTDATA.resolve(stub + ".otf2-print.txt.gz")));
    Map<String, List<String>> values = new HashMap<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        Matcher m = METRIC.matcher(line);
        if (m.find()) {
          Matcher v = VALUE.matcher(m.group(2));
          while (v.find()) {
            values.computeIfAbsent(m.group(1) + " " + v.group(1), k -> new ArrayList<>()).add(v.group(3));
          }
        }
      }
    }
    return values;
  }
}
