package org.leapshot.slog2.model;

import java.util.List;

/**
 * A drawable type ("legend" in Jumpshot): index, name, topology, colour, width, info label, method
 * IDs and the stored summary statistics.
 *
 * <p>Negative indices are the reserved preview (shadow) categories (spec §5.3). {@code width} is a
 * signed byte as stored (200 reads back as -56). {@code visible} and {@code searchable} are not
 * stored in the file; they are true after reading and are viewer settings.
 */
public record Category(
    int index,
    String name,
    Topology topology,
    Rgba color,
    boolean colorModifiable,
    int width,
    InfoLabel label,
    List<Integer> methodIds,
    CategorySummary summary,
    boolean visible,
    boolean searchable) {

  /** Method ID meaning "draw a composite as one connected object". */
  public static final int CONNECT_COMPOSITE_STATE = 1;

  public static final int PREVIEW_EVENT_INDEX = -1;
  public static final int PREVIEW_ARROW_INDEX = -2;
  public static final int PREVIEW_STATE_INDEX = -3;

  public Category {
    if (name == null || topology == null || color == null || label == null || summary == null) {
      throw new IllegalArgumentException("category " + index + ": name, topology, color, label and summary are required");
    }
    methodIds = List.copyOf(methodIds);
  }

  /** A category as a converter defines it: modifiable colour, no methods, zero summary, visible and searchable. */
  public static Category of(int index, String name, Topology topology, Rgba color, int width, InfoLabel label) {
    return new Category(index, name, topology, color, true, width, label, List.of(), CategorySummary.ZERO, true, true);
  }

  public boolean isPreview() {
    return index < 0;
  }

  /** The preview category of a topology (spec §5.3), as every converter registers it. */
  public static Category preview(Topology topology) {
    return switch (topology) {
      case EVENT -> of(PREVIEW_EVENT_INDEX, "Preview_Event", Topology.EVENT, new Rgba(255, 255, 255, 191), 5, InfoLabel.NONE);
      case ARROW -> of(PREVIEW_ARROW_INDEX, "Preview_Arrow", Topology.ARROW, new Rgba(255, 255, 0, 255), 5, InfoLabel.NONE);
      case STATE -> of(PREVIEW_STATE_INDEX, "Preview_State", Topology.STATE, new Rgba(255, 255, 255, 191), 5, InfoLabel.NONE);
    };
  }

  public Category withSummary(CategorySummary newSummary) {
    return new Category(index, name, topology, color, colorModifiable, width, label, methodIds, newSummary, visible, searchable);
  }

  public Category withColor(Rgba newColor) {
    return new Category(index, name, topology, newColor, colorModifiable, width, label, methodIds, summary, visible, searchable);
  }

  public Category withVisible(boolean newVisible) {
    return new Category(index, name, topology, color, colorModifiable, width, label, methodIds, summary, newVisible, searchable);
  }

  public Category withSearchable(boolean newSearchable) {
    return new Category(index, name, topology, color, colorModifiable, width, label, methodIds, summary, visible, newSearchable);
  }

  /** The info text of a drawable of this category. */
  public String formatInfo(byte[] info) {
    return InfoFormatter.format(label, info);
  }
}
