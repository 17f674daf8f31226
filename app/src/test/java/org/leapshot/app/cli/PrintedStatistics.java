package org.leapshot.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Statistics by brute force from {@code print --json}: every primitive (composites through theirs)
 * clipped to the range; a state's exclusive time is its clipped time minus that of the states
 * nested directly in it, found by looking at every pair of open states rather than by the engine's
 * stack. Message bytes are read back from the printed info text ({@code msg_size=N}).
 */
final class PrintedStatistics {
  private static final Pattern SIZE = Pattern.compile("(\\w*size\\w*)=(-?\\d+)", Pattern.CASE_INSENSITIVE);
  private static final ObjectMapper JSON = new ObjectMapper();

  /** (timeline, category) → {count, inclusive, exclusive} */
  final Map<List<Integer>, double[]> cells = new TreeMap<>((a, b) -> a.get(0).equals(b.get(0))
      ? Integer.compare(a.get(1), b.get(1)) : Integer.compare(a.get(0), b.get(0)));
  /** (from, to) → {count, bytes} */
  final Map<List<Integer>, long[]> messages = new HashMap<>();

  private final double t0;
  private final double t1;
  private final Map<Integer, String> topology = new HashMap<>();
  private final Map<Integer, Boolean> sized = new HashMap<>();
  private final Map<Integer, List<double[]>> states = new HashMap<>(); // line → {start, end, category, order, line}

  PrintedStatistics(List<String> printJsonLines, double t0, double t1) throws IOException {
    this.t0 = t0;
    this.t1 = t1;
    int order = 0;
    for (String line : printJsonLines) {
      JsonNode o = JSON.readTree(line);
      switch (o.get("type").asText()) {
        case "category" -> {
          topology.put(o.get("index").asInt(), o.get("topology").asText());
          sized.put(o.get("index").asInt(), SIZE.matcher(o.get("label").asText().replaceAll("%[dhlxX]", "0")).find());
        }
        case "primitive" -> primitive(o, order++);
        case "composite" -> {
          for (JsonNode p : o.get("primitives")) {
            primitive(p, order++);
          }
        }
        default -> { }
      }
    }
    states.values().forEach(this::exclusive);
  }

  private void primitive(JsonNode p, int order) {
    double s = p.get("start").asDouble();
    double e = p.get("end").asDouble();
    if (s > t1 || e < t0) {
      return;
    }
    int cat = p.get("category").asInt();
    JsonNode v = p.get("vertices");
    int from = v.get(0).get(1).asInt();
    int to = v.get(v.size() - 1).get(1).asInt();
    double clip = Math.max(0, Math.min(e, t1) - Math.max(s, t0));
    switch (topology.getOrDefault(cat, "State")) {
      case "Event" -> add(from, cat, 0, 0);
      case "Arrow" -> {
        add(from, cat, clip, clip);
        long[] m = messages.computeIfAbsent(List.of(from, to), k -> new long[2]);
        m[0]++;
        Matcher size = SIZE.matcher(p.get("info").asText());
        if (sized.getOrDefault(cat, false) && size.find()) {
          m[1] += Long.parseLong(size.group(2));
        }
      }
      default -> {
        add(from, cat, clip, 0);
        states.computeIfAbsent(from, k -> new ArrayList<>()).add(new double[] {s, e, cat, order, from});
      }
    }
  }

  private void add(int line, int cat, double incl, double excl) {
    double[] c = cells.computeIfAbsent(List.of(line, cat), k -> new double[3]);
    c[0]++;
    c[1] += incl;
    c[2] += excl;
  }

  /**
   * Subtracts each state's clipped time from its parents': the states of its timeline that cover it
   * with no other state between; states with the same box nest in drawing order (spec §8.6: lower
   * category index, then printed first), the later one inside.
   * Covering states are found among those still open when it starts, a handful at any time.
   */
  private void exclusive(List<double[]> list) {
    list.sort((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : a[1] != b[1] ? Double.compare(b[1], a[1])
        : a[2] != b[2] ? Double.compare(a[2], b[2]) : Double.compare(a[3], b[3]));
    for (int i = 0; i < list.size(); i++) {
      list.get(i)[3] = i;
    }
    List<double[]> open = new ArrayList<>();
    for (double[] q : list) {
      open.removeIf(s -> s[1] < q[0]);
      List<double[]> covering = new ArrayList<>();
      for (double[] p : open) {
        if (covers(p, q) && (!sameBox(p, q) || p[3] < q[3])) {
          covering.add(p);
        }
      }
      for (double[] p : covering) {
        boolean direct = true;
        for (double[] r : covering) {
          if (r != p && covers(p, r) && (!sameBox(r, p) || r[3] > p[3])) {
            direct = false;
            break;
          }
        }
        if (direct) {
          cells.get(List.of((int) p[4], (int) p[2]))[2] -= clip(q);
        }
      }
      open.add(q);
      cells.get(List.of((int) q[4], (int) q[2]))[2] += clip(q);
    }
  }

  private static boolean covers(double[] outer, double[] inner) {
    return outer[0] <= inner[0] && inner[1] <= outer[1];
  }

  private static boolean sameBox(double[] a, double[] b) {
    return a[0] == b[0] && a[1] == b[1];
  }

  private double clip(double[] s) {
    return Math.max(0, Math.min(s[1], t1) - Math.max(s[0], t0));
  }
}
