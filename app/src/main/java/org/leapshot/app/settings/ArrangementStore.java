package org.leapshot.app.settings;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.leapshot.app.rows.Arrangement;

/**
 * Per-trace timeline arrangements (collapsed groups, hidden timelines, moved rows), one per
 * line-ID map title, saved in {@code rows/<hash>.properties} beside the trace's styles. Keys name
 * tree nodes ("g3", "l17"), so keys a regenerated file lacks are simply ignored when applied.
 */
public final class ArrangementStore {
  private static final int MAX_MAPS = 64;
  private final Settings settings;

  ArrangementStore(Settings settings) {
    this.settings = settings;
  }

  static String fileFor(Path trace) {
    return "rows/" + StyleStore.traceHash(trace) + ".properties";
  }

  public void save(Path trace, Map<String, Arrangement> byMap) {
    Properties p = new Properties();
    p.setProperty("trace", trace.toAbsolutePath().normalize().toString());
    int i = 0;
    for (Map.Entry<String, Arrangement> e : byMap.entrySet()) {
      String k = "map." + i++ + ".";
      Arrangement a = e.getValue();
      p.setProperty(k + "title", e.getKey());
      p.setProperty(k + "collapsed", String.join(",", a.collapsed()));
      p.setProperty(k + "hidden", String.join(",", a.hidden()));
      a.order().forEach((parent, children) -> p.setProperty(k + "order." + parent, String.join(",", children)));
    }
    settings.save(fileFor(trace), p);
  }

  /** The saved arrangements by map title; none when nothing was saved or the file is unreadable. */
  public Map<String, Arrangement> restore(Path trace) {
    Properties p = settings.load(fileFor(trace));
    Map<String, Arrangement> result = new HashMap<>();
    for (int i = 0; i < MAX_MAPS; i++) {
      String k = "map." + i + ".";
      String title = p.getProperty(k + "title");
      if (title == null) {
        break;
      }
      Map<String, List<String>> order = new HashMap<>();
      for (String name : p.stringPropertyNames()) {
        if (name.startsWith(k + "order.")) {
          order.put(name.substring((k + "order.").length()), List.copyOf(keys(p.getProperty(name))));
        }
      }
      result.put(title, new Arrangement(keys(p.getProperty(k + "collapsed")), keys(p.getProperty(k + "hidden")), order));
    }
    return result;
  }

  private static Set<String> keys(String list) {
    Set<String> s = new LinkedHashSet<>();
    if (list != null) {
      Arrays.stream(list.split(",")).map(String::strip).filter(x -> !x.isEmpty()).forEach(s::add);
    }
    return s;
  }
}
