package org.leapshot.app.trace;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.query.DamageRecovery;
import org.leapshot.slog2.query.DrawableCursor;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/**
 * A level-of-detail window query that reads around damaged nodes: when a node of the window fails
 * to decode, the node is looked up in the tree directory, its time range is set aside as damaged
 * and the parts of the window before and after it are queried again (at the same resolution), so
 * the rest of the trace still draws. Drawables and shadows that overlap two parts are kept once;
 * those of sound nodes lying wholly inside the damaged ranges come from the engine's {@link
 * DamageRecovery}, which also names the node an error is in (the file format stays the core's).
 * Without damage the engine's answer is handed on as it is; either way the drawables whose
 * category the file does not define are counted.
 */
final class TolerantWindowQuery {
  /** More damaged nodes than this in one window: the file is too broken to read around, report the error. */
  static final int MOST_DAMAGED = 64;

  private final TraceSession session;
  private final DamageRecovery recovery;
  private final BitSet defined = new BitSet();

  TolerantWindowQuery(TraceSession session) {
    this.session = session;
    this.recovery = new DamageRecovery(session);
    for (int index : session.categories().keySet()) {
      if (index >= 0) {
        defined.set(index);
      }
    }
  }

  WindowData query(double start, double end, int widthPx) throws IOException {
    List<Piece> pieces = new ArrayList<>();
    List<DamagedNode> damaged = new ArrayList<>();
    Deque<double[]> todo = new ArrayDeque<>();
    todo.push(new double[] {start, end});
    double secPerPx = (end - start) / widthPx;
    while (!todo.isEmpty()) {
      double[] span = todo.pop();
      int px = secPerPx > 0 ? (int) Math.max(1, Math.min(widthPx, Math.round((span[1] - span[0]) / secPerPx))) : widthPx;
      try {
        pieces.add(new Piece(span[0], span[1], session.query(WindowQuery.lod(span[0], span[1], px))));
      } catch (IOException e) {
        DamagedNode node = damagedNode(e);
        if (node == null || damaged.contains(node) || damaged.size() >= MOST_DAMAGED
            || !(node.startSec() <= span[1] && node.endSec() >= span[0])) {
          throw e; // not a node we can read around, or reading around it did not help
        }
        damaged.add(node);
        if (span[0] < node.startSec()) {
          todo.push(new double[] {span[0], Math.nextDown(node.startSec())});
        }
        if (node.endSec() < span[1]) {
          todo.push(new double[] {Math.nextUp(node.endSec()), span[1]});
        }
      }
    }
    if (pieces.size() == 1 && damaged.isEmpty()) {
      // the usual case: the engine's answer as it is, read once for undefined categories without objects
      return new WindowData(start, end, widthPx, pieces.get(0).result(),
          new WindowProblems(List.of(), undefinedIn(pieces.get(0).result().cursor())));
    }
    pieces.sort(Comparator.comparingDouble(Piece::start));
    damaged.sort(Comparator.comparingDouble(DamagedNode::startSec));
    List<Drawable> inGaps = damaged.isEmpty() ? List.of()
        : recovery.drawablesInGaps(start, end, pieces.stream().map(p -> new double[] {p.start(), p.end()}).toList(),
            damaged.stream().map(DamagedNode::offset).collect(java.util.stream.Collectors.toSet()));
    return merge(start, end, widthPx, pieces, damaged, inGaps);
  }

  /**
   * One pass over every piece's answer: a drawable or shadow of a later piece that also overlaps
   * the piece before (it starts at or before that piece's end) was already taken from there.
   */
  private WindowData merge(double start, double end, int widthPx, List<Piece> pieces, List<DamagedNode> damaged,
      List<Drawable> inGaps) {
    List<Drawable> drawables = new ArrayList<>();
    List<Shadow> shadows = new ArrayList<>();
    SortedMap<Integer, Integer> undefined = new TreeMap<>();
    double previousEnd = Double.NEGATIVE_INFINITY;
    for (Piece p : pieces) {
      for (Drawable d : p.result().drawables()) {
        if (d.start() > previousEnd) {
          drawables.add(d);
          countUndefined(d, undefined);
        }
      }
      for (Shadow s : p.result().shadows()) {
        if (s.start() > previousEnd) {
          shadows.add(s);
        }
      }
      previousEnd = p.end();
    }
    if (!inGaps.isEmpty()) {
      for (Drawable d : inGaps) {
        drawables.add(d);
        countUndefined(d, undefined);
      }
      drawables.sort(DrawingOrder.DRAWABLES);
    }
    return new WindowData(start, end, widthPx, drawables, shadows, new WindowProblems(damaged, undefined));
  }

  private SortedMap<Integer, Integer> undefinedIn(DrawableCursor c) {
    SortedMap<Integer, Integer> undefined = new TreeMap<>();
    while (c.next()) {
      if (c.isComposite()) {
        countUndefined(c.stored(), undefined);
      } else {
        int cat = c.categoryIndex();
        if (cat < 0 || !defined.get(cat)) {
          undefined.merge(cat, 1, Integer::sum);
        }
      }
    }
    return undefined;
  }

  private void countUndefined(Drawable d, SortedMap<Integer, Integer> undefined) {
    int c = d.categoryIndex();
    if (c < 0 || !defined.get(c)) {
      undefined.merge(c, 1, Integer::sum);
    }
    if (d instanceof Composite composite) {
      for (Primitive p : composite.primitives()) {
        int pc = p.categoryIndex();
        if (pc < 0 || !defined.get(pc)) {
          undefined.merge(pc, 1, Integer::sum);
        }
      }
    }
  }

  /** The node a read error is in, from the engine; else null. */
  private DamagedNode damagedNode(IOException e) {
    return recovery.locate(e).map(d -> new DamagedNode(d.node(), d.offset(), d.size(), d.startSec(), d.endSec(),
        d.problem())).orElse(null);
  }

  /** Closes the reader the gaps were read with, if any. */
  void close() throws IOException {
    recovery.close();
  }

  private record Piece(double start, double end, WindowResult result) {}
}
