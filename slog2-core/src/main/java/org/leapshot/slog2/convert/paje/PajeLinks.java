package org.leapshot.slog2.convert.paje;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.paje.PajeModel.Container;
import org.leapshot.slog2.convert.paje.PajeModel.Type;
import org.leapshot.slog2.model.Primitive;

/**
 * Paje links as PajeNG matches them: a start and an end of the same container, type and key make one
 * arrow, whichever comes first; halves of one key wait in order. At most {@link #MAX_WAITING} halves
 * wait at once: a million starts whose ends never come (a damaged or hostile trace) filled a 256 MB
 * heap; halves beyond that are counted as skipped instead of kept.
 */
final class PajeLinks {
  static final int MAX_WAITING = 250_000;

  private record LinkKey(Container container, Type type, String key) {}

  private record Half(boolean start, Container end, double time, byte[] info) {}

  private final Map<LinkKey, ArrayDeque<Half>> links = new HashMap<>();
  private final PajeModel model;
  private final PajeCategories categories;
  private final ImportReport report;
  private final PajeEntities.Output output;
  private long waiting;
  private long count;

  PajeLinks(PajeModel model, PajeCategories categories, ImportReport report, PajeEntities.Output output) {
    this.model = model;
    this.categories = categories;
    this.report = report;
    this.output = output;
  }

  /** A start ({@code start}) or end of the link {@code r} names, from or to {@code end}, at {@code t}. */
  void link(boolean start, Container c, Type type, Container end, double t, byte[] info, PajeRecord r)
      throws TraceInputException {
    LinkKey key = new LinkKey(c, type, r.get("Key"));
    ArrayDeque<Half> queue = links.get(key);
    Half other = queue == null || queue.isEmpty() || queue.peekFirst().start() == start ? null : queue.pollFirst();
    if (other == null) {
      if (waiting >= MAX_WAITING) {
        report.skip("paje: link halves beyond " + MAX_WAITING + " waiting at once", r.at(), (start ? "start" : "end")
            + " of link " + r.get("Key") + " left out: " + MAX_WAITING + " link halves wait for their other half");
        return;
      }
      links.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(new Half(start, end, t, info));
      waiting++;
      return;
    }
    waiting--;
    if (queue.isEmpty()) {
      links.remove(key);
    }
    Half from = start ? new Half(true, end, t, info) : other;
    Half to = start ? other : new Half(false, end, t, info);
    count++;
    output.emit(Primitive.adopt(categories.of(type), from.time(), model.lineOf(from.end()), to.time(),
        model.lineOf(to.end()), from.info()), r.line());
  }

  /** Counts the links made and the halves left waiting. */
  void finish() {
    report.count("paje: links", count);
    if (waiting > 0) {
      report.count("paje: link starts or ends without their other half", waiting);
    }
  }
}
