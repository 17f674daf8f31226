package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Arrays;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.model.TimeBox;

/**
 * The columns exact statistics take from a node, decoded straight from the block
 * ({@link org.leapshot.slog2.format.decode.DrawableSink}), against the same columns taken from the
 * node decoded into drawable objects: generated files with composites, arrows with message sizes,
 * events and nested states; ranges that cut them; prefixes too short for the drawables; nodes
 * filled again after they were worked out.
 */
class StreamedNodeDecodeTest {

  @Property(tries = 60)
  void columnsAsFromTheDecodedObjects(@ForAll("specs") GeneratedFilePropertiesTest.Spec spec,
      @ForAll @DoubleRange(min = -0.1, max = 1.0) double from, @ForAll @DoubleRange(min = 0, max = 1.2) double width,
      @ForAll @IntRange(min = 1, max = 3) int shards, @ForAll @IntRange(min = 0, max = 3) int prefixChoice)
      throws Exception {
    int prefix = new int[] {0, 40, 300, DrawableScan.INNER_PREFIX_BYTES}[prefixChoice];
    withRange(spec, from, width, (session, start, end) -> {
      var categories = session.nodes().reader().categories();
      StreamedNodeReader reading = new StreamedNodeReader(start, end, categories, new MessageSizes(categories),
          shards);
      for (DirectoryEntry e : session.directory().entries()) {
        StreamedNode[] columns = reading.read(session.nodes(), e, prefix);
        StreamedNode[] objects = reading.read(session.nodes().readDrawables(e.pointer(), prefix), e.box().earliest());
        assertThat(columns).hasSameSizeAs(objects);
        for (int k = 0; k < shards; k++) {
          assertSame(columns[k], objects[k]);
          reading.spare(objects[k]); // filled again below, over what it held
        }
        StreamedNode[] again = reading.read(session.nodes(), e, prefix);
        for (int k = 0; k < shards; k++) {
          assertSame(again[k], columns[k]);
        }
      }
    });
  }

  /** What a test does with a session and a range of it. */
  interface RangeUse {
    void use(TraceSession session, double start, double end) throws IOException;
  }

  /**
   * Opens the generated file {@code spec} describes and hands {@code use} the range that starts
   * {@code from} of its run in and lasts {@code width} of it.
   */
  static void withRange(GeneratedFilePropertiesTest.Spec spec, double from, double width, RangeUse use)
      throws IOException {
    GeneratedTrace.withFile(spec, file -> {
      try (TraceSession session = TraceSession.open(file)) {
        TimeBox run = session.timeRange();
        double start = run.earliest() + from * run.duration();
        use.use(session, start, start + width * run.duration());
      }
    });
  }

  @Provide
  Arbitrary<GeneratedFilePropertiesTest.Spec> specs() {
    return GeneratedFilePropertiesTest.anySpec();
  }

  private static void assertSame(StreamedNode a, StreamedNode b) {
    assertThat(a.problem).isEqualTo(b.problem);
    assertThat(a.statesInOrder).isEqualTo(b.statesInOrder);
    assertThat(new int[] {a.states, a.events, a.arrows}).isEqualTo(new int[] {b.states, b.events, b.arrows});
    int n = a.states;
    for (int[][] c : new int[][][] {{a.stateLine, b.stateLine}, {a.stateCategory, b.stateCategory},
        {a.stateLast, b.stateLast}, {a.stateSlot, b.stateSlot}}) {
      assertThat(Arrays.copyOf(c[0], n)).isEqualTo(Arrays.copyOf(c[1], n));
    }
    assertThat(Arrays.copyOf(a.stateFrom, n)).isEqualTo(Arrays.copyOf(b.stateFrom, n));
    assertThat(Arrays.copyOf(a.stateTo, n)).isEqualTo(Arrays.copyOf(b.stateTo, n));
    for (int[][] c : new int[][][] {{a.eventLine, b.eventLine}, {a.eventCategory, b.eventCategory},
        {a.eventSlot, b.eventSlot}}) {
      assertThat(Arrays.copyOf(c[0], a.events)).isEqualTo(Arrays.copyOf(c[1], a.events));
    }
    int r = a.arrows;
    for (int[][] c : new int[][][] {{a.arrowLine, b.arrowLine}, {a.arrowCategory, b.arrowCategory},
        {a.arrowSlot, b.arrowSlot}, {a.arrowReceiver, b.arrowReceiver}}) {
      assertThat(Arrays.copyOf(c[0], r)).isEqualTo(Arrays.copyOf(c[1], r));
    }
    assertThat(Arrays.copyOf(a.arrowTime, r)).isEqualTo(Arrays.copyOf(b.arrowTime, r));
    assertThat(Arrays.copyOf(a.arrowSize, r)).isEqualTo(Arrays.copyOf(b.arrowSize, r));
  }
}
