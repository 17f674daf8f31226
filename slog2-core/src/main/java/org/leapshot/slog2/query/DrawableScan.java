package org.leapshot.slog2.query;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.TreeDirectory;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Drawable;

/**
 * Every real drawable of the file exactly once: every node of the directory, in file order (so
 * the disk reads sequentially), decoded a batch at a time on all cores without going through the
 * cache, and handed to the consumer on the calling thread. Heap use is one batch.
 */
final class DrawableScan {
  private final NodeLoader loader;
  private final int batch;

  DrawableScan(NodeLoader loader, int threads) {
    this.loader = loader;
    this.batch = Math.max(4, threads * 4);
  }

  long run(TreeDirectory directory, Consumer<? super Drawable> action, BooleanSupplier cancelled) throws IOException {
    List<BlockPointer> pointers = new ArrayList<>(directory.size());
    for (DirectoryEntry e : directory.entries()) {
      pointers.add(e.pointer());
    }
    pointers.sort(Comparator.comparingLong(BlockPointer::offset));
    long count = 0;
    NodeLoader.Tally tally = new NodeLoader.Tally();
    for (int from = 0; from < pointers.size(); from += batch) {
      List<BlockPointer> slice = pointers.subList(from, Math.min(pointers.size(), from + batch));
      for (TreeNode node : loader.loadUncached(slice, cancelled, tally)) {
        for (Drawable d : node.nestable()) {
          action.accept(d);
        }
        for (Drawable d : node.nestless()) {
          action.accept(d);
        }
        count += node.drawableCount();
      }
    }
    return count;
  }
}
