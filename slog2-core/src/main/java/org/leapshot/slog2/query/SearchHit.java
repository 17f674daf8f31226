package org.leapshot.slog2.query;

import org.leapshot.slog2.model.Drawable;

/**
 * A drawable found by {@link TraceSession#findNext} or {@link TraceSession#findPrevious}; its
 * {@code time} is the drawable's start, the key searches order by.
 */
public record SearchHit(Drawable drawable, double time) {}
