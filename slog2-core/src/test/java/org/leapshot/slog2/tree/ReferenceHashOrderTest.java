package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The emulated iteration order equals a real java.util.HashMap's for the same insertions. */
class ReferenceHashOrderTest {

  @Property(tries = 200)
  void sameOrderAsARealHashMap(@ForAll @IntRange(min = 0, max = 3000) int size, @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 100_000) int spread) {
    Random rnd = new Random(seed);
    LinkedHashSet<Integer> distinct = new LinkedHashSet<>();
    while (distinct.size() < Math.min(size, spread)) {
      distinct.add(rnd.nextInt(spread) - spread / 2);
    }
    List<Integer> inserted = new ArrayList<>(distinct);
    Map<Integer, Integer> real = new HashMap<>();
    for (Integer k : inserted) {
      real.put(k, k);
    }
    int[] hashes = inserted.stream().mapToInt(k -> k.hashCode()).toArray();

    assertThat(ReferenceHashOrder.of(inserted, hashes)).containsExactlyElementsOf(real.keySet());
  }

  /**
   * Distinct hashes that share their low bits fill bins past eight keys, so the JDK grows the table
   * early or turns bins into trees (whose root moves to the front of the bin): the order must still
   * be the real map's, as the shadow keys' list hashes collide like this in the reference.
   */
  @Property(tries = 200)
  void sameOrderAsARealHashMapWhenBinsTurnIntoTrees(@ForAll @IntRange(min = 0, max = 600) int size,
      @ForAll long seed, @ForAll @IntRange(min = 4, max = 10) int sharedLowBits) {
    Random rnd = new Random(seed);
    LinkedHashSet<Integer> distinct = new LinkedHashSet<>();
    while (distinct.size() < size) {
      distinct.add(rnd.nextInt(1 << 20) << sharedLowBits | rnd.nextInt(3));
    }
    List<Hashed> inserted = new ArrayList<>();
    distinct.forEach(h -> inserted.add(new Hashed(h)));
    Map<Hashed, Hashed> real = new HashMap<>();
    for (Hashed k : inserted) {
      real.put(k, k);
    }
    int[] hashes = inserted.stream().mapToInt(Hashed::hashCode).toArray();

    assertThat(ReferenceHashOrder.of(inserted, hashes)).containsExactlyElementsOf(real.keySet());
  }

  /**
   * Equal hashes too, many of them: in tree bins the JDK then orders keys by their identity hashes,
   * and the replay places them as it does when those are equal. A real map of keys that compare
   * "less" to whatever they are placed against takes the same path, so it is the model here.
   */
  @Property(tries = 300)
  void replayEqualsARealHashMapAlsoForEqualHashes(@ForAll @IntRange(min = 0, max = 800) int size,
      @ForAll long seed, @ForAll @IntRange(min = 0, max = 10) int sharedLowBits,
      @ForAll @IntRange(min = 1, max = 400) int distinctHashes) {
    Random rnd = new Random(seed);
    List<PlacedLeft> inserted = new ArrayList<>();
    Map<PlacedLeft, PlacedLeft> real = new HashMap<>();
    for (int i = 0; i < size; i++) {
      PlacedLeft k = new PlacedLeft(rnd.nextInt(distinctHashes) << sharedLowBits ^ (rnd.nextBoolean() ? 0 : 0x10000));
      inserted.add(k);
      real.put(k, k);
    }
    int[] hashes = inserted.stream().mapToInt(PlacedLeft::hashCode).toArray();

    int[] order = HashMapReplay.order(hashes);
    List<PlacedLeft> replayed = new ArrayList<>();
    for (int i : order) {
      replayed.add(inserted.get(i));
    }
    assertThat(replayed).containsExactlyElementsOf(real.keySet());
  }

  /**
   * One replay reused for maps of growing and shrinking sizes, as each writer thread reuses its own:
   * every order is still the real map's (nothing left over from a bigger map before).
   */
  @Property(tries = 100)
  void aReusedReplayGivesEveryMapsOrder(@ForAll long seed) {
    Random rnd = new Random(seed);
    HashMapReplay replay = new HashMapReplay();
    for (int map = 0; map < 6; map++) {
      int size = rnd.nextInt(rnd.nextBoolean() ? 40 : 1500);
      int sharedLowBits = rnd.nextInt(9);
      List<PlacedLeft> inserted = new ArrayList<>();
      Map<PlacedLeft, PlacedLeft> real = new HashMap<>();
      for (int i = 0; i < size; i++) {
        PlacedLeft k = new PlacedLeft(rnd.nextInt(1 + rnd.nextInt(500)) << sharedLowBits);
        inserted.add(k);
        real.put(k, k);
      }
      int[] hashes = replay.hashCodes(size + 3);
      for (int i = 0; i < size; i++) {
        hashes[i] = inserted.get(i).hashCode();
      }
      hashes[size] = 12345; // beyond the count given: not part of the map

      int[] order = replay.replay(hashes, size);
      List<PlacedLeft> replayed = new ArrayList<>();
      for (int i = 0; i < size; i++) {
        replayed.add(inserted.get(order[i]));
      }
      assertThat(replayed).containsExactlyElementsOf(real.keySet());
    }
  }

  /** Equal only to itself; "less" than any key it is compared with, as a key of equal identity hash is placed. */
  @SuppressWarnings("ComparableType")
  private static final class PlacedLeft extends Hashed implements Comparable<PlacedLeft> {
    PlacedLeft(int hash) {
      super(hash);
    }

    @Override
    public int compareTo(PlacedLeft o) {
      return -1;
    }
  }

  /** A key like the reference's shadow keys: not Comparable, equal only to itself, with a given hash. */
  private static class Hashed {
    private final int hash;

    Hashed(int hash) {
      this.hash = hash;
    }

    @Override
    public final int hashCode() {
      return hash;
    }

    @Override
    public final boolean equals(Object o) {
      return o == this;
    }
  }
}
