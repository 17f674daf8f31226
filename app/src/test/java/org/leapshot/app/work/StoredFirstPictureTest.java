package org.leapshot.app.work;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.view.ViewState.Window;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/**
 * The loader's sequencing of the stored overview's picture, with fakes: a whole-run request shows
 * it while the real query runs and the real picture replaces it; it is never shown after the real
 * picture, nor for a request that a newer one replaced, nor for part of the run, nor with a
 * category hidden, nor over a real whole-run picture already up.
 */
class StoredFirstPictureTest {
  private static final LineIdMap MAP = LineIdMap.identity(new int[] {0, 1});
  private static final TimeBox RUN = new TimeBox(0, 100);
  private static final RenderModel STORED =
      new RenderModel(0, 100, 0.1, "stored", List.of(), List.of(), List.of(), List.of(), 0);

  private final LinkedBlockingQueue<RenderModel> models = new LinkedBlockingQueue<>();
  /** Widths the stored picture was asked for. */
  private final List<Integer> storedAsked = new CopyOnWriteArrayList<>();

  @Test
  void theStoredPictureComesFirstAndTheRealOneReplacesIt() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    try (BackgroundQueue queue = new BackgroundQueue("test-stored", b -> { })) {
      CanvasLoader loader = new CanvasLoader((s, e, px) -> {
        await(release);
        return WindowData.empty(s, e, px);
      }, this::stored, RUN, queue, models::add, e -> { });
      request(loader, new Window(0, 100), 1000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).isSameAs(STORED);
      assertThat(onEdt(loader::showsStoredPicture)).isTrue();
      assertThat(onEdt(queue::isBusy)).as("still loading the real picture").isTrue();
      release.countDown();
      RenderModel real = models.poll(10, TimeUnit.SECONDS);
      assertThat(real).isNotNull().isNotSameAs(STORED);
      assertThat(real.mapTitle()).isEqualTo(MAP.title());
      assertThat(onEdt(loader::showsStoredPicture)).isFalse();
      assertThat(storedAsked).containsExactly(1000);
      assertThat(onEdt(loader::storedPictures)).isEqualTo(1);
    }
  }

  @Test
  void onlyForTheWholeRunWithEveryCategoryShownAndNeverOverARealWholeRunPicture() throws Exception {
    CountDownLatch[] release = {new CountDownLatch(1)};
    try (BackgroundQueue queue = new BackgroundQueue("test-stored", b -> { })) {
      CanvasLoader loader = new CanvasLoader((s, e, px) -> {
        await(release[0]);
        return WindowData.empty(s, e, px);
      }, this::stored, RUN, queue, models::add, e -> { });
      release[0].countDown();
      request(loader, new Window(10, 20), 1000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);

      Map<Integer, Category> hidden = new HashMap<>();
      hidden.put(1, Category.of(1, "Hidden", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE)
          .withVisible(false));
      request(loader, new Window(0, 100), 1000, hidden);
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);
      assertThat(storedAsked).as("the overview shows hidden categories too").isEmpty();

      request(loader, new Window(10, 20), 1000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);
      release[0] = new CountDownLatch(1);
      request(loader, new Window(0, 100), 1000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).isSameAs(STORED);
      release[0].countDown();
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);

      // A much wider canvas asks again; the real whole-run picture stays up until the new one is ready.
      request(loader, new Window(0, 100), 3000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);
      assertThat(storedAsked).containsExactly(1000);
    }
  }

  @Test
  void neverShownAfterTheRealPicture() throws Exception {
    CountDownLatch realShown = new CountDownLatch(1);
    CountDownLatch storedDone = new CountDownLatch(1);
    try (BackgroundQueue queue = new BackgroundQueue("test-stored", b -> { })) {
      // slower than the query
      CanvasLoader loader = new CanvasLoader((s, e, px) -> WindowData.empty(s, e, px),
          storedAfter(realShown, new CountDownLatch(1), storedDone), RUN, queue, models::add, e -> { });
      request(loader, new Window(0, 100), 1000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);
      realShown.countDown();
      awaitStoredThreads(storedDone);
      assertThat(models).as("nothing after the real picture").isEmpty();
      assertThat(onEdt(loader::showsStoredPicture)).isFalse();
    }
  }

  @Test
  void aReplacedRequestsStoredPictureIsDropped() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch asked = new CountDownLatch(1);
    CountDownLatch storedDone = new CountDownLatch(1);
    try (BackgroundQueue queue = new BackgroundQueue("test-stored", b -> { })) {
      CanvasLoader loader = new CanvasLoader((s, e, px) -> {
        if (e - s > 50) {
          await(new CountDownLatch(1)); // the whole run: interrupted by the newer request
        }
        return WindowData.empty(s, e, px);
      }, storedAfter(release, asked, storedDone), RUN, queue, models::add, e -> { });
      request(loader, new Window(0, 100), 1000, Map.of());
      assertThat(asked.await(10, TimeUnit.SECONDS)).as("the whole run's job is running").isTrue();
      request(loader, new Window(10, 20), 1000, Map.of()); // the user zoomed before anything came
      RenderModel shown = models.poll(10, TimeUnit.SECONDS);
      assertThat(shown).isNotSameAs(STORED);
      assertThat(shown.startSec()).isEqualTo(10);
      release.countDown();
      awaitStoredThreads(storedDone);
      assertThat(models).as("the whole run's stored picture of the replaced request").isEmpty();
    }
  }

  /**
   * A stored picture being made when its request is replaced is interrupted (resampling stops
   * between rows), so the next one starts at once; and the interrupt does not reach the next.
   */
  @Test
  void aStoredPictureBeingMadeIsStoppedWhenNoLongerWanted() throws Exception {
    CountDownLatch asked = new CountDownLatch(1);
    CountDownLatch stopped = new CountDownLatch(1);
    CountDownLatch secondDone = new CountDownLatch(1);
    java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
    java.util.concurrent.atomic.AtomicBoolean secondInterrupted = new java.util.concurrent.atomic.AtomicBoolean(true);
    CanvasLoader.StoredReader slowThenQuick = (px, map, opts) -> {
      if (calls.getAndIncrement() > 0) {
        secondInterrupted.set(Thread.currentThread().isInterrupted());
        secondDone.countDown();
        return STORED;
      }
      asked.countDown();
      try {
        new CountDownLatch(1).await(10, TimeUnit.SECONDS);
        return STORED; // not stopped
      } catch (InterruptedException e) {
        stopped.countDown();
        throw new java.util.concurrent.CancellationException("stopped");
      }
    };
    java.util.concurrent.atomic.AtomicInteger queries = new java.util.concurrent.atomic.AtomicInteger();
    try (BackgroundQueue queue = new BackgroundQueue("test-stored", b -> { })) {
      CanvasLoader loader = new CanvasLoader((s, e, px) -> {
        if (queries.getAndIncrement() == 0) {
          await(new CountDownLatch(1)); // the first whole run: interrupted by the newer request
        }
        return WindowData.empty(s, e, px);
      }, slowThenQuick, RUN, queue, models::add, e -> { });
      request(loader, new Window(0, 100), 1000, Map.of());
      assertThat(asked.await(10, TimeUnit.SECONDS)).as("the first stored picture is being made").isTrue();
      request(loader, new Window(0, 100), 900, Map.of()); // the canvas was resized
      assertThat(stopped.await(5, TimeUnit.SECONDS)).as("the first stored picture was stopped").isTrue();
      assertThat(secondDone.await(10, TimeUnit.SECONDS)).as("the second one was made").isTrue();
      assertThat(secondInterrupted).as("made without the first one's interrupt").isFalse();
      awaitStoredThreads(secondDone);
    }
  }

  /**
   * Folding or filtering the rows of the whole run rebuilds the model from the data read, which on
   * r16384 took 1-2 s of blank canvas: the stored overview's picture of the new rows comes first.
   * Not for a part of the run (no stored picture of it), nor for a style change (the real picture
   * stays up meanwhile, and the stored one has no arrows to show).
   */
  @Test
  void newRowsOfTheWholeRunShowTheStoredPictureOfThoseRowsFirst() throws Exception {
    List<org.leapshot.app.canvas.RowSelection> rowsAsked = new CopyOnWriteArrayList<>();
    CanvasLoader.StoredReader stored = (px, map, opts) -> {
      rowsAsked.add(opts.rows());
      return STORED;
    };
    try (BackgroundQueue queue = new BackgroundQueue("test-stored", b -> { })) {
      CanvasLoader loader = new CanvasLoader(WindowData::empty, stored, RUN, queue, models::add, e -> { });
      request(loader, new Window(0, 100), 1000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).isSameAs(STORED);
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);

      var second = org.leapshot.app.canvas.RowSelection.of(org.leapshot.app.rows.RowPlan.of(MAP).range(1, 1));
      SwingUtilities.invokeAndWait(() -> loader.setRows(second));
      request(loader, new Window(0, 100), 1000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).as("the new rows' stored picture").isSameAs(STORED);
      assertThat(rowsAsked).last().isEqualTo(second);
      RenderModel real = models.poll(10, TimeUnit.SECONDS);
      assertThat(real).isNotNull().isNotSameAs(STORED);
      assertThat(onEdt(loader::showsStoredPicture)).isFalse();

      request(loader, new Window(0, 100), 1000, new HashMap<>()); // new styles: rebuilt, nothing stored first
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);
      request(loader, new Window(10, 20), 1000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);
      SwingUtilities.invokeAndWait(() -> loader.setRows(org.leapshot.app.canvas.RowSelection.ALL));
      request(loader, new Window(10, 20), 1000, Map.of());
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotSameAs(STORED);
      assertThat(rowsAsked).hasSize(2);
    }
  }

  /** Waits as a query does: an interrupt stops it with an InterruptedIOException. */
  private static void await(CountDownLatch latch) throws java.io.IOException {
    try {
      latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      throw new java.io.InterruptedIOException("interrupted");
    }
  }

  /**
   * A stored picture made once {@code go} opens; {@code asked} opens when it is asked for and
   * {@code done} when it was handed over.
   */
  private static CanvasLoader.StoredReader storedAfter(CountDownLatch go, CountDownLatch asked, CountDownLatch done) {
    return (px, map, opts) -> {
      asked.countDown();
      try {
        go.await(10, TimeUnit.SECONDS);
        return STORED;
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      } finally {
        done.countDown();
      }
    };
  }

  private RenderModel stored(int px, LineIdMap map, org.leapshot.app.canvas.PictureOptions opts) {
    storedAsked.add(px);
    return STORED;
  }

  /** Waits until the stored-picture thread has offered its model and every EDT task it may have posted ran. */
  private static void awaitStoredThreads(CountDownLatch storedDone) throws Exception {
    assertThat(storedDone.await(10, TimeUnit.SECONDS)).isTrue();
    StoredFirst.awaitIdle();
    SwingUtilities.invokeAndWait(() -> { });
    SwingUtilities.invokeAndWait(() -> { });
  }

  private static void request(CanvasLoader loader, Window w, int px, Map<Integer, Category> styles) throws Exception {
    SwingUtilities.invokeAndWait(() -> loader.request(w, px, MAP, styles));
  }

  private static <T> T onEdt(java.util.function.Supplier<T> s) throws Exception {
    Object[] out = new Object[1];
    SwingUtilities.invokeAndWait(() -> out[0] = s.get());
    @SuppressWarnings("unchecked")
    T t = (T) out[0];
    return t;
  }
}
