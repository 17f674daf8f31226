package org.leapshot.app.popup;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.GraphicsConfiguration;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.datatransfer.StringSelection;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.geom.Rectangle2D;
import javax.swing.BorderFactory;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.UIManager;

/**
 * A small non-modal window with a drawable's info: category icon and name, then selectable text
 * (long text scrolls rather than being cut) with Copy and Close. It opens beside the drawable,
 * below it when there is room on the screen, else above, so it never covers what it describes,
 * and leaves the keys with the canvas, as the details panel of Perfetto or Vampir does.
 */
public final class InfoPopup extends JDialog {
  private static final int GAP_PX = 10;
  private final JTextArea text = new JTextArea();
  private Runnable onClose = () -> { };

  public InfoPopup(Window owner) {
    super(owner, "Info", ModalityType.MODELESS);
    setName("infoPopup");
    setType(Type.UTILITY);
    setDefaultCloseOperation(DISPOSE_ON_CLOSE);
    // Opened without taking the keyboard: a click on a state then W, A or Ctrl+Shift+1 did nothing
    // until the box was closed. A click into the box still gives it the keys (to select and copy).
    setAutoRequestFocus(false);
    text.setName("infoText");
    text.setEditable(false);
    text.setLineWrap(false);
    text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, UIManager.getFont("Label.font").getSize()));
    text.setBorder(BorderFactory.createEmptyBorder(6, 8, 6, 8));
    addWindowListener(new WindowAdapter() {
      @Override
      public void windowClosing(WindowEvent e) {
        dispose();
      }
    });
    getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
        JComponent.WHEN_IN_FOCUSED_WINDOW);
  }

  /** Fills the box; {@code icon} stands for the category in the header, as the legend draws it. */
  public void show(InfoText.Text info, Icon icon, Rectangle2D itemOnScreen, Point click, Runnable onClosed) {
    this.onClose = onClosed == null ? () -> { } : onClosed;
    getContentPane().removeAll();
    JLabel title = new JLabel(info.title(), icon, JLabel.LEFT);
    title.setName("infoTitle");
    title.setFont(title.getFont().deriveFont(Font.BOLD, title.getFont().getSize2D() + 1f));
    title.setBorder(BorderFactory.createEmptyBorder(8, 10, 4, 10));
    text.setText(info.body());
    text.setCaretPosition(0);
    JScrollPane scroll = new JScrollPane(text);
    scroll.setBorder(BorderFactory.createMatteBorder(1, 0, 1, 0, UIManager.getColor("Separator.foreground")));
    JButton copy = new JButton("Copy");
    copy.setName("infoCopy");
    copy.addActionListener(e -> Toolkit.getDefaultToolkit().getSystemClipboard()
        .setContents(new StringSelection(info.full()), null));
    JButton close = new JButton("Close");
    close.setName("infoClose");
    close.addActionListener(e -> dispose());
    JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 6));
    buttons.add(copy);
    buttons.add(close);
    getContentPane().setLayout(new BorderLayout());
    ((JComponent) getContentPane()).setBorder(BorderFactory.createLineBorder(UIManager.getColor("Component.borderColor")));
    getContentPane().add(title, BorderLayout.NORTH);
    getContentPane().add(scroll, BorderLayout.CENTER);
    getContentPane().add(buttons, BorderLayout.SOUTH);
    pack();
    Rectangle screen = screenBounds();
    Dimension size = size(getSize(), screen);
    setSize(size);
    setLocation(place(size, itemOnScreen, click, screen));
    setVisible(true);
  }

  /**
   * The box's size for its packed size on {@code screen}: up to 320 px high, and wide enough for
   * an OTF2 message's "[0] time = …, node = 3, process = 29, thread = 0, line ID = 931" (a 560 px
   * cap cut it before the line ID) up to half the screen, at least 560 px of it.
   */
  static Dimension size(Dimension packed, Rectangle screen) {
    int most = Math.max(560, Math.min(screen.width / 2, 960));
    return new Dimension(Math.min(Math.max(packed.width, 300), most), Math.min(packed.height, 320));
  }

  /** Closes the box and tells the owner at once (not via a later window event), exactly once. */
  @Override
  public void dispose() {
    Runnable r = onClose;
    onClose = () -> { };
    super.dispose();
    r.run();
  }

  private Rectangle screenBounds() {
    GraphicsConfiguration gc = getOwner() != null ? getOwner().getGraphicsConfiguration() : getGraphicsConfiguration();
    return gc != null ? gc.getBounds() : new Rectangle(Toolkit.getDefaultToolkit().getScreenSize());
  }

  /**
   * Where the box goes: below the item if it fits on the screen, else above, else right or left of
   * it, else right or left of the click; horizontally near the click. When the item is too big for
   * any of these to clear it (a tall arrow or state across most of the screen), the place on the
   * screen that covers least of it, never the click itself if that can be helped.
   */
  static Point place(Dimension box, Rectangle2D item, Point click, Rectangle screen) {
    int x = clampX(click.x - box.width / 4, box, screen);
    int nearClickY = clampY(click.y - box.height / 2, box, screen);
    Point[] candidates = {
      new Point(x, (int) Math.ceil(item.getMaxY()) + GAP_PX),
      new Point(x, (int) Math.floor(item.getMinY()) - GAP_PX - box.height),
      new Point((int) Math.ceil(item.getMaxX()) + GAP_PX, nearClickY),
      new Point((int) Math.floor(item.getMinX()) - GAP_PX - box.width, nearClickY),
      new Point(click.x + 3 * GAP_PX, nearClickY),
      new Point(click.x - 3 * GAP_PX - box.width, nearClickY),
    };
    for (Point p : candidates) {
      Rectangle r = new Rectangle(p, box);
      if (screen.contains(r) && !r.intersects(item)) {
        return p;
      }
    }
    Point best = null;
    double bestCost = Double.MAX_VALUE;
    for (Point p : candidates) {
      Point q = new Point(clampX(p.x, box, screen), clampY(p.y, box, screen));
      Rectangle r = new Rectangle(q, box);
      Rectangle2D overlap = r.createIntersection(item);
      double cost = (overlap.isEmpty() ? 0 : overlap.getWidth() * overlap.getHeight())
          + (r.contains(click) ? (double) box.width * box.height : 0);
      if (cost < bestCost) {
        bestCost = cost;
        best = q;
      }
    }
    return best;
  }

  private static int clampX(int x, Dimension box, Rectangle screen) {
    return Math.max(screen.x, Math.min(screen.x + screen.width - box.width, x));
  }

  private static int clampY(int y, Dimension box, Rectangle screen) {
    return Math.max(screen.y, Math.min(screen.y + screen.height - box.height, y));
  }
}
