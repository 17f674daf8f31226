package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;

/** drainTo hands a run of usual Primitive lines over per call, and still what next() gives. */
class TextTraceSourceRunsTest {
  private static final String CATEGORY =
      "Category[ index=0 name=message topo=Arrow color=(255,255,255,255,true) width=3 <tag=%d size=%d> ]\n";

  private static String usual(int i) {
    return String.format("Primitive[ TimeBBox(%1$d.000000001,%1$d.000000002) Category=0 (%1$d.000000001, 0)"
        + " (%1$d.000000002, 1) <%1$d;;2> ]%n", i);
  }

  private static TextTraceSource source(String text) {
    return new TextTraceSource(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "t.txt", -1);
  }

  @Test
  void aCallHandsOverARunOfUsualLinesAndNoMore() throws IOException {
    StringBuilder text = new StringBuilder(CATEGORY);
    for (int i = 0; i < 200; i++) {
      text.append(usual(i));
    }
    List<TraceItem> items = new ArrayList<>();
    ItemSink sink = ItemSink.into(items);
    List<Integer> perCall = new ArrayList<>();
    try (TextTraceSource s = source(text.toString())) {
      int before = 0;
      while (s.drainTo(sink)) {
        perCall.add(items.size() - before);
        before = items.size();
      }
    }
    // The category, then the lines by runs: a caller that stops reading waits for one run at most.
    int run = TextTraceSource.RUN;
    assertThat(perCall).containsExactly(1, run, run, run, 200 - 3 * run);
  }

  /** As a converter that goes on after bad records reads: each error in its place among the items. */
  @Test
  void goingOnAfterABadLineInARunGivesWhatNextGives() throws IOException {
    StringBuilder text = new StringBuilder(CATEGORY);
    for (int i = 0; i < 150; i++) {
      // Heads the quick path reads, then an undefined category or a missing vertex found after them.
      text.append(i == 70 ? usual(i).replace("Category=0", "Category=5")
          : i == 100 ? usual(i).replace(" (" + i + ".000000002, 1)", "") : usual(i));
    }
    List<Object> byNext = goingOn(text.toString(), (s, out) -> {
      TraceItem item = s.next();
      return item != null && out.add(item);
    });
    List<Object> drained = goingOn(text.toString(), (s, out) -> s.drainTo(ItemSink.into(new ListView(out))));
    assertThat(byNext).hasSize(1 + 150).anyMatch(o -> o instanceof String s && s.startsWith("t.txt:72:"))
        .anyMatch(o -> o instanceof String s && s.startsWith("t.txt:102:"));
    assertThat(drained).isEqualTo(byNext);
  }

  /** One read of a source into a list of items; false at the end of the input. */
  private interface Step {
    boolean read(TextTraceSource source, List<Object> out) throws IOException;
  }

  /** The items and, in their places, the messages of the errors, read on past each error. */
  private static List<Object> goingOn(String text, Step step) throws IOException {
    List<Object> out = new ArrayList<>();
    try (TextTraceSource s = source(text)) {
      boolean more = true;
      while (more) {
        try {
          more = step.read(s, out);
        } catch (TraceInputException e) {
          out.add(e.getMessage());
        }
      }
    }
    return out;
  }

  /** The items of a list of items and messages, as a sink adds them. */
  private static final class ListView extends java.util.AbstractList<TraceItem> {
    private final List<Object> out;

    ListView(List<Object> out) {
      this.out = out;
    }

    @Override
    public boolean add(TraceItem item) {
      return out.add(item);
    }

    @Override
    public TraceItem get(int index) {
      throw new UnsupportedOperationException();
    }

    @Override
    public int size() {
      return 0;
    }
  }
}
