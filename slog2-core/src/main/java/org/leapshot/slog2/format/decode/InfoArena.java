package org.leapshot.slog2.format.decode;

/**
 * Packs the info bytes of a node's drawables into a few small shared arrays while it is decoded.
 * Decoded drawables then keep only these (about a quarter of the node's bytes) rather than the
 * whole block they came from, so the block dies young and the node cache holds, and the collector
 * copies, less. Each chunk is written once and never changed after a drawable points into it.
 */
public final class InfoArena {
  /** Small against a 64 KiB node, large against one drawable's info (a dozen bytes). */
  static final int CHUNK_BYTES = 4096;
  private byte[] chunk = new byte[0];
  private int used;

  /**
   * Copies {@code length} bytes of {@code source} from {@code position} (already checked to lie
   * in the block) and returns where they start in {@link #chunk()}.
   */
  public int add(BlockInput source, int position, int length) {
    if (length > chunk.length - used) {
      chunk = new byte[Math.max(CHUNK_BYTES, length)];
      used = 0;
    }
    source.copy(position, chunk, used, length);
    int at = used;
    used += length;
    return at;
  }

  /** The chunk the last {@link #add} wrote into. */
  public byte[] chunk() {
    return chunk;
  }
}
