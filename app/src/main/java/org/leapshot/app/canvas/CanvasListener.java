package org.leapshot.app.canvas;

import java.awt.Point;

/** What the canvas reports to the window: clicks (with what was hit, if anything) and hovering. */
public interface CanvasListener {
  /** A click on the canvas; {@code hit} is null on empty space. {@code screen} is the click point in screen coordinates. */
  void clicked(Hit hit, Point screen);

  /** The mouse moved: the time under it and the item under it (null when none); NaN time when it left. */
  void hovered(double timeSec, Hit hit);
}
