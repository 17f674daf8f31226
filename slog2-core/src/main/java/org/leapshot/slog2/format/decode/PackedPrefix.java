package org.leapshot.slog2.format.decode;

/**
 * A node read up to the end of its real drawables ({@link NodeReads#readPackedDrawables}).
 *
 * @param node the node, without children
 * @param bytes how many bytes of the block its header and drawables took
 */
public record PackedPrefix(PackedNode node, int bytes) {}
