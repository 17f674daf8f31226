package org.leapshot.app.view;

import java.util.Map;
import org.leapshot.slog2.model.Rgba;

/**
 * Colour by group: every member of a coloured group is drawn in the group's colour instead of its
 * own. {@link #NONE} is per-category colouring. Immutable.
 *
 * @param groupOf category index → the key of its group (categories in no group keep their colour)
 * @param colours group key → the colour its members are drawn in
 */
public record GroupColours(Map<Integer, String> groupOf, Map<String, Rgba> colours) {
  public static final GroupColours NONE = new GroupColours(Map.of(), Map.of());

  public GroupColours {
    groupOf = Map.copyOf(groupOf);
    colours = Map.copyOf(colours);
  }

  public boolean isOn() {
    return !colours.isEmpty();
  }

  /** The colour category {@code index} is drawn in instead of its own, or null. */
  public Rgba colourOf(int index) {
    String key = groupOf.get(index);
    return key == null ? null : colours.get(key);
  }

  /** The same groups with {@code key} drawn in {@code colour}. */
  public GroupColours with(String key, Rgba colour) {
    Map<String, Rgba> next = new java.util.HashMap<>(colours);
    next.put(key, colour);
    return new GroupColours(groupOf, next);
  }
}
