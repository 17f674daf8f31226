/**
 * Trace sources: the TRACE (drawable-object) input API of the seeds in Java terms, and the
 * converters that implement it for other trace formats (text, PICL, CLOG2, OTF1).
 *
 * <p>A source hands out categories, line-ID maps and drawables one at a time; the tree builder
 * consumes them. Sources are lenient and count anomalies in an {@link ImportReport}; they report
 * errors with the position (line or byte offset) of the bad record. Single-threaded.
 */
package org.leapshot.slog2.convert;
