package org.leapshot.app.trace;

import org.leapshot.slog2.model.Drawable;

/**
 * A drawable found by a search, with its start time; {@code cursor} lets the next search continue
 * right after it (through drawables that share its start).
 */
public record Found(Drawable drawable, double timeSec, Object cursor) {}
