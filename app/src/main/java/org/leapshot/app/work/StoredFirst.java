package org.leapshot.app.work;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.leapshot.app.canvas.RenderModel;

/**
 * The stored picture, made on a thread of its own and given a head start of at most {@link
 * #headStartMs} (it takes a millisecond to tens of them; on two cores the query beside it would
 * only slow it): the real picture never waits longer for it. It is published only while the query
 * is still running; once {@link #finish} has run nothing more is published, so it can never reach
 * the EDT after the real picture (posted later). One thread makes them all: a picture still
 * waiting when a newer one is asked for is dropped, and one being made is interrupted once it is
 * no longer wanted (resampling stops between pieces of rows), so a slow overview costs at most one
 * core, and a picture made for a canvas that was resized as the trace opened does not delay the one
 * for its final size.
 */
final class StoredFirst {
  /** Lengthens the head start (milliseconds): tests that must see the stored picture on a loaded machine. */
  static final String HEAD_START_PROPERTY = "leapshot.storedHeadStartMs";
  private final Consumer<RenderModel> publish;
  private final CountDownLatch made = new CountDownLatch(1);
  private static final ThreadPoolExecutor MAKER = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
      new ArrayBlockingQueue<>(1), r -> {
        Thread t = new Thread(r, "leapshot-stored-picture");
        t.setDaemon(true);
        return t;
      }, new ThreadPoolExecutor.DiscardOldestPolicy());
  private boolean finished;
  /** The thread making this picture, while it does: interrupted by {@link #finish}. */
  private Thread maker;

  private StoredFirst(Consumer<RenderModel> publish) {
    this.publish = publish;
  }

  static StoredFirst start(Supplier<RenderModel> picture, Consumer<RenderModel> publish) {
    StoredFirst first = new StoredFirst(publish);
    MAKER.execute(() -> {
      try {
        if (first.startMaking()) { // else its query finished while it waited: not worth making
          first.offer(picture.get());
        }
      } catch (CancellationException e) {
        // no longer wanted: a newer picture or the real one
      } catch (RuntimeException | OutOfMemoryError e) {
        // a stored overview that does not add up: the real picture comes all the same (an
        // interrupt some library wrapped is the cancellation above, not worth a line)
        if (!(e.getCause() instanceof InterruptedException)) {
          System.err.println("leapshot: stored overview not used: " + e);
        }
      } finally {
        first.stopMaking();
        first.made.countDown();
      }
    });
    try {
      first.made.await(headStartMs(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // a newer request: the query below stops at once
    }
    return first;
  }

  static long headStartMs() {
    return Math.max(0, Long.getLong(HEAD_START_PROPERTY, 200));
  }

  private synchronized void offer(RenderModel model) {
    if (model != null && !finished) {
      publish.accept(model);
    }
  }

  private synchronized boolean startMaking() {
    if (finished) {
      return false;
    }
    maker = Thread.currentThread();
    return true;
  }

  /** Ends the making: an interrupt {@link #finish} sent after the picture was made must not reach the next one. */
  private synchronized void stopMaking() {
    maker = null;
    Thread.interrupted();
  }

  /** Waits until no stored picture is being made or waits to be (tests). */
  static void awaitIdle() throws InterruptedException {
    while (MAKER.getActiveCount() > 0 || !MAKER.getQueue().isEmpty()) {
      Thread.sleep(1);
    }
  }

  synchronized void finish() {
    finished = true;
    if (maker != null) {
      maker.interrupt();
    }
  }
}
