package org.leapshot.slog2.convert.paje;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.leapshot.slog2.convert.TimelineNamesFile;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;

/**
 * The types, entity values and containers a Paje trace defines, each found by its alias or its
 * name (the format allows either in references). A container gets a timeline (line ID) when a
 * drawable first lands on it; the line-ID map puts each such container at its path in the
 * container hierarchy, one column per level, each value the container's place among its parent's
 * children (0 below its own level).
 */
final class PajeModel {
  static final String MAP_TITLE = "Paje containers";
  static final String ROOT = "0";
  /** Columns of the line-ID map at most; deeper containers share their ancestors' paths. */
  static final int MAX_LEVELS = 32;

  enum Kind { CONTAINER, STATE, EVENT, VARIABLE, LINK }

  static final class Type {
    final Kind kind;
    final String name;
    final Rgba color;
    final Map<String, Value> values = new HashMap<>();
    int category = -1;

    Type(Kind kind, String name, Rgba color) {
      this.kind = kind;
      this.name = name;
      this.color = color;
    }
  }

  /** An entity value of a state, event or link type; {@code category} is its state category. */
  static final class Value {
    final String name;
    final Rgba color;
    int category = -1;

    Value(String name, Rgba color) {
      this.name = name;
      this.color = color;
    }
  }

  static final class Container {
    final String name;
    final Type type;
    final Container parent;
    final int depth;
    final int place;
    int children;
    int lineId = -1;
    boolean destroyed;

    Container(String name, Type type, Container parent) {
      this.name = name;
      this.type = type;
      this.parent = parent;
      this.depth = parent == null ? 0 : parent.depth + 1;
      this.place = parent == null ? 0 : ++parent.children;
    }
  }

  private final Map<String, Type> types = new HashMap<>();
  private final Map<String, Container> containers = new HashMap<>();
  private final List<Container> timelines = new ArrayList<>();
  private final Container root;
  private int leafContainers;

  PajeModel() {
    Type rootType = new Type(Kind.CONTAINER, ROOT, null);
    types.put(ROOT, rootType);
    root = new Container(ROOT, rootType, null);
    containers.put(ROOT, root);
  }

  void defineType(String alias, String name, Type type) {
    types.putIfAbsent(name, type);
    if (alias != null) {
      types.put(alias, type);
    }
  }

  Type type(String aliasOrName) {
    return types.get(aliasOrName);
  }

  void defineValue(Type type, String alias, String name, Rgba color) {
    Value v = new Value(name, color);
    type.values.putIfAbsent(name, v);
    if (alias != null) {
      type.values.put(alias, v);
    }
  }

  Container create(String alias, String name, Type type, Container parent) {
    Container c = new Container(name, type, parent);
    leafContainers += parent != root && parent.children == 1 ? 0 : 1; // a parent's first child takes its place
    containers.putIfAbsent(name, c);
    if (alias != null) {
      containers.put(alias, c);
    }
    return c;
  }

  Container container(String aliasOrName) {
    return containers.get(aliasOrName);
  }

  Container root() {
    return root;
  }

  /** The line ID of {@code c}, given on first use. */
  int lineOf(Container c) {
    if (c.lineId < 0) {
      c.lineId = timelines.size();
      timelines.add(c);
    }
    return c.lineId;
  }

  /** Containers made so far that have none inside them (the root not counted). */
  int leafContainers() {
    return leafContainers;
  }

  int timelineCount() {
    return timelines.size();
  }

  /** Line ID → the container's path of names below the root. */
  Map<Integer, String> names() {
    Map<Integer, String> names = new LinkedHashMap<>();
    for (Container c : timelines) {
      StringBuilder path = new StringBuilder(c.name);
      for (Container p = c.parent; p != null && p != root; p = p.parent) {
        path.insert(0, p.name + "/");
      }
      names.put(c.lineId, path.toString());
    }
    return names;
  }

  /**
   * The map's group path → the name of the container at the group's level: a group holds that
   * container's timeline and those inside it. A group of a path ending in zeros holds one container's
   * own timeline, that container's name.
   */
  Map<String, String> groupNames() {
    int levels = levels();
    Map<String, String> names = new HashMap<>();
    int[] v = new int[levels];
    Container[] chain = new Container[levels + 1];
    for (Container c : timelines) {
      java.util.Arrays.fill(v, 0);
      java.util.Arrays.fill(chain, null);
      for (Container p = c; p != null && p != root; p = p.parent) {
        if (p.depth >= 1 && p.depth <= levels) {
          v[p.depth - 1] = p.place;
          chain[p.depth] = p;
        }
      }
      Container named = null;
      for (int d = 1; d < levels; d++) {
        named = chain[d] != null ? chain[d] : named;
        if (named != null) {
          names.putIfAbsent(TimelineNamesFile.groupPath(v, d), named.name);
        }
      }
    }
    return names;
  }

  private int levels() {
    int levels = 1;
    for (Container c : timelines) {
      levels = Math.max(levels, Math.min(c.depth, MAX_LEVELS));
    }
    return levels;
  }

  LineIdMap map() {
    int levels = levels();
    List<Set<String>> typeNames = new ArrayList<>();
    for (int i = 0; i < levels; i++) {
      typeNames.add(new LinkedHashSet<>());
    }
    int[] ids = new int[timelines.size()];
    int[][] values = new int[timelines.size()][];
    for (Container c : timelines) {
      int[] v = new int[levels];
      for (Container p = c; p != null && p != root; p = p.parent) {
        if (p.depth >= 1 && p.depth <= levels) {
          v[p.depth - 1] = p.place;
          typeNames.get(p.depth - 1).add(p.type.name);
        }
      }
      ids[c.lineId] = c.lineId;
      values[c.lineId] = v;
    }
    List<String> columns = new ArrayList<>();
    for (int i = 0; i < levels; i++) {
      Set<String> names = typeNames.get(i);
      columns.add(names.isEmpty() || names.size() > 3 ? "level " + (i + 1) : String.join(" | ", names));
    }
    return new LineIdMap(MAP_TITLE, columns, ids, values, List.of());
  }

  /** Parses a Paje colour, {@code "r g b"} with each 0..1, or returns null. */
  static Rgba color(String text) {
    if (text == null) {
      return null;
    }
    String[] parts = text.strip().split("[\\s,]+");
    if (parts.length < 3) {
      return null;
    }
    int[] rgb = new int[3];
    for (int i = 0; i < 3; i++) {
      try {
        double v = Double.parseDouble(parts[i]);
        if (!(v >= 0 && v <= 1)) {
          return null;
        }
        rgb[i] = (int) Math.round(v * 255);
      } catch (NumberFormatException e) {
        return null;
      }
    }
    return new Rgba(rgb[0], rgb[1], rgb[2], 255);
  }
}
