package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Weights are stored by inclusive ratio as the reference's sort puts them (stable, both zeros
 * equal, NaN "greater" than anything both ways), with their values intact; slots are found again
 * however many there are.
 */
class WeightTableTest {
  @Property(tries = 300)
  void storedOrderIsTheStableSortByInclusiveRatio(@ForAll("ratios") List<Float> ratios) {
    WeightTable t = new WeightTable();
    for (int i = 0; i < ratios.size(); i++) {
      int slot = t.slot(100 + i);
      t.addInclusive(slot, ratios.get(i));
      t.addExclusive(slot, i);
      t.addCount(slot, 7L * i);
    }
    BlockOutput out = new BlockOutput(16);
    t.encodeWeights(out);

    ByteBuffer b = ByteBuffer.wrap(out.toByteArray());
    assertThat(b.getInt()).isEqualTo(ratios.size());
    List<Integer> expected = new ArrayList<>();
    for (int i = 0; i < ratios.size(); i++) {
      expected.add(i);
    }
    // List.sort is the JDK's stable object sort, which the reference's weights go through with this comparison.
    try {
      expected.sort((x, y) -> referenceComparison(ratios.get(x), ratios.get(y)));
    } catch (IllegalArgumentException contractViolated) {
      // Where the JDK's sort notices that NaN makes the comparison inconsistent: NaN last.
      expected.sort(null);
      expected.sort((x, y) -> before(ratios.get(x), ratios.get(y)) ? -1 : before(ratios.get(y), ratios.get(x)) ? 1 : 0);
    }
    assertThat(t.sortedSlots()).containsExactly(expected.stream().mapToInt(Integer::intValue).toArray());
    for (int slot : expected) {
      assertThat(b.getInt()).isEqualTo(100 + slot);
      assertThat(Float.floatToIntBits(b.getFloat())).isEqualTo(Float.floatToIntBits(0f + ratios.get(slot)));
      assertThat(b.getFloat()).isEqualTo((float) slot);
      assertThat(b.getLong()).isEqualTo(7L * slot);
    }
    assertThat(b.hasRemaining()).isFalse();
  }

  @Property(tries = 20)
  void everyNanRatioIsStoredAsJavasCanonicalNan(@ForAll("nanBits") int nanBits) {
    WeightTable t = new WeightTable();
    int slot = t.slot(5);
    t.addInclusive(slot, Float.intBitsToFloat(nanBits));
    t.addExclusive(slot, Float.intBitsToFloat(nanBits));
    t.addCount(slot, 3);
    BlockOutput out = new BlockOutput(16);
    t.encodeWeights(out);

    ByteBuffer b = ByteBuffer.wrap(out.toByteArray());
    assertThat(b.getInt()).isEqualTo(1);
    assertThat(b.getInt()).isEqualTo(5);
    assertThat(b.getInt()).isEqualTo(0x7fc00000);
    assertThat(b.getInt()).isEqualTo(0x7fc00000);
    assertThat(b.getLong()).isEqualTo(3);
  }

  @Provide
  Arbitrary<Integer> nanBits() {
    // Quiet NaNs of either sign with payloads (x86 arithmetic makes 0xffc00000), which keep their bits through +.
    return Arbitraries.integers().between(0, 0x3fffff)
        .flatMap(payload -> Arbitraries.of(0x7fc00000 | payload, 0xffc00000 | payload));
  }

  private static boolean before(float a, float b) {
    return !Float.isNaN(a) && (Float.isNaN(b) || a < b);
  }

  private static int referenceComparison(float a, float b) {
    if (a < b) {
      return -1;
    }
    return a == b ? 0 : 1;
  }

  @Example
  void aNanRatioIsGreaterBothWaysSoItStopsTheSortWhereItStands() {
    // From the reference's files: a NaN weight met first stays ahead of a 0 ratio (gen-r64_2M_21).
    assertThat(storedOrder(Float.NaN, 0f)).containsExactly(0, 1);
    assertThat(storedOrder(0f, Float.NaN)).containsExactly(0, 1);
    // One ascending run to the JDK's sort, as every comparison with the NaN says "greater".
    assertThat(storedOrder(0.5f, Float.NaN, 0.25f)).containsExactly(0, 1, 2);
    // A descending run before the NaN is reversed, then the NaN is inserted after everything.
    assertThat(storedOrder(0.5f, 0.25f, Float.NaN)).containsExactly(1, 0, 2);
  }

  private static int[] storedOrder(float... inclusive) {
    WeightTable t = new WeightTable();
    for (int i = 0; i < inclusive.length; i++) {
      t.addInclusive(t.slot(i), inclusive[i]);
    }
    BlockOutput out = new BlockOutput(16);
    t.encodeWeights(out);
    ByteBuffer b = ByteBuffer.wrap(out.toByteArray());
    int[] categories = new int[b.getInt()];
    for (int i = 0; i < categories.length; i++) {
      categories[i] = b.getInt();
      b.position(b.position() + 16);
    }
    assertThat(t.sortedSlots()).containsExactly(categories);
    return categories;
  }

  @Property(tries = 100)
  void aCategoryKeepsItsSlotInFirstSeenOrder(@ForAll("categories") List<Integer> categories) {
    WeightTable t = new WeightTable();
    List<Integer> firstSeen = new ArrayList<>();
    for (int c : categories) {
      int slot = t.slot(c);
      if (!firstSeen.contains(c)) {
        firstSeen.add(c);
      }
      assertThat(slot).isEqualTo(firstSeen.indexOf(c));
      t.addCount(slot, 1);
    }
    assertThat(t.size()).isEqualTo(firstSeen.size());
    for (int i = 0; i < t.size(); i++) {
      assertThat(t.category(i)).isEqualTo(firstSeen.get(i));
      int c = firstSeen.get(i);
      assertThat(t.count(i)).isEqualTo(categories.stream().filter(x -> x == c).count());
    }
  }

  @Property(tries = 150)
  void aMergedChildAddsItsNewCategoriesAfterTheParentsInItsOrder(@ForAll("categories") List<Integer> parent,
      @ForAll("categories") List<Integer> child) {
    WeightTable p = counted(parent);
    WeightTable c = counted(child);
    Map<Integer, Long> expected = new LinkedHashMap<>();
    parent.forEach(x -> expected.merge(x, 1L, Long::sum));
    child.forEach(x -> expected.merge(x, 1L, Long::sum));

    p.addScaled(c, 0.5f);

    assertThat(p.size()).isEqualTo(expected.size());
    int i = 0;
    for (Map.Entry<Integer, Long> e : expected.entrySet()) {
      assertThat(p.category(i)).isEqualTo(e.getKey());
      assertThat(p.count(i)).isEqualTo(e.getValue());
      i++;
    }
    for (int category : expected.keySet()) {
      assertThat(p.category(p.slot(category))).isEqualTo(category);
    }
    assertThat(p.size()).isEqualTo(expected.size());
    // The sort keys of an output used before (here for the child) must not leak into the next table.
    BlockOutput shared = new BlockOutput(16);
    c.encodeWeights(shared);
    shared.reset();
    p.encodeWeights(shared);
    BlockOutput fresh = new BlockOutput(16);
    p.encodeWeights(fresh);
    assertThat(shared.toByteArray()).isEqualTo(fresh.toByteArray());
  }

  /**
   * Room reserved ahead (as a state shadow's weights are sized when its node is finished) changes
   * no slot and no stored byte against a table that grew by itself, before and after a merge.
   */
  @Property(tries = 150)
  void reservedRoomChangesNoSlotNorStoredByte(@ForAll("categories") List<Integer> categories,
      @ForAll("categories") List<Integer> child, @ForAll @IntRange(max = 500) int reserved,
      @ForAll @IntRange(max = 1500) int reservedAt) {
    WeightTable grown = new WeightTable();
    WeightTable reserving = new WeightTable();
    for (int i = 0; i <= categories.size(); i++) {
      if (i == Math.min(reservedAt, categories.size())) {
        reserving.reserve(reserving.size() + reserved);
      }
      if (i == categories.size()) {
        break;
      }
      int slot = grown.slot(categories.get(i));
      assertThat(reserving.slot(categories.get(i))).isEqualTo(slot);
      grown.addCount(slot, 1);
      reserving.addCount(slot, 1);
      grown.addInclusive(slot, (i % 5) / 4f);
      reserving.addInclusive(slot, (i % 5) / 4f);
    }
    assertThat(stored(reserving)).isEqualTo(stored(grown));
    grown.addScaled(counted(child), 0.25f);
    reserving.addScaled(counted(child), 0.25f);
    assertThat(stored(reserving)).isEqualTo(stored(grown));
  }

  /** The first slot needs no array, however it is filled, reserved or merged into. */
  @Property(tries = 50)
  void oneCategoryNeedsNoArray(@ForAll @IntRange(min = -5, max = 5) int category, @ForAll float ratio) {
    WeightTable t = new WeightTable();
    t.reserve(1);
    int slot = t.slot(category);
    t.addCount(slot, 3);
    t.addInclusive(slot, ratio);
    t.addExclusive(slot, ratio / 2);
    WeightTable child = new WeightTable();
    child.addCount(child.slot(category), 2);
    t.addScaled(child, 0.5f);
    t.scale(0.25f);

    assertThat(t.size()).isEqualTo(1);
    assertThat(t.arraySlots()).isZero();
    assertThat(t.category(0)).isEqualTo(category);
    assertThat(t.count(0)).isEqualTo(5);
    assertThat(Float.floatToIntBits(t.inclusive(0))).isEqualTo(Float.floatToIntBits((0f + ratio) * 0.25f));
    assertThat(Float.floatToIntBits(t.exclusive(0))).isEqualTo(Float.floatToIntBits((0f + ratio / 2) * 0.25f));
    t.slot(category + 1);
    assertThat(t.arraySlots()).isPositive();
  }

  private static byte[] stored(WeightTable t) {
    BlockOutput out = new BlockOutput(16);
    t.encodeWeights(out);
    return out.toByteArray();
  }

  private static WeightTable counted(List<Integer> categories) {
    WeightTable t = new WeightTable();
    for (int i = 0; i < categories.size(); i++) {
      int slot = t.slot(categories.get(i));
      t.addCount(slot, 1);
      t.addInclusive(slot, (i % 7) / 8f);
    }
    return t;
  }

  @Provide
  Arbitrary<List<Integer>> categories() {
    // Up to a few hundred distinct categories, negative ones too, so that the index grows several times.
    return Arbitraries.integers().between(-50, 400).list().ofMaxSize(1500);
  }

  @Provide
  Arbitrary<List<Float>> ratios() {
    // Few distinct values, so that ties, NaN and both zeros meet often; sizes from WeightTable.INDEXED_SLOTS on take the other path.
    Arbitrary<Float> v = Arbitraries.of(0f, -0f, 0.25f, 0.5f, 1f, Float.NaN, Float.MIN_VALUE, 3e-8f);
    return v.list().ofMinSize(0).ofMaxSize(80);
  }
}
