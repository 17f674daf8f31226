package org.leapshot.app.frame;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.UIManager;

/** Cursor time, the drawable under the cursor, and a loading indicator while queries run. */
final class StatusBar extends JPanel {
  private final JLabel time = new JLabel(" ");
  private final JLabel item = new JLabel(" ");
  private final JProgressBar loading = new JProgressBar();
  private final JLabel loadingLabel = new JLabel("Loading…");

  StatusBar() {
    super(new BorderLayout());
    setBorder(BorderFactory.createCompoundBorder(
        BorderFactory.createMatteBorder(1, 0, 0, 0, UIManager.getColor("Separator.foreground")),
        BorderFactory.createEmptyBorder(3, 10, 3, 10)));
    time.setName("statusTime");
    item.setName("statusItem");
    loading.setName("statusLoading");
    time.setPreferredSize(new Dimension(170, time.getPreferredSize().height));
    loading.setIndeterminate(true);
    loading.setPreferredSize(new Dimension(80, 10));
    JPanel right = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 0));
    right.setOpaque(false);
    right.add(loadingLabel);
    right.add(loading);
    add(time, BorderLayout.WEST);
    add(item, BorderLayout.CENTER);
    add(right, BorderLayout.EAST);
    setLoading(false);
  }

  void setTime(String text) {
    time.setText(text == null || text.isEmpty() ? " " : text);
  }

  void setItem(String text) {
    item.setText(text == null || text.isEmpty() ? " " : text);
  }

  void setLoading(boolean busy) {
    loading.setVisible(busy);
    loadingLabel.setVisible(busy);
  }
}
