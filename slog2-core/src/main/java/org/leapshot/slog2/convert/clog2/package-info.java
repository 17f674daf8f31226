/**
 * Reads CLOG2 files (version {@code CLOG-02.44}, written by MPE2's logging library) and turns their
 * records into SLOG-2 categories, drawables and line-ID maps exactly as the reference
 * {@code clog2TOslog2} does (shared/docs/clog2-format.md, Parts A and B), so that the writer can
 * reproduce the reference {@code .slog2} byte for byte.
 *
 * <p>{@link org.leapshot.slog2.convert.clog2.Clog2TraceSource} is the entry point. The binary side
 * ({@code Clog2Preamble}, {@code Clog2RecordReader}) is strict: a truncated or damaged file gives one
 * {@link org.leapshot.slog2.convert.TraceInputException} naming the byte offset. The semantic side
 * (event matching, definitions) is lenient and counts anomalies in the import report.
 */
package org.leapshot.slog2.convert.clog2;
