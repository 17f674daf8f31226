package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Vertex;

/** How start/final events pair into states and sends/receives into arrows (clog2-format.md §B.4–B.6). */
class Clog2MatchingTest {
  private static final int STATE_10_START = 20;
  private static final int STATE_10_FINAL = 21;
  private static final int SEND = -101;
  private static final int RECEIVE = -102;

  @TempDir
  Path dir;

  @Test
  void statesPairFirstInFirstOutPerLine() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(2).worldCreated()
        .bare(1.0, 0, 0, 0, STATE_10_START)
        .bare(1.5, 0, 1, 0, STATE_10_START)
        .bare(2.0, 0, 0, 0, STATE_10_START)
        .bare(3.0, 0, 1, 0, STATE_10_FINAL)
        .bare(4.0, 0, 0, 0, STATE_10_FINAL)
        .bare(5.0, 0, 0, 0, STATE_10_FINAL);
    List<Primitive> drawables = drain(b).drawables();

    assertThat(drawables).extracting(Primitive::vertices).containsExactly(
        List.of(new Vertex(1.5, 1), new Vertex(3.0, 1)),
        List.of(new Vertex(1.0, 0), new Vertex(4.0, 0)),
        List.of(new Vertex(2.0, 0), new Vertex(5.0, 0)));
    assertThat(drawables).extracting(Primitive::categoryIndex).containsOnly(11);
  }

  @Test
  void aBareFinalKeepsTheStartsCargoAndACargoFinalReplacesIt() throws IOException {
    byte[] first = cargo(1);
    byte[] second = cargo(2);
    Clog2FileBuilder b = Clog2FileBuilder.world(1).worldCreated()
        .cargo(1.0, 0, 0, 0, STATE_10_START, first)
        .bare(2.0, 0, 0, 0, STATE_10_FINAL)
        .cargo(3.0, 0, 0, 0, STATE_10_START, first)
        .cargo(4.0, 0, 0, 0, STATE_10_FINAL, second);
    List<Primitive> drawables = drain(b).drawables();

    assertThat(drawables).extracting(Primitive::info).containsExactly(first, second);
  }

  @Test
  void soloEventsAreDrawnAtOnceWithTheirCargo() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(1).worldCreated()
        .bare(1.0, 0, 0, 0, -10)
        .cargo(2.0, 0, 0, 0, -9, cargo(7));
    List<Primitive> drawables = drain(b).drawables();

    assertThat(drawables).extracting(Primitive::categoryIndex).containsExactly(301, 302);
    assertThat(drawables.get(0).infoLength()).isZero();
    assertThat(drawables.get(1).info()).isEqualTo(cargo(7));
    assertThat(drawables.get(1).vertices()).containsExactly(new Vertex(2.0, 0));
  }

  @Test
  void aReceiveCompletesAForwardArrowWithTheSendsSize() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(2).worldCreated()
        .msg(1.0, 0, 0, SEND, 0, 1, 7, 16)
        .msg(2.0, 0, 1, RECEIVE, 0, 0, 7, 0);
    Primitive arrow = drain(b).drawables().get(0);

    assertThat(arrow.categoryIndex()).isZero();
    assertThat(arrow.vertices()).containsExactly(new Vertex(1.0, 0), new Vertex(2.0, 1));
    assertThat(arrow.info()).isEqualTo(ByteBuffer.allocate(8).putInt(7).putInt(16).array());
  }

  @Test
  void aSendAfterItsReceiveMakesABackwardArrowOfSizeZero() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(2).worldCreated()
        .msg(3.0, 0, 0, RECEIVE, 0, 1, 8, 0)
        .msg(4.0, 0, 1, SEND, 0, 0, 8, 64);
    Primitive arrow = drain(b).drawables().get(0);

    assertThat(arrow.vertices()).containsExactly(new Vertex(4.0, 1), new Vertex(3.0, 0));
    assertThat(arrow.start()).isEqualTo(3.0);
    assertThat(arrow.end()).isEqualTo(4.0);
    assertThat(arrow.info()).isEqualTo(ByteBuffer.allocate(8).putInt(8).putInt(0).array());
  }

  @Test
  void messagesMatchOnTagAndProcessLinesOnly() throws IOException {
    // Tag 1 goes 0 -> 1 twice; a tag-2 receive in between must not take either send.
    Clog2FileBuilder b = Clog2FileBuilder.world(2).worldCreated()
        .msg(1.0, 0, 0, SEND, 0, 1, 1, 10)
        .msg(2.0, 0, 0, SEND, 0, 1, 1, 20)
        .msg(3.0, 0, 1, RECEIVE, 0, 0, 2, 0)
        .msg(4.0, 0, 1, RECEIVE, 0, 0, 1, 0)
        .msg(5.0, 0, 1, RECEIVE, 0, 0, 1, 0);
    try (Clog2TraceSource source = open(b)) {
      List<Primitive> drawables = Clog2Fixtures.drain(source).drawables();

      assertThat(drawables).extracting(p -> ByteBuffer.wrap(p.info()).getInt(4)).containsExactly(10, 20);
      assertThat(drawables).extracting(p -> p.time(0)).containsExactly(1.0, 2.0);
      assertThat(source.unmatchedEvents()).isEqualTo(1);
      assertThat(source.report().skipped()).containsEntry("CLOG2 unmatched message receive", 1L);
    }
  }

  @Test
  void everyUnmatchedHalfIsCountedInTheReport() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(2).worldCreated()
        .bare(1.0, 0, 0, 0, STATE_10_FINAL)
        .bare(2.0, 0, 1, 0, STATE_10_START)
        .bare(2.5, 0, 0, 0, STATE_10_START)
        .bare(2.6, 0, 0, 0, STATE_10_FINAL)
        .msg(3.0, 0, 0, SEND, 0, 1, 5, 4)
        .msg(3.5, 0, 0, SEND, 0, 1, 5, 4)
        .msg(4.0, 0, 1, RECEIVE, 0, 0, 6, 0)
        .msg(4.5, 0, 1, RECEIVE, 0, 0, 5, 0);
    try (Clog2TraceSource source = open(b)) {
      List<Primitive> drawables = Clog2Fixtures.drain(source).drawables();

      assertThat(drawables).hasSize(2);
      assertThat(source.report().skipped()).containsOnly(
          Map.entry("CLOG2 unmatched state end", 1L),
          Map.entry("CLOG2 unmatched state start", 1L),
          Map.entry("CLOG2 unmatched message send", 1L),
          Map.entry("CLOG2 unmatched message receive", 1L));
      // The reference's "Number of Unmatched Events" counts what is still open at the end.
      assertThat(source.unmatchedEvents()).isEqualTo(3);
      assertThat(source.report().messages()).anyMatch(m -> m.contains("t.clog2 @") && m.contains("never ends"));
    }
  }

  private static byte[] cargo(int value) {
    return ByteBuffer.allocate(32).putInt(value).putInt(-value).array();
  }

  private Clog2TraceSource open(Clog2FileBuilder b) throws IOException {
    return Clog2TraceSource.open(b.write(dir, "t.clog2"));
  }

  private Clog2Fixtures.Drained drain(Clog2FileBuilder b) throws IOException {
    return Clog2Fixtures.drain(b.write(dir, "t.clog2"));
  }
}
