package org.leapshot.slog2.golden;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;

/**
 * A canonical one-line key for a drawable, built either from a parsed printout or from what we
 * decoded: category, box (Double.toString), info text, vertices (the printout shows vertex times as
 * Float.toString of the time cast to float) and byte size.
 */
final class DrawableKey {
  private DrawableKey() {}

  static String primitive(int category, String start, String end, String info, List<String> vertices, int bsize) {
    return "P cat=" + category + " box=(" + start + "," + end + ") info=<" + info + "> v=" + vertices + " bsize=" + bsize;
  }

  static String composite(int category, String start, String end, String info, List<String> primitives) {
    return "C cat=" + category + " box=(" + start + "," + end + ") info=<" + info + "> parts=" + primitives;
  }

  static String of(Drawable d, Map<Integer, Category> categories) {
    if (d instanceof Primitive p) {
      return of(p, categories);
    }
    Composite c = (Composite) d;
    List<String> parts = new ArrayList<>();
    for (Primitive p : c.primitives()) {
      parts.add(of(p, categories));
    }
    return composite(c.categoryIndex(), Double.toString(c.start()), Double.toString(c.end()), info(c, categories), parts);
  }

  private static String of(Primitive p, Map<Integer, Category> categories) {
    List<String> vertices = new ArrayList<>();
    for (int i = 0; i < p.vertexCount(); i++) {
      vertices.add(Float.toString((float) p.time(i)) + "@" + p.lineId(i));
    }
    return primitive(p.categoryIndex(), Double.toString(p.start()), Double.toString(p.end()), info(p, categories),
        vertices, p.byteSize());
  }

  private static String info(Drawable d, Map<Integer, Category> categories) {
    Category c = categories.get(d.categoryIndex());
    return InfoFormatter.format(c == null ? InfoLabel.NONE : c.label(), d.info());
  }
}
