package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Against a model of who holds which array: every array taken is long enough, and no array is
 * handed out while another taker still holds it (which would let two buffers overwrite each other).
 */
class ByteArrayPoolTest {
  @Property(tries = 300)
  void neverHandsOutAnArrayThatIsHeld(@ForAll @IntRange(min = 1, max = 400) int steps, @ForAll long seed) {
    Random rnd = new Random(seed);
    ByteArrayPool pool = new ByteArrayPool();
    Set<byte[]> held = Collections.newSetFromMap(new IdentityHashMap<>());
    List<byte[]> holding = new ArrayList<>();
    for (int i = 0; i < steps; i++) {
      if (holding.isEmpty() || rnd.nextBoolean()) {
        int size = rnd.nextInt(8) == 0 ? ByteArrayPool.LARGEST + rnd.nextInt(1000) : rnd.nextInt(5000);
        byte[] b = pool.take(size);
        assertThat(b.length).isGreaterThanOrEqualTo(size);
        assertThat(held.add(b)).as("an array taken while held").isTrue();
        holding.add(b);
      } else {
        byte[] b = holding.remove(rnd.nextInt(holding.size()));
        held.remove(b);
        pool.give(b);
      }
    }
  }

  @Property(tries = 50)
  void anArrayGivenBackServesTheNextRequestItFits(@ForAll @IntRange(min = 1, max = 100_000) int size) {
    ByteArrayPool pool = new ByteArrayPool();
    byte[] b = pool.take(size);
    pool.give(b);
    assertThat(pool.take(size)).isSameAs(b);
    assertThat(pool.take(size)).isNotSameAs(b);
  }
}
