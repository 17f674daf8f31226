package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * The system-tree path parts that order the timelines are written as the formatter wrote them, so
 * line IDs (and with them the output) stay the same.
 */
class Otf2TimelinesPathProperties {

  @Property(tries = 2000)
  void anyIdAsTheFormatterWritesIt(@ForAll long node) {
    assertThat(Otf2Timelines.zeroPadded(node)).isEqualTo(String.format("%020d", node));
  }

  @Property(tries = 1000)
  void idsOfDefinitionsAsTheFormatterWritesThem(@ForAll @LongRange(min = 0, max = 0xffff_ffffL) long node) {
    assertThat(Otf2Timelines.zeroPadded(node)).isEqualTo(String.format("%020d", node));
  }

  @Example
  void edges() {
    for (long node : new long[] {0, 9, 10, 0xffff_ffffL, Long.MAX_VALUE, Long.MIN_VALUE, -1}) {
      assertThat(Otf2Timelines.zeroPadded(node)).isEqualTo(String.format("%020d", node));
    }
  }
}
