/**
 * What a caller chooses and learns about writing a SLOG-2 file, apart from how it is written: the
 * tree's parameters ({@link org.leapshot.slog2.write.WriterOptions}) and what was written ({@link
 * org.leapshot.slog2.write.WriteSummary}). Published so that {@code convert}'s options and summary
 * can name them while the writer itself ({@code tree}) stays inside the core.
 */
package org.leapshot.slog2.write;
