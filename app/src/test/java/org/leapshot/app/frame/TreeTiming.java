package org.leapshot.app.frame;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.rows.Arrangement;
import org.leapshot.app.rows.RowFilter;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.app.settings.Settings;

/**
 * Not a test: a timing harness run by hand (issue #18 item 7, collapse / expand of all groups).
 * Opens FILE in the viewer under Xvfb and, ROUNDS times (A B A B...), collapses every group to
 * level 1 and expands all again, measuring on the EDT the change plus a synchronous paint of the
 * axis and canvas, and, separately, the time until the background rebuilt the picture for the new
 * rows. Then the plan alone, without Swing. Prints median (min–max) in ms.
 * {@code java -cp leapshot.jar:test-classes org.leapshot.app.frame.TreeTiming FILE [ROUNDS] [rowSteps]}
 */
public final class TreeTiming {
  private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();
  private TreeTiming() {}

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    Settings settings = new Settings(Files.createTempDirectory("leapshot-timing"));
    MainWindow[] w = new MainWindow[1];
    SwingUtilities.invokeAndWait(() -> {
      w[0] = ViewerMain.open(settings, Path.of(args[0]));
      w[0].setSize(1400, 900);
    });
    Screenshots.waitIdle(w[0]);
    if (args.length > 2) {
      SwingUtilities.invokeAndWait(() -> w[0].workspace().timeline().zoomRows(Integer.parseInt(args[2])));
      Screenshots.waitIdle(w[0]);
    }
    double[][] edt = new double[2][rounds];
    double[][] picture = new double[2][rounds];
    double[][] change = new double[2][rounds];
    double[][] cpu = new double[2][rounds];
    for (int i = 0; i < rounds; i++) {
      for (int step = 0; step < 2; step++) {
        boolean collapse = step == 0;
        int round = i;
        long t0 = System.nanoTime();
        SwingUtilities.invokeAndWait(() -> {
          long cpu0 = CPU.getCurrentThreadCpuTime();
          var pane = w[0].workspace().timeline();
          if (collapse) {
            pane.arranger().collapseToLevel(1);
          } else {
            pane.arranger().expandAll();
          }
          change[collapse ? 0 : 1][round] = (System.nanoTime() - t0) / 1e6;
          pane.scrollPane().validate();
          JComponent axis = (JComponent) pane.scrollPane().getRowHeader().getView();
          axis.paintImmediately(axis.getVisibleRect());
          pane.canvas().paintImmediately(pane.canvas().getVisibleRect());
          cpu[collapse ? 0 : 1][round] = (CPU.getCurrentThreadCpuTime() - cpu0) / 1e6;
        });
        edt[step][i] = (System.nanoTime() - t0) / 1e6;
        while (!pictureReady(w[0])) {
          Thread.sleep(2);
        }
        picture[step][i] = (System.nanoTime() - t0) / 1e6;
        Thread.sleep(200);
      }
    }
    int[] rows = new int[1];
    SwingUtilities.invokeAndWait(() -> rows[0] = w[0].workspace().timeline().canvas().rows().rowCount());
    System.out.printf("rows after expand all: %d%n", rows[0]);
    System.out.println("collapse all to level 1, EDT (change only):    " + stats(change[0]));
    System.out.println("expand all, EDT (change only):                " + stats(change[1]));
    System.out.println("collapse all to level 1, EDT (change + paint): " + stats(edt[0]));
    System.out.println("expand all, EDT (change + paint):             " + stats(edt[1]));
    System.out.println("collapse all to level 1, EDT CPU time:         " + stats(cpu[0]));
    System.out.println("expand all, EDT CPU time:                     " + stats(cpu[1]));
    System.out.println("collapse all, until the new picture is built:  " + stats(picture[0]));
    System.out.println("expand all, until the new picture is built:    " + stats(picture[1]));
    planOnly(w[0]);
    System.exit(0);
  }

  private static boolean pictureReady(MainWindow w) throws Exception {
    boolean[] ready = new boolean[1];
    SwingUtilities.invokeAndWait(() -> {
      TimelineCanvas c = w.workspace().timeline().canvas();
      ready[0] = w.workspace().isIdle() && c.model().activity() != null
          && c.model().activity().rowCount() == c.rows().rowCount();
    });
    return ready[0];
  }

  private static void planOnly(MainWindow w) throws Exception {
    TimelineTree[] tree = new TimelineTree[1];
    SwingUtilities.invokeAndWait(() -> tree[0] = w.workspace().timeline().arranger().tree());
    Arrangement collapsed = Arrangement.DEFAULT.collapsedToLevel(tree[0], 1);
    double[] c = new double[50];
    double[] e = new double[50];
    for (int i = 0; i < 50; i++) {
      long t0 = System.nanoTime();
      RowPlan p = RowPlan.of(tree[0], collapsed, new RowFilter(""));
      long t1 = System.nanoTime();
      RowPlan q = RowPlan.of(tree[0], Arrangement.DEFAULT, new RowFilter(""));
      long t2 = System.nanoTime();
      c[i] = (t1 - t0) / 1e6;
      e[i] = (t2 - t1) / 1e6;
      if (p.rowCount() > q.rowCount()) {
        throw new IllegalStateException("collapsing gave more rows");
      }
    }
    long t0 = System.nanoTime();
    TimelineTree.of(tree[0].map());
    System.out.printf("tree of %d timelines: %.1f ms%n", tree[0].map().rowCount(), (System.nanoTime() - t0) / 1e6);
    System.out.println("plan only, collapsed to level 1 (50 runs): " + stats(c));
    System.out.println("plan only, all expanded (50 runs):         " + stats(e));
  }

  private static String stats(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    return String.format("median %.1f ms (%.1f–%.1f)", s[s.length / 2], s[0], s[s.length - 1]);
  }
}
