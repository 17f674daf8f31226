package org.leapshot.slog2.format.decode;

import org.leapshot.slog2.format.Slog2Reader;

/**
 * A node read up to the end of its real drawables ({@link Slog2Reader#readPackedDrawables}).
 *
 * @param node the node, without children
 * @param bytes how many bytes of the block its header and drawables took
 */
public record PackedPrefix(PackedNode node, int bytes) {}
