package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * APEX puts an attribute list (GUID, Parent GUID) on every Enter: each region state's info shows
 * the attributes of its own Enter as {@code otf2-print} prints them, states rebuilt from the stored
 * printout by a stack per location.
 */
class Otf2AttributeInfoTest {
  private static final String STUB = "otf2/OTF2_archive/APEX";
  private static final Pattern EVENT = Pattern.compile("^(ENTER|LEAVE)\\s+(\\d+)\\s+(\\d+)\\s");
  private static final Pattern ATTRIBUTE = Pattern.compile("\\(\"([^\"]*)\" <\\d+>; \\w+; ([^)]*)\\)");

  record State(long location, long start, long end, String attributes) {}

  private static final Comparator<State> ORDER = Comparator.comparingLong(State::location)
      .thenComparingLong(State::start).thenComparingLong(State::end).thenComparing(State::attributes);

  @Test
  void regionStatesShowTheAttributesOfTheirEnter() throws IOException {
    try (Otf2TraceSource source = Otf2TraceSource.open(Otf2Samples.TESTDATA.resolve(STUB + ".otf2"))) {
      List<State> ours = states(source);
      long origin = Otf2Samples.globalOffset(STUB);
      List<State> printed = printed(Files.readAllLines(Otf2Samples.TESTDATA.resolve(STUB + ".otf2-print.txt")), origin);
      assertThat(printed).isNotEmpty();
      assertThat(ours).isEqualTo(printed);
      assertThat(ours).anySatisfy(s -> assertThat(s.attributes()).isEqualTo("GUID=9223372036854775810 Parent GUID=1"));
    }
  }

  /** The region states (not collectives) of a whole archive, sorted; a state without attribute text has "". */
  static List<State> states(Otf2TraceSource source) throws IOException {
    List<State> ours = new ArrayList<>();
    double ticks = source.ticksPerSecond();
    Map<Integer, Category> categories = new HashMap<>();
    for (TraceItem item = source.next(); item != null; item = source.next()) {
      if (item instanceof TraceItem.CategoryItem c) {
        categories.put(c.category().index(), c.category());
      } else if (item instanceof TraceItem.DrawableItem d && d.drawable() instanceof Primitive p
          && categories.get(p.categoryIndex()).topology() == Topology.STATE
          && !categories.get(p.categoryIndex()).name().startsWith("collective ")) {
        byte[] info = p.info();
        String text = "";
        if (info != null) {
          int n = (info[0] & 0xff) << 8 | info[1] & 0xff;
          text = new String(info, 2, n, StandardCharsets.UTF_8);
          if (!text.isEmpty()) {
            assertThat(categories.get(p.categoryIndex()).formatInfo(info)).as("the popup text").endsWith("\\n" + text);
          }
        }
        ours.add(new State(source.locationOf(p.firstLineId()), Math.round(p.start() * ticks),
            Math.round(p.end() * ticks), text));
      }
    }
    ours.sort(ORDER);
    return ours;
  }

  /**
   * Enter/Leave pairs of an {@code otf2-print} printout with the Enter's attributes as {@code
   * name=value ...}, times less {@code origin}, sorted.
   */
  static List<State> printed(List<String> lines, long origin) {
    Map<Long, ArrayDeque<Object[]>> open = new HashMap<>();
    List<State> states = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher m = EVENT.matcher(lines.get(i));
      if (!m.find()) {
        continue;
      }
      long location = Long.parseLong(m.group(2));
      long time = Long.parseLong(m.group(3)) - origin;
      ArrayDeque<Object[]> stack = open.computeIfAbsent(location, k -> new ArrayDeque<>());
      if (m.group(1).equals("ENTER")) {
        StringBuilder text = new StringBuilder();
        if (i + 1 < lines.size() && lines.get(i + 1).contains("ADDITIONAL ATTRIBUTES:")) {
          Matcher a = ATTRIBUTE.matcher(lines.get(i + 1));
          while (a.find()) {
            text.append(text.length() > 0 ? " " : "").append(a.group(1)).append('=').append(a.group(2));
          }
        }
        stack.push(new Object[] {time, text.toString()});
      } else if (!stack.isEmpty()) {
        Object[] enter = stack.pop();
        states.add(new State(location, (Long) enter[0], time, (String) enter[1]));
      }
    }
    open.forEach((location, stack) -> stack.forEach(e -> states.add(new State(location, (Long) e[0], -1, ""))));
    states.sort(ORDER);
    return states;
  }
}
