package org.leapshot.app.legend;

import java.awt.Color;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JToggleButton;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.app.view.GroupColours;
import org.leapshot.slog2.model.Rgba;

/**
 * The legend's "Colour by group" switch: on, every member of a group is drawn in the group's colour
 * (a distinct hue per group, or the one the user picked); off, each category in its own again. The
 * choice lives in {@link CategoryStyles}, so the canvas, the preview and the charts follow it and
 * the trace's styles save it. EDT only.
 */
final class GroupColouring {
  private final CategoryStyles styles;
  private final JToggleButton toggle = new JToggleButton("Colour by group");
  private List<CategoryGroup> groups = List.of();

  GroupColouring(CategoryStyles styles) {
    this.styles = styles;
    toggle.setName("legendColourByGroup");
    toggle.setToolTipText("Draw every category of a group in the group's colour; again to give each its own");
    toggle.addActionListener(e -> styles.setGroupColours(toggle.isSelected()
        ? colours(groups, styles.groupColours().colours()) : GroupColours.NONE));
    styles.addListener(() -> toggle.setSelected(styles.groupColours().isOn()));
    setGroups(List.of(), Map.of());
  }

  JToggleButton toggle() {
    return toggle;
  }

  /**
   * Colours by these groups from now on: with {@code chosen} (group key → colour, as saved with the
   * trace) when it is not empty, else as before (on or off) with each group's current colour.
   */
  void setGroups(List<CategoryGroup> newGroups, Map<String, Rgba> chosen) {
    groups = List.copyOf(newGroups);
    toggle.setEnabled(!groups.isEmpty());
    boolean on = !groups.isEmpty() && (!chosen.isEmpty() || styles.groupColours().isOn());
    styles.setGroupColours(on ? colours(groups, chosen.isEmpty() ? styles.groupColours().colours() : chosen)
        : GroupColours.NONE);
  }

  /** The group whose colour {@code index} is drawn in, or null when it is drawn in its own. */
  String colouredGroupOf(int index) {
    GroupColours g = styles.groupColours();
    return g.colourOf(index) == null ? null : g.groupOf().get(index);
  }

  /** Gives a coloured group a new colour; false when {@code index} is drawn in its own colour. */
  boolean recolour(int index, Rgba colour) {
    String key = colouredGroupOf(index);
    if (key == null) {
      return false;
    }
    styles.setGroupColours(styles.groupColours().with(key, colour));
    return true;
  }

  /** Every member of {@code groups} in its group's colour: {@code chosen}'s, else a distinct hue. */
  static GroupColours colours(List<CategoryGroup> groups, Map<String, Rgba> chosen) {
    Map<Integer, String> groupOf = new HashMap<>();
    Map<String, Rgba> colours = new HashMap<>();
    for (int g = 0; g < groups.size(); g++) {
      CategoryGroup group = groups.get(g);
      group.members().forEach(m -> groupOf.put(m, group.key()));
      colours.put(group.key(), chosen.getOrDefault(group.key(), hue(g)));
    }
    return new GroupColours(groupOf, colours);
  }

  /** The {@code n}th group's colour: golden-ratio steps round the hue circle keep neighbours apart. */
  static Rgba hue(int n) {
    int rgb = Color.HSBtoRGB((float) ((n * 0.618033988749895) % 1.0), 0.62f, 0.92f);
    return new Rgba((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, 255);
  }
}
