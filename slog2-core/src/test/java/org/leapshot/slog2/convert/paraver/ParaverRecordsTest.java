package org.leapshot.slog2.convert.paraver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Primitive;

/** Small hand-written .prv files: units, open states, messages, undeclared threads and bad records. */
class ParaverRecordsTest {
  @TempDir Path dir;

  private static final String HEADER_2_THREADS = "#Paraver (01/01/2020 at 10:00):5000:1:1:2(1:1,1:1),0\n";

  private ParaverTraceSource open(String text) throws IOException {
    Path prv = dir.resolve("t.prv");
    Files.writeString(prv, text);
    return ParaverTraceSource.open(prv);
  }

  private static List<Primitive> drawables(ParaverTraceSource s) throws IOException {
    List<TraceItem> items = new ArrayList<>();
    while (s.drainTo(ItemSink.into(items))) {
      // drain
    }
    return items.stream().filter(i -> i instanceof TraceItem.DrawableItem)
        .map(i -> (Primitive) ((TraceItem.DrawableItem) i).drawable()).toList();
  }

  @Test
  void microsecondsByDefaultAndOpenStatesEndAtTheTraceEnd() throws IOException {
    try (ParaverTraceSource s = open(HEADER_2_THREADS + "1:1:1:1:1:1000:-1:1\n1:2:1:2:1:1500:2500:3\n")) {
      List<Primitive> d = drawables(s);
      assertThat(d).hasSize(2);
      assertThat(d.get(0).start()).isEqualTo(0.0015);
      assertThat(d.get(0).end()).isEqualTo(0.0025);
      assertThat(d.get(0).firstLineId()).isEqualTo(1);
      assertThat(d.get(1).start()).isEqualTo(0.001);
      assertThat(d.get(1).end()).isEqualTo(0.005);
      assertThat(s.report().seen()).containsEntry("paraver: states without an end (closed at the trace's end)", 1L);
    }
  }

  @Test
  void beginEndPairsNestPerTypeAndCountUnmatchedEndsAndOpenCalls() throws IOException {
    // thread 1: user function 5 [100, 900) holding 7 [200, 300), MPI call 1 [250, 400) overlapping;
    // a stray end of 60000019 at 950 on thread 2; MPI call 3 open from 600 until thread 1's last time 1000;
    // 42000050 (no .pcf) stays an event, also when it rides on a call record
    try (ParaverTraceSource s = open(HEADER_2_THREADS
        + "2:1:1:1:1:100:60000019:5\n2:1:1:1:1:200:60000019:7\n2:1:1:1:1:250:50000001:1:42000050:11\n"
        + "2:1:1:1:1:300:60000019:0\n2:1:1:1:1:400:50000001:0\n2:1:1:1:1:600:50000001:3\n"
        + "2:1:1:1:1:900:60000019:0\n2:2:1:2:1:950:60000019:0\n1:1:1:1:1:0:1000:1\n")) {
      List<Primitive> d = drawables(s);
      List<double[]> calls = d.stream().filter(p -> p.vertexCount() == 2 && p.start() != 0)
          .map(p -> new double[] {p.start() * 1e6, p.end() * 1e6}).toList();
      assertThat(calls).extracting(c -> Math.round(c[0]) + "-" + Math.round(c[1]))
          .containsExactlyInAnyOrder("200-300", "250-400", "100-900", "600-1000");
      assertThat(d.stream().filter(p -> p.vertexCount() == 1)).singleElement()
          .satisfies(p -> assertThat(p.start()).isEqualTo(0.00025));
      assertThat(s.report().seen())
          .containsEntry("paraver: call states (begin/end event pairs)", 4L)
          .containsEntry("paraver: call ends without an open call (not drawn)", 1L)
          .containsEntry("paraver: calls still open at the end (closed at their thread's last time)", 1L)
          .containsEntry("paraver: events", 1L);
      for (int i = 1; i < d.size(); i++) {
        assertThat(d.get(i).end()).as("end order").isGreaterThanOrEqualTo(d.get(i - 1).end());
      }
    }
  }

  @Test
  void messagesGoFromThePhysicalSendToThePhysicalReceive() throws IOException {
    try (ParaverTraceSource s = open(HEADER_2_THREADS
        + "3:1:1:1:1:100:300:2:1:2:1:50:200:4096:7\n1:1:1:1:1:100:400:1\n")) {
      Primitive arrow = drawables(s).stream().filter(p -> p.firstLineId() != p.lastLineId()).findFirst()
          .orElseThrow();
      assertThat(arrow.time(0)).isEqualTo(0.0003);
      assertThat(arrow.lineId(0)).isEqualTo(0);
      assertThat(arrow.time(1)).isEqualTo(0.0002);
      assertThat(arrow.lineId(1)).isEqualTo(1);
    }
  }

  @Test
  void recordsOfUndeclaredThreadsAreSkippedAndCounted() throws IOException {
    try (ParaverTraceSource s = open(HEADER_2_THREADS + "1:1:1:3:1:0:10:1\n2:1:2:1:1:5:100:1\n1:1:1:1:1:0:10:1\n")) {
      assertThat(drawables(s)).hasSize(1);
      assertThat(s.report().skipped()).containsEntry("paraver: record for an undeclared thread", 2L);
      assertThat(s.report().messages().get(0)).contains("t.prv:2").contains("thread 1.3.1");
    }
  }

  @Test
  void badRecordsNameTheirLine() throws IOException {
    assertThatThrownBy(() -> drawables(open(HEADER_2_THREADS + "1:1:1:1:1:0:10:1\n5:1:1:1:1:0\n")))
        .isInstanceOf(TraceInputException.class).hasMessageContaining("t.prv:3: unknown record type '5'");
    assertThatThrownBy(() -> drawables(open(HEADER_2_THREADS + "1:1:1:1:1:20:10:1\n")))
        .isInstanceOf(TraceInputException.class).hasMessageContaining("t.prv:2: state ends at 10, before it begins");
    assertThatThrownBy(() -> drawables(open(HEADER_2_THREADS + "1:1:1:1:1:x:10:1\n")))
        .isInstanceOf(TraceInputException.class).hasMessageContaining("t.prv:2: bad begin time at column 11");
    assertThatThrownBy(() -> drawables(open(HEADER_2_THREADS + "1:1:1:1:1:0:10\n")))
        .isInstanceOf(TraceInputException.class).hasMessageContaining("record ends before its state");
  }

  @Test
  void errorsFarIntoTheFileNameTheirLineAndColumnAndComeAfterEveryEarlierRecord() throws IOException {
    // Far past the line reader's first 1 MiB buffer: the numbering must run on across refills.
    StringBuilder text = new StringBuilder(HEADER_2_THREADS);
    int good = 60_000;
    for (int i = 0; i < good; i++) {
      text.append("1:1:1:1:1:").append(i).append(':').append(i + 1).append(":1\n");
    }
    text.append("1:1:1:1:1:x7:9:1\n1:1:1:1:1:0:1:1\n");
    try (ParaverTraceSource s = open(text.toString())) {
      List<TraceItem> items = new ArrayList<>();
      assertThatThrownBy(() -> {
        while (s.drainTo(ItemSink.into(items))) {
          // drain
        }
      }).isInstanceOf(TraceInputException.class)
          .hasMessage(dir.resolve("t.prv") + ":" + (good + 2) + ": bad begin time at column 11: \"1:1:1:1:1:x7:9:1\"");
      assertThat(items.stream().filter(i -> i instanceof TraceItem.DrawableItem)).hasSize(good - 1);
      // Asked again (--keep-going), reading goes on after the bad line.
      assertThat(drawables(s)).hasSize(2);
    }
  }

  @Test
  void aLineLongerThanTheLimitIsRefusedWithItsNumber() throws IOException {
    String text = HEADER_2_THREADS + "1:1:1:1:1:0:1:1\n2:1:1:1:1:5" + ":1:2".repeat(ParaverTraceSource.MAX_LINE_BYTES / 4)
        + "\n";
    try (ParaverTraceSource s = open(text)) {
      assertThatThrownBy(() -> drawables(s)).isInstanceOf(TraceInputException.class)
          .hasMessage(dir.resolve("t.prv") + ":3: line longer than " + ParaverTraceSource.MAX_LINE_BYTES + " bytes");
    }
  }

  @Test
  void headersThatDeclareTooMuchAreRefusedBeforeAllocating() {
    assertThatThrownBy(() -> open("#Paraver (d):100_ns:1:1:1(300000:1)\n"))
        .isInstanceOf(TraceInputException.class).hasMessageContaining("t.prv:1").hasMessageContaining("out of range");
    assertThatThrownBy(() -> open("#Paraver (d):100_ns:1:1:200000(1:1)\n"))
        .isInstanceOf(TraceInputException.class).hasMessageContaining("cannot be described");
    assertThatThrownBy(() -> open("#Paraver (d):100_xs:1:1:1(1:1)\n"))
        .isInstanceOf(TraceInputException.class).hasMessageContaining("expected ':'");
    assertThatThrownBy(() -> open("not a trace\n"))
        .isInstanceOf(TraceInputException.class).hasMessageContaining("does not start with \"#Paraver \"");
  }

  @Test
  void applicationsMaySitBehindCommasAndHaveSeveralThreads() throws IOException {
    try (ParaverTraceSource s = open("#Paraver (d):100_ns:1(4):2:1(3:1),2(1:1,1:1)\n1:1:2:2:1:0:10:1\n")) {
      assertThat(drawables(s).get(0).firstLineId()).isEqualTo(4);
      assertThat(s.timelineNames()).hasSize(5).containsEntry(4, "THREAD 2.2.1");
    }
  }

  @Test
  void recordShapesBeyondTheLimitShareOneTextCategory() throws IOException {
    StringBuilder text = new StringBuilder(HEADER_2_THREADS);
    int shapes = ParaverEventText.MAX_SHAPES + 3;
    for (int i = 0; i < shapes; i++) {
      text.append("2:1:1:1:1:").append(i).append(":7:1:").append(1000 + i).append(":5\n");
    }
    List<TraceItem> items = new ArrayList<>();
    try (ParaverTraceSource s = open(text.toString())) {
      while (s.drainTo(ItemSink.into(items))) {
        // drain
      }
    }
    List<org.leapshot.slog2.model.Category> categories = items.stream()
        .filter(i -> i instanceof TraceItem.CategoryItem).map(i -> ((TraceItem.CategoryItem) i).category()).toList();
    assertThat(categories).hasSize(ParaverEventText.MAX_SHAPES + 1);
    org.leapshot.slog2.model.Category other = categories.get(categories.size() - 1);
    assertThat(other.name()).isEqualTo("Other event records");
    Primitive last = drawablesOf(items).get(shapes - 1);
    assertThat(last.categoryIndex()).isEqualTo(other.index());
    assertThat(other.formatInfo(last.info())).isEqualTo("7 = 1\\n" + (1000 + shapes - 1) + " = 5");
  }

  private static List<Primitive> drawablesOf(List<TraceItem> items) {
    return items.stream().filter(i -> i instanceof TraceItem.DrawableItem)
        .map(i -> (Primitive) ((TraceItem.DrawableItem) i).drawable()).toList();
  }
}
