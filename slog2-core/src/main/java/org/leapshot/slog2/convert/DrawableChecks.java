package org.leapshot.slog2.convert;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * What every drawable must satisfy before it reaches the writer, whatever its source (issue #3):
 * its category is defined, its start is not after its end, and its vertices lie inside its box; a
 * composite's primitives satisfy the same and lie inside the composite's box. These are the
 * reference's {@code -tc} causality checks, made errors that name the line.
 */
final class DrawableChecks {
  /**
   * Distinct categories a trace may define. Real traces have hundreds; each costs the writer a few
   * hundred bytes of heap for the whole run, so a million (a broken or hostile input) would exhaust
   * a small heap instead of giving a message.
   */
  static final int MAX_CATEGORIES = 100_000;

  private final Set<Integer> defined = new HashSet<>();
  /** Fast path for the usual small non-negative indices. */
  private final boolean[] definedSmall = new boolean[1024];
  private int distinct;

  /** Records {@code c} as defined; a new index beyond {@link #MAX_CATEGORIES} is an error at {@code at}. */
  void define(Category c, SourcePosition at) throws TraceInputException {
    if (isDefined(c.index())) {
      return;
    }
    if (distinct >= MAX_CATEGORIES) {
      throw new TraceInputException(at, "category " + c.index() + " is one more than the " + MAX_CATEGORIES
          + " distinct categories a trace may define");
    }
    distinct++;
    if (c.index() >= 0 && c.index() < definedSmall.length) {
      definedSmall[c.index()] = true;
    } else {
      defined.add(c.index());
    }
  }

  void check(Drawable d, SourcePosition at) throws TraceInputException {
    if (d instanceof Primitive p) {
      checkPrimitive(p, at, "");
      return;
    }
    Composite c = (Composite) d;
    checkCategory(c.categoryIndex(), at, "composite");
    checkBox(c.start(), c.end(), at, "composite");
    List<Primitive> primitives = c.primitives();
    for (int i = 0; i < primitives.size(); i++) {
      Primitive p = primitives.get(i);
      String which = "primitive " + (i + 1) + " of the composite: ";
      checkPrimitive(p, at, which);
      if (p.start() < c.start() || p.end() > c.end()) {
        throw new TraceInputException(at, which + "box (" + p.start() + ", " + p.end()
            + ") lies outside the composite's box (" + c.start() + ", " + c.end() + ")");
      }
    }
  }

  /**
   * True when {@code d} is a primitive that passes {@link #check}, tested without a position;
   * false for a bad primitive and for any composite ({@link #check} then tells).
   */
  boolean passes(Drawable d) {
    return d instanceof Primitive p && passesPrimitive(p);
  }

  private boolean passesPrimitive(Primitive p) {
    // Also false for NaN and infinite times.
    if (!isDefined(p.categoryIndex()) || !(p.start() <= p.end()) || !(p.start() >= -TraceSource.MAX_SECONDS)
        || !(p.end() <= TraceSource.MAX_SECONDS)) {
      return false;
    }
    for (int v = 0; v < p.vertexCount(); v++) {
      double t = p.time(v);
      if (!(t >= p.start() && t <= p.end())) {
        return false;
      }
    }
    return true;
  }

  private void checkPrimitive(Primitive p, SourcePosition at, String which) throws TraceInputException {
    // The messages are built only on failure: this runs for every drawable.
    if (passesPrimitive(p)) {
      return;
    }
    if (!isDefined(p.categoryIndex())) {
      checkCategory(p.categoryIndex(), at, which + "primitive");
    }
    checkBox(p.start(), p.end(), at, which + "primitive");
    for (int v = 0; v < p.vertexCount(); v++) {
      double t = p.time(v);
      if (!(t >= p.start() && t <= p.end())) {
        throw new TraceInputException(at, which + "vertex " + (v + 1) + " at time " + t + " lies outside its box ("
            + p.start() + ", " + p.end() + ")");
      }
    }
  }

  boolean isDefined(int index) {
    return index >= 0 && index < definedSmall.length ? definedSmall[index] : defined.contains(index);
  }

  private void checkCategory(int index, SourcePosition at, String what) throws TraceInputException {
    if (!isDefined(index)) {
      throw new TraceInputException(at, what + " uses category " + index + ", which is not defined before it");
    }
  }

  private static void checkBox(double start, double end, SourcePosition at, String what) throws TraceInputException {
    if (!Double.isFinite(start) || !Double.isFinite(end)) {
      // A reader rejects such a file: an infinite box would also swallow every window query.
      throw new TraceInputException(at, what + " box (" + start + ", " + end + ") is not made of finite times");
    }
    if (!(Math.abs(start) <= TraceSource.MAX_SECONDS) || !(Math.abs(end) <= TraceSource.MAX_SECONDS)) {
      throw new TraceInputException(at, what + " box (" + start + ", " + end + ") lies beyond ±"
          + TraceSource.MAX_SECONDS + " s, further than a trace's run can reach");
    }
    if (!(start <= end)) {
      throw new TraceInputException(at, what + " start " + start + " is after its end " + end);
    }
  }
}
