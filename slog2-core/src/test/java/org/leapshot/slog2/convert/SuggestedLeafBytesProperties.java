package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * The leaf size for a number of timelines is the power of two nearest to 1 KiB a timeline among
 * those from the reference's 64 KiB to the cap (the brute force: try each of them).
 */
class SuggestedLeafBytesProperties {

  @Property
  void isTheNearestAllowedPowerOfTwo(@ForAll @LongRange(min = 0, max = 1L << 24) long timelines) {
    long wanted = Math.max(1, timelines) * TraceSource.LEAF_BYTES_PER_TIMELINE;
    long best = -1;
    for (long p = 65536; p <= TraceSource.MAX_SUGGESTED_LEAF_BYTES; p *= 2) {
      // Ties go to the bigger leaf.
      if (best < 0 || Math.abs(p - wanted) <= Math.abs(best - wanted)) {
        best = p;
      }
    }
    assertThat(TraceSource.leafBytesForTimelines(timelines)).isEqualTo(best);
  }

  @Example
  void wideTracesGetAKibibyteATimelineNarrowOnesTheReferenceLeaf() {
    assertThat(TraceSource.leafBytesForTimelines(0)).isEqualTo(65536);
    assertThat(TraceSource.leafBytesForTimelines(16)).isEqualTo(65536);
    assertThat(TraceSource.leafBytesForTimelines(100)).isEqualTo(131072);
    assertThat(TraceSource.leafBytesForTimelines(300)).isEqualTo(262144);
    assertThat(TraceSource.leafBytesForTimelines(1024)).isEqualTo(1 << 20);
    assertThat(TraceSource.leafBytesForTimelines(1 << 20)).isEqualTo(TraceSource.MAX_SUGGESTED_LEAF_BYTES);
  }
}
