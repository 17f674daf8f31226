package org.leapshot.app.frame;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.importing.OpenErrors;
import org.leapshot.app.popup.InfoText;
import org.leapshot.app.trace.DamagedNode;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.view.ViewState;

/**
 * What went wrong reading the open trace, kept with its workspace: unreadable nodes of the loaded
 * range (the canvas hatches them; the status bar names those in view), a window that could not be
 * read at all, and categories the file uses but does not define (listed once each, for as long as
 * the trace is open). The status bar's notice always says what is true of the current window, so
 * it clears when the view moves away from a damaged part. EDT only.
 */
final class TraceProblems {
  private final StatusBar status;
  private final TimelineCanvas canvas;
  private final SortedSet<Integer> undefined = new TreeSet<>();
  private List<DamagedNode> damaged = List.of();
  private String readError = "";
  private boolean coarse;

  TraceProblems(StatusBar status, TimelineCanvas canvas) {
    this.status = status;
    this.canvas = canvas;
  }

  /** A window was read: its unreadable nodes and undefined categories replace the error, if any. */
  void loaded(WindowData data, ViewState.Window view) {
    damaged = data.problems().damaged();
    canvas.setDamaged(damaged);
    undefined.addAll(data.problems().undefinedCategories().keySet());
    // drawn from the stored overview (the canvas has its model already): nothing to warn about
    coarse = data.result().isCoarse() && canvas.model().coarse().patch() == null;
    readError = "";
    show(view);
  }

  /** A window could not be read at all. */
  void failed(Exception e, ViewState.Window view) {
    String why = OpenErrors.describeFailure(e);
    readError = "Could not read " + TimeUnits.time(view.startSec(), view.widthSec() / 1000) + " – "
        + TimeUnits.time(view.endSec(), view.widthSec() / 1000) + ": " + oneLine(why);
    show(view);
  }

  /** The unreadable node at {@code timeSec}, or null. */
  DamagedNode at(double timeSec) {
    for (DamagedNode d : damaged) {
      if (d.covers(timeSec)) {
        return d;
      }
    }
    return null;
  }

  SortedSet<Integer> undefinedCategories() {
    return java.util.Collections.unmodifiableSortedSet(undefined);
  }

  /** Puts what is true of {@code view} into the status bar's notice. */
  void show(ViewState.Window view) {
    List<String> parts = new ArrayList<>();
    List<DamagedNode> inView = damaged.stream()
        .filter(d -> d.startSec() <= view.endSec() && d.endSec() >= view.startSec()).toList();
    if (inView.size() == 1) {
      DamagedNode d = inView.get(0);
      parts.add(d.summary() + ", " + range(d) + " is drawn hatched");
    } else if (!inView.isEmpty()) {
      parts.add(inView.size() + " unreadable tree nodes in view, drawn hatched: "
          + String.join(", ", inView.stream().map(d -> d.node().replace("tree node ", "") + " @" + d.offset()).toList()));
    }
    if (!readError.isEmpty()) {
      parts.add(readError);
    }
    if (coarse) {
      parts.add("Hatched: only the file's summary is read at this zoom; zoom in, or wait for the overview to be kept");
    }
    if (!undefined.isEmpty()) {
      parts.add((undefined.size() == 1 ? "Category " : "Categories ") + join(undefined)
          + (undefined.size() == 1 ? " is" : " are") + " used but not defined in this file (drawn grey)");
    }
    status.setNotice(String.join("  ·  ", parts));
  }

  /** The info box for an unreadable node. */
  static InfoText.Text describe(DamagedNode d) {
    String body = String.join("\n",
        "Block     byte " + d.offset() + " (0x" + Long.toHexString(d.offset()) + "), " + d.size() + " bytes",
        "Time      " + range(d),
        "Problem   " + wrap(oneLine(d.problem()), 60, "\n          "),
        "",
        "Drawables stored in this node cannot be shown;",
        "the rest of the trace is drawn.");
    return new InfoText.Text("Unreadable " + d.node(), Integer.MIN_VALUE, body);
  }

  private static String range(DamagedNode d) {
    double resolution = Math.max(1e-12, (d.endSec() - d.startSec()) / 1000);
    return TimeUnits.time(d.startSec(), resolution) + " – " + TimeUnits.time(d.endSec(), resolution);
  }

  private static String join(SortedSet<Integer> indices) {
    List<String> shown = new ArrayList<>();
    for (int i : indices) {
      if (shown.size() == 8) {
        shown.add("and " + (indices.size() - 8) + " more");
        break;
      }
      shown.add(String.valueOf(i));
    }
    return String.join(", ", shown);
  }

  /** {@code s} broken at spaces into lines of at most about {@code width} characters. */
  static String wrap(String s, int width, String lineBreak) {
    StringBuilder out = new StringBuilder();
    int lineStart = 0;
    for (String word : s.split(" ")) {
      if (out.length() - lineStart + word.length() > width && out.length() > lineStart) {
        out.append(lineBreak);
        lineStart = out.length();
      } else if (out.length() > lineStart) {
        out.append(' ');
      }
      out.append(word);
    }
    return out.toString();
  }

  static String oneLine(String s) {
    String line = s.replaceAll("[\\r\\n\\t]+", " ").replaceAll("\\p{Cntrl}", "?").strip();
    return line.length() > 300 ? line.substring(0, 299) + "…" : line;
  }
}
