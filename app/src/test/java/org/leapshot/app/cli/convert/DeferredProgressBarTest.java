package org.leapshot.app.cli.convert;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A conversion shorter than the delay shows no bar and starts none; a longer one shows it from then on. */
class DeferredProgressBarTest {
  private final ByteArrayOutputStream shown = new ByteArrayOutputStream();
  private long clock;

  private DeferredProgressBar bar() {
    return new DeferredProgressBar(new PrintStream(shown, true, StandardCharsets.UTF_8)) {
      @Override
      long now() {
        return clock;
      }
    };
  }

  @Test
  void aShortConversionShowsNothing() {
    try (DeferredProgressBar bar = bar()) {
      clock += DeferredProgressBar.DELAY_NANOS - 1;
      bar.progress("reading", 0.5);
      bar.progress("writing", 0.9);
      assertThat(bar.shown()).isFalse();
    }
    assertThat(shown.size()).isZero();
  }

  @Test
  void aLongConversionShowsTheBarWithItsPhaseOnceTheDelayIsOver() {
    try (DeferredProgressBar bar = bar()) {
      bar.progress("reading", 0.1);
      assertThat(bar.shown()).isFalse();
      clock += DeferredProgressBar.DELAY_NANOS;
      bar.progress("reading to sort", 0.4);
      assertThat(bar.shown()).isTrue();
      bar.progress("writing", 0.8);
    }
    assertThat(shown.toString(StandardCharsets.UTF_8)).contains("Converting");
  }
}
