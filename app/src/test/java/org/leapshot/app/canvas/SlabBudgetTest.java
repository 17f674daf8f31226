package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** Slabs of the exact drawing are as large as the free heap allows, and small only when it is short. */
class SlabBudgetTest {
  private static final long MB = 1L << 20;

  @Test
  void aLargeHeapReadsTheWholeTwoGigabyteTraceInFewSlabs() {
    // -Xmx6g with ~100 MB in use: the 2 GB, 16 384-timeline trace in two slabs, not sixty-four
    long budget = SlabBudget.forHeap(6144 * MB - 100 * MB);
    assertThat(budget).isGreaterThanOrEqualTo(1000 * MB);
    assertThat(budget * 3).isLessThanOrEqualTo(6144 * MB);
  }

  @Test
  void theDefaultHeapKeepsSlabsSmallEnoughToFold() {
    // the launcher's -Xmx512m: a slab and its decoded drawables must leave room for the picture
    long budget = SlabBudget.forHeap(480 * MB);
    assertThat(budget).isBetween(32 * MB, 100 * MB);
  }

  @Test
  void aTinyOrExhaustedHeapStillReadsSlabsOfTheFloor() {
    assertThat(SlabBudget.forHeap(0)).isEqualTo(SlabBudget.MIN_BYTES);
    assertThat(SlabBudget.forHeap(-5)).isEqualTo(SlabBudget.MIN_BYTES);
    assertThat(SlabBudget.forHeap(8 * MB)).isEqualTo(SlabBudget.MIN_BYTES);
  }

  @Property(tries = 200)
  void aSlabTakesAtMostItsShareOfTheHeapAndGrowsWithIt(@ForAll @LongRange(min = 0, max = 1L << 40) long heap,
      @ForAll @LongRange(min = 0, max = 1L << 30) long more) {
    long budget = SlabBudget.forHeap(heap);
    assertThat(budget).isGreaterThanOrEqualTo(SlabBudget.MIN_BYTES);
    if (budget > SlabBudget.MIN_BYTES) {
      assertThat((double) budget * SlabBudget.HEAP_PER_STORED_BYTE).isLessThanOrEqualTo(heap * SlabBudget.HEAP_SHARE);
      // not needlessly small: within a stored byte's heap of the share
      assertThat((double) (budget + 1) * SlabBudget.HEAP_PER_STORED_BYTE).isGreaterThan(heap * SlabBudget.HEAP_SHARE);
    }
    assertThat(SlabBudget.forHeap(heap + more)).isGreaterThanOrEqualTo(budget);
  }
}
