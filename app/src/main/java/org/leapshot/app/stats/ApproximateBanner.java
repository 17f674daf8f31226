package org.leapshot.app.stats;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.FlowLayout;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.Timer;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.slog2.query.StatisticsBound;

/**
 * The strip under the range fields that says how good the figures are: hidden for exact figures;
 * a warning with "Compute exact" for approximate ones; a progress bar with elapsed time and Cancel
 * while computing. EDT only.
 */
final class ApproximateBanner extends JPanel {
  private static final Color WARN_BG = new Color(0xFFF4CE);
  private static final Color WARN_EDGE = new Color(0xE8C860);
  private static final Color BUSY_BG = new Color(0xEAF2FD);
  private static final Color BUSY_EDGE = new Color(0xB7CFF0);
  private final JLabel message = new JLabel();
  private final JButton exact = new JButton("Approximate — compute exact");
  private final JButton cancel = new JButton("Cancel");
  private final JProgressBar progress = new JProgressBar();
  private final Timer clock;
  private long startedNanos;
  private String busyText = "";

  ApproximateBanner(Runnable computeExact, Runnable cancelComputing) {
    super(new BorderLayout(8, 0));
    setName("statsBanner");
    message.setName("statsBannerText");
    exact.setName("statsExact");
    exact.setToolTipText("Read every drawable of the range for exact counts, times and message bytes");
    exact.addActionListener(e -> computeExact.run());
    cancel.setName("statsCancel");
    cancel.addActionListener(e -> cancelComputing.run());
    progress.setName("statsProgress");
    progress.setIndeterminate(true);
    progress.setPreferredSize(new java.awt.Dimension(140, 12));
    JPanel right = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 0));
    right.setOpaque(false);
    right.add(progress);
    right.add(exact);
    right.add(cancel);
    add(message, BorderLayout.CENTER);
    add(right, BorderLayout.EAST);
    clock = new Timer(500,
        e -> message.setText(busyText + "  " + (System.nanoTime() - startedNanos) / 1_000_000_000L + " s"));
    setVisible(false);
  }

  /** Figures are being computed; {@code exact} says which kind. */
  void showBusy(boolean exactFigures) {
    busyText = exactFigures ? "Computing exact statistics — reading every drawable of the range…"
        : "Computing statistics…";
    message.setToolTipText(null);
    startedNanos = System.nanoTime();
    message.setText(busyText);
    style(BUSY_BG, BUSY_EDGE);
    progress.setVisible(true);
    cancel.setVisible(true);
    exact.setVisible(false);
    clock.start();
    setVisible(true);
  }

  /** Figures are shown; {@code approximate} decides whether the warning and the exact button appear. */
  void showResult(boolean approximate, StatisticsBound bound) {
    clock.stop();
    progress.setVisible(false);
    cancel.setVisible(false);
    exact.setVisible(approximate);
    message.setText("⚠  " + approximateText(bound) + "; message bytes unknown.");
    message.setToolTipText(boundTip(bound));
    style(WARN_BG, WARN_EDGE);
    setVisible(approximate);
  }

  /** Approximate figures are shown while the exact ones are computed. */
  void showRefining(StatisticsBound bound) {
    showBusy(true);
    busyText = approximateText(bound) + " — computing exact statistics…";
    message.setText(busyText);
    message.setToolTipText(boundTip(bound));
  }

  /** "Approximate, ±X": how far any timeline's figure can be from the exact one. */
  static String approximateText(StatisticsBound b) {
    return "Approximate, ±" + TimeUnits.duration(b.timelineSeconds()) + " per timeline";
  }

  private static String boundTip(StatisticsBound b) {
    return "<html>The range holds a lot of data, so the figures come from the summaries stored in the tree.<br>"
        + "Each timeline's time in a category is within ±" + TimeUnits.duration(b.timelineSeconds())
        + " of the exact figure, its count within ±" + b.count() + ";<br>each category's total time within ±"
        + TimeUnits.duration(b.categorySeconds()) + ".</html>";
  }

  /** Computing failed or was cancelled; {@code text} says so. */
  void showMessage(String text, boolean offerExact) {
    clock.stop();
    progress.setVisible(false);
    cancel.setVisible(false);
    exact.setVisible(offerExact);
    message.setText(text);
    style(WARN_BG, WARN_EDGE);
    setVisible(true);
  }

  boolean isBusy() {
    return clock.isRunning();
  }

  void stop() {
    clock.stop();
  }

  private void style(Color bg, Color edge) {
    setBackground(bg);
    // the strip is light in both themes, so its text is always dark
    message.setForeground(new Color(0x2B2B2B));
    setBorder(BorderFactory.createCompoundBorder(BorderFactory.createMatteBorder(1, 0, 1, 0, edge),
        BorderFactory.createEmptyBorder(6, 12, 6, 8)));
  }
}
