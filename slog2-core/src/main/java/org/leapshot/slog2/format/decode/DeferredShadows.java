package org.leapshot.slog2.format.decode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.AbstractList;
import java.util.RandomAccess;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.ShadowColumns;

/**
 * A shadow list decoded on first access. Inner nodes of files with many timelines are mostly
 * shadows (one per timeline pattern and child), and a reader walking down to real drawables needs
 * only each child's box and pointer: the node decoder checks the list's structure and counts it,
 * and reads its bytes again to decode it, into columns, if someone looks. Thread-safe; immutable
 * like the lists {@link TreeNode} otherwise holds.
 */
public final class DeferredShadows extends AbstractList<Shadow> implements RandomAccess {
  /** Decodes the list; the structure was checked already, so a failure means a bug. */
  @FunctionalInterface
  interface Decoder {
    ShadowColumns decode() throws IOException;
  }

  private final int size;
  private final long realCount;
  private Decoder decoder;
  private volatile ShadowColumns decoded;

  public DeferredShadows(int size, long realCount, Decoder decoder) {
    this.size = size;
    this.realCount = realCount;
    this.decoder = decoder;
  }

  /** Real primitives the shadows summarise, known without decoding them. */
  public long realCount() {
    return realCount;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Shadow get(int index) {
    return columns().get(index);
  }

  /** The shadows as columns, decoded on the first call. */
  public ShadowColumns columns() {
    ShadowColumns l = decoded;
    if (l == null) {
      synchronized (this) {
        l = decoded;
        if (l == null) {
          try {
            l = decoder.decode();
          } catch (Slog2FormatException e) {
            throw new IllegalStateException("shadows that were checked failed to decode (was the file changed?)", e);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          decoded = l;
          decoder = null;
        }
      }
    }
    return l;
  }
}
