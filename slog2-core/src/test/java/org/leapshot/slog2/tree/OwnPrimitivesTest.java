package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
 * Each shadow's run gives back exactly its own primitives in the order they were added, also after
 * the columns are reused; the child boxes' chains give theirs back newest first.
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
  void runsKeepTheirOwnEntriesInOrder(@ForAll("owners") List<Integer> first, @ForAll("owners") List<Integer> second) {
    OwnPrimitives own = new OwnPrimitives();
    checkRuns(own, first);
    own.clear();
    checkRuns(own, second);
  }

  /**
   * Entries added after some runs were made (as when a shadow is made and finished at once) go to
   * runs of their own; adding to an owner whose run is made is refused.
   */
  @Property(tries = 100)
  void entriesAddedLaterGoToNewRuns(@ForAll("owners") List<Integer> owners) {
    OwnPrimitives own = new OwnPrimitives();
    List<List<Integer>> expected = emptyLists();
    int cut = owners.size() / 2;
    for (int i = 0; i < owners.size(); i++) {
      int s = i < cut ? owners.get(i) : SHADOWS + owners.get(i); // the later ones, other owners
      own.add(i, i + 0.5, 0, s);
      if (i < cut) {
        expected.get(s).add(i);
      }
      if (i == cut - 1 || i == owners.size() - 1) {
        own.runFirst(s); // sorts what was added so far
      }
    }
    for (int s = 0; s < SHADOWS; s++) {
      assertThat(run(own, s, expected.get(s).size())).isEqualTo(expected.get(s));
    }
    if (cut > 0) {
      int s = owners.get(0);
      own.add(-1, 0, 0, s);
      assertThatThrownBy(() -> own.runFirst(s)).isInstanceOf(IllegalStateException.class);
    }
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
      int[] counts = new int[SHADOWS];
      List<Set<Integer>> expected = new ArrayList<>();
      for (int s = 0; s < SHADOWS; s++) {
        expected.add(new HashSet<>());
      }
      for (int i = 0; i < owners.size(); i++) {
        int s = owners.get(i);
        int category = categories.isEmpty() ? 0 : categories.get((i + round) % categories.size());
        own.add(i, i + 1, category, s);
        counts[s]++;
        expected.get(s).add(category);
      }
      for (int s = 0; s < SHADOWS; s++) {
        assertThat(own.distinctCategories(own.runFirst(s), counts[s])).isEqualTo(expected.get(s).size());
      }
      own.clear();
    }
  }

  @Provide
  Arbitrary<List<Integer>> categoryIndexes() {
    // Past the 64 marks the columns start with, so that they grow between counts.
    return Arbitraries.integers().between(0, 300).list().ofMinSize(1).ofMaxSize(60);
  }

  /** Adds entry i for shadow owners[i] (interleaved, as a node's primitives come), then reads each shadow's run. */
  private static void checkRuns(OwnPrimitives own, List<Integer> owners) {
    List<List<Integer>> expected = emptyLists();
    for (int i = 0; i < owners.size(); i++) {
      int s = owners.get(i);
      own.add(i, i + 0.5, 1000 + i, s);
      expected.get(s).add(i);
    }
    for (int s = 0; s < SHADOWS; s++) {
      assertThat(run(own, s, expected.get(s).size())).isEqualTo(expected.get(s));
    }
  }

  /** The starts of {@code owner}'s run of {@code n}, checking each entry's end and category against its start. */
  private static List<Integer> run(OwnPrimitives own, int owner, int n) {
    List<Integer> seen = new ArrayList<>();
    if (n == 0) {
      return seen;
    }
    int first = own.runFirst(owner);
    for (int i = first; i < first + n; i++) {
      assertThat(own.runEnd(i)).isEqualTo(own.runStart(i) + 0.5);
      if (own.runCategory(i) != 0) {
        assertThat(own.runCategory(i)).isEqualTo(1000 + (int) own.runStart(i));
      }
      seen.add((int) own.runStart(i));
    }
    return seen;
  }

  @Provide
  Arbitrary<List<Integer>> owners() {
    // Past the initial 256 entries, so that the columns grow while chains run through them.
    return Arbitraries.integers().between(0, 7).list().ofMaxSize(700);
  }
}
