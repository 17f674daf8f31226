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
}
