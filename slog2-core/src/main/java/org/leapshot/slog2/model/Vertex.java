package org.leapshot.slog2.model;

/** One vertex of a primitive: a time and the line ID (Y coordinate, e.g. an MPI rank) it is on. */
public record Vertex(double time, int lineId) {}
