package org.leapshot.app.frame;

import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.view.ViewState;

/**
 * The window's start, end and width as editable fields. Enter applies (units s, ms, us, ns
 * accepted; plain numbers are seconds) and hands the focus back to {@code afterEdit}'s component,
 * the canvas, so its keys (W/S/A/D, Home) work at once; a bad value shows a message, the old value
 * comes back and the field keeps the focus for another try.
 */
final class TimeFieldsPanel extends JPanel {
  /** Room for a time at microsecond zoom deep in a run, "67.622 800 512 3 s", without scrolling. */
  static final int COLUMNS = 16;

  private final ViewState view;
  private final JTextField start = field("windowStart");
  private final JTextField end = field("windowEnd");
  private final JTextField width = field("windowWidth");
  private final Runnable afterEdit;
  /** What {@link #refresh()} last wrote in each field: a different text is the user's edit. */
  private String shownStart = "";
  private String shownEnd = "";
  private String shownWidth = "";

  TimeFieldsPanel(ViewState view, Runnable afterEdit) {
    super(new WrappingFlowLayout(6, 4));
    this.view = view;
    this.afterEdit = afterEdit;
    add(labelled("Start", start));
    add(labelled("End", end));
    add(labelled("Width", width));
    // Enter applies every field typed into since the window last changed, so "Start 0.1, Tab,
    // End 0.1002, Enter" gives that range: the typed start used to be dropped without a word.
    start.addActionListener(e -> apply(start, this::applyTyped));
    end.addActionListener(e -> apply(end, this::applyTyped));
    width.addActionListener(e -> apply(width, this::applyTyped));
    view.addListener(this::refresh);
    refresh();
  }

  /** A label and its field as one piece, so a narrow window wraps them together. */
  private static JPanel labelled(String text, JTextField field) {
    JPanel pair = new JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.LEFT, 6, 0));
    pair.setOpaque(false);
    JLabel label = new JLabel(text);
    label.setLabelFor(field);
    pair.add(label);
    pair.add(field);
    return pair;
  }

  private static JTextField field(String name) {
    JTextField f = new JTextField(COLUMNS);
    f.setName(name);
    f.addFocusListener(new FocusAdapter() {
      @Override
      public void focusGained(FocusEvent e) {
        f.selectAll();
      }
    });
    return f;
  }

  /** The window the typed fields ask for; fields left as shown keep the window's own values. */
  private void applyTyped() {
    Double s = typed(start, shownStart);
    Double t = typed(end, shownEnd);
    Double w = typed(width, shownWidth);
    if (w != null && !(w > 0)) {
      throw new NumberFormatException("the width must be positive");
    }
    ViewState.Window now = view.window();
    if (s != null && t != null) {
      view.setWindow(s, t, true);
    } else if (s != null) {
      // The window starts where typed, as wide as it was (or as typed), but narrower where that
      // would run past the run's end: zoomed out, a typed start used to be clamped away.
      double wide = w != null ? w : now.widthSec();
      view.setWindow(s, Math.max(s + view.minWidthSec(), Math.min(s + wide, view.range().latest())), true);
    } else if (t != null) {
      double from = w != null ? t - w : Math.min(now.startSec(), t - view.minWidthSec());
      view.setWindow(from, t, true);
    } else if (w != null) {
      // The window keeps its start, as the fields read left to right: "Start 30 s", then
      // "Width 50 us" is 30 s .. 30.00005 s (it kept the centre, and landed at 48.8 s of a 67 s run).
      // Where that would run past the run's end, it ends there instead.
      double from = Math.max(view.range().earliest(), Math.min(now.startSec(), view.range().latest() - w));
      view.setWindow(from, from + w, true);
    }
  }

  /** The field's time when the user changed its text, else null (the window's own value). */
  private static Double typed(JTextField field, String shown) {
    return field.getText().equals(shown) ? null : TimeUnits.parse(field.getText());
  }

  private void apply(JTextField field, Runnable change) {
    try {
      change.run();
    } catch (NumberFormatException ex) {
      JOptionPane.showMessageDialog(this, ex.getMessage(), "Time not understood", JOptionPane.WARNING_MESSAGE);
      refresh();
      field.requestFocusInWindow();
      return;
    }
    refresh();
    afterEdit.run();
  }

  void refresh() {
    ViewState.Window w = view.window();
    shownStart = TimeUnits.viewEdge(w.startSec(), w.widthSec());
    shownEnd = TimeUnits.viewEdge(w.endSec(), w.widthSec());
    shownWidth = TimeUnits.duration(w.widthSec());
    show(start, shownStart);
    show(end, shownEnd);
    show(width, shownWidth);
  }

  /**
   * Shows {@code text} from its first character: with the caret at the end, as setText leaves it, a
   * time longer than the field showed its last digits and hid the seconds ("…800 512 3 s").
   */
  private static void show(JTextField field, String text) {
    field.setText(text);
    field.setCaretPosition(0);
  }
}
