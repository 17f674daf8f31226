package org.leapshot.slog2.format;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.decode.BlockInput;
import org.leapshot.slog2.format.decode.CategoryBlock;
import org.leapshot.slog2.format.decode.HeapBudget;
import org.leapshot.slog2.format.decode.LineIdMapBlock;
import org.leapshot.slog2.format.decode.SectionReader;
import org.leapshot.slog2.format.decode.TreeNodeDecoder;
import org.leapshot.slog2.io.FileKinds;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Random access to a SLOG-2 2.0.6 file. Opening decodes and validates the header, category map,
 * line-ID maps and tree directory; tree nodes are decoded on demand and each read touches only that
 * node's bytes. Node reads use positional I/O and may run concurrently from any thread. The query engine's
 * own node reads (packed for its cache, drawables only) are {@code decode.NodeReads}, on the block
 * bytes this reader checks and reads.
 */
public final class Slog2Reader implements Closeable {
  private final Path path;
  private final String name;
  private final FileChannel channel;
  /**
   * Per thread: the block buffer of {@link #readBlockReused}, grown as needed and shared by
   * all readers (it is used only within one call). On the heap: a direct buffer would spare the
   * channel one bulk copy, but the decoder's many small copies of info bytes out of it cost more
   * (seen in a profile of cold zooms).
   */
  private static final ThreadLocal<ByteBuffer> NODE_SCRATCH = ThreadLocal.withInitial(() -> ByteBuffer.allocate(0));
  /** Per thread: the buffer shadow lists of cached nodes are read again into to be decoded. */
  private static final ThreadLocal<ByteBuffer> SECTION_SCRATCH = ThreadLocal.withInitial(() -> ByteBuffer.allocate(0));
  private final long fileSize;
  private final Header header;
  private final Map<Integer, Category> categories;
  private final List<LineIdMap> lineIdMaps;
  private final TreeDirectory directory;
  private final TreeNodeDecoder nodeDecoder;

  private Slog2Reader(Path path, FileChannel channel) throws IOException {
    this.path = path;
    this.name = String.valueOf(path.getFileName());
    this.channel = channel;
    this.fileSize = channel.size();
    if (fileSize < Header.BYTES) {
      throw new Slog2FormatException(name, "header", 0,
          "file is " + fileSize + " bytes, a SLOG-2 header alone needs " + Header.BYTES);
    }
    this.header = Header.read(new BlockInput(readBytes(0, Header.BYTES), name, "header", 0));
    checkHeader();
    this.directory = TreeDirectory.read(block(header.treeDir(), "tree directory"));
    this.categories = Collections.unmodifiableMap(CategoryBlock.read(block(header.categories(), "category map")));
    this.lineIdMaps = List.copyOf(LineIdMapBlock.read(block(header.lineIdMaps(), "line-ID map list")));
    this.nodeDecoder = new TreeNodeDecoder(categories);
  }

  /**
   * Opens and validates a file.
   *
   * @throws Slog2FormatException if it is not a valid SLOG-2 2.0.6 file, or its categories, maps or
   *     directory would not fit in the free heap
   * @throws IOException if it cannot be read, or is not a regular file
   */
  public static Slog2Reader open(Path path) throws IOException {
    FileKinds.requireRegularFile(path);
    FileChannel channel;
    try {
      channel = FileChannel.open(path, StandardOpenOption.READ);
    } catch (NoSuchFileException e) {
      throw new NoSuchFileException(path.toString(), null, "no such file");
    }
    try {
      return new Slog2Reader(path, channel);
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    } catch (OutOfMemoryError e) {
      // The estimates checked before each structure are typical, not worst, cases; what the
      // failed open allocated is garbage now, so this is a refusal like theirs, not a crash.
      channel.close();
      throw new Slog2FormatException(String.valueOf(path.getFileName()), "file", 0, "its categories, line-ID maps "
          + "and tree directory need more memory than the " + (Runtime.getRuntime().maxMemory() >> 20)
          + " MB Java heap has (run Java with a larger -Xmx)");
    }
  }

  public Path path() {
    return path;
  }

  public long fileSize() {
    return fileSize;
  }

  public Header header() {
    return header;
  }

  /** Categories by index, in stored order; includes the preview categories the file has. */
  public Map<Integer, Category> categories() {
    return categories;
  }

  public List<LineIdMap> lineIdMaps() {
    return lineIdMaps;
  }

  public TreeDirectory directory() {
    return directory;
  }

  /**
   * How messages name the node block at {@code pointer}: {@code tree node (d,x)} when the tree
   * directory lists a node there, else {@code tree node}. For readers that reach nodes by pointer
   * only (the query engine), so that a damaged node's message still says which node it is.
   */
  public String nodeName(BlockPointer pointer) {
    NodeId id = directory.idAt(pointer.offset());
    return id == null ? "tree node" : "tree node " + id;
  }

  /** The root node, read through the header's TreeRoot pointer. */
  public TreeNode readRoot() throws IOException {
    return readNode(header.treeRoot(), "tree root");
  }

  public TreeNode readNode(DirectoryEntry entry) throws IOException {
    return readNode(entry.pointer(), "tree node " + entry.id());
  }

  /** Reads the child a shadow buffer points to. */
  public TreeNode readChild(ShadowBuffer child) throws IOException {
    return readNode(child.childPointer(), "tree node " + child.childId());
  }

  /** Reads and decodes the node block at {@code pointer}; {@code what} names it in errors. */
  public TreeNode readNode(BlockPointer pointer, String what) throws IOException {
    return nodeDecoder.decode(block(pointer, what));
  }

  /**
   * The first {@code length} bytes of the node block at {@code pointer} (its whole block when {@code
   * length} is its size), checked as {@link #readNode(BlockPointer, String)} checks the block, in a
   * buffer this thread reuses at its next call: for decoders that keep nothing of it (the query
   * engine's packed nodes).
   */
  public ByteBuffer readBlockReused(BlockPointer pointer, String what, int length) throws IOException {
    checkBlock(pointer, what);
    checkLength(pointer, what, length);
    return fill(NODE_SCRATCH, pointer.offset(), length, what);
  }

  /**
   * {@link #readBlockReused} for {@code length} bytes when this thread's last such call read the
   * first {@code have} of the same block: only the bytes after those are read, and the buffer (the
   * same one, or a larger copy) holds the block's first {@code length} bytes.
   */
  public ByteBuffer readBlockReusedMore(BlockPointer pointer, String what, int have, int length) throws IOException {
    checkBlock(pointer, what);
    checkLength(pointer, what, length);
    if (have < 0 || have > length || have > NODE_SCRATCH.get().capacity()) {
      throw new IllegalArgumentException(what + ": " + have + " bytes read before, " + length + " wanted");
    }
    ByteBuffer buffer = scratch(NODE_SCRATCH, length, have, what, pointer.offset());
    buffer.clear().limit(length).position(have);
    readInto(buffer, pointer.offset() + have);
    return buffer.flip();
  }

  /**
   * The same bytes in a fresh array the caller owns, for decoded drawables that keep their info
   * bytes in their block (whole-file scans).
   */
  public byte[] readBlock(BlockPointer pointer, String what, int length) throws IOException {
    checkBlock(pointer, what);
    checkLength(pointer, what, length);
    HeapBudget.requireArray(length, name, what, pointer.offset());
    return readBytes(pointer.offset(), length);
  }

  private void checkLength(BlockPointer pointer, String what, int length) {
    if (length < 0 || length > pointer.size()) {
      throw new IllegalArgumentException(what + ": " + length + " bytes of the " + pointer.size() + "-byte block");
    }
  }

  /**
   * The {@code length} bytes at {@code offset}, which must lie in the file after the header, in a
   * buffer this thread reuses at its next call (a {@link SectionReader}).
   */
  public ByteBuffer readSection(long offset, int length, String what) throws IOException {
    if (offset < Header.BYTES || length < 0 || offset > fileSize - length) {
      throw new Slog2FormatException(name, what, Math.max(0, offset), length + " bytes at " + offset
          + " do not fit in the " + fileSize + "-byte file");
    }
    return fill(SECTION_SCRATCH, offset, length, what);
  }

  /** This thread's buffer of {@code scratch}, with room for {@code length} bytes, its first {@code keep} kept when it grows. */
  private ByteBuffer scratch(ThreadLocal<ByteBuffer> scratch, int length, int keep, String what, long offset)
      throws Slog2FormatException {
    ByteBuffer buffer = scratch.get();
    if (buffer.capacity() < length) {
      long capacity = Math.max(length, Math.min(header.maxBufferByteSize(), 2L * buffer.capacity()));
      HeapBudget.requireArray(capacity, name, what, offset);
      ByteBuffer larger = ByteBuffer.allocate((int) capacity);
      System.arraycopy(buffer.array(), 0, larger.array(), 0, keep);
      buffer = larger;
      scratch.set(buffer);
    }
    return buffer;
  }

  /** This thread's buffer of {@code scratch}, grown if needed, holding the file's bytes at {@code offset}. */
  private ByteBuffer fill(ThreadLocal<ByteBuffer> scratch, long offset, int length, String what) throws IOException {
    ByteBuffer buffer = scratch(scratch, length, 0, what, offset);
    buffer.clear().limit(length);
    readInto(buffer, offset);
    return buffer.flip();
  }

  private void checkHeader() throws Slog2FormatException {
    if (header.childrenPerNode() < 2) {
      throw new Slog2FormatException(name, "header", 12, "NumOfChildrenPerNode must be at least 2, found " + header.childrenPerNode());
    }
    if (header.maxTreeDepth() < 0) {
      throw new Slog2FormatException(name, "header", 18, "MaxTreeDepth must not be negative, found " + header.maxTreeDepth());
    }
    requireBlock(header.categories(), "Categories", 24);
    requireBlock(header.lineIdMaps(), "LineIDMaps", 48);
    requireBlock(header.treeRoot(), "TreeRoot", 60);
    requireBlock(header.treeDir(), "TreeDir", 72);
  }

  private void requireBlock(BlockPointer p, String field, long at) throws Slog2FormatException {
    if (p.isNull()) {
      throw new Slog2FormatException(name, "header", at, field + " pointer is NULL, a SLOG-2 file must have one");
    }
  }

  private BlockInput block(BlockPointer p, String what) throws IOException {
    checkBlock(p, what);
    HeapBudget.requireArray(p.size(), name, what, p.offset());
    return new BlockInput(readBytes(p.offset(), p.size()), name, what, p.offset());
  }

  private void checkBlock(BlockPointer p, String what) throws Slog2FormatException {
    if (!p.fitsIn(fileSize)) {
      throw new Slog2FormatException(name, what, Math.max(0, p.offset()), "block " + p + " does not fit in the "
          + fileSize + "-byte file");
    }
    if (p.offset() < Header.BYTES) {
      throw new Slog2FormatException(name, what, p.offset(), "block " + p + " overlaps the " + Header.BYTES + "-byte header");
    }
    if (p.size() > header.maxBufferByteSize()) {
      throw new Slog2FormatException(name, what, p.offset(), "block of " + p.size()
          + " bytes is larger than the header's MaxBufferByteSize " + header.maxBufferByteSize());
    }
  }

  private byte[] readBytes(long offset, int size) throws IOException {
    byte[] bytes = new byte[size];
    readInto(bytes, offset, size);
    return bytes;
  }

  private void readInto(byte[] bytes, long offset, int size) throws IOException {
    readInto(ByteBuffer.wrap(bytes, 0, size), offset);
  }

  /** Fills {@code buf} from its position to its limit with the file's bytes from {@code offset}. */
  private void readInto(ByteBuffer buf, long offset) throws IOException {
    int size = buf.remaining();
    long pos = offset;
    while (buf.hasRemaining()) {
      int n = channel.read(buf, pos);
      if (n < 0) {
        throw new Slog2FormatException(name, "file", pos, "file ended while reading " + size + " bytes at " + offset);
      }
      pos += n;
    }
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }
}
