package org.leapshot.slog2.query;

/**
 * How far approximate statistics can be from the exact ones: every figure of a timeline and
 * category is within {@code timelineSeconds} (inclusive and exclusive time) and {@code count}
 * (count) of the exact figure, every category total within {@code categorySeconds}. Zero for exact
 * statistics. The bound covers what the engine estimates: shadows cut by the range's edges,
 * shadows' time spread over the real states it nests in, and the budget that holds a timeline's
 * exclusive state times to the time its states cover ({@code StateTimeBudget}, which also narrows
 * the bound where the states nest); a shadow's exclusive ratios are taken as the file states them
 * (spec §10.5).
 */
public record StatisticsBound(double timelineSeconds, double categorySeconds, long count) {
  public static final StatisticsBound EXACT = new StatisticsBound(0, 0, 0);
}
