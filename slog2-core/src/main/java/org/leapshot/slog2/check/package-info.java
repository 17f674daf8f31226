/**
 * Whole-file validation of SLOG-2 files beyond what decoding needs: the tree reached from the root
 * agrees with the tree directory and the header, boxes nest, drawables sit inside their node and
 * use defined categories. Walks node by node, so memory stays bounded by one node plus the
 * directory. Uses {@code format} and {@code model}.
 */
package org.leapshot.slog2.check;
