package org.leapshot.app.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/** The preview strip's work waits for the canvas's first picture: {@link PreviewFeed#whenReady}. */
class FirstPictureWaitTest {

  @Test
  void runsOnceOnTheEdtOnlyAfterTheConditionHolds() throws Exception {
    AtomicBoolean ready = new AtomicBoolean();
    AtomicInteger runs = new AtomicInteger();
    AtomicBoolean onEdt = new AtomicBoolean();
    SwingUtilities.invokeAndWait(() -> PreviewFeed.whenReady(ready::get, 60_000, () -> {
      onEdt.set(SwingUtilities.isEventDispatchThread());
      runs.incrementAndGet();
    }));
    Thread.sleep(150); // many polls while not ready
    assertThat(runs).hasValue(0);
    ready.set(true);
    awaitRuns(runs);
    Thread.sleep(100); // and no more polls after it ran
    assertThat(runs).hasValue(1);
    assertThat(onEdt).isTrue();
  }

  @Test
  void stopsWaitingAfterTheLongestWait() throws Exception {
    AtomicInteger runs = new AtomicInteger();
    SwingUtilities.invokeAndWait(() -> PreviewFeed.whenReady(() -> false, 50, runs::incrementAndGet));
    awaitRuns(runs);
    Thread.sleep(100);
    assertThat(runs).hasValue(1);
  }

  private static void awaitRuns(AtomicInteger runs) throws InterruptedException {
    for (int i = 0; i < 500 && runs.get() == 0; i++) {
      Thread.sleep(10);
    }
  }
}
