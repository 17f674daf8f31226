package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/** Records of the slog2sdk text format, their info encoding, and errors that name the line. */
class TextTraceSourceTest {
  private static final String ARROW_CATEGORY =
      "Category[ index=0 name=message topo=Arrow color=(255,255,255,255,true) width=3 < msg_tag=%d, msg_size=%d > ]\n";
  private static final String STATE_CATEGORY =
      "Category[ index=82 name=SENDRECV topo=State color=(46,139,87,127,true) width=1 { 1 } ]\n";

  static List<TraceItem> read(String text) throws IOException {
    List<TraceItem> items = new ArrayList<>();
    try (TextTraceSource s = new TextTraceSource(
        new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.txt", text.length())) {
      for (TraceItem i = s.next(); i != null; i = s.next()) {
        items.add(i);
      }
      assertThat(s.progress()).isEqualTo(1.0);
    }
    return items;
  }

  static TraceInputException error(String text) {
    Throwable t = org.assertj.core.api.Assertions.catchThrowable(() -> read(text));
    assertThat(t).isInstanceOf(TraceInputException.class);
    return (TraceInputException) t;
  }

  @Test
  void categoryKeepsTheLabelBlanksAndTheMethods() throws IOException {
    List<TraceItem> items = read(ARROW_CATEGORY + STATE_CATEGORY);
    Category arrow = ((TraceItem.CategoryItem) items.get(0)).category();
    assertThat(arrow.index()).isZero();
    assertThat(arrow.name()).isEqualTo("message");
    assertThat(arrow.topology()).isEqualTo(Topology.ARROW);
    assertThat(arrow.color()).isEqualTo(new Rgba(255, 255, 255, 255));
    assertThat(arrow.width()).isEqualTo(3);
    assertThat(arrow.label().format()).isEqualTo(" msg_tag=%d, msg_size=%d ");
    assertThat(arrow.label().keys()).containsExactly(" msg_tag=", ", msg_size=", " ");
    Category state = ((TraceItem.CategoryItem) items.get(1)).category();
    assertThat(state.methodIds()).containsExactly(1);
    assertThat(state.label().isEmpty()).isTrue();
    assertThat(items.get(1).position().line()).isEqualTo(2);
  }

  @Test
  void yCoordMapBecomesALineIdMapSortedByLineId() throws IOException {
    List<TraceItem> items = read("YCoordMap[ Nrows=3 Ncolumns=3 Nmethods=1 title=Thread View colnames=< node cpu > "
        + "( 4 1 1 ) ( 0 0 0 ) ( 4 1 2 ) { 1 } ]\n");
    LineIdMap m = ((TraceItem.LineIdMapItem) items.get(0)).map();
    assertThat(m.title()).isEqualTo("Thread View");
    assertThat(m.columnLabels()).containsExactly("node", "cpu");
    assertThat(m.rowCount()).isEqualTo(2);
    assertThat(m.lineId(0)).isZero();
    assertThat(m.values(1)).containsExactly(1, 2); // the later row of line 4 wins
    assertThat(m.methodIds()).containsExactly(1);
  }

  @Test
  void aHundredRowMapOnOneLineLongerThan1023BytesIsReadWhole() throws IOException {
    StringBuilder line = new StringBuilder("YCoordMap[ Nrows=100 Ncolumns=3 Nmethods=0 title=Big colnames=< a b > ");
    for (int i = 0; i < 100; i++) {
      line.append("( ").append(i).append(' ').append(1000 + i).append(' ').append(2000 + i).append(" ) ");
    }
    line.append("]\n");
    assertThat(line.length()).isGreaterThan(1023);
    LineIdMap m = ((TraceItem.LineIdMapItem) read(line.toString()).get(0)).map();
    assertThat(m.rowCount()).isEqualTo(100);
    assertThat(m.values(99)).containsExactly(1099, 2099);
  }

  @Test
  void primitiveKeepsTheProducerBoxAndEncodesItsInfo() throws IOException {
    List<TraceItem> items = read(ARROW_CATEGORY + "\r\n  \n"
        + "Primitive[ TimeBBox(0.001,0.0020000) Category=0 (0.002, 2) (0.001, 3) <3;;2000 > ]\r\n");
    TraceItem.DrawableItem item = (TraceItem.DrawableItem) items.get(1);
    Primitive p = (Primitive) item.drawable();
    assertThat(item.position().line()).isEqualTo(4); // the CRLF-only and blank lines count
    assertThat(p.start()).isEqualTo(0.001);
    assertThat(p.end()).isEqualTo(0.002);
    assertThat(p.time(0)).isEqualTo(0.002);
    assertThat(p.lineId(1)).isEqualTo(3);
    assertThat(p.info()).containsExactly(0, 0, 0, 3, 0, 0, 0x07, 0xd0);
  }

  @Test
  void compositeCollectsItsPrimitives() throws IOException {
    List<TraceItem> items = read(ARROW_CATEGORY + STATE_CATEGORY
        + "Composite[ TimeBBox(0.001,0.004) Category=82 NumPrimes=2 ]\n"
        + "Primitive[ TimeBBox(0.002,0.004) Category=82 (0.002, 1) (0.004, 1) ]\n"
        + "Primitive[ TimeBBox(0.001,0.004) Category=0 (0.001, 0) (0.004, 1) <10;;1024> ]\n"
        + "Primitive[ TimeBBox(0.005,0.006) Category=82 (0.005, 1) (0.006, 1) ]\n");
    assertThat(items).hasSize(4);
    Composite c = (Composite) ((TraceItem.DrawableItem) items.get(2)).drawable();
    assertThat(c.categoryIndex()).isEqualTo(82);
    assertThat(c.primitives()).extracting(Primitive::categoryIndex).containsExactly(82, 0);
    assertThat(c.start()).isEqualTo(0.001);
    assertThat(items.get(3).position().line()).isEqualTo(6);
  }

  @Test
  void infoIsEncodedBigEndianForEveryType() throws IOException {
    String text = "Category[ index=7 name=All topo=Event color=(1,2,3,4,false) width=200 "
        + "<d=%d h=%h l=%l x=%x X=%X e=%e E=%E s=%s> ]\n"
        + "Primitive[ TimeBBox(1,1) Category=7 (1, 0) <-2;;-3;;-4;;ff;;0x1000000000;;0.5;;-2.25;;Yahoo com> ]\n";
    List<TraceItem> items = read(text);
    assertThat(((TraceItem.CategoryItem) items.get(0)).category().width()).isEqualTo(200);
    ByteBuffer b = ByteBuffer.wrap(((TraceItem.DrawableItem) items.get(1)).drawable().info());
    assertThat(b.getInt()).isEqualTo(-2);
    assertThat(b.getShort()).isEqualTo((short) -3);
    assertThat(b.getLong()).isEqualTo(-4L);
    assertThat(b.getInt()).isEqualTo(0xff);
    assertThat(b.getLong()).isEqualTo(0x1000000000L);
    assertThat(b.getFloat()).isEqualTo(0.5f);
    assertThat(b.getDouble()).isEqualTo(-2.25);
    assertThat(b.getShort()).isEqualTo((short) 9);
    byte[] s = new byte[9];
    b.get(s);
    assertThat(new String(s, StandardCharsets.US_ASCII)).isEqualTo("Yahoo com");
    assertThat(b.hasRemaining()).isFalse();
  }

  @Test
  void errorsNameTheLineAndTheProblem() {
    assertThat(error(ARROW_CATEGORY + "Event[ 1 ]\n")).hasMessageStartingWith("t.txt:2: unknown record 'Event['");
    assertThat(error(ARROW_CATEGORY + "Primitive[ TimeBBox(0.1,0.x2) Category=0 (0.1, 0) (0.2, 1) <1;;2> ]\n"))
        .hasMessageStartingWith("t.txt:2: bad number for TimeBBox end: '0.x2'");
    assertThat(error(ARROW_CATEGORY + "Primitive[ TimeBBox(0.1,0.2) Category=0 (0.1, 0) (0.2, 1) <1> ]\n"))
        .hasMessageStartingWith("t.txt:2: info of category 0").hasMessageContaining("has 2 % value(s) but the record has 1");
    assertThat(error(ARROW_CATEGORY + "Primitive[ TimeBBox(0.1,0.2) Category=0 (0.1, 0) (0.2, 1) <1;;2;;3> ]\n"))
        .hasMessageContaining("but the record has 3");
    assertThat(error(ARROW_CATEGORY + "Primitive[ TimeBBox(0.1,0.2) Category=0 (0.1, 0) (0.2, 1) <1;;big> ]\n"))
        .hasMessageContaining("'big' is not a valid %d");
    assertThat(error("Primitive[ TimeBBox(0.1,0.2) Category=5 (0.1, 0) (0.2, 0) ]\n"))
        .hasMessageStartingWith("t.txt:1: undefined category 5");
    assertThat(error(STATE_CATEGORY + "Primitive[ TimeBBox(0.1,0.2) Category=82 (0.1, 0) (0.3, 0) ]\n"))
        .hasMessageStartingWith("t.txt:2: vertex time 0.3 is outside the TimeBBox(0.1,0.2)");
    assertThat(error(STATE_CATEGORY + "Primitive[ TimeBBox(0.1,0.2) Category=82 (0.1, 0) ]\n"))
        .hasMessageStartingWith("t.txt:2: a State of category 82 needs 2 vertices, found 1");
    assertThat(error(STATE_CATEGORY + "Category[ index=3 name=x topo=Blob color=(1,1,1,1,true) width=1 ]\n"))
        .hasMessageStartingWith("t.txt:2: unknown topology 'Blob'");
    assertThat(error("YCoordMap[ Nrows=1 Ncolumns=3 Nmethods=0 title=T colnames=< a > ( 1 2 3 ) ]\n"))
        .hasMessageStartingWith("t.txt:1: YCoordMap has 1 column names, Ncolumns=3 needs 2");
    assertThat(error("YCoordMap[ Nrows=2000000000 Ncolumns=3 Nmethods=0 title=T colnames=< a b > ( 1 2 3 ) ]\n"))
        .hasMessageContaining("more than the line holds");
    assertThat(error("Category[ index=3 name=" + "n".repeat(40_000) + " topo=State color=(1,1,1,1,true) width=1 ]\n"))
        .hasMessageStartingWith("t.txt:1: category name of 40000 bytes is longer than SLOG-2's limit of 32767");
  }

  @Test
  void infoValuesOutOfTheirTypesRangeAreErrors() {
    String category = "Category[ index=7 name=All topo=Event color=(1,2,3,4,true) width=1 <h=%h x=%x l=%l> ]\n";
    assertThat(error(category + "Primitive[ TimeBBox(1,1) Category=7 (1, 0) <40000;;ff;;1> ]\n"))
        .hasMessageContaining("value 1 '40000' is not a valid %h");
    assertThat(error(category + "Primitive[ TimeBBox(1,1) Category=7 (1, 0) <1;;123456789;;1> ]\n"))
        .hasMessageContaining("value 2 '123456789' is not a valid %x");
    assertThat(error(category + "Primitive[ TimeBBox(1,1) Category=7 (1, 0) <1;;f;;9223372036854775808> ]\n"))
        .hasMessageContaining("value 3 '9223372036854775808' is not a valid %l");
  }

  @Test
  void compositeErrorsNameThePrimitiveLine() {
    String head = STATE_CATEGORY + "Composite[ TimeBBox(0.1,0.4) Category=82 NumPrimes=2 ]\n"
        + "Primitive[ TimeBBox(0.1,0.2) Category=82 (0.1, 0) (0.2, 0) ]\n";
    assertThat(error(head + "Primitive[ TimeBBox(0.3,0.5) Category=82 (0.3, 0) (0.5, 0) ]\n"))
        .hasMessageStartingWith("t.txt:4: primitive 2 TimeBBox(0.3,0.5) is outside the Composite's TimeBBox(0.1,0.4)");
    assertThat(error(head)).hasMessageStartingWith("t.txt:2: the Composite announces 2 primitives but the file ends after 1");
    assertThat(error(head + STATE_CATEGORY)).hasMessageStartingWith("t.txt:4: primitive 2 of the Composite at line 2");
  }

  @Test
  void sampleData1AcceptsItsOddModifiableFlagAndBlanksInStrings() throws IOException {
    List<TraceItem> items = read(new String(java.nio.file.Files.readAllBytes(
        org.leapshot.slog2.testing.SharedData.testdata("text/data1.txt")), StandardCharsets.UTF_8));
    assertThat(items).hasSize(17);
    Category event1 = ((TraceItem.CategoryItem) items.get(7)).category();
    assertThat(event1.colorModifiable()).isTrue(); // written "trye"; the reference stores true
    Primitive yahoo = (Primitive) ((TraceItem.DrawableItem) items.get(9)).drawable();
    assertThat(Category.of(13, "REDUCE", Topology.STATE, new Rgba(0, 0, 0, 0), 1,
        ((TraceItem.CategoryItem) items.get(3)).category().label()).formatInfo(yahoo.info()))
        .isEqualTo("jobID=23456\\n account=Yahoo com user=linda");
  }
  /**
   * The converter reads through drainTo, which hands a Primitive line over without an item around
   * it: the items, their positions and the first error must be those of next(), on every sample
   * (composites, peeked items and a bad line too).
   */
  @Test
  void drainingGivesWhatNextGivesOnEverySample() throws IOException {
    for (String name : List.of("data.txt", "data1.txt", "arrow.txt", "errtime1.txt", "errtime4.txt", "errtime7.txt")) {
      String text = new String(java.nio.file.Files.readAllBytes(
          org.leapshot.slog2.testing.SharedData.testdata("text/" + name)), StandardCharsets.UTF_8);
      Object byNext = outcome(() -> read(text));
      assertThat(outcome(() -> drained(text, false))).as(name).isEqualTo(byNext);
      assertThat(outcome(() -> drained(text, true))).as(name + " after a peek").isEqualTo(byNext);
      // A Primitive line is read before its end is looked for: also when the stream gives a few
      // bytes at a time, so that lines end beyond the bytes read so far, and with CR LF line ends.
      for (int bytesPerRead = 1; bytesPerRead <= 13; bytesPerRead += 3) {
        int n = bytesPerRead;
        assertThat(outcome(() -> drained(trickle(text, n), false))).as(name + " by " + n).isEqualTo(byNext);
      }
      String crlf = text.replace("\n", "\r\n");
      assertThat(outcome(() -> drained(crlf, false))).as(name + " CR LF").isEqualTo(outcome(() -> read(crlf)));
    }
    String bad = ARROW_CATEGORY + "Primitive[ TimeBBox(1,2) Category=0 (1, 0) (2, 1) <1;;2> ]\n"
        + "Primitive[ TimeBBox(3,2) Category=0 (3, 0) (2, 1) <1;;2> ]\n";
    assertThat(outcome(() -> drained(bad, false))).isEqualTo("t.txt:3: " + "Primitive TimeBBox start 3.0 is after its end 2.0")
        .isEqualTo(outcome(() -> read(bad)));
  }

  /** How a sample was read: what the reading gives. */
  private interface Reading {
    List<TraceItem> items() throws IOException;
  }

  /** The items read, or the message of the error that stopped reading. */
  private static Object outcome(Reading reading) {
    try {
      return reading.items();
    } catch (IOException e) {
      return e.getMessage();
    }
  }

  private static List<TraceItem> drained(String text, boolean peekFirst) throws IOException {
    return drained(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), peekFirst);
  }

  /** {@code text} as a stream that gives at most {@code bytesPerRead} bytes a read. */
  private static java.io.InputStream trickle(String text, int bytesPerRead) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, bytesPerRead));
      }
    };
  }

  private static List<TraceItem> drained(java.io.InputStream in, boolean peekFirst) throws IOException {
    List<TraceItem> items = new ArrayList<>();
    try (TextTraceSource s = new TextTraceSource(in, "t.txt", -1)) {
      if (peekFirst) {
        s.peek();
      }
      org.leapshot.slog2.convert.ItemSink sink = org.leapshot.slog2.convert.ItemSink.into(items);
      while (s.drainTo(sink)) {
        // every record, one call each
      }
    }
    return items;
  }
}
