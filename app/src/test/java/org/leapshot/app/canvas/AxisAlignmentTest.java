package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Fitted, r16384's 1 024 nodes are less than a pixel each: "▾ node 30" was named at node 30's own
 * row while the timeline labels, at their own spacing, put "42 / 7 – 43 / 15" on the same line, so
 * the line read as node 30 holding node 42's timelines. Groups that thin are named on the lines of
 * the timeline labels, by the node of the row's first timeline.
 */
class AxisAlignmentTest {
  private static final Pattern TEXT = Pattern.compile("<text x='([-\\d.]+)' y='([-\\d.]+)'[^>]*>([^<]*)</text>");

  @Test
  void thinGroupsAreNamedOnTheLineOfTheRowTheyHold() throws Exception {
    int n = 16384;
    int[] ids = new int[n];
    int[][] values = new int[n][];
    for (int i = 0; i < n; i++) {
      ids[i] = i;
      values[i] = new int[] {i / 16, i % 16};
    }
    LineIdMap nodeCore = new LineIdMap("NodeView", List.of("node", "core"), ids, values, List.of());
    LaidOutPane.check(nodeCore, 1200, 700, pane -> {
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      assertThat(pane.canvas().rows().plan().merged()).as("fitted: rows merged").isTrue();
      List<String[]> texts = drawnTexts(axis);
      List<String[]> groups = texts.stream().filter(t -> t[1].contains("node ")).toList();
      List<String[]> rows = texts.stream().filter(t -> t[1].contains(" / ")).toList();
      assertThat(groups).hasSizeGreaterThan(10);
      for (String[] g : groups) {
        String node = g[1].substring(g[1].indexOf("node ") + 5);
        assertThat(rows).as("a timeline label on the line of %s", g[1])
            .anyMatch(r -> r[0].equals(g[0]) && r[1].startsWith(node + " / "));
      }
    });
  }

  /** The texts the axis draws, each as {y, text}. */
  static List<String[]> drawnTexts(RowAxisPanel axis) {
    SVGGraphics2D g = new SVGGraphics2D(axis.getWidth(), axis.getHeight());
    g.setClip(0, 0, axis.getWidth(), axis.getHeight());
    axis.paint(g);
    List<String[]> out = new ArrayList<>();
    Matcher m = TEXT.matcher(g.getSVGElement());
    while (m.find()) {
      out.add(new String[] {m.group(2), m.group(3)});
    }
    return out;
  }
}
