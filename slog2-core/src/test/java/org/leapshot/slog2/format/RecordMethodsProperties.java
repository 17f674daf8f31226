package org.leapshot.slog2.format;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.model.TimeBox;

/**
 * The records whose equals and hashCode are written out (BlockPointer, NodeId, TimeBox) answer as a
 * record of the same components with the generated methods does, and as the components compare.
 */
class RecordMethodsProperties {
  private record GeneratedPointer(long offset, int size) {}

  private record GeneratedId(int depth, int xpos) {}

  private record GeneratedBox(double earliest, double latest) {}

  @Property
  void blockPointersAsGenerated(@ForAll("longs") long o1, @ForAll("ints") int s1, @ForAll("longs") long o2,
      @ForAll("ints") int s2) {
    BlockPointer a = new BlockPointer(o1, s1);
    BlockPointer b = new BlockPointer(o2, s2);
    assertThat(a.equals(b)).isEqualTo(new GeneratedPointer(o1, s1).equals(new GeneratedPointer(o2, s2)))
        .isEqualTo(o1 == o2 && s1 == s2);
    assertThat(a.hashCode()).isEqualTo(new GeneratedPointer(o1, s1).hashCode());
    assertThat(a).isEqualTo(new BlockPointer(o1, s1)).hasSameHashCodeAs(new BlockPointer(o1, s1))
        .isNotEqualTo(null).isNotEqualTo(new GeneratedPointer(o1, s1));
  }

  @Property
  void nodeIdsAsGenerated(@ForAll("ints") int d1, @ForAll("ints") int x1, @ForAll("ints") int d2,
      @ForAll("ints") int x2) {
    NodeId a = new NodeId(d1, x1);
    NodeId b = new NodeId(d2, x2);
    assertThat(a.equals(b)).isEqualTo(new GeneratedId(d1, x1).equals(new GeneratedId(d2, x2)))
        .isEqualTo(d1 == d2 && x1 == x2).isEqualTo(a.compareTo(b) == 0);
    assertThat(a.hashCode()).isEqualTo(new GeneratedId(d1, x1).hashCode());
    assertThat(a).isEqualTo(new NodeId(d1, x1)).hasSameHashCodeAs(new NodeId(d1, x1))
        .isNotEqualTo(null).isNotEqualTo(new GeneratedId(d1, x1));
  }

  @Property
  void timeBoxesAsGenerated(@ForAll("doubles") double e1, @ForAll("doubles") double l1,
      @ForAll("doubles") double e2, @ForAll("doubles") double l2) {
    TimeBox a = new TimeBox(e1, l1);
    TimeBox b = new TimeBox(e2, l2);
    assertThat(a.equals(b)).isEqualTo(new GeneratedBox(e1, l1).equals(new GeneratedBox(e2, l2)))
        .isEqualTo(Double.valueOf(e1).equals(e2) && Double.valueOf(l1).equals(l2));
    assertThat(a.hashCode()).isEqualTo(new GeneratedBox(e1, l1).hashCode());
    assertThat(a).isEqualTo(new TimeBox(e1, l1)).hasSameHashCodeAs(new TimeBox(e1, l1))
        .isNotEqualTo(null).isNotEqualTo(new GeneratedBox(e1, l1));
  }

  // Few distinct values, so that equal pairs are common; the extremes among them.
  @Provide
  Arbitrary<Long> longs() {
    return Arbitraries.oneOf(Arbitraries.of(0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 32),
        Arbitraries.longs());
  }

  @Provide
  Arbitrary<Integer> ints() {
    return Arbitraries.oneOf(Arbitraries.of(0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE), Arbitraries.integers());
  }

  @Provide
  Arbitrary<Double> doubles() {
    return Arbitraries.oneOf(Arbitraries.of(0.0, -0.0, 1.5, Double.NaN, Double.longBitsToDouble(0x7ff8000000000001L),
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE), Arbitraries.doubles());
  }
}
