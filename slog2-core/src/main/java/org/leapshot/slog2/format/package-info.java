/**
 * The SLOG-2 2.0.6 binary codec, read side: header, category map, line-ID maps, tree directory and
 * tree nodes, decoded from bounded byte windows (see {@code shared/docs/slog2-format.md}).
 *
 * <p>Strict: every offset, size and count is checked against the file and the enclosing block
 * before anything is allocated, and any problem is a {@link Slog2FormatException} naming the file,
 * the block, the byte offset and what was expected. {@link Slog2Reader} is safe for concurrent
 * node reads. Uses {@code model} only.
 */
package org.leapshot.slog2.format;
