package org.leapshot.app.legend;

import java.awt.Component;
import java.awt.FontMetrics;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleSupplier;
import javax.swing.JTable;
import javax.swing.SwingConstants;
import javax.swing.table.DefaultTableCellRenderer;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Topology;

/**
 * Cell renderers for the legend's text columns. A cut cell ends in "…", so each one also says
 * its whole value in a tooltip: the full name, the exact count, the ratios behind the times.
 */
final class LegendRenderers {
  private LegendRenderers() {}

  /** Counts with thousands separators: 196,612 reads at a glance, 196612 does not. */
  static String count(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }

  /** Three decimals; a tiny negative ratio (rounding in the file) reads 0.000, not a cut "-0.0…". */
  static String ratioText(float f) {
    return String.format(Locale.ROOT, "%.3f", Math.abs(f) < 0.0005f ? 0f : f);
  }

  /**
   * Names fitted to the column by {@link NameElision} ({@code differs}: where each name first differs
   * from the others), so that names sharing a long start stay apart; the tooltip has the whole name.
   */
  static DefaultTableCellRenderer name(Map<String, Integer> differs) {
    return new DefaultTableCellRenderer() {
      @Override
      public Component getTableCellRendererComponent(JTable t, Object v, boolean sel, boolean focus, int row, int col) {
        super.getTableCellRendererComponent(t, v, sel, focus, row, col);
        String name = String.valueOf(v);
        java.awt.Insets in = getInsets();
        int room = t.getColumnModel().getColumn(col).getWidth() - in.left - in.right;
        FontMetrics fm = getFontMetrics(getFont());
        setText(NameElision.fit(name, differs.getOrDefault(name, 0), fm::stringWidth, room));
        setToolTipText(name);
        return this;
      }
    };
  }

  static DefaultTableCellRenderer count() {
    DefaultTableCellRenderer r = new DefaultTableCellRenderer() {
      @Override
      public Component getTableCellRendererComponent(JTable t, Object v, boolean sel, boolean focus, int row, int col) {
        super.getTableCellRendererComponent(t, v, sel, focus, row, col);
        if (row < 0) { // measured for its width, not shown in a row
          setToolTipText(null);
          return this;
        }
        String name = String.valueOf(t.getValueAt(row, t.convertColumnIndexToView(LegendTableModel.NAME)));
        setToolTipText(v instanceof Long n ? name + ": " + count(n) + " drawables in the whole run" : null);
        return this;
      }

      @Override
      protected void setValue(Object v) {
        setText(v instanceof Long n ? count(n) : String.valueOf(v));
      }
    };
    r.setHorizontalAlignment(SwingConstants.RIGHT);
    return r;
  }

  /**
   * Incl and Excl as whole-run times, "513.0 s" (the ratio times the run's length, in the ruler's
   * units): the bare ratios ("3978.877") gave no unit and read as seconds. The tooltip keeps the ratio.
   */
  static DefaultTableCellRenderer time(String what, DoubleSupplier runSeconds) {
    DefaultTableCellRenderer r = new DefaultTableCellRenderer() {
      @Override
      public Component getTableCellRendererComponent(JTable t, Object v, boolean sel, boolean focus, int row, int col) {
        // An event has no duration: its ratios (NaN and 0) are no time, so both read "–", not "0 s".
        Object shown = row >= 0 && t.getModel() instanceof LegendTableModel m
            && m.categoryAt(t.convertRowIndexToModel(row)).topology() == Topology.EVENT ? Float.NaN : v;
        exact = t.getModel() instanceof LegendTableModel m && m.isExact();
        super.getTableCellRendererComponent(t, shown, sel, focus, row, col);
        // the file's summary in italics until the run is counted (a "≈" took room a small window lacks)
        setFont(exact ? t.getFont() : t.getFont().deriveFont(java.awt.Font.ITALIC));
        setToolTipText(shown instanceof Float f && Float.isFinite(f)
            ? wrapped(exact ? exactTip(what, f, runSeconds.getAsDouble()) : ratioTip(what, f, runSeconds.getAsDouble()))
            : null);
        return this;
      }

      /** Whether the value is Leapshot's count (else the file's summary, in italics). */
      private boolean exact;

      @Override
      protected void setValue(Object v) {
        setText(v instanceof Float f ? timeText(f, runSeconds.getAsDouble()) : String.valueOf(v));
      }
    };
    r.setHorizontalAlignment(SwingConstants.RIGHT);
    return r;
  }


  /** What an exact time means: the category's time in the whole run, counted from every drawable. */
  static String exactTip(String what, float ratio, double runSeconds) {
    String kind = what.startsWith("Inclusive") ? "Inclusive" : "Exclusive";
    return kind + " time " + TimeUnits.duration(ratio * runSeconds) + " summed over all timelines ("
        + String.format(Locale.ROOT, "%.4g", ratio) + " × the run's " + TimeUnits.duration(runSeconds)
        + "), counted by Leapshot from every drawable of the whole run";
  }

  /**
   * A long tooltip as a paragraph a few hundred pixels wide: on one line, the legend's header tips
   * ran past both edges of the screen, the legend being at its right.
   */
  static String wrapped(String tip) {
    return tip == null ? null : "<html><p style='width:300px'>" + tip.replace("&", "&amp;").replace("<", "&lt;")
        .replace(">", "&gt;") + "</p></html>";
  }

  /**
   * A ratio as the time it stands for in a run of {@code runSeconds}: "513.0 s", "–" for an event's
   * NaN; a slightly negative exclusive ratio (rounding in the file) reads "0 s". The bare ratio
   * ({@link #ratioText}) while the run's length is not known.
   */
  static String timeText(float ratio, double runSeconds) {
    if (!Float.isFinite(ratio)) {
      return "–";
    }
    if (!(runSeconds > 0) || !Double.isFinite(runSeconds)) {
      return ratioText(ratio);
    }
    double sec = ratio * runSeconds;
    // below a nanosecond is the float sum's rounding, not time ("0.000 ns" on r64's Solver)
    return TimeUnits.duration(sec < 0.5e-9 ? 0 : sec);
  }

  /**
   * What a ratio means in seconds: the file's summary divides the category's time, summed over all
   * timelines, by the run's length. Said as a percentage of the run ("397887.70 %" for r16384's
   * MPI_Init) it meant nothing; 513.0 s is what the Statistics window shows for the whole run.
   */
  static String ratioTip(String what, float ratio, double runSeconds) {
    String r = String.format(Locale.ROOT, "%s %.4f", what, ratio);
    if (!(runSeconds > 0)) {
      return r + ": time summed over all timelines ÷ the run's length";
    }
    return r + " = " + TimeUnits.duration(ratio * runSeconds) + " summed over all timelines ("
        + String.format(Locale.ROOT, "%.4g", ratio) + " × the run's " + TimeUnits.duration(runSeconds)
        + "), from the file's summary; Statistics (Ctrl+T) counts exactly";
  }

  /** The count of {@code categories} that takes the most room, formatted. */
  static Long widestCount(LegendTableModel model) {
    long max = 0;
    for (Category c : model.categories()) {
      max = Math.max(max, model.count(c));
    }
    return max;
  }

  /** The ratio of {@code categories} whose time ({@link #timeText}) takes the most room, e.g. 15.210 over 0.004. */
  static Float widestTime(FontMetrics fm, LegendTableModel model, boolean inclusive, double runSeconds) {
    // Each ratio formatted once, the widest's width kept: on wrf's 572 categories the event
    // thread formatted every ratio twice, three times while a trace opened.
    Float widest = 0f;
    int widestWidth = fm.stringWidth(timeText(widest, runSeconds));
    for (Category c : model.categories()) {
      float f = model.ratio(c, inclusive);
      int w = fm.stringWidth(timeText(f, runSeconds));
      if (w > widestWidth) {
        widest = f;
        widestWidth = w;
      }
    }
    return widest;
  }
}
