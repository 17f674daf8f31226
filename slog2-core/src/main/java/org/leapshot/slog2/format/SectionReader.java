package org.leapshot.slog2.format;

import java.io.IOException;

/**
 * Reads a byte range of the file again. Nodes kept in a cache decode their child shadow lists only
 * when someone looks at them, and re-read those bytes then rather than keep the whole block alive
 * for it: inner nodes are mostly shadows, and holding their blocks made every cached node cost the
 * garbage collector its full size.
 */
@FunctionalInterface
public interface SectionReader {
  /** The {@code length} bytes at file offset {@code offset}. */
  byte[] read(long offset, int length) throws IOException;
}
