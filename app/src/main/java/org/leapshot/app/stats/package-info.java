/**
 * The Statistics window: per-category and per-timeline counts and times, a stacked bar chart of
 * exclusive time and the message matrix of a time range, from the engine's
 * {@link org.leapshot.slog2.query.RangeStatistics}; approximate figures can be recomputed exactly.
 */
package org.leapshot.app.stats;
