/**
 * Reads OTF 1 traces (the Open Trace Format's ASCII files, optionally zlib-compressed) as a
 * {@link org.leapshot.slog2.convert.TraceSource}: one timeline per process, one state category per
 * function used, arrows for matched messages, events for collectives, counters, file operations
 * and markers. See {@code shared/docs/otf1-format.md}.
 *
 * <p>Parsing is byte-level (no regex, hand-written hex) over large buffers; the event streams are
 * merged by time with a priority queue of per-stream cursors, so memory stays bounded by the
 * number of streams, processes and open call-stack levels, not by the trace size. Single-threaded.
 * Imports only {@code model} and {@code convert}.
 */
package org.leapshot.slog2.convert.otf;
