/**
 * Reads PICL trace files (Worley, "A New PICL Trace File Format", ORNL/TM-12125, 1992, §2) as a
 * {@link org.leapshot.slog2.convert.TraceSource}.
 *
 * <p>One timeline per processor. Entry/exit pairs become states (nested per processor and
 * process), marks become events, sends and receives matched by (source, destination, message
 * type) in FIFO order become arrows, user-defined records become events carrying their data.
 * Labels, data descriptors, statistics, subset definitions and messages are not drawables; they are
 * counted in the {@link org.leapshot.slog2.convert.ImportReport}. Drawables come out in the order
 * their records complete, which is not end-time order across processors; the converter sorts.
 * Single-threaded; uses {@code model} and {@code convert}.
 */
package org.leapshot.slog2.convert.picl;
