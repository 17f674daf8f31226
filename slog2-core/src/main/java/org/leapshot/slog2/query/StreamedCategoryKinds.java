package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The categories a streamed statistics read has met, each with a slot, and the kinds of drawable
 * seen of each (1: states, 2: arrows): a category unknown to the file with both would have their
 * times share a cell's sums in another order than the file's, so the read stops there ({@link
 * NotStreamable}). Marking is remembered per dense category number ({@link StreamedNode#stateSlot})
 * too, so that nearly every drawable's test is one array read.
 */
final class StreamedCategoryKinds {
  private final KeySlots slots = new KeySlots();
  /** Per category slot: the kinds seen. */
  private byte[] kindsSeen = new byte[16];
  /** Per dense category number: the kinds already marked, as {@link #kindsSeen}. */
  private byte[] kindsOfDense = new byte[16];

  /** The categories' slots, in the order first met. */
  KeySlots slots() {
    return slots;
  }

  /** The slot of category {@code cat}, made when first met. */
  int slot(int cat) {
    int n = slots.size();
    int slot = slots.slot(cat);
    if (slot == n && slot == kindsSeen.length) {
      kindsSeen = Arrays.copyOf(kindsSeen, 2 * slot);
    }
    return slot;
  }

  /**
   * Marks a state of category {@code cat} (dense number {@code dense}, negative for none), the test
   * that it is marked already made here: a method this small is inlined by the quick compiler,
   * sparing a call for nearly every state.
   */
  void stateSeen(int cat, int dense) throws NotStreamable {
    byte[] kinds = kindsOfDense;
    if (dense < 0 || dense >= kinds.length || (kinds[dense] & 1) == 0) {
      seen(cat, dense, 1);
    }
  }

  /** {@link #stateSeen} of an arrow. */
  void arrowSeen(int cat, int dense) throws NotStreamable {
    byte[] kinds = kindsOfDense;
    if (dense < 0 || dense >= kinds.length || (kinds[dense] & 2) == 0) {
      seen(cat, dense, 2);
    }
  }

  /** {@link #seen(int, int)} of category {@code cat}, once per kind when the category has a dense number. */
  private void seen(int cat, int dense, int kind) throws NotStreamable {
    if (dense < 0) {
      seen(slot(cat), kind);
      return;
    }
    if (dense < kindsOfDense.length && (kindsOfDense[dense] & kind) != 0) {
      return; // marked already: its slot exists and marking again changes nothing
    }
    seen(slot(cat), kind);
    if (dense >= kindsOfDense.length) {
      kindsOfDense = Arrays.copyOf(kindsOfDense, Math.max(2 * kindsOfDense.length, dense + 1));
    }
    kindsOfDense[dense] |= (byte) kind;
  }

  private void seen(int slot, int kind) throws NotStreamable {
    kindsSeen[slot] |= (byte) kind;
    if (kindsSeen[slot] == 3) {
      throw new NotStreamable("states and arrows of one category");
    }
  }
}
