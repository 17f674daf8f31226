package org.leapshot.slog2.query;

/**
 * The nestless drawables of a streamed read (events and arrows), summed apart from their
 * timelines ({@link ArrowSums}): they join their timelines' cells only at the end, so a visit to
 * the timeline is spared each. Arrows of nodes read ahead of their place in the file wait for it
 * ({@link ArrowsInFileOrder}), as their times must be summed in file order.
 */
final class NestlessSums {
  private final StreamedTimelines timelines;
  private final StreamedCategoryKinds kinds;
  final ArrowSums arrowSums = new ArrowSums();
  final ArrowSums eventCounts = new ArrowSums();
  private final ArrowsInFileOrder arrows;

  /** @param nodes how many nodes the read takes */
  NestlessSums(StreamedTimelines timelines, StreamedCategoryKinds kinds, int nodes) {
    this.timelines = timelines;
    this.kinds = kinds;
    this.arrows = new ArrowsInFileOrder(nodes, arrowSums);
  }

  /** Arrows held until their node's turn in file order. */
  long held() {
    return arrows.held();
  }

  /** The events and arrows of the next node in read order, {@code fileRank} its place in file order. */
  void node(int fileRank, StreamedNode n) throws NotStreamable {
    // one small method per kind: a cold JVM compiles them sooner than one large one
    events(n);
    arrows.startNode(fileRank, n.arrows);
    arrows(n);
    arrows.endNode();
  }

  private void events(StreamedNode n) {
    for (int k = 0; k < n.events; k += StreamedStatistics.RUN) {
      eventRun(n, k, n.events - k < StreamedStatistics.RUN ? n.events : k + StreamedStatistics.RUN);
    }
  }

  private void eventRun(StreamedNode n, int from, int to) {
    for (int k = from; k < to; k++) {
      int cat = n.eventCategory[k];
      kinds.slot(cat);
      int t = timelines.knownSlotOf(n.eventLine[k]);
      eventCounts.count(eventCounts.kind(cat, n.eventSlot[k]), t);
    }
  }

  private void arrows(StreamedNode n) throws NotStreamable {
    boolean direct = arrows.direct();
    for (int k = 0; k < n.arrows; k += StreamedStatistics.RUN) {
      arrowRun(n, k, n.arrows - k < StreamedStatistics.RUN ? n.arrows : k + StreamedStatistics.RUN, direct);
    }
  }

  private void arrowRun(StreamedNode n, int from, int to, boolean direct) throws NotStreamable {
    for (int k = from; k < to; k++) {
      int cat = n.arrowCategory[k];
      int slot = n.arrowSlot[k];
      kinds.arrowSeen(cat, slot);
      int kind = arrowSums.kind(cat, slot);
      int line = n.arrowLine[k];
      int t = timelines.knownSlotOf(line);
      arrowSums.count(kind, t);
      if (direct) {
        arrowSums.addTime(kind, t, n.arrowTime[k]); // arrows.add()'s usual case: a call less per arrow
      } else {
        arrows.add(kind, t, n.arrowTime[k]);
      }
    }
  }
}
