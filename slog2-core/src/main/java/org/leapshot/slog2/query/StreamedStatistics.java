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
 * timelines ({@link NestlessSums}) and join their cells at the end ({@link StreamedTimelines#answer}).
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
  private final StreamedTimelines timelines;
  /** {@link StreamedNode#stateSlots} of the categories marked as having states. */
  private long stateSlotsSeen;
  private final StreamedCategoryKinds kinds = new StreamedCategoryKinds();
  private final NestlessSums nestless;
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
    this.timelines = new StreamedTimelines(Math.min(categories.size(), TimelineCells.MOST_CELLS_GUESSED));
    this.nestless = new NestlessSums(timelines, kinds, nodes);
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
    nestless.node(fileRank, n);
    boolean held = states(n, frontier);
    if (sinceFlush >= flushAfter()) {
      flush(frontier);
    }
    long holding = heldStates + nestless.held() + heldPerTimeline * timelines.size();
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
    return Math.min(Math.min(FLUSH_STATES, FLUSH_PER_TIMELINE * (long) timelines.size() + 64),
        Math.max(MIN_FLUSH_STATES, budget.most() / 4));
  }

  /** Fewest states handed to timelines between flushes, however small the budget. */
  static final int MIN_FLUSH_STATES = 4096;

  /**
   * Drawables of a node taken by one call ({@link #stateRun}, {@link NestlessSums}'s runs):
   * a loop runs interpreted until its method is compiled, after 60 000 turns in one call but a
   * hundred calls or so of a method, and the first nodes (the root's chain) hold tens of thousands.
   */
  static final int RUN = 32;

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
    if (timelines.size() <= directTimelines) {
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
    boolean batched = timelines.size() > directTimelines;
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
        batch.add(timelines.knownSlotOf(n.stateLine[k]), n.stateFrom[k], n.stateTo[k], n.stateCategory[k],
            n.stateSlot[k], n.stateLast[k]);
      }
      return;
    }
    boolean inOrder = n.statesInOrder;
    for (int k = from; k < to; k++) {
      int t = timelines.knownSlotOf(n.stateLine[k]);
      StreamedTimeline line = timelines.all()[t];
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
      heldStates -= handOver.handOver(batch, timelines.all(), timelines.size(), start, end, frontier, scratch);
    }
    for (int i = 0; i < touchedCount; i++) {
      StreamedTimeline line = timelines.all()[touched[i]];
      line.touched = false;
      heldStates -= line.flush(start, end, frontier, scratch);
    }
    touchedCount = 0;
    sinceFlush = 0;
  }

  /** The answer, once every node is read; {@code messages}: these timelines' ({@link MessageSums#addByLine}), in parts. */
  RangeStatistics finish(List<MessageSums> messages) {
    for (int i = 0, k = pending.sources(null, 0, Double.POSITIVE_INFINITY); i < k; i++) {
      states(pending.source(i), pending.sourceFrom(i), pending.sourceTo(i), Double.POSITIVE_INFINITY);
    }
    int n = timelines.size();
    try {
      flush(Double.POSITIVE_INFINITY);
    } finally {
      stop();
    }
    for (int s = 0; s < n; s++) {
      heldStates -= timelines.all()[s].finish(start, end, scratch);
    }
    return timelines.answer(start, end, new StatisticsRanks(kinds.slots(), categories), nestless.arrowSums,
        nestless.eventCounts, messages);
  }

  /** Ends the thread that helps hand batches over: once finished, or when the read stops early. */
  void stop() {
    handOver.stop();
  }
}
