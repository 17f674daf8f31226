package org.leapshot.app.work;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/** Only the newest job's result reaches the EDT; the older one is interrupted and dropped. */
class BackgroundQueueTest {

  @Test
  void theLatestRequestWins() throws Exception {
    List<String> applied = new CopyOnWriteArrayList<>();
    List<Boolean> busy = new CopyOnWriteArrayList<>();
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch done = new CountDownLatch(1);
    try (BackgroundQueue q = new BackgroundQueue("test", busy::add)) {
      SwingUtilities.invokeAndWait(() -> q.submit(() -> {
        started.countDown();
        new CountDownLatch(1).await(); // blocks until interrupted by the next submit
        return "old";
      }, applied::add, e -> applied.add("old error")));
      assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
      SwingUtilities.invokeAndWait(() -> q.submit(() -> "new", r -> {
        applied.add(r);
        done.countDown();
      }, e -> applied.add("new error")));
      assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
      SwingUtilities.invokeAndWait(() -> { });
      assertThat(applied).containsExactly("new");
      boolean[] idle = new boolean[1];
      SwingUtilities.invokeAndWait(() -> idle[0] = !q.isBusy());
      assertThat(idle[0]).isTrue();
      assertThat(busy).containsExactly(true, false);
    }
  }

  @Test
  void errorsOfTheLatestJobAreReported() throws Exception {
    CountDownLatch done = new CountDownLatch(1);
    List<String> errors = new CopyOnWriteArrayList<>();
    try (BackgroundQueue q = new BackgroundQueue("test", b -> { })) {
      SwingUtilities.invokeAndWait(() -> q.submit(() -> {
        throw new java.io.IOException("bad block");
      }, r -> { }, e -> {
        errors.add(e.getMessage());
        done.countDown();
      }));
      assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
      assertThat(errors).containsExactly("bad block");
    }
  }

  @Test
  void afterCloseSubmitsAreIgnoredAndPendingResultsDropped() throws Exception {
    List<String> applied = new CopyOnWriteArrayList<>();
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch returned = new CountDownLatch(1);
    BackgroundQueue q = new BackgroundQueue("test", b -> { });
    // A job that finishes only after the workspace closed (e.g. another file was opened meanwhile),
    // ignoring the interrupt as a decode in progress may.
    SwingUtilities.invokeAndWait(() -> q.submit(() -> {
      started.countDown();
      while (true) {
        try {
          release.await();
          break;
        } catch (InterruptedException ignored) {
          // keep waiting: the test decides when this job ends
        }
      }
      returned.countDown();
      return "late";
    }, applied::add, e -> applied.add("error")));
    assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
    SwingUtilities.invokeAndWait(q::close);
    release.countDown();
    assertThat(returned.await(10, TimeUnit.SECONDS)).isTrue();
    // A late callback submitting again must neither throw (RejectedExecutionException) nor run.
    SwingUtilities.invokeAndWait(() -> q.submit(() -> "after close", applied::add, e -> applied.add("error")));
    Thread.sleep(100); // let the late job's callback reach the EDT
    SwingUtilities.invokeAndWait(() -> { });
    assertThat(applied).isEmpty();
    boolean[] idle = new boolean[1];
    SwingUtilities.invokeAndWait(() -> idle[0] = !q.isBusy());
    assertThat(idle[0]).isTrue();
  }

  @Test
  void anErrorInAJobIsReportedAndTheQueueGoesIdle() throws Exception {
    CountDownLatch done = new CountDownLatch(1);
    List<Throwable> errors = new CopyOnWriteArrayList<>();
    List<Boolean> busy = new CopyOnWriteArrayList<>();
    try (BackgroundQueue q = new BackgroundQueue("test", busy::add)) {
      SwingUtilities.invokeAndWait(() -> q.submit(() -> {
        throw new OutOfMemoryError("Requested array size exceeds VM limit");
      }, r -> { }, e -> {
        errors.add(e);
        done.countDown();
      }));
      assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
      assertThat(errors).singleElement().satisfies(e -> assertThat(e.getCause()).isInstanceOf(OutOfMemoryError.class));
      assertThat(busy).containsExactly(true, false);
    }
  }
}
