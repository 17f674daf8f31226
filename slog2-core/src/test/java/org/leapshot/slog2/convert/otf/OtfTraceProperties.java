package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.Primitive;

/**
 * Random well-formed traces (several streams, several processes per stream, random enter/leave
 * sequences with orphans and unclosed enters, random messages): the source finds exactly the
 * states and arrows a plain stack and FIFO simulation predicts, in end-time order, properly nested.
 */
class OtfTraceProperties {

  @Property(tries = 60)
  void statesAndArrowsMatchASimulation(@ForAll @IntRange(min = 1, max = 4) int streams,
      @ForAll @IntRange(min = 1, max = 3) int processesPerStream, @ForAll long seed) throws IOException {
    Path dir = Files.createTempDirectory("otfprop");
    try {
      Random rnd = new Random(seed);
      int processes = streams * processesPerStream;
      long expectedStates = 0;
      long expectedOrphans = 0;
      long expectedOpen = 0;
      StringBuilder masterText = new StringBuilder();
      List<StringBuilder> files = new ArrayList<>();
      int[] sent = new int[processes + 1];
      for (int s = 0; s < streams; s++) {
        masterText.append(Integer.toHexString(s + 1)).append(':');
        List<String[]> records = new ArrayList<>();
        for (int k = 0; k < processesPerStream; k++) {
          int process = s * processesPerStream + k + 1;
          masterText.append(Integer.toHexString(process)).append(k + 1 < processesPerStream ? "," : "");
          int depth = 0;
          long time = rnd.nextInt(10);
          for (int i = rnd.nextInt(40); i > 0; i--) {
            time += rnd.nextInt(3);
            int what = rnd.nextInt(10);
            String rec;
            if (what < 5) {
              rec = "E" + Integer.toHexString(rnd.nextInt(4));
              depth++;
            } else if (what < 9) {
              rec = "L";
              if (depth == 0) {
                expectedOrphans++;
              } else {
                depth--;
                expectedStates++;
              }
            } else {
              // Send to the next process (tag 1) and the matching receive there, later.
              rec = "S" + Integer.toHexString(process % processes + 1) + "L8T1C1";
              sent[process]++;
            }
            records.add(new String[] {Long.toHexString(time), Integer.toHexString(process), rec, Long.toString(time)});
          }
          expectedOpen += depth;
        }
        files.add(sortedEvents(records));
        masterText.append('\n');
      }
      // Receives: process p receives sent[p-1] messages (p-1 sends to p) at the end of the trace.
      long expectedArrows = 0;
      for (int p = 1; p <= processes; p++) {
        int from = p == 1 ? processes : p - 1;
        int stream = (p - 1) / processesPerStream;
        StringBuilder f = files.get(stream);
        for (int i = 0; i < sent[from]; i++) {
          f.append("fffff\n*").append(Integer.toHexString(p)).append("\nR").append(Integer.toHexString(from))
              .append("L8T1C1\n");
          expectedArrows++;
        }
      }
      Files.writeString(dir.resolve("p.otf"), masterText);
      Files.writeString(dir.resolve("p.0.def"), "DTR3e8\n");
      for (int s = 0; s < streams; s++) {
        Files.writeString(dir.resolve("p." + Integer.toHexString(s + 1) + ".events"), files.get(s));
      }
      OtfTraceStats st = OtfTraceStats.read(dir.resolve("p.otf"), OtfOptions.DEFAULT);
      assertThat(st.states).hasSize((int) expectedStates);
      assertThat(st.skipped("otf: orphan leave")).isEqualTo(expectedOrphans);
      assertThat(st.skipped("otf: state open at end")).isEqualTo(expectedOpen);
      assertThat(st.arrows).hasSize((int) expectedArrows);
      assertThat(st.skipped("otf: unmatched send") + st.skipped("otf: unmatched receive")).isZero();
      assertThat(st.endTimesNonDecreasing).isTrue();
      assertThat(st.categoryBeforeUse).isTrue();
      assertProperlyNested(st.states);
    } finally {
      try (var files = Files.list(dir)) {
        for (Path f : files.toList()) {
          Files.delete(f);
        }
      }
      Files.delete(dir);
    }
  }

  /** Records of one stream's processes, merged by time (stable: file order per process). */
  private static StringBuilder sortedEvents(List<String[]> records) {
    List<String[]> sorted = new ArrayList<>(records);
    sorted.sort(Comparator.comparingLong(r -> Long.parseLong(r[3])));
    StringBuilder sb = new StringBuilder();
    for (String[] r : sorted) {
      sb.append(r[0]).append("\n*").append(r[1]).append('\n').append(r[2]).append('\n');
    }
    return sb;
  }

  /** On each line, two states either nest or do not overlap (touching ends allowed). */
  private static void assertProperlyNested(List<Primitive> states) {
    for (Primitive a : states) {
      for (Primitive b : states) {
        if (a == b || a.lineId(0) != b.lineId(0)) {
          continue;
        }
        boolean disjoint = a.end() <= b.start() || b.end() <= a.start();
        boolean aInB = b.start() <= a.start() && a.end() <= b.end();
        boolean bInA = a.start() <= b.start() && b.end() <= a.end();
        assertThat(disjoint || aInB || bInA).as("%s and %s", a, b).isTrue();
      }
    }
  }
}
