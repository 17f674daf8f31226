package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.ArrowItem;

/**
 * Where the exact drawing's real arrows go, in drawing order: kept as model items, or drawn at once
 * into a picture of their own ({@code ArrowLayer}) when there are too many to keep.
 */
public interface ArrowSink {
  /** An arrow from {@code (t0, fromRow)} to {@code (t1, toRow)}. */
  void add(double t0, int fromRow, double t1, int toRow, int categoryIndex);

  /** The arrows to keep in the model (those not drawn by the sink itself). */
  List<ArrowItem> kept();

  /** A sink that keeps every arrow as an item. */
  static ArrowSink keeping() {
    List<ArrowItem> items = new ArrayList<>();
    return new ArrowSink() {
      @Override
      public void add(double t0, int fromRow, double t1, int toRow, int categoryIndex) {
        items.add(new ArrowItem(t0, fromRow, t1, toRow, categoryIndex, null, null, null));
      }

      @Override
      public List<ArrowItem> kept() {
        return items;
      }
    };
  }
}
