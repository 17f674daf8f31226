package org.leapshot.app.frame;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import javax.swing.SwingUtilities;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.view.ViewState;

/**
 * Not a unit test: the viewer benchmark of docs/benchmarks.md. Run under Xvfb in a fresh JVM:
 * {@code xvfb-run -a -s "-screen 0 1600x1000x24" java -Xmx512m -cp leapshot.jar:test-classes
 * org.leapshot.app.frame.ViewerBenchmark TRACE.slog2}. Prints launch to first painted timeline
 * (from JVM start), the median and 95th percentile repaint time while panning at several zoom levels,
 * and the peak heap used.
 */
public final class ViewerBenchmark {
  private ViewerBenchmark() {}

  public static void main(String[] args) throws Exception {
    long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
    Settings settings = new Settings(Files.createTempDirectory("leapshot-bench"));
    MainWindow[] w = new MainWindow[1];
    // The launch path of 'java -jar leapshot.jar FILE': start reading the file, then build the window.
    java.util.concurrent.CompletableFuture<org.leapshot.app.trace.TraceView> early =
        java.util.concurrent.CompletableFuture.supplyAsync(() -> {
          try {
            return org.leapshot.app.trace.TraceView.open(Path.of(args[0]));
          } catch (java.io.IOException e) {
            throw new java.util.concurrent.CompletionException(e);
          }
        });
    SwingUtilities.invokeAndWait(() -> w[0] = ViewerMain.open(settings, Path.of(args[0]), early));
    long shown = System.currentTimeMillis();
    TimelineCanvas canvas = awaitFirstModel(w[0]);
    System.out.printf(Locale.ROOT, "window shown at %d ms, trace open at %d ms, first model at %d ms%n",
        shown - jvmStart, workspaceAt - jvmStart, System.currentTimeMillis() - jvmStart);
    // First painted timeline: the picture of the first model is on screen (big ones render in the background).
    long[] painted = new long[1];
    for (int i = 0; i < 6000 && painted[0] == 0; i++) {
      SwingUtilities.invokeAndWait(() -> {
        canvas.paintImmediately(canvas.getVisibleRect());
        if (canvas.isPictureSettled()) {
          painted[0] = System.currentTimeMillis();
        }
      });
      if (painted[0] == 0) {
        Thread.sleep(2);
      }
    }
    boolean[] stored = new boolean[1];
    SwingUtilities.invokeAndWait(() -> stored[0] = w[0].workspace().showsStoredPicture());
    System.out.printf(Locale.ROOT, "launch to first painted timeline: %d ms (canvas %dx%d, %d states, %d shadows%s)%n",
        painted[0] - jvmStart, canvas.getWidth(), canvas.getVisibleRect().height, canvas.model().states().size(),
        canvas.model().shadowStates().size(), stored[0] ? ", from the stored overview" : "");
    // The real picture: the level-of-detail query's model painted (the same as the first without a stored overview).
    long[] real = new long[1];
    for (int i = 0; i < 6000 && real[0] == 0; i++) {
      SwingUtilities.invokeAndWait(() -> {
        canvas.paintImmediately(canvas.getVisibleRect());
        if (!w[0].workspace().showsStoredPicture() && canvas.isPictureSettled()) {
          real[0] = System.currentTimeMillis();
        }
      });
      if (real[0] == 0) {
        Thread.sleep(2);
      }
    }
    System.out.printf(Locale.ROOT, "launch to real picture painted: %d ms (%d states, %d shadows)%n",
        real[0] - jvmStart, canvas.model().states().size(), canvas.model().shadowStates().size());
    ViewState view = w[0].workspace().view();
    for (double zoom : new double[] {1, 16, 256, 4096, 65536}) {
      SwingUtilities.invokeAndWait(() -> {
        view.home();
        ViewState.Window all = view.window();
        double width = all.widthSec() / zoom;
        double start = all.startSec() + all.widthSec() * 0.3;
        view.setWindow(start, start + width, true);
      });
      awaitIdle(w[0]);
      List<Double> ms = new ArrayList<>();
      for (int i = 0; i < 120; i++) {
        double[] t = new double[1];
        SwingUtilities.invokeAndWait(() -> {
          view.pan(zoom == 1 ? 0 : 0.01);
          long t0 = System.nanoTime();
          canvas.paintImmediately(canvas.getVisibleRect());
          t[0] = (System.nanoTime() - t0) / 1e6;
        });
        ms.add(t[0]);
        Thread.sleep(8);
      }
      Collections.sort(ms);
      RenderModel m = canvas.model();
      System.out.printf(Locale.ROOT, "zoom 1/%-6.0f repaint while panning: median %.2f ms, p95 %.2f ms, max %.2f ms"
          + " (%d states, %d shadows, %d arrows)%n", zoom, ms.get(ms.size() / 2), ms.get(ms.size() * 95 / 100),
          ms.get(ms.size() - 1), m.states().size(), m.shadowStates().size(), m.arrows().size());
    }
    System.gc();
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    Runtime rt = Runtime.getRuntime();
    System.out.printf(Locale.ROOT, "heap: %d MiB live after GC, %d MiB committed, limit %d MiB"
        + " (sum of per-pool peaks %d MiB, an upper bound)%n", (rt.totalMemory() - rt.freeMemory()) >> 20,
        rt.totalMemory() >> 20, rt.maxMemory() >> 20, peak >> 20);
    System.exit(0);
  }

  private static long workspaceAt;

  private static TimelineCanvas awaitFirstModel(MainWindow w) throws Exception {
    for (int i = 0; i < 6000; i++) {
      TimelineCanvas[] c = new TimelineCanvas[1];
      SwingUtilities.invokeAndWait(() -> {
        if (workspaceAt == 0 && w.workspace() != null) {
          workspaceAt = System.currentTimeMillis();
        }
        if (w.workspace() != null && w.workspace().timeline().canvas().model() != RenderModel.EMPTY) {
          c[0] = w.workspace().timeline().canvas();
        }
      });
      if (c[0] != null) {
        return c[0];
      }
      Thread.sleep(5);
    }
    throw new IllegalStateException("no model after 30 s");
  }

  private static void awaitIdle(MainWindow w) throws Exception {
    for (int i = 0; i < 6000; i++) {
      boolean[] idle = new boolean[1];
      SwingUtilities.invokeAndWait(() -> idle[0] = w.workspace().isIdle());
      if (idle[0]) {
        return;
      }
      Thread.sleep(5);
    }
  }
}
