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
  private final ViewState view;
  private final JTextField start = field("windowStart");
  private final JTextField end = field("windowEnd");
  private final JTextField width = field("windowWidth");
  private final Runnable afterEdit;

  TimeFieldsPanel(ViewState view, Runnable afterEdit) {
    super(new WrappingFlowLayout(6, 4));
    this.view = view;
    this.afterEdit = afterEdit;
    add(labelled("Start", start));
    add(labelled("End", end));
    add(labelled("Width", width));
    // The window starts where typed, as wide as it was, but narrower where that would run past
    // the run's end: zoomed out, a typed start used to be clamped away without a word.
    start.addActionListener(e -> apply(start, () -> {
      double s = TimeUnits.parse(start.getText());
      view.setWindow(s, Math.max(s + view.minWidthSec(), Math.min(s + view.window().widthSec(), view.range().latest())), true);
    }));
    end.addActionListener(e -> apply(end, () -> {
      double t = TimeUnits.parse(end.getText());
      view.setWindow(Math.min(view.window().startSec(), t - view.minWidthSec()), t, true);
    }));
    width.addActionListener(e -> apply(width, () -> {
      double w = TimeUnits.parse(width.getText());
      if (!(w > 0)) {
        throw new NumberFormatException("the width must be positive");
      }
      // The window keeps its start, as the fields read left to right: "Start 30 s", then
      // "Width 50 us" is 30 s .. 30.00005 s (it kept the centre, and landed at 48.8 s of a 67 s run).
      // Where that would run past the run's end, it ends there instead.
      double s = Math.max(view.range().earliest(), Math.min(view.window().startSec(), view.range().latest() - w));
      view.setWindow(s, s + w, true);
    }));
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
    JTextField f = new JTextField(12);
    f.setName(name);
    f.addFocusListener(new FocusAdapter() {
      @Override
      public void focusGained(FocusEvent e) {
        f.selectAll();
      }
    });
    return f;
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
    double resolution = w.widthSec() / 100_000;
    start.setText(TimeUnits.time(w.startSec(), resolution));
    end.setText(TimeUnits.time(w.endSec(), resolution));
    width.setText(TimeUnits.duration(w.widthSec()));
  }
}
