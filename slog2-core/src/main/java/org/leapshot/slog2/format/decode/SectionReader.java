package org.leapshot.slog2.format.decode;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Reads a byte range of the file again. Nodes kept in a cache decode their child shadow lists only
 * when someone looks at them, and re-read those bytes then rather than keep the whole block alive
 * for it: inner nodes are mostly shadows, and holding their blocks made every cached node cost the
 * garbage collector its full size.
 */
@FunctionalInterface
public interface SectionReader {
  /**
   * The {@code length} bytes at file offset {@code offset}, from position 0 to the limit of a
   * buffer that may be reused by this thread's next call: decode it before reading again.
   */
  ByteBuffer read(long offset, int length) throws IOException;
}
