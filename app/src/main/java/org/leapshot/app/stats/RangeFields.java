package org.leapshot.app.stats;

import java.awt.FlowLayout;
import javax.swing.Box;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.leapshot.app.canvas.TimeUnits;

/**
 * "From [..] To [..] [Use view] [Compute]": the range the statistics are of. Times take units
 * ("12.5 ms"); a field that does not hold a time is outlined and explains itself in its tooltip,
 * and nothing is computed until it is fixed. Enter in a field computes.
 */
final class RangeFields extends JPanel {
  private final JTextField from = field("statsFrom");
  private final JTextField to = field("statsTo");
  /** The times last set, and the texts that showed them. */
  private double[] given = {Double.NaN, Double.NaN};
  private String[] givenText = {null, null};

  RangeFields(Runnable compute, Runnable useView) {
    super(new FlowLayout(FlowLayout.LEFT, 6, 0));
    JButton view = new JButton("Use view");
    view.setName("statsUseView");
    view.setToolTipText("Statistics of what the timeline window shows now: its time range and its timelines");
    view.addActionListener(e -> useView.run());
    JButton go = new JButton("Compute");
    go.setName("statsCompute");
    go.addActionListener(e -> compute.run());
    from.addActionListener(e -> compute.run());
    to.addActionListener(e -> compute.run());
    JLabel title = new JLabel("Range");
    title.setFont(title.getFont().deriveFont(java.awt.Font.BOLD));
    add(title);
    add(Box.createHorizontalStrut(4));
    add(new JLabel("from"));
    add(from);
    add(new JLabel("to"));
    add(to);
    add(view);
    add(go);
  }

  private static JTextField field(String name) {
    JTextField f = new JTextField(11);
    f.setName(name);
    f.setToolTipText("A time: seconds, or with a unit (ms, us, ns)");
    return f;
  }

  void set(double start, double end) {
    from.setText(text(start, end - start));
    to.setText(text(end, end - start));
    given = new double[] {start, end};
    givenText = new String[] {from.getText(), to.getText()};
    mark(from, null);
    mark(to, null);
    from.setToolTipText(exactly(start));
    to.setToolTipText(exactly(end));
  }

  /** The tooltip of a field as set: the time it stands for, to the picosecond. */
  private static String exactly(double sec) {
    return "Exactly " + TimeUnits.seconds(sec, 12) + ". A time: seconds, or with a unit (ms, us, ns)";
  }

  /**
   * A time of a range {@code width} long as the view's time fields show it: to a 100 000th of the
   * width ("0.000000 s" for a whole run starting at 11 ns; "0.0644571205 s" in a 20 µs window).
   * Shown more precisely ("0.000000011 s"), the same start read as a different time. The field
   * still stands for the exact time it was set to until edited.
   */
  static String text(double sec, double width) {
    return TimeUnits.time(sec, Math.abs(width) / 100_000);
  }

  /** {start, end} ordered, or null when a field is not a time (the field then says why). */
  double[] read() {
    // A field as set keeps the exact time it was set to; an edited one is read as typed.
    Double a = from.getText().equals(givenText[0]) ? Double.valueOf(given[0]) : parse(from);
    Double b = to.getText().equals(givenText[1]) ? Double.valueOf(given[1]) : parse(to);
    if (a == null || b == null) {
      return null;
    }
    if (a.doubleValue() == b.doubleValue()) {
      mark(to, "The range is empty: give two different times.");
      return null;
    }
    return new double[] {Math.min(a, b), Math.max(a, b)};
  }

  private static Double parse(JTextField f) {
    try {
      double v = TimeUnits.parse(f.getText());
      mark(f, null);
      return v;
    } catch (NumberFormatException e) {
      mark(f, e.getMessage());
      return null;
    }
  }

  private static void mark(JTextField f, String problem) {
    // FlatLaf draws an error outline for this client property
    f.putClientProperty("JComponent.outline", problem == null ? null : "error");
    f.setToolTipText(problem == null ? "A time: seconds, or with a unit (ms, us, ns)" : problem);
  }
}
