/**
 * The one-pass SLOG-2 2.0.6 writer: the bounding-box tree builder of format spec §10 (trunk of open
 * nodes, shadows and their weights, category summaries) and the small encoders that turn its
 * blocks into bytes (header, nodes, shadow buffers, categories, line-ID maps, tree directory).
 *
 * <p>Memory is bounded by the open trunk, not by the file: a node's drawables are dropped as soon
 * as the node is written. The output is built in a temporary file and renamed onto the target only
 * when everything was written. Not thread-safe.
 */
package org.leapshot.slog2.tree;
