package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Weights are stored in the order of {@link WeightTable#sortedSlots()}, with their values intact. */
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
    t.encode(out);

    ByteBuffer b = ByteBuffer.wrap(out.toByteArray());
    assertThat(b.getInt()).isEqualTo(ratios.size());
    for (int slot : t.sortedSlots()) {
      assertThat(b.getInt()).isEqualTo(100 + slot);
      assertThat(Float.floatToIntBits(b.getFloat())).isEqualTo(Float.floatToIntBits(0f + ratios.get(slot)));
      assertThat(b.getFloat()).isEqualTo((float) slot);
      assertThat(b.getLong()).isEqualTo(7L * slot);
    }
    assertThat(b.hasRemaining()).isFalse();
  }

  @Provide
  Arbitrary<List<Float>> ratios() {
    // Few distinct values, so that ties, NaN and both zeros meet often; sizes beyond 64 take the other path.
    Arbitrary<Float> v = Arbitraries.of(0f, -0f, 0.25f, 0.5f, 1f, Float.NaN, Float.MIN_VALUE, 3e-8f);
    return v.list().ofMinSize(0).ofMaxSize(80);
  }
}
