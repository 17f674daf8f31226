/**
 * The slog2sdk ASCII trace format as a {@link org.leapshot.slog2.convert.TraceSource}: Category,
 * YCoordMap, Primitive and Composite records, one per line (seed
 * {@code slog2sdk-text-format-readme.txt}).
 *
 * <p>Lines are read as bytes through one large buffer with no length limit (the reference's C
 * reader silently truncates lines at 1023 bytes) and parsed without regular expressions. Every
 * error names the file and line and says what was wrong.
 */
package org.leapshot.slog2.convert.text;
