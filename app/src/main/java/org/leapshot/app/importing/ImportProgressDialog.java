package org.leapshot.app.importing;

import java.awt.BorderLayout;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.function.LongSupplier;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.Timer;
import org.leapshot.slog2.convert.TraceFormat;

/**
 * Shows a conversion's progress with a Cancel button, the time elapsed and, once the pace is
 * steady, about how long is left ({@link ProgressClock}), refreshed once a second by a Swing timer
 * (no I/O: it only reads the clock). Modeless, so the window behind stays usable; closing the
 * dialog cancels like the button. EDT only.
 */
final class ImportProgressDialog extends JDialog {
  static final String NAME = "importProgress";
  private static final int STEPS = 1000;
  /** The least gap between the owner's middle line and the dialog's top: two lines of text. */
  private static final int BELOW_MIDDLE_PX = 40;
  /** The time line's refresh: calm enough to read, often enough for a seconds clock. */
  static final int TICK_MS = 1000;

  private final JProgressBar bar = new JProgressBar(0, STEPS);
  private final JLabel phaseLabel = new JLabel(" ");
  private final JButton cancel = new JButton("Cancel");
  private final JLabel timeLabel = new JLabel(" ");
  private final LongSupplier nanoTime;
  private final ProgressClock clock;
  private final Timer ticker;

  ImportProgressDialog(Window owner, String fileName, TraceFormat format, Runnable onCancel) {
    this(owner, fileName, format, onCancel, System::nanoTime);
  }

  /** {@code nanoTime} is the clock the elapsed and remaining times are read from (tests give their own). */
  ImportProgressDialog(Window owner, String fileName, TraceFormat format, Runnable onCancel, LongSupplier nanoTime) {
    super(owner, "Converting trace", ModalityType.MODELESS);
    this.nanoTime = nanoTime;
    this.clock = new ProgressClock(nanoTime.getAsLong());
    this.ticker = new Timer(TICK_MS, e -> tick());
    timeLabel.setName("importTime");
    setName(NAME);
    bar.setName("importProgressBar");
    bar.setIndeterminate(true);
    bar.setStringPainted(true);
    bar.setString("");
    phaseLabel.setName("importPhase");
    cancel.setName("importCancel");
    cancel.addActionListener(e -> requestCancel(onCancel));
    setDefaultCloseOperation(DO_NOTHING_ON_CLOSE);
    addWindowListener(new WindowAdapter() {
      @Override
      public void windowClosing(WindowEvent e) {
        requestCancel(onCancel);
      }
    });

    JPanel text = new JPanel();
    text.setLayout(new BoxLayout(text, BoxLayout.Y_AXIS));
    JLabel title = new JLabel("Converting " + fileName + " (" + formatName(format) + ") to SLOG-2");
    title.setName("importTitle");
    text.add(title);
    text.add(Box.createVerticalStrut(4));
    text.add(phaseLabel);
    JPanel buttons = new JPanel(new BorderLayout(12, 0));
    buttons.add(timeLabel, BorderLayout.CENTER);
    buttons.add(cancel, BorderLayout.EAST);
    JPanel content = new JPanel(new BorderLayout(0, 10));
    content.setBorder(BorderFactory.createEmptyBorder(14, 16, 12, 16));
    content.add(text, BorderLayout.NORTH);
    content.add(bar, BorderLayout.CENTER);
    content.add(buttons, BorderLayout.SOUTH);
    setContentPane(content);
    pack();
    setSize(Math.max(getWidth(), 440), getHeight());
    setResizable(false);
    setLocationRelativeTo(owner);
    placeBelowMiddle(owner);
    tick();
    ticker.start();
  }

  /** Says the time elapsed and, unless cancelling, about how long is left. */
  void tick() {
    long now = nanoTime.getAsLong();
    timeLabel.setText(isCancelling() ? ProgressClock.clock(clock.elapsedSec(now)) + " elapsed" : clock.text(now));
  }

  @Override
  public void dispose() {
    ticker.stop();
    super.dispose();
  }

  /**
   * Moves the dialog down, clear of its owner's middle line: there the empty window says "Open a
   * trace (SLOG-2, …)", which a centred dialog covered ("Open a trace (SLOG·[dialog]n, or drop…").
   */
  private void placeBelowMiddle(Window owner) {
    if (owner == null || !owner.isShowing()) {
      return;
    }
    java.awt.Rectangle o = owner.getBounds();
    java.awt.Rectangle screen = owner.getGraphicsConfiguration().getBounds();
    int top = o.y + o.height / 2 + Math.max(BELOW_MIDDLE_PX, o.height / 10);
    setLocation(getX(), Math.max(screen.y, Math.min(top, screen.y + screen.height - getHeight())));
  }

  /** Shows how far the converter is; {@code fraction} below 0 means it cannot tell. */
  void setProgress(String phase, double fraction) {
    clock.progress(phase, fraction, nanoTime.getAsLong());
    phaseLabel.setText(phaseText(phase));
    if (fraction < 0 || Double.isNaN(fraction)) {
      bar.setIndeterminate(true);
      bar.setString("");
    } else {
      double f = Math.min(1, fraction);
      bar.setIndeterminate(false);
      bar.setValue((int) Math.round(f * STEPS));
      bar.setString(Math.round(f * 100) + " %");
    }
  }

  boolean isCancelling() {
    return !cancel.isEnabled();
  }

  private void requestCancel(Runnable onCancel) {
    if (cancel.isEnabled()) {
      cancel.setEnabled(false);
      cancel.setText("Cancelling…");
      phaseLabel.setText("Stopping and deleting the partial file…");
      onCancel.run();
    }
  }

  private static String phaseText(String phase) {
    return switch (phase) {
      case "reading" -> "Reading the trace…";
      // after drawables out of order: read once more into the sorter, then written in order
      case "reading to sort" -> "Reading the trace again, to sort it…";
      case "writing" -> "Writing the sorted drawables…";
      default -> phase;
    };
  }

  static String formatName(TraceFormat format) {
    return switch (format) {
      case CLOG2 -> "CLOG-2";
      case OTF -> "OTF";
      case OTF2 -> "OTF2";
      case PARAVER -> "Paraver";
      case PAJE -> "Paje";
      case PICL -> "PICL";
      case TEXT -> "SLOG-2 text";
    };
  }
}
