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
  void zoomStopsAtTheFloorOfTenNanoseconds() {
    for (int i = 0; i < 200; i++) {
      v.zoom(2, 37.5);
    }
    // 37.5 s is stored to about 7e-15 s, so the window's width comes back to within that
    assertThat(v.window().widthSec()).isCloseTo(ViewState.MIN_WIDTH_SEC, within(1e-13));
    assertThat(v.window().widthSec() / 1000).as("sec per pixel on 1000 px: 1 ns per 100 px")
        .isCloseTo(1e-11, within(1e-16));
    v.setWindow(37.5, 37.5, true);
    assertThat(v.window().widthSec()).isCloseTo(ViewState.MIN_WIDTH_SEC, within(1e-13));
  }

  @Test
  void aRunShorterThanTheFloorIsShownWhole() {
    ViewState tiny = new ViewState(new TimeBox(1e-3, 1e-3 + 4e-9));
    tiny.zoom(100, 1e-3);
    assertThat(tiny.window()).isEqualTo(new ViewState.Window(1e-3, 1e-3 + 4e-9));
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
  void undoRedoWalkTheZoomHistory() {
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
  }

  @Test
  void homeIsAZoomThatUndoTakesBack() {
    v.setWindow(10, 20, true);
    v.setWindow(12, 14, true);
    v.undoZoom();
    v.home();
    assertThat(v.window()).isEqualTo(new ViewState.Window(0, 100));
    assertThat(v.canRedo()).as("Home is a new zoom: the redo stack goes").isFalse();
    // one press of Home used to throw the whole zoom history away
    v.undoZoom();
    assertThat(v.window()).isEqualTo(new ViewState.Window(10, 20));
    v.undoZoom();
    assertThat(v.window()).isEqualTo(new ViewState.Window(0, 100));
    assertThat(v.canUndo()).isFalse();
    v.redoZoom();
    v.redoZoom();
    assertThat(v.window()).isEqualTo(new ViewState.Window(0, 100));
    // Home on the whole run adds nothing to undo
    v.home();
    v.undoZoom();
    assertThat(v.window()).isEqualTo(new ViewState.Window(10, 20));
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
