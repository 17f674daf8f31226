package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * What {@link StreamedStatistics} takes from one node, worked out by the thread that decoded it:
 * its primitives inside the range, as columns in the order they come,
 * sorted into states, events and arrows (with their clipped time and message size: reading the size
 * out of the info bytes is most of an arrow's cost). The timeline work is left to the one thread
 * that reads the nodes in order.
 */
final class StreamedNode {
  int states;
  int[] stateLine;
  double[] stateFrom;
  double[] stateTo;
  int[] stateCategory;
  int[] stateLast;
  /** Per state, event and arrow: its category's dense number among the file's ({@link StreamedTimeline#cellAt(int, int)}), or -1. */
  int[] stateSlot;
  int events;
  int[] eventLine = new int[16];
  int[] eventCategory = new int[16];
  int[] eventSlot = new int[16];
  int arrows;
  int[] arrowLine = new int[16];
  int[] arrowCategory = new int[16];
  int[] arrowSlot = new int[16];
  int[] arrowReceiver = new int[16];
  double[] arrowTime = new double[16];
  long[] arrowSize = new long[16];
  /** The states' dense category numbers, a bit each below {@link #OTHER_SLOTS} (any other, or a state read the long way). */
  long stateSlots;
  static final long OTHER_SLOTS = 1L << 63;
  /** True when the states are in drawing order (as a node stores them: composites aside), so per timeline too. */
  boolean statesInOrder = true;
  /** Why the node cannot be streamed, or null. */
  String problem;
  /** Most of each kind a node kept for reuse may have room for ({@link StreamedNodeReader#spare}): the usual leaf's. */
  static final int SPARE_ROOM = 1 << 12;

  /** @param states room for this many states (a node's drawables are nearly all states) */
  StreamedNode(int states) {
    this(states, 16);
  }

  /** @param arrows room for this many arrows and events */
  StreamedNode(int states, int arrows) {
    if (arrows > 16) {
      eventLine = new int[arrows];
      eventCategory = new int[arrows];
      eventSlot = new int[arrows];
      arrowLine = new int[arrows];
      arrowCategory = new int[arrows];
      arrowSlot = new int[arrows];
      arrowReceiver = new int[arrows];
      arrowTime = new double[arrows];
      arrowSize = new long[arrows];
    }
    int n = Math.max(16, states);
    stateLine = new int[n];
    stateFrom = new double[n];
    stateTo = new double[n];
    stateCategory = new int[n];
    stateLast = new int[n];
    stateSlot = new int[n];
  }

  /** Forgets what the node held, keeping its room. */
  void clear() {
    states = 0;
    stateSlots = 0;
    events = 0;
    arrows = 0;
    statesInOrder = true;
    problem = null;
  }

  boolean small() {
    return stateLine.length <= SPARE_ROOM && eventLine.length <= SPARE_ROOM && arrowLine.length <= SPARE_ROOM;
  }


  void state(int line, double s, double e, int cat, int slot, int last) {
    if (states == stateLine.length) {
      int n = 2 * states;
      stateLine = Arrays.copyOf(stateLine, n);
      stateFrom = Arrays.copyOf(stateFrom, n);
      stateTo = Arrays.copyOf(stateTo, n);
      stateCategory = Arrays.copyOf(stateCategory, n);
      stateLast = Arrays.copyOf(stateLast, n);
      stateSlot = Arrays.copyOf(stateSlot, n);
    }
    stateSlots |= OTHER_SLOTS;
    stateSlot[states] = slot;
    stateLine[states] = line;
    stateFrom[states] = s;
    stateTo[states] = e;
    stateCategory[states] = cat;
    stateLast[states++] = last;
  }

  void event(int line, int cat, int slot) {
    if (events == eventLine.length) {
      eventLine = Arrays.copyOf(eventLine, 2 * events);
      eventCategory = Arrays.copyOf(eventCategory, 2 * events);
      eventSlot = Arrays.copyOf(eventSlot, 2 * events);
    }
    eventSlot[events] = slot;
    eventLine[events] = line;
    eventCategory[events++] = cat;
  }

  void arrow(int line, int cat, int slot, int receiver, double clipped, long size) {
    if (arrows == arrowLine.length) {
      int n = 2 * arrows;
      arrowLine = Arrays.copyOf(arrowLine, n);
      arrowCategory = Arrays.copyOf(arrowCategory, n);
      arrowReceiver = Arrays.copyOf(arrowReceiver, n);
      arrowTime = Arrays.copyOf(arrowTime, n);
      arrowSize = Arrays.copyOf(arrowSize, n);
      arrowSlot = Arrays.copyOf(arrowSlot, n);
    }
    arrowSlot[arrows] = slot;
    arrowLine[arrows] = line;
    arrowCategory[arrows] = cat;
    arrowReceiver[arrows] = receiver;
    arrowTime[arrows] = clipped;
    arrowSize[arrows++] = size;
  }
}
