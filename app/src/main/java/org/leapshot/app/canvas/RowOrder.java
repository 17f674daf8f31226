package org.leapshot.app.canvas;

import org.leapshot.app.rows.PathOrder;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The order timelines are shown in for a line-ID map, by their path in the map's hierarchy (see
 * {@link PathOrder}, which the timeline tree is built in); kept here for the statistics and
 * picture code that number timelines by display position.
 */
public final class RowOrder {
  private final PathOrder order;

  private RowOrder(LineIdMap map) {
    this.order = PathOrder.of(map);
  }

  public static RowOrder of(LineIdMap map) {
    return new RowOrder(map);
  }

  /** The map row shown at display position {@code displayRow}. */
  public int mapRowAt(int displayRow) {
    return order.mapRowAt(displayRow);
  }

  /** The display position of map row {@code mapRow}. */
  public int displayRowOf(int mapRow) {
    return order.displayRowOf(mapRow);
  }

  public int size() {
    return order.size();
  }
}
