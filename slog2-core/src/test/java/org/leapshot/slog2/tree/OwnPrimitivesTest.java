package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Each shadow's chain, and the run it is copied to, give back exactly its own primitives in the
 * order they were added, also after the columns are reused.
 */
class OwnPrimitivesTest {
  /** Shadows whose chains interleave in each test. */
  private static final int SHADOWS = 8;

  private static List<List<Integer>> emptyLists() {
    List<List<Integer>> lists = new ArrayList<>();
    for (int s = 0; s < SHADOWS; s++) {
      lists.add(new ArrayList<>());
    }
    return lists;
  }

  @Property(tries = 200)
  void chainsKeepTheirOwnEntriesInOrder(@ForAll("owners") List<Integer> first, @ForAll("owners") List<Integer> second) {
    OwnPrimitives own = new OwnPrimitives();
    checkChains(own, first);
    own.clear();
    checkChains(own, second);
  }

  /** Chains built newest first (the child boxes) give back their entries last to first, among other chains. */
  @Property(tries = 200)
  void chainsBuiltNewestFirstGiveTheirEntriesBackwards(@ForAll("owners") List<Integer> owners) {
    OwnPrimitives boxes = new OwnPrimitives();
    int[] newest = new int[SHADOWS];
    int[] counts = new int[SHADOWS];
    Arrays.fill(newest, -1);
    List<List<Integer>> expected = emptyLists();
    for (int i = 0; i < owners.size(); i++) {
      int s = owners.get(i);
      newest[s] = boxes.addBefore(i, i + 0.25, newest[s]);
      counts[s]++;
      expected.get(s).add(0, i);
    }
    for (int s = 0; s < SHADOWS; s++) {
      List<Integer> seen = new ArrayList<>();
      for (int c = 0, k = newest[s]; c < counts[s]; c++, k = boxes.next(k)) {
        assertThat(boxes.end(k)).isEqualTo(boxes.start(k) + 0.25);
        seen.add((int) boxes.start(k));
      }
      assertThat(seen).isEqualTo(expected.get(s));
    }
  }

  /** Each chain's count of different categories is that of a set, for chains interleaved and after reuse. */
  @Property(tries = 200)
  void distinctCategoriesCountsEachChainsCategoriesOnce(@ForAll("owners") List<Integer> owners,
      @ForAll("categoryIndexes") List<Integer> categories) {
    OwnPrimitives own = new OwnPrimitives();
    for (int round = 0; round < 2; round++) {
      int[] firsts = new int[SHADOWS];
      int[] lasts = new int[SHADOWS];
      int[] counts = new int[SHADOWS];
      Arrays.fill(lasts, -1);
      List<Set<Integer>> expected = new ArrayList<>();
      for (int s = 0; s < SHADOWS; s++) {
        expected.add(new HashSet<>());
      }
      for (int i = 0; i < owners.size(); i++) {
        int s = owners.get(i);
        int category = categories.isEmpty() ? 0 : categories.get((i + round) % categories.size());
        lasts[s] = own.add(i, i + 1, category, lasts[s]);
        if (counts[s]++ == 0) {
          firsts[s] = lasts[s];
        }
        expected.get(s).add(category);
      }
      for (int s = 0; s < SHADOWS; s++) {
        int run = own.group(firsts[s], counts[s]);
        assertThat(own.distinctCategories(run, counts[s])).isEqualTo(expected.get(s).size());
      }
      own.clear();
    }
  }

  @Provide
  Arbitrary<List<Integer>> categoryIndexes() {
    // Past the 64 marks the columns start with, so that they grow between counts.
    return Arbitraries.integers().between(0, 300).list().ofMinSize(1).ofMaxSize(60);
  }

  /** Adds entry i to the chain of shadow owners[i] (interleaved, as a node's primitives come), then walks each chain. */
  private static void checkChains(OwnPrimitives own, List<Integer> owners) {
    int[] firsts = new int[SHADOWS];
    int[] lasts = new int[SHADOWS];
    Arrays.fill(lasts, -1);
    List<List<Integer>> expected = emptyLists();
    for (int i = 0; i < owners.size(); i++) {
      int s = owners.get(i);
      int k = own.add(i, i + 0.5, 1000 + i, lasts[s]);
      if (lasts[s] < 0) {
        firsts[s] = k;
      }
      lasts[s] = k;
      expected.get(s).add(i);
    }
    for (int s = 0; s < SHADOWS; s++) {
      List<Integer> seen = new ArrayList<>();
      int k = firsts[s];
      for (int c = 0; c < expected.get(s).size(); c++, k = own.next(k)) {
        assertThat(own.end(k)).isEqualTo(own.start(k) + 0.5);
        assertThat(own.category(k)).isEqualTo(1000 + (int) own.start(k));
        seen.add((int) own.start(k));
      }
      assertThat(seen).isEqualTo(expected.get(s));
    }
    // Copied to runs, one chain after another (and the runs' room grows past 256 entries too).
    for (int s = 0; s < SHADOWS; s++) {
      int n = expected.get(s).size();
      int run = own.group(firsts[s], n);
      List<Integer> seen = new ArrayList<>();
      for (int i = run; i < run + n; i++) {
        assertThat(own.runEnd(i)).isEqualTo(own.runStart(i) + 0.5);
        assertThat(own.runCategory(i)).isEqualTo(1000 + (int) own.runStart(i));
        seen.add((int) own.runStart(i));
      }
      assertThat(seen).isEqualTo(expected.get(s));
    }
  }

  @Provide
  Arbitrary<List<Integer>> owners() {
    // Past the initial 256 entries, so that the columns grow while chains run through them.
    return Arbitraries.integers().between(0, 7).list().ofMaxSize(700);
  }
}
