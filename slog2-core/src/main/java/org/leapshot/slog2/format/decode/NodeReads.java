package org.leapshot.slog2.format.decode;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;

/**
 * The query engine's reads of tree-node blocks: packed for its cache, or drawables only for
 * whole-file scans. Here rather than on {@link Slog2Reader}, whose published API names only
 * exported types; the reader supplies the checked block bytes, this decodes them. Thread-safe like
 * the reader.
 */
public final class NodeReads {
  /**
   * How much longer each prefix read after one that was too short: the bytes decoded in vain stay
   * under a third of the last read's.
   */
  static final int PREFIX_GROWTH = 4;
  /**
   * The first read of {@link #readMeasured}: enough for the drawables of most inner nodes of 64
   * timelines (6 to 14 kB in blocks of 65 to 450 kB), and for larger blocks a sample of drawables
   * from which the rest is sized; a larger block's first read is a {@link #FIRST_READ_FRACTION}th of
   * it (its drawables were 0.3 to 16 % of the block in traces of 64 and 4 096 timelines).
   */
  static final int FIRST_READ_BYTES = 8 << 10;
  static final int FIRST_READ_FRACTION = 64;
  private final Slog2Reader reader;
  /** The file name messages name, as the reader's own. */
  private final String name;
  private final TreeNodeDecoder decoder;

  public NodeReads(Slog2Reader reader) {
    this.reader = reader;
    this.name = String.valueOf(reader.path().getFileName());
    this.decoder = new TreeNodeDecoder(reader.categories());
  }

  public Slog2Reader reader() {
    return reader;
  }

  /**
   * Reads the node block at {@code pointer} for a cache: drawables packed in drawing order (see
   * {@link PackedDrawables}); child shadow lists only checked and counted now and decoded when first
   * looked at, from bytes read again through {@code reread} (walks mostly follow child pointers).
   * Checks the block exactly as {@link Slog2Reader#readNode(BlockPointer, String)} does. The node
   * keeps nothing of the block, so the block is read into a buffer this thread reuses.
   */
  public PackedNode readPackedNode(BlockPointer pointer, String what, SectionReader reread) throws IOException {
    return decoder.decodePacked(scratch(pointer, what, pointer.size()), reread);
  }

  /**
   * Reads only the header and real drawables of the node block at {@code pointer}, packed as
   * {@link #readPackedNode} packs them, leaving its child shadow buffers unread (the node comes back
   * without children). First reads only the block's first {@code prefixBytes}: the drawables come
   * before the shadow buffers, which are most of an inner node. When the drawables run past the
   * prefix, a prefix {@link #PREFIX_GROWTH} times longer is read, and so on up to the whole block,
   * from which any real format error is reported. Not the whole block at once: on 4 096 timelines
   * the root's drawables are 0.8 of its 6.2 MB, and a fresh session's first zoom read it whole.
   */
  public PackedPrefix readPackedDrawables(BlockPointer pointer, String what, int prefixBytes) throws IOException {
    PackedPrefix measured = readMeasured(pointer, what, prefixBytes);
    if (measured != null) {
      return measured;
    }
    int length = prefixBytes;
    while (length > 0 && length < pointer.size()) {
      BlockInput prefix = scratch(pointer, what, length);
      try {
        return new PackedPrefix(decoder.decodePackedDrawables(prefix), prefix.position());
      } catch (Slog2FormatException e) {
        // the drawables run past the prefix: a longer one
      }
      length = (int) Math.min(pointer.size(), (long) PREFIX_GROWTH * length);
    }
    BlockInput whole = scratch(pointer, what, pointer.size());
    return new PackedPrefix(decoder.decodePackedDrawables(whole), whole.position());
  }

  /**
   * {@link #readPackedDrawables} reading the block's drawables part and little more: a first read of
   * at most {@code prefixBytes} (and usually much less, see {@link #FIRST_READ_BYTES}), then as many
   * more bytes as {@link DrawablesExtent} finds the drawables to need, each read adding to the bytes
   * already read; then the drawables are decoded once. Null when that way does not apply (a drawable
   * it does not step over, or a format error): the caller then reads as before, which reports any
   * error as it always did.
   */
  private PackedPrefix readMeasured(BlockPointer pointer, String what, int prefixBytes) throws IOException {
    int size = pointer.size();
    int have = Math.min(size, Math.min(prefixBytes, Math.max(FIRST_READ_BYTES, size / FIRST_READ_FRACTION)));
    if (have <= 0) {
      return null;
    }
    DrawablesExtent extent = new DrawablesExtent();
    try {
      ByteBuffer block = reader.readBlockReused(pointer, what, have);
      int end = extent.advance(block.array(), have);
      while (end == DrawablesExtent.MORE && have < size) {
        int more = (int) Math.min(size, extent.wanted(have));
        block = reader.readBlockReusedMore(pointer, what, have, more);
        have = more;
        end = extent.advance(block.array(), have);
      }
      if (end < 0) {
        return null;
      }
      BlockInput drawables = new BlockInput(block.limit(end), name, what, pointer.offset());
      return new PackedPrefix(decoder.decodePackedDrawables(drawables), drawables.position());
    } catch (Slog2FormatException e) {
      return null;
    }
  }

  /**
   * Reads only the real drawables of the node block at {@code pointer}, skipping its child shadow
   * buffers: the fast path for whole-file scans. First reads only the block's first {@code
   * prefixBytes} (none when 0): an inner node's drawables usually take a small part of it, before
   * its shadow buffers. When they do not fit in the prefix the whole block is read and decoded (and
   * any real format error reported from that). The drawables keep their info bytes in a fresh array.
   */
  public NodeDrawables readDrawables(BlockPointer pointer, String what, int prefixBytes) throws IOException {
    if (prefixBytes > 0 && prefixBytes < pointer.size()) {
      try {
        return decoder.decodeDrawables(owned(pointer, what, prefixBytes));
      } catch (Slog2FormatException e) {
        // the drawables run past the prefix: decode the whole block
      }
    }
    return decoder.decodeDrawables(owned(pointer, what, pointer.size()));
  }

  /**
   * Reads the real drawables of the node block at {@code pointer} into {@code sink} ({@link
   * DrawableSink}), prefix first as {@link #readDrawables} does; the block's bytes are reused
   * afterwards by this thread.
   */
  public void readDrawablesInto(BlockPointer pointer, String what, int prefixBytes, DrawableSink sink)
      throws IOException {
    if (prefixBytes > 0 && prefixBytes < pointer.size()) {
      try {
        NodeSinkDecoder.decode(scratch(pointer, what, prefixBytes), sink);
        return;
      } catch (Slog2FormatException e) {
        // the drawables run past the prefix: decode the whole block (the sink begins again)
      }
    }
    NodeSinkDecoder.decode(scratch(pointer, what, pointer.size()), sink);
  }

  private BlockInput scratch(BlockPointer pointer, String what, int length) throws IOException {
    ByteBuffer block = reader.readBlockReused(pointer, what, length);
    return new BlockInput(block, name, what, pointer.offset());
  }

  private BlockInput owned(BlockPointer pointer, String what, int length) throws IOException {
    return new BlockInput(reader.readBlock(pointer, what, length), name, what, pointer.offset());
  }
}
