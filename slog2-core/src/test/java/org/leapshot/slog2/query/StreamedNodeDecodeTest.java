package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

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
 * events and nested states; ranges that cut them; prefixes too short for the drawables.
 */
class StreamedNodeDecodeTest {

  @Property(tries = 60)
  void columnsAsFromTheDecodedObjects(@ForAll("specs") GeneratedFilePropertiesTest.Spec spec,
      @ForAll @DoubleRange(min = -0.1, max = 1.0) double from, @ForAll @DoubleRange(min = 0, max = 1.2) double width,
      @ForAll @IntRange(min = 1, max = 3) int shards, @ForAll @IntRange(min = 0, max = 3) int prefixChoice)
      throws Exception {
    int prefix = new int[] {0, 40, 300, DrawableScan.INNER_PREFIX_BYTES}[prefixChoice];
    GeneratedTrace.withFile(spec, file -> {
      try (TraceSession session = TraceSession.open(file)) {
        TimeBox run = session.timeRange();
        double start = run.earliest() + from * run.duration();
        double end = start + width * run.duration();
        var categories = session.nodes().reader().categories();
        StreamedNode.Reading reading = new StreamedNode.Reading(start, end, categories, new MessageSizes(categories),
            shards);
        for (DirectoryEntry e : session.directory().entries()) {
          StreamedNode[] columns = reading.read(session.nodes(), e, prefix);
          StreamedNode[] objects = reading.read(session.nodes().readDrawables(e.pointer(), prefix), e.box().earliest());
          assertThat(columns).hasSameSizeAs(objects);
          for (int k = 0; k < shards; k++) {
            assertSame(columns[k], objects[k]);
          }
        }
      }
    });
  }

  @Provide
  Arbitrary<GeneratedFilePropertiesTest.Spec> specs() {
    return GeneratedFilePropertiesTest.anySpec();
  }

  private static void assertSame(StreamedNode a, StreamedNode b) {
    assertThat(a.problem).isEqualTo(b.problem);
    assertThat(a.states).isEqualTo(b.states);
    int n = a.states;
    assertThat(Arrays.copyOf(a.stateLine, n)).isEqualTo(Arrays.copyOf(b.stateLine, n));
    assertThat(Arrays.copyOf(a.stateFrom, n)).isEqualTo(Arrays.copyOf(b.stateFrom, n));
    assertThat(Arrays.copyOf(a.stateTo, n)).isEqualTo(Arrays.copyOf(b.stateTo, n));
    assertThat(Arrays.copyOf(a.stateCategory, n)).isEqualTo(Arrays.copyOf(b.stateCategory, n));
    assertThat(Arrays.copyOf(a.stateLast, n)).isEqualTo(Arrays.copyOf(b.stateLast, n));
    assertThat(Arrays.copyOf(a.stateSlot, n)).isEqualTo(Arrays.copyOf(b.stateSlot, n));
    assertThat(a.events).isEqualTo(b.events);
    int m = a.events;
    assertThat(Arrays.copyOf(a.eventLine, m)).isEqualTo(Arrays.copyOf(b.eventLine, m));
    assertThat(Arrays.copyOf(a.eventCategory, m)).isEqualTo(Arrays.copyOf(b.eventCategory, m));
    assertThat(Arrays.copyOf(a.eventSlot, m)).isEqualTo(Arrays.copyOf(b.eventSlot, m));
    assertThat(a.arrows).isEqualTo(b.arrows);
    int r = a.arrows;
    assertThat(Arrays.copyOf(a.arrowLine, r)).isEqualTo(Arrays.copyOf(b.arrowLine, r));
    assertThat(Arrays.copyOf(a.arrowCategory, r)).isEqualTo(Arrays.copyOf(b.arrowCategory, r));
    assertThat(Arrays.copyOf(a.arrowSlot, r)).isEqualTo(Arrays.copyOf(b.arrowSlot, r));
    assertThat(Arrays.copyOf(a.arrowReceiver, r)).isEqualTo(Arrays.copyOf(b.arrowReceiver, r));
    assertThat(Arrays.copyOf(a.arrowTime, r)).isEqualTo(Arrays.copyOf(b.arrowTime, r));
    assertThat(Arrays.copyOf(a.arrowSize, r)).isEqualTo(Arrays.copyOf(b.arrowSize, r));
  }
}
