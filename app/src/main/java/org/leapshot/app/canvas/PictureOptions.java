package org.leapshot.app.canvas;

/**
 * How a window is turned into a picture.
 *
 * @param look {@link Look#ACTIVITY}: the truthful level of detail (per pixel the innermost state);
 *     {@link Look#STACKED_SHARES}: Jumpshot's previews, each shadow as stacked category shares
 * @param exact every real drawable is kept, none thinned (for {@code render --detail exact}): each arrow
 *     and event is drawn; states wide enough are boxes, and narrower ones, in the activity look,
 *     count in their pixel for the time they take (a 1 µs call in a 1 ms pixel does not paint it),
 *     which is the reference the level of detail must match; in the stacked look each is painted
 *     at least a pixel wide, the last painted winning, as Jumpshot does
 * @param rows which timelines, and how many share a row
 */
public record PictureOptions(Look look, boolean exact, RowSelection rows) {
  /** The viewer's default: the truthful level of detail, every timeline in its own row. */
  public static final PictureOptions ACTIVITY = new PictureOptions(Look.ACTIVITY, false, RowSelection.ALL);

  /** How previews (shadows) are drawn. */
  public enum Look { ACTIVITY, STACKED_SHARES }

  public PictureOptions withRows(RowSelection newRows) {
    return new PictureOptions(look, exact, newRows);
  }
}
