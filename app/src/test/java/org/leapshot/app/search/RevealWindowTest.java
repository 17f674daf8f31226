package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.leapshot.app.view.ViewState;
import org.junit.jupiter.api.Test;

class RevealWindowTest {
  private static final ViewState.Window VIEW = new ViewState.Window(10, 20);

  @Test
  void aDrawableThatFitsIsCentredAtTheSameZoom() {
    ViewState.Window w = RevealWindow.of(VIEW, 50, 52);
    assertThat(w.widthSec()).isCloseTo(10, within(1e-12));
    assertThat(w.center()).isCloseTo(51, within(1e-12));
  }

  @Test
  void anEventIsCentredAtTheSameZoom() {
    ViewState.Window w = RevealWindow.of(VIEW, 3, 3);
    assertThat(w.widthSec()).isCloseTo(10, within(1e-12));
    assertThat(w.center()).isCloseTo(3, within(1e-12));
  }

  @Test
  void aDrawableTooWideToSeeIsZoomedOutToFillAThird() {
    ViewState.Window w = RevealWindow.of(VIEW, 100, 130);
    assertThat(w.widthSec()).isCloseTo(90, within(1e-9));
    assertThat(w.center()).isCloseTo(115, within(1e-9));
    assertThat(w.startSec()).isLessThan(100);
    assertThat(w.endSec()).isGreaterThan(130);
  }
}
