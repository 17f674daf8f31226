package org.leapshot.app.canvas;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * Builds a big window's activity raster on a thread of its own while the caller nests and thins
 * the states of the same answer: the two only read the answer, and side by side the whole-run
 * picture of 16 384 timelines is ready in little more than the longer of them. Small windows (every
 * pan step) build it in the caller's thread when asked.
 */
final class RasterJob {
  /** Below this many drawables and shadows a thread costs more than it saves. */
  static final int MIN_ITEMS = 20_000;

  private RasterJob() {}

  /** The raster {@code build} makes, started now when {@code items} is big; its get() waits for it. */
  static Supplier<ActivityRaster> start(Supplier<ActivityRaster> build, int items) {
    if (items < MIN_ITEMS) {
      return build;
    }
    CompletableFuture<ActivityRaster> job = CompletableFuture.supplyAsync(build, r -> {
      Thread t = new Thread(r, "leapshot-raster");
      t.setDaemon(true);
      t.start();
    });
    return () -> {
      try {
        return job.join();
      } catch (CompletionException e) {
        if (e.getCause() instanceof RuntimeException r) {
          throw r;
        }
        if (e.getCause() instanceof Error err) {
          throw err;
        }
        throw e;
      }
    };
  }
}
