/**
 * The SLOG-2 2.0.6 file's structure, read side, as published to tools: {@link
 * org.leapshot.slog2.format.Slog2Reader} and what it hands out (header, tree directory, tree nodes
 * with their shadow buffers, node IDs, block pointers), the node walk {@link
 * org.leapshot.slog2.format.AllDrawables} and {@link org.leapshot.slog2.format.Slog2FormatException}
 * (see {@code shared/docs/slog2-format.md}). How the bytes are decoded lives in the unexported
 * {@code format.decode}.
 *
 * <p>Strict: every offset, size and count is checked against the file and the enclosing block
 * before anything is allocated, and any problem is a {@link
 * org.leapshot.slog2.format.Slog2FormatException} naming the file, the block, the byte offset and
 * what was expected. {@link org.leapshot.slog2.format.Slog2Reader} is safe for concurrent node
 * reads. Uses {@code model} only.
 */
package org.leapshot.slog2.format;
