package org.leapshot.app.frame;

import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.leapshot.app.importing.Slog2Signature;
import org.leapshot.app.trace.TraceView;
import java.nio.file.Paths;
import javax.swing.SwingUtilities;
import org.leapshot.app.settings.Settings;

/**
 * Starts the desktop viewer: installs the FlatLaf theme the user chose last, opens the main window
 * and then the file given on the command line (any format the viewer opens), or the bundled demo trace.
 */
public final class ViewerMain {
  private ViewerMain() {}

  public static void launch(String[] args) {
    if (GraphicsEnvironment.isHeadless()) {
      System.err.println("leapshot: no display available; use 'leapshot render FILE -o OUT.png' for pictures");
      System.exit(2);
    }
    // Java 17 scales Swing for HiDPI by itself; FlatLaf reads the same scale factor.
    System.setProperty("flatlaf.uiScale.allowScaleDown", "true");
    Path file = args.length > 0 ? Paths.get(args[0]) : null;
    // Reading the file's header, directory and categories overlaps with building the window.
    // Other formats are converted first, which the window does with its progress dialog.
    boolean slog2 = file != null && Slog2Signature.matches(file);
    CompletableFuture<TraceView> early = !slog2 ? null : CompletableFuture.supplyAsync(() -> {
      try {
        return TraceView.open(file);
      } catch (IOException e) {
        throw new CompletionException(e);
      }
    });
    Settings settings = Settings.fromEnvironment();
    settings.preloadViewer(); // here, not on the EDT, which reads no files
    SwingUtilities.invokeLater(() -> open(settings, file, early));
  }

  /** Creates and shows the window; {@code file} null opens the demo. EDT only. Returns the window (for tests). */
  public static MainWindow open(Settings settings, Path file) {
    return open(settings, file, null);
  }

  static MainWindow open(Settings settings, Path file, CompletableFuture<TraceView> early) {
    Themes.install(settings.theme());
    MainWindow window = new MainWindow(settings);
    window.setVisible(true);
    if (file != null) {
      window.open(file, early);
    } else {
      window.openDemo();
    }
    return window;
  }
}
