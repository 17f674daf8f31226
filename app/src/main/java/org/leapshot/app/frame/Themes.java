package org.leapshot.app.frame;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Window;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.leapshot.app.canvas.CanvasTheme;

/** FlatLaf light and dark looks, switchable at run time; the canvas theme follows. */
final class Themes {
  private Themes() {}

  /** Installs the look; call before creating components (or follow with {@link #refresh}). */
  static CanvasTheme install(String name) {
    boolean dark = "dark".equalsIgnoreCase(name);
    UIManager.put("TitlePane.unifiedBackground", true);
    UIManager.put("ScrollBar.showButtons", false);
    UIManager.put("Table.showHorizontalLines", false);
    UIManager.put("Component.arc", 6);
    UIManager.put("Button.arc", 6);
    if (dark) {
      FlatDarkLaf.setup();
    } else {
      FlatLightLaf.setup();
    }
    return dark ? CanvasTheme.DARK : CanvasTheme.LIGHT;
  }

  static void refresh() {
    FlatLaf.updateUI();
    for (Window w : Window.getWindows()) {
      SwingUtilities.updateComponentTreeUI(w);
    }
  }
}
