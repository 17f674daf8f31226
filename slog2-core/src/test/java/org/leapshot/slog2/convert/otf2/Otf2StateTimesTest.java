package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
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
import org.leapshot.slog2.model.Topology;

/**
 * Every region state has exactly the times {@code otf2-print} shows for its Enter and Leave (after
 * clock correction and id mapping, which otf2_test_traces and the synthetic archive need), on the
 * right timeline, with the Enter's region: the states are rebuilt from the stored printout by
 * matching Enter and Leave as a stack per location, and compared one by one.
 */
class Otf2StateTimesTest {
  private static final Pattern EVENT = Pattern.compile("^(ENTER|LEAVE)\\s+(\\d+)\\s+(\\d+)\\s+Region: \"(.*)\" <\\d+>");

  record State(long location, double start, double end, String region) {}

  @ParameterizedTest
  @ValueSource(strings = {"otf2/ping-pong-otf2/traces", "otf2/otf2_test_traces/traces", "otf2/OTF2_archive/APEX",
      "otf2-synthetic/features-4ranks/traces"})
  void statesHaveThePrintedTimes(String stub) throws IOException {
    List<State> ours = new ArrayList<>();
    double ticksPerSecond;
    long origin;
    try (Otf2TraceSource source = Otf2TraceSource.open(Otf2Samples.TESTDATA.resolve(stub + ".otf2"))) {
      ticksPerSecond = source.ticksPerSecond();
      Map<Integer, Category> categories = new HashMap<>();
      for (TraceItem item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.CategoryItem c) {
          categories.put(c.category().index(), c.category());
        } else if (item instanceof TraceItem.DrawableItem d) {
          Drawable drawable = d.drawable();
          Category c = categories.get(drawable.categoryIndex());
          if (c.topology() == Topology.STATE && !source.categoryGroups().get(c.index()).equals("MPI collectives")) {
            ours.add(new State(source.locationOf(drawable.firstLineId()), drawable.start(), drawable.end(), c.name()));
          }
        }
      }
      origin = Otf2Samples.globalOffset(stub);
    }
    List<State> printed = printedStates(stub, origin, ticksPerSecond);
    Comparator<State> order = Comparator.comparingLong(State::location).thenComparingDouble(State::start)
        .thenComparingDouble(State::end).thenComparing(State::region);
    ours.sort(order);
    printed.sort(order);
    assertThat(ours).hasSize(printed.size()).isEqualTo(printed);
  }

  private static List<State> printedStates(String stub, long origin, double ticksPerSecond) throws IOException {
    Path plain = Otf2Samples.TESTDATA.resolve(stub + ".otf2-print.txt");
    InputStream in = Files.exists(plain) ? Files.newInputStream(plain)
        : new GZIPInputStream(Files.newInputStream(Otf2Samples.TESTDATA.resolve(stub + ".otf2-print.txt.gz")));
    Map<Long, ArrayDeque<Object[]>> open = new HashMap<>();
    List<State> states = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        Matcher m = EVENT.matcher(line);
        if (!m.find()) {
          continue;
        }
        long location = Long.parseLong(m.group(2));
        long time = Long.parseLong(m.group(3));
        ArrayDeque<Object[]> stack = open.computeIfAbsent(location, k -> new ArrayDeque<>());
        if (m.group(1).equals("ENTER")) {
          stack.push(new Object[] {time, m.group(4)});
        } else {
          Object[] enter = stack.pop();
          states.add(new State(location, ((Long) enter[0] - origin) / ticksPerSecond, (time - origin) / ticksPerSecond,
              (String) enter[1]));
        }
      }
    }
    return states;
  }
}
