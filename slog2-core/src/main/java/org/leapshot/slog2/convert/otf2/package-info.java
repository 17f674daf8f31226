/**
 * Reads OTF2 archives (Score-P, APEX, ...: the binary anchor, definition and event files) in pure
 * Java as a {@link org.leapshot.slog2.convert.TraceSource}: one timeline per location placed by the
 * system tree, nested states per region entered, arrows for matched MPI messages, states for MPI
 * collectives, events for metrics and markers. See {@code shared/docs/otf2-format.md}.
 *
 * <p>Every file is decoded through a bounds-checked chunk reader, so a truncated or corrupt archive
 * gives a message naming the file and the byte offset. The locations' event files are merged by
 * time with a heap of cursors, so memory stays bounded by the number of locations, open regions and
 * waiting messages, not by the trace size. Single-threaded. Imports only {@code model} and
 * {@code convert}.
 */
package org.leapshot.slog2.convert.otf2;
