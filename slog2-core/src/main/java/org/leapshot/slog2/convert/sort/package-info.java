/**
 * External merge sort of drawables by end time, for sources whose drawables do not arrive in the
 * non-decreasing end-time order the SLOG-2 writer needs (PICL across processors, hand-written
 * text files).
 *
 * <p>The sort is stable: drawables with equal end times keep their input order, so an input that
 * is already in order comes out unchanged. Memory is bounded by a byte budget: sorted runs beyond
 * it are spilled to temporary files in a compact binary encoding and merged k ways. Single-threaded;
 * uses only {@code model}.
 */
package org.leapshot.slog2.convert.sort;
