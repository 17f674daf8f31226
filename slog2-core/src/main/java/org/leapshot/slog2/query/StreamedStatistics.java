package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.Category;

/**
 * Exact statistics of [start, end] worked out while the nodes stream by, with the very figures
 * {@link StatisticsBuilder} gives when handed the same drawables in file order, but without keeping
 * them: the nodes come in order of their start ({@link StreamedRead}), so that once a node is read
 * no state still to come starts before the next node does; each timeline ({@link StreamedTimeline})
 * then works out its states up to there and adds those that ended before it (a few nodes' states at
 * a time). Only states that wait for the frontier are held, and arrows of nodes read ahead of
 * their place in the file ({@link ArrowsInFileOrder}); arrows are summed apart from their
 * timelines ({@link ArrowSums}) and join their cells at the end.
 *
 * <p>What this relies on is checked as the drawables come: every state starts within its node's
 * box and does not end before it starts; no category (unknown to the file) has both states and
 * arrows, whose times would share a cell in another order. A file that breaks it, or a read that
 * would hold more than its budget, stops with {@link NotStreamable} and is answered the other way.
 */
final class StreamedStatistics {
  private final double start;
  private final double end;
  private final Map<Integer, Category> categories;
  /** Most states and arrows held at once, with the other groups of the read. */
  private final HeldBudget budget;
  /** Held states a timeline counts as ({@link ExactStatisticsMemory#heldPerTimeline}). */
  private final long heldPerTimeline;
  /** States and arrows held at the last report to {@link #budget}. */
  private long reported;
  private final KeySlots lineSlots = new KeySlots();
  /** Per line ID below {@link #DIRECT_LINES}: its timeline's slot + 1, 0 for none yet (spares a hash look-up per state). */
  private int[] slotOfLine = new int[64];
  private static final int DIRECT_LINES = 1 << 20;
  /** {@link StreamedNode#stateSlots} of the categories marked as having states. */
  private long stateSlotsSeen;
  private StreamedTimeline[] timelines = new StreamedTimeline[64];
  private final StreamedCategoryKinds kinds = new StreamedCategoryKinds();
  private final ArrowSums arrowSums = new ArrowSums();
  /** Events counted apart from their timelines, as arrows are: a visit to the timeline spared. */
  private final ArrowSums eventCounts = new ArrowSums();
  private final ArrowsInFileOrder arrows;
  private long heldStates;
  private final StreamedTimeline.Scratch scratch = new StreamedTimeline.Scratch();
  /** Most states handed to timelines between flushes. */
  static final int FLUSH_STATES = 1 << 19;
  /**
   * States per timeline between flushes: enough to visit each once for several, few enough that the
   * states of a node read before its children (which go among theirs) move past few others.
   */
  static final int FLUSH_PER_TIMELINE = 32;
  /**
   * Up to this many timelines, states go straight to them: the timelines' figures stay in the
   * cache. Past it they go by {@link StateBatch}, a timeline at a time.
   */
  static final int DIRECT_TIMELINES = 1024;
  private final int directTimelines;
  /** Cells a timeline has room for when made: one per category of the file, up to a few dozen. */
  private final int cellsGuess;
  private final StateBatch batch = new StateBatch();
  /** States of nodes in drawing order that start at or after the frontier, released as it passes them. */
  private final PendingStates pending = new PendingStates();
  /** Hands the batch over on two threads (the helper made at the first batch). */
  private final BatchHandOver handOver;
  /** States handed to timelines since the last flush. */
  private long sinceFlush;
  /** The slots of the timelines handed states since the last flush. */
  private int[] touched = new int[64];
  private int touchedCount;

  /**
   * @param nodes how many nodes the read takes
   * @param budget most states and arrows held at once
   */
  StreamedStatistics(double start, double end, Map<Integer, Category> categories, int nodes, long budget) {
    this(start, end, categories, nodes, new HeldBudget(budget));
  }

  /** @param budget most states and arrows held at once by this and the read's other groups of timelines */
  StreamedStatistics(double start, double end, Map<Integer, Category> categories, int nodes, HeldBudget budget) {
    this(start, end, categories, nodes, budget, DIRECT_TIMELINES, new BatchHandOver());
  }

  /** @param directTimelines up to how many timelines states go straight to them (tests try both ways) */
  StreamedStatistics(double start, double end, Map<Integer, Category> categories, int nodes, long budget,
      int directTimelines) {
    this(start, end, categories, nodes, new HeldBudget(budget), directTimelines, new BatchHandOver());
  }

  /** @param handOver how batches are handed over to the timelines (tests try the helper alone and small parts) */
  StreamedStatistics(double start, double end, Map<Integer, Category> categories, int nodes, long budget,
      int directTimelines, BatchHandOver handOver) {
    this(start, end, categories, nodes, new HeldBudget(budget), directTimelines, handOver);
  }

  private StreamedStatistics(double start, double end, Map<Integer, Category> categories, int nodes,
      HeldBudget budget, int directTimelines, BatchHandOver handOver) {
    this.handOver = handOver;
    this.directTimelines = directTimelines;
    this.start = start;
    this.end = end;
    this.categories = categories;
    this.budget = budget;
    this.arrows = new ArrowsInFileOrder(nodes, arrowSums);
    this.cellsGuess = Math.min(categories.size(), TimelineCells.MOST_CELLS_GUESSED);
    this.heldPerTimeline = ExactStatisticsMemory.heldPerTimeline(categories.size());
  }

  /**
   * The next node in read order, as {@link StreamedNodeReader} took it: {@code fileRank} is its
   * place among the nodes read in file order, {@code frontier} the start of the next node read (no
   * state to come starts before it). Returns whether the node may be filled again: false while some
   * of its states are held ({@link PendingStates}).
   */
  boolean node(int fileRank, double frontier, StreamedNode n) throws NotStreamable {
    if (n.problem != null) {
      throw new NotStreamable(n.problem);
    }
    // one small method per kind: a cold JVM compiles them sooner than one large one
    events(n);
    arrows.startNode(fileRank, n.arrows);
    arrows(n);
    arrows.endNode();
    boolean held = states(n, frontier);
    if (sinceFlush >= flushAfter()) {
      flush(frontier);
    }
    long holding = heldStates + arrows.held() + heldPerTimeline * lineSlots.size();
    boolean over = budget.change(holding - reported);
    reported = holding;
    if (over) {
      throw new NotStreamable("more than " + budget.most() + " states and arrows held", true);
    }
    return !held;
  }

  /** A node that {@link #node} held, whose states are all handed on since: to be filled again; null for none. */
  StreamedNode released() {
    return pending.takeReleased();
  }

  /**
   * States handed to timelines between flushes: at most a quarter of the budget, as the batch takes
   * them apart from the timelines (on 16 384 timelines a full batch takes 34 MB).
   */
  private long flushAfter() {
    return Math.min(Math.min(FLUSH_STATES, FLUSH_PER_TIMELINE * (long) lineSlots.size() + 64),
        Math.max(MIN_FLUSH_STATES, budget.most() / 4));
  }

  /** Fewest states handed to timelines between flushes, however small the budget. */
  static final int MIN_FLUSH_STATES = 4096;

  /**
   * Drawables of a node taken by one call ({@link #eventRun}, {@link #arrowRun}, {@link #stateRun}):
   * a loop runs interpreted until its method is compiled, after 60 000 turns in one call but a
   * hundred calls or so of a method, and the first nodes (the root's chain) hold tens of thousands.
   */
  private static final int RUN = 32;

  private void events(StreamedNode n) {
    for (int k = 0; k < n.events; k += RUN) {
      eventRun(n, k, n.events - k < RUN ? n.events : k + RUN);
    }
  }

  private void eventRun(StreamedNode n, int from, int to) {
    for (int k = from; k < to; k++) {
      int cat = n.eventCategory[k];
      kinds.slot(cat);
      int t = knownTimelineSlot(n.eventLine[k]);
      eventCounts.count(eventCounts.kind(cat, n.eventSlot[k]), t);
    }
  }

  private void arrows(StreamedNode n) throws NotStreamable {
    boolean direct = arrows.direct();
    for (int k = 0; k < n.arrows; k += RUN) {
      arrowRun(n, k, n.arrows - k < RUN ? n.arrows : k + RUN, direct);
    }
  }

  private void arrowRun(StreamedNode n, int from, int to, boolean direct) throws NotStreamable {
    for (int k = from; k < to; k++) {
      int cat = n.arrowCategory[k];
      int slot = n.arrowSlot[k];
      kinds.arrowSeen(cat, slot);
      int kind = arrowSums.kind(cat, slot);
      int line = n.arrowLine[k];
      int t = knownTimelineSlot(line);
      arrowSums.count(kind, t);
      if (direct) {
        arrowSums.addTime(kind, t, n.arrowTime[k]); // arrows.add()'s usual case: a call less per arrow
      } else {
        arrows.add(kind, t, n.arrowTime[k]);
      }
    }
  }

  /**
   * Each state to its timeline, or the batch for it: there, of a node in drawing order, those that
   * start from {@code frontier} on are held ({@link PendingStates}); returns whether the node is held.
   */
  private boolean states(StreamedNode n, double frontier) throws NotStreamable {
    heldStates += n.states;
    if ((n.stateSlots & ~stateSlotsSeen) != 0) {
      for (int k = 0; k < n.states; k++) {
        kinds.stateSeen(n.stateCategory[k], n.stateSlot[k]);
      }
      stateSlotsSeen |= n.stateSlots & ~StreamedNode.OTHER_SLOTS;
    }
    if (lineSlots.size() <= directTimelines) {
      states(n, 0, n.states, frontier); // the timelines put them in order
      return false;
    }
    boolean held = false;
    int ready = n.states;
    if (n.statesInOrder) {
      ready = PendingStates.before(n, frontier);
      held = pending.hold(n, ready);
    }
    // a node out of order goes to its timelines as it is, the held states after it
    int k = pending.sources(n.statesInOrder ? n : null, ready, frontier);
    if (!n.statesInOrder) {
      states(n, 0, n.states, frontier);
    }
    for (int i = 0; i < k; i++) {
      states(pending.source(i), pending.sourceFrom(i), pending.sourceTo(i), frontier);
    }
    return held;
  }

  /** States {@code [from, to)} of {@code n} to their timelines (or the batch); see {@link #states(StreamedNode, double)}. */
  private void states(StreamedNode n, int from, int to, double frontier) {
    int count = to - from;
    sinceFlush += count;
    boolean batched = lineSlots.size() > directTimelines;
    if (batched && count > 0) {
      batch.node(frontier, n.statesInOrder);
      batch.room(count, (int) flushAfter() + 2 * count);
    }
    for (int k = from; k < to; k += RUN) {
      stateRun(n, k, to - k < RUN ? to : k + RUN, frontier, batched);
    }
  }

  /** States {@code [from, to)} of {@code n} to the batch, or to their timelines (as {@link #states}). */
  private void stateRun(StreamedNode n, int from, int to, double frontier, boolean batched) {
    if (batched) {
      for (int k = from; k < to; k++) {
        batch.add(knownTimelineSlot(n.stateLine[k]), n.stateFrom[k], n.stateTo[k], n.stateCategory[k],
            n.stateSlot[k], n.stateLast[k]);
      }
      return;
    }
    boolean inOrder = n.statesInOrder;
    for (int k = from; k < to; k++) {
      int t = knownTimelineSlot(n.stateLine[k]);
      StreamedTimeline line = timelines[t];
      if (!line.touched) {
        line.touched = true;
        if (touchedCount == touched.length) {
          touched = Arrays.copyOf(touched, 2 * touchedCount);
        }
        touched[touchedCount++] = t;
      }
      double s = n.stateFrom[k];
      if (inOrder && s < frontier && s < line.quietBelow) {
        line.workOut(s, n.stateTo[k], line.cellAt(n.stateCategory[k], n.stateSlot[k]), start, end, scratch);
      } else if (inOrder && s < frontier) {
        line.addStateNow(s, n.stateTo[k], n.stateCategory[k], n.stateSlot[k], n.stateLast[k], frontier, start,
            end, scratch);
      } else {
        line.addState(s, n.stateTo[k], n.stateCategory[k], n.stateSlot[k], n.stateLast[k], frontier);
      }
    }
  }

  /** Works out the states of the timelines handed some since the last flush, up to {@code frontier}. */
  private void flush(double frontier) {
    if (!batch.isEmpty()) {
      heldStates -= handOver.handOver(batch, timelines, lineSlots.size(), start, end, frontier, scratch);
    }
    for (int i = 0; i < touchedCount; i++) {
      StreamedTimeline line = timelines[touched[i]];
      line.touched = false;
      heldStates -= line.flush(start, end, frontier, scratch);
    }
    touchedCount = 0;
    sinceFlush = 0;
  }

  /** {@link #timelineSlot}, its usual case (the line's slot known by its number) made here, to be inlined. */
  private int knownTimelineSlot(int line) {
    int[] direct = slotOfLine;
    return line >= 0 && line < direct.length && direct[line] != 0 ? direct[line] - 1 : timelineSlot(line);
  }

  private int timelineSlot(int line) {
    if (line >= 0 && line < slotOfLine.length && slotOfLine[line] != 0) {
      return slotOfLine[line] - 1;
    }
    int slot = newTimelineSlot(line);
    if (line >= 0 && line < DIRECT_LINES) {
      if (line >= slotOfLine.length) {
        slotOfLine = Arrays.copyOf(slotOfLine, Math.min(DIRECT_LINES, Math.max(2 * slotOfLine.length, line + 1)));
      }
      slotOfLine[line] = slot + 1;
    }
    return slot;
  }

  private int newTimelineSlot(int line) {
    int n = lineSlots.size();
    int slot = lineSlots.slot(line);
    if (slot == n) {
      if (slot == timelines.length) {
        timelines = Arrays.copyOf(timelines, 2 * slot);
      }
      timelines[slot] = new StreamedTimeline(line, cellsGuess);
    }
    return slot;
  }

  /** The answer, once every node is read; {@code messages}: these timelines' ({@link MessageSums#addByLine}), in parts. */
  RangeStatistics finish(List<MessageSums> messages) {
    for (int i = 0, k = pending.sources(null, 0, Double.POSITIVE_INFINITY); i < k; i++) {
      states(pending.source(i), pending.sourceFrom(i), pending.sourceTo(i), Double.POSITIVE_INFINITY);
    }
    int n = lineSlots.size();
    try {
      flush(Double.POSITIVE_INFINITY);
    } finally {
      stop();
    }
    for (int s = 0; s < n; s++) {
      heldStates -= timelines[s].finish(start, end, scratch);
    }
    StatisticsRanks ranks = new StatisticsRanks(kinds.slots(), categories);
    // timelines ascending; each's messages by receiver ascending (receivers ordered as signed ints)
    long[] order = new long[n];
    for (int s = 0; s < n; s++) {
      order[s] = KeySlots.pair(timelines[s].line, s);
    }
    Arrays.sort(order);
    int[] rowOfSlot = new int[n];
    int[] lineOfRow = new int[n];
    StatisticsRows rows = new StatisticsRows(n);
    TimelineRows cells = new TimelineRows(ranks, arrowSums, eventCounts, rows);
    for (int r = 0; r < n; r++) {
      int s = (int) order[r];
      rowOfSlot[s] = r;
      lineOfRow[r] = timelines[s].line;
      cells.row(timelines[s], s, r);
    }
    MessageSums.emit(messages, sender -> rowOfSlot[lineSlots.find(sender)], rows);
    return StatisticsAnswer.assemble(start, end, false, ranks, rows, lineOfRow);
  }

  /** Ends the thread that helps hand batches over: once finished, or when the read stops early. */
  void stop() {
    handOver.stop();
  }
}
