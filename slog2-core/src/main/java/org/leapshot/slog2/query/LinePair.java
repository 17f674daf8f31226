package org.leapshot.slog2.query;

/** A message direction: from the sender's timeline (first vertex) to the receiver's (last vertex). */
public record LinePair(int from, int to) {}
