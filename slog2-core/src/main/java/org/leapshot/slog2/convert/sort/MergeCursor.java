package org.leapshot.slog2.convert.sort;

import java.io.IOException;
import java.util.List;
import java.util.PriorityQueue;
import org.leapshot.slog2.model.Drawable;

/**
 * Merges cursors that are each sorted by end time. Ties go to the cursor listed first, which keeps
 * the merge stable when the cursors hold consecutive stretches of the input in input order.
 */
final class MergeCursor implements DrawableCursor {

  private record Head(Drawable drawable, int source) {}

  private final List<DrawableCursor> sources;
  private final PriorityQueue<Head> heads;

  MergeCursor(List<DrawableCursor> sources) throws IOException {
    this.sources = List.copyOf(sources);
    this.heads = new PriorityQueue<>(Math.max(1, sources.size()), (a, b) -> {
      int c = Double.compare(a.drawable.end(), b.drawable.end());
      return c != 0 ? c : Integer.compare(a.source, b.source);
    });
    for (int i = 0; i < this.sources.size(); i++) {
      advance(i);
    }
  }

  @Override
  public Drawable next() throws IOException {
    Head head = heads.poll();
    if (head == null) {
      return null;
    }
    advance(head.source);
    return head.drawable;
  }

  private void advance(int source) throws IOException {
    Drawable d = sources.get(source).next();
    if (d != null) {
      heads.add(new Head(d, source));
    }
  }
}
