package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * {@link StateBatch#inDrawingOrder}: a timeline's states in a batch, added as a few stretches each
 * in drawing order (the node read now and the held ones released with it), come out in drawing
 * order, equal ones in the order they came (brute force: a stable sort of the same records).
 */
class StateBatchOrderTest {

  @Property(tries = 400)
  void aTimelinesStretchesComeOutInDrawingOrder(@ForAll long seed, @ForAll @IntRange(min = 0, max = 6) int stretches,
      @ForAll @IntRange(min = 0, max = 12) int most, @ForAll @IntRange(min = 0, max = 3) int before) {
    Random random = new Random(seed);
    List<long[]> states = new ArrayList<>();
    for (int k = 0; k < stretches; k++) {
      List<long[]> stretch = new ArrayList<>();
      for (int i = random.nextInt(most + 1); i > 0; i--) {
        double s = random.nextInt(6);
        s = s == 0 && random.nextBoolean() ? -0.0 : s; // zeros of both signs: apart in drawing order
        long node = states.size(); // tells equal states apart, to see that the sort is stable
        stretch.add(new long[] {Double.doubleToRawLongBits(s), Double.doubleToRawLongBits(s + random.nextInt(3)),
            (long) random.nextInt(3) << 32 | random.nextInt(40), (long) random.nextInt(2) << 32 | node});
      }
      stretch.sort(StateBatchOrderTest::compare);
      states.addAll(stretch);
    }
    // the timeline's states lie among others' in the batch: `before` records of another timeline first
    long[] out = new long[4 * (before + states.size() + 1)];
    Arrays.fill(out, -1);
    for (int i = 0; i < states.size(); i++) {
      System.arraycopy(states.get(i), 0, out, 4 * (before + i), 4);
    }
    StateBatch.inDrawingOrder(out, before, before + states.size());
    List<long[]> expected = new ArrayList<>(states);
    expected.sort(Comparator.comparing(r -> r, StateBatchOrderTest::compare)); // List.sort is stable
    for (int i = 0; i < expected.size(); i++) {
      assertThat(Arrays.copyOfRange(out, 4 * (before + i), 4 * (before + i + 1))).containsExactly(expected.get(i));
    }
    for (int i = 0; i < 4 * before; i++) {
      assertThat(out[i]).isEqualTo(-1);
    }
    assertThat(Arrays.copyOfRange(out, out.length - 4, out.length)).containsOnly(-1L);
  }

  private static int compare(long[] a, long[] b) {
    return DrawingOrder.compareKeys(Double.longBitsToDouble(a[0]), Double.longBitsToDouble(a[1]), (int) (a[2] >> 32),
        0, (int) (a[3] >> 32), Double.longBitsToDouble(b[0]), Double.longBitsToDouble(b[1]), (int) (b[2] >> 32), 0,
        (int) (b[3] >> 32));
  }
}
