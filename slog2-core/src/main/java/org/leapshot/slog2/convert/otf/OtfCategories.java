package org.leapshot.slog2.convert.otf;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The SLOG-2 categories of an OTF trace, made on first use so that only functions that occur get
 * one (spec §17): a state category per function, one arrow category for messages, an event
 * category per collective kind, counter, file-operation kind and marker kind. Indices are given in
 * order of first use. Each category also belongs to a group (the function group, "messages", ...)
 * that the viewer may use to colour or filter.
 */
final class OtfCategories {
  private static final String[] FILE_OP_KINDS = {"open", "close", "read", "write", "seek", "unlink", "rename",
      "dup", "sync", "lock", "unlock"};

  private final OtfDefinitions defs;
  private final OtfNameDecoder names;
  private final LongIntMap byKey = new LongIntMap();
  private long[] counterProperties = new long[64];
  private final Map<Integer, String> groups = new LinkedHashMap<>();
  private final ArrayDeque<Category> fresh = new ArrayDeque<>();
  private int nextIndex;
  private long undefinedReferences;

  OtfCategories(OtfDefinitions defs, OtfNameDecoder names) {
    this.defs = defs;
    this.names = names;
  }

  /** Categories made since the last call, to be handed out before the drawables that use them. */
  Category pollFresh() {
    return fresh.poll();
  }

  /** True when {@link #pollFresh()} has a category to give. */
  boolean hasFresh() {
    return !fresh.isEmpty();
  }

  /** Category index → group name. */
  Map<Integer, String> groups() {
    return Collections.unmodifiableMap(groups);
  }

  /** References to functions, counters, ... that no definition names. */
  long undefinedReferences() {
    return undefinedReferences;
  }

  int function(long token) {
    int index = byKey.get(key(0, token));
    if (index >= 0) {
      return index;
    }
    OtfDefinitions.Function f = defs.functions.get(token);
    String name;
    String group;
    if (f == null) {
      undefinedReferences++;
      name = "function 0x" + Long.toHexString(token);
      group = "undefined functions";
    } else {
      name = names.decode(f.name());
      OtfDefinitions.Named g = defs.functionGroups.get(f.group());
      group = g == null ? "functions" : names.decode(g.name());
    }
    return make(0, token, name, group, Topology.STATE, "");
  }

  int message() {
    int index = byKey.get(key(1, 0));
    return index >= 0 ? index : make(1, 0, "message", "messages", Topology.ARROW, "tag=%d size=%l communicator=%x");
  }

  int collective(long token) {
    int index = byKey.get(key(2, token));
    if (index >= 0) {
      return index;
    }
    OtfDefinitions.Named c = defs.collectives.get(token);
    if (c == null) {
      undefinedReferences++;
    }
    String name = c == null ? "collective 0x" + Long.toHexString(token) : names.decode(c.name());
    return make(2, token, name, "collective operations", Topology.EVENT,
        "communicator=%x root=%x sent=%l received=%l duration=%E s");
  }

  int counter(long token) {
    int index = byKey.get(key(3, token));
    if (index >= 0) {
      return index;
    }
    OtfDefinitions.Counter c = defs.counters.get(token);
    if (c == null) {
      undefinedReferences++;
      return make(3, token, "counter 0x" + Long.toHexString(token), "counters", Topology.EVENT, "value=%l");
    }
    OtfDefinitions.Named g = defs.counterGroups.get(c.group());
    int made = nextIndex;
    if (made >= counterProperties.length) {
      counterProperties = java.util.Arrays.copyOf(counterProperties, made * 2);
    }
    counterProperties[made] = c.properties();
    String unit = labelText(names.decode(c.unit()));
    String label = (OtfCounterValue.isFloating(c.properties()) ? "value=%E" : "value=%l") + (unit.isEmpty() ? "" : " " + unit);
    return make(3, token, names.decode(c.name()), g == null ? "counters" : names.decode(g.name()), Topology.EVENT, label);
  }

  /** The properties (value type, spec §11) of a counter category made by {@link #counter}. */
  long counterProperties(int index) {
    return index < counterProperties.length ? counterProperties[index] : 0;
  }

  int fileOperation(int kind) {
    int index = byKey.get(key(4, kind));
    if (index >= 0) {
      return index;
    }
    String name = "file " + (kind < FILE_OP_KINDS.length ? FILE_OP_KINDS[kind] : kind == 31 ? "other" : "operation " + kind);
    return make(4, kind, name, "file operations", Topology.EVENT, "file=%s handle=%X bytes=%l flags=%x duration=%E s");
  }

  /** Event comments ({@code #} records), shown like markers. */
  int comment() {
    int index = byKey.get(key(6, 0));
    return index >= 0 ? index : make(6, 0, "comment", "markers", Topology.EVENT, "%s");
  }

  int marker(long token, String name) {
    int index = byKey.get(key(5, token));
    return index >= 0 ? index : make(5, token, name, "markers", Topology.EVENT, "%s");
  }

  private int make(int kind, long token, String name, String group, Topology topology, String label) {
    int index = nextIndex++;
    byKey.put(key(kind, token), index);
    groups.put(index, group);
    int width = topology == Topology.ARROW ? 3 : 8;
    fresh.add(Category.of(index, name, topology, colour(kind, index), width, InfoLabel.parse(label)));
    return index;
  }

  /** Tokens are 32-bit, so kind and token fit one long key. */
  private static long key(int kind, long token) {
    return ((long) kind << 40) | (token & 0xff_ffff_ffffL);
  }

  /** Label keys are literal text, where a '%' would start a conversion. */
  private static String labelText(String s) {
    return s.replace('%', ' ').trim();
  }

  /** Well-spread hues by golden-ratio steps; messages white as in Jumpshot. */
  private static Rgba colour(int kind, int index) {
    if (kind == 1) {
      return new Rgba(255, 255, 255, 255);
    }
    double hue = (index * 0.6180339887) % 1.0;
    double saturation = kind == 0 ? 0.65 : 0.9;
    return hsv(hue, saturation, 0.95);
  }

  private static Rgba hsv(double h, double s, double v) {
    double c = v * s;
    double x = c * (1 - Math.abs((h * 6) % 2 - 1));
    double m = v - c;
    double r;
    double g;
    double b;
    switch ((int) (h * 6)) {
      case 0 -> { r = c; g = x; b = 0; }
      case 1 -> { r = x; g = c; b = 0; }
      case 2 -> { r = 0; g = c; b = x; }
      case 3 -> { r = 0; g = x; b = c; }
      case 4 -> { r = x; g = 0; b = c; }
      default -> { r = c; g = 0; b = x; }
    }
    return new Rgba(channel(r + m), channel(g + m), channel(b + m), 255);
  }

  private static int channel(double v) {
    return (int) Math.max(0, Math.min(255, Math.round(v * 255)));
  }
}
