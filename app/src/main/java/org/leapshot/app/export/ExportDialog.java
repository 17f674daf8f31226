package org.leapshot.app.export;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.Window;
import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;

/**
 * File › Export View…: format, size, scale and legend, then a file chooser; the picture is drawn
 * and written on a SwingWorker with the screen's painters.
 */
public final class ExportDialog extends JDialog {
  private final ExportSource source;
  private final JComboBox<String> format = new JComboBox<>(new String[] {"PNG", "SVG"});
  private final JSpinner width = new JSpinner(new SpinnerNumberModel(1600, 200, 20_000, 100));
  private final JSpinner height = new JSpinner(new SpinnerNumberModel(900, 100, 20_000, 100));
  private final JSpinner scale = new JSpinner(new SpinnerNumberModel(1.0, 0.5, 4.0, 0.5));
  private final JCheckBox legend = new JCheckBox("Include legend", true);
  /** Told the file once it is written (the main window says so in its status bar). */
  private java.util.function.Consumer<Path> written = out -> { };
  /** Where the chooser starts (null: the platform's default, the home folder). */
  private Path folder;

  public ExportDialog(Window owner, ExportSource source) {
    super(owner, "Export View", ModalityType.APPLICATION_MODAL);
    this.source = source;
    setName("exportDialog");
    format.setName("exportFormat");
    width.setName("exportWidth");
    height.setName("exportHeight");
    scale.setName("exportScale");
    legend.setName("exportLegend");
    JPanel form = new JPanel(new MigLayout("insets 12, gap 8 6", "[right][grow,fill]"));
    form.add(new JLabel("Format"));
    form.add(format, "wrap");
    form.add(new JLabel("Width (px)"));
    form.add(width, "wrap");
    form.add(new JLabel("Height (px)"));
    form.add(height, "wrap");
    form.add(new JLabel("Scale (PNG)"));
    form.add(scale, "wrap");
    form.add(legend, "skip, wrap");
    JButton export = new JButton("Export…");
    export.setName("exportGo");
    export.addActionListener(e -> chooseAndWrite());
    JButton cancel = new JButton("Cancel");
    cancel.addActionListener(e -> dispose());
    JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 8));
    buttons.setBorder(BorderFactory.createEmptyBorder(0, 8, 4, 8));
    buttons.add(cancel);
    buttons.add(export);
    getRootPane().setDefaultButton(export);
    getContentPane().add(form, BorderLayout.CENTER);
    getContentPane().add(buttons, BorderLayout.SOUTH);
    pack();
    setLocationRelativeTo(owner);
  }

  private void chooseAndWrite() {
    String ext = extension();
    JFileChooser chooser = chooser();
    if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
      return;
    }
    File f = chooser.getSelectedFile();
    Path out = f.getName().toLowerCase().endsWith("." + ext) ? f.toPath() : new File(f.getPath() + "." + ext).toPath();
    write(out);
  }

  /**
   * Starts the file chooser in {@code folder}, the trace's own (a picture for a paper goes beside
   * the run it shows, not into the home folder the chooser opens by default).
   */
  public ExportDialog startingIn(Path folder) {
    this.folder = folder;
    return this;
  }

  /** The save chooser: the format's filter, the trace's name with the format's extension, in the start folder. */
  public JFileChooser chooser() {
    String ext = extension();
    JFileChooser chooser = new JFileChooser();
    chooser.setFileFilter(new FileNameExtensionFilter(ext.toUpperCase() + " pictures", ext));
    String base = source.trace().name().replaceFirst("\\.slog2$", "");
    File dir = folder == null ? null : folder.toFile(); // the chooser falls back to its default when it is gone
    chooser.setSelectedFile(dir == null ? new File(base + "." + ext) : new File(dir, base + "." + ext));
    return chooser;
  }

  private String extension() {
    return format.getSelectedIndex() == 1 ? "svg" : "png";
  }

  /** Tells {@code listener} each file written: the dialog closes at once, with nothing else to show it worked. */
  public ExportDialog onWritten(java.util.function.Consumer<Path> listener) {
    this.written = listener;
    return this;
  }

  /** Writes to {@code out} in the background with the dialog's settings, then closes the dialog. */
  public void write(Path out) {
    int w = (Integer) width.getValue();
    int h = (Integer) height.getValue();
    double s = (Double) scale.getValue();
    boolean withLegend = legend.isSelected();
    setEnabled(false);
    new SwingWorker<Void, Void>() {
      @Override
      protected Void doInBackground() throws Exception {
        ViewExporter.write(source, out, w, h, s, withLegend);
        return null;
      }

      @Override
      protected void done() {
        setEnabled(true);
        try {
          get();
          dispose();
          written.accept(out);
        } catch (ExecutionException e) {
          JOptionPane.showMessageDialog(ExportDialog.this, "Cannot export to " + out + ":\n" + e.getCause().getMessage(),
              "Export failed", JOptionPane.ERROR_MESSAGE);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }.execute();
  }
}
