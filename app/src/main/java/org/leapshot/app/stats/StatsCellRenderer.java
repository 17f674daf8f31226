package org.leapshot.app.stats;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.util.Locale;
import java.util.Map;
import javax.swing.JTable;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import javax.swing.table.DefaultTableCellRenderer;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.legend.NameElision;
import org.leapshot.app.legend.SwatchIcon;
import org.leapshot.app.stats.StatsColumn.Kind;
import org.leapshot.slog2.model.Category;

/**
 * Renders a statistics cell by its column's {@link Kind}: categories with their colour swatch,
 * times in a readable unit, counts and bytes with digit grouping, shares as a percentage over a
 * faint bar (so the eye finds the big ones without reading). Numbers are right-aligned.
 */
final class StatsCellRenderer extends DefaultTableCellRenderer {
  private static final Color BAR = new Color(0x3D7EDB);
  private final Kind kind;
  /** Where each category name first differs from the others, to cut names sharing a long start apart. */
  private final Map<String, Integer> differs;
  private double share = Double.NaN;

  StatsCellRenderer(Kind kind) {
    this(kind, Map.of());
  }

  StatsCellRenderer(Kind kind, Map<String, Integer> differs) {
    this.kind = kind;
    this.differs = differs;
  }

  @Override
  public Component getTableCellRendererComponent(JTable table, Object value, boolean selected, boolean focused,
      int row, int column) {
    super.getTableCellRendererComponent(table, value, selected, focused, row, column);
    setIcon(null);
    share = Double.NaN;
    setHorizontalAlignment(kind == Kind.TEXT || kind == Kind.CATEGORY ? SwingConstants.LEFT : SwingConstants.RIGHT);
    setText(text(value));
    if (value instanceof Category c) {
      SwatchIcon swatch = new SwatchIcon(PaintContext.toColor(c.color()), 12);
      setIcon(swatch);
      setIconTextGap(8);
      java.awt.Insets in = getInsets();
      int room = table.getColumnModel().getColumn(column).getWidth() - in.left - in.right - swatch.getIconWidth() - 8;
      setText(NameElision.fit(c.name(), differs.getOrDefault(c.name(), 0), getFontMetrics(getFont())::stringWidth, room));
      setToolTipText(c.name());
    } else {
      setToolTipText(null);
    }
    if (kind == Kind.SHARE && value instanceof Double d && !d.isNaN()) {
      share = Math.max(0, Math.min(1, d));
    }
    return this;
  }

  String text(Object value) {
    if (value instanceof Category c) {
      return c.name();
    }
    return switch (kind) {
      case SECONDS -> value instanceof Double d ? (d.isNaN() ? "—" : TimeUnits.duration(d)) : "";
      case SHARE -> value instanceof Double d && !d.isNaN() ? String.format(Locale.ROOT, "%.1f %%", 100 * d) : "—";
      case COUNT, BYTES -> value instanceof Number n ? String.format(Locale.ROOT, "%,d", n.longValue()) : "—";
      default -> String.valueOf(value);
    };
  }

  @Override
  protected void paintComponent(Graphics g) {
    if (!Double.isNaN(share)) {
      g.setColor(getBackground());
      g.fillRect(0, 0, getWidth(), getHeight());
      Color bar = UIManager.getColor("Component.accentColor");
      Color c = bar != null ? bar : BAR;
      g.setColor(new Color(c.getRed(), c.getGreen(), c.getBlue(), 56));
      g.fillRect(2, 3, (int) Math.round((getWidth() - 4) * share), getHeight() - 6);
      setOpaque(false);
      super.paintComponent(g);
      setOpaque(true);
      return;
    }
    super.paintComponent(g);
  }
}
