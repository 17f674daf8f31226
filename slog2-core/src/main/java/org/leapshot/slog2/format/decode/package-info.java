/**
 * The SLOG-2 2.0.6 decoders behind {@code format.Slog2Reader}: bounded block input, the category,
 * line-ID map and tree-node decoders, the heap checks before allocating, and the packed node forms
 * the query engine caches. Not exported from the core: tools read a file's structure through {@code
 * format}, its drawables through {@code query}.
 */
package org.leapshot.slog2.format.decode;
