/**
 * Immutable values of the SLOG-2 world: categories, drawables (primitives and composites), shadows,
 * time boxes and line-ID maps, plus the info-label formatter.
 *
 * <p>No I/O, no Swing/AWT, no threads: everything here is safe to share between threads. Other
 * packages of the core and the app depend on this one; it depends on nothing.
 */
package org.leapshot.slog2.model;
