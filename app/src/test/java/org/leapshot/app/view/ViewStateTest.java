package org.leapshot.app.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.concurrent.atomic.AtomicInteger;
import org.leapshot.slog2.model.TimeBox;
import org.junit.jupiter.api.Test;

class ViewStateTest {
  private final ViewState v = new ViewState(new TimeBox(0, 100));

  @Test
  void zoomKeepsTheAnchorInPlace() {
    v.zoom(2, 25);
    assertThat(v.window().startSec()).isCloseTo(12.5, within(1e-9));
    assertThat(v.window().endSec()).isCloseTo(62.5, within(1e-9));
  }

  @Test
  void windowStaysInsideTheRun() {
    v.setWindow(90, 130, true);
    assertThat(v.window().endSec()).isEqualTo(100.0);
    assertThat(v.window().widthSec()).isCloseTo(40, within(1e-9));
    v.zoom(0.001, 50);
    assertThat(v.window()).isEqualTo(new ViewState.Window(0, 100));
    v.pan(-5);
    assertThat(v.window().startSec()).isZero();
  }

  @Test
  void undoRedoWalkTheZoomHistoryAndHomeClearsIt() {
    v.setWindow(10, 20, true);
    v.setWindow(12, 14, true);
    v.undoZoom();
    assertThat(v.window()).isEqualTo(new ViewState.Window(10, 20));
    v.undoZoom();
    assertThat(v.window()).isEqualTo(new ViewState.Window(0, 100));
    assertThat(v.canUndo()).isFalse();
    v.redoZoom();
    v.redoZoom();
    assertThat(v.window()).isEqualTo(new ViewState.Window(12, 14));
    v.home();
    assertThat(v.canUndo()).isFalse();
    assertThat(v.canRedo()).isFalse();
    assertThat(v.window()).isEqualTo(new ViewState.Window(0, 100));
  }

  @Test
  void pansAreNotZoomHistory() {
    v.setWindow(10, 20, true);
    v.pan(0.5);
    assertThat(v.window()).isEqualTo(new ViewState.Window(15, 25));
    v.undoZoom();
    assertThat(v.window()).isEqualTo(new ViewState.Window(0, 100));
  }

  @Test
  void listenersHearEveryChangeButNotNoOps() {
    AtomicInteger calls = new AtomicInteger();
    v.addListener(calls::incrementAndGet);
    v.setWindow(0, 100, true);
    assertThat(calls).hasValue(0);
    v.zoom(2, 50);
    assertThat(calls).hasValue(1);
  }

  @Test
  void aRunOfOneInstantStillHasAWindow() {
    ViewState single = new ViewState(new TimeBox(5, 5));
    assertThat(single.window().widthSec()).isPositive();
  }
}
