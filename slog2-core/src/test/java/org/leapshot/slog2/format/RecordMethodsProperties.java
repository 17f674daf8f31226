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
    assertAsGenerated(new BlockPointer(o1, s1), new BlockPointer(o2, s2), new BlockPointer(o1, s1),
        new GeneratedPointer(o1, s1), new GeneratedPointer(o2, s2), o1 == o2 && s1 == s2);
  }

  @Property
  void nodeIdsAsGenerated(@ForAll("ints") int d1, @ForAll("ints") int x1, @ForAll("ints") int d2,
      @ForAll("ints") int x2) {
    NodeId a = new NodeId(d1, x1);
    NodeId b = new NodeId(d2, x2);
    assertAsGenerated(a, b, new NodeId(d1, x1), new GeneratedId(d1, x1), new GeneratedId(d2, x2),
        d1 == d2 && x1 == x2);
    assertThat(a.equals(b)).isEqualTo(a.compareTo(b) == 0);
  }

  @Property
  void timeBoxesAsGenerated(@ForAll("doubles") double e1, @ForAll("doubles") double l1,
      @ForAll("doubles") double e2, @ForAll("doubles") double l2) {
    // Double.equals compares as Double.compare: NaN equals NaN, 0.0 differs from -0.0.
    assertAsGenerated(new TimeBox(e1, l1), new TimeBox(e2, l2), new TimeBox(e1, l1), new GeneratedBox(e1, l1),
        new GeneratedBox(e2, l2), Double.valueOf(e1).equals(e2) && Double.valueOf(l1).equals(l2));
  }

  /**
   * {@code a} equals {@code b} exactly when the generated records of their components are equal and
   * when the components are; its hash is the generated one; it equals a copy, and no other type.
   */
  private static void assertAsGenerated(Object a, Object b, Object copyOfA, Object generatedA, Object generatedB,
      boolean componentsEqual) {
    assertThat(a.equals(b)).isEqualTo(generatedA.equals(generatedB)).isEqualTo(componentsEqual);
    assertThat(a.hashCode()).isEqualTo(generatedA.hashCode());
    assertThat(a).isEqualTo(copyOfA).hasSameHashCodeAs(copyOfA).isNotEqualTo(null).isNotEqualTo(generatedA);
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
