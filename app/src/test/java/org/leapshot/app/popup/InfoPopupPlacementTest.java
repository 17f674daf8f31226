package org.leapshot.app.popup;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import org.junit.jupiter.api.Test;

/** The info box goes beside what it describes, never on top of it, and stays on the screen. */
class InfoPopupPlacementTest {
  private final Rectangle screen = new Rectangle(0, 0, 1600, 1000);
  private final Dimension box = new Dimension(400, 250);

  @Test
  void belowTheItemWhenThereIsRoom() {
    Rectangle2D item = new Rectangle2D.Double(300, 200, 500, 40);
    Point p = InfoPopup.place(box, item, new Point(550, 220), screen);
    assertThat(p.y).isGreaterThanOrEqualTo(240);
    assertThat(new Rectangle(p, box).intersects(item)).isFalse();
  }

  @Test
  void aboveTheItemNearTheBottomOfTheScreen() {
    Rectangle2D item = new Rectangle2D.Double(300, 900, 500, 40);
    Point p = InfoPopup.place(box, item, new Point(550, 920), screen);
    assertThat(p.y + box.height).isLessThanOrEqualTo(900);
    assertThat(new Rectangle(p, box).intersects(item)).isFalse();
  }

  @Test
  void besideTheClickWhenTheItemIsAsTallAsTheScreen() {
    Rectangle2D item = new Rectangle2D.Double(700, 0, 3, 1000);
    Point p = InfoPopup.place(box, item, new Point(701, 500), screen);
    assertThat(new Rectangle(p, box).intersects(item)).isFalse();
    assertThat(screen.contains(new Rectangle(p, box))).isTrue();
  }

  @Test
  void keptOnTheScreenHorizontally() {
    Rectangle2D item = new Rectangle2D.Double(1500, 200, 100, 40);
    Point p = InfoPopup.place(box, item, new Point(1590, 220), screen);
    assertThat(p.x + box.width).isLessThanOrEqualTo(1600);
  }

  @Test
  void besideAWideTallItemWhenNeitherAboveNorBelowFits() {
    // a state in one of two tall rows: neither 320 px below nor above it are free
    Dimension tall = new Dimension(400, 320);
    Rectangle2D item = new Rectangle2D.Double(200, 300, 1200, 460);
    Point click = new Point(800, 500);
    Point p = InfoPopup.place(tall, item, click, screen);
    Rectangle r = new Rectangle(p, tall);
    assertThat(screen.contains(r)).isTrue();
    assertThat(r.contains(click)).isFalse();
    Rectangle2D covered = r.createIntersection(item);
    assertThat(covered.getHeight()).as("rows of the item covered").isLessThanOrEqualTo(30);
  }

  @Test
  void rightOfANarrowTallItemThatLeavesNoRoomAboveOrBelow() {
    Rectangle2D item = new Rectangle2D.Double(600, 20, 200, 960);
    Point p = InfoPopup.place(box, item, new Point(700, 500), screen);
    assertThat(new Rectangle(p, box).intersects(item)).isFalse();
    assertThat(p.x).isGreaterThanOrEqualTo(810);
  }

  /**
   * An OTF2 message's lines ("[0] time = 0.252571866 s, node = 3, process = 29, thread = 0, line ID
   * = 931") pack to about 690 px: the box keeps them whole up to half the screen, so the line ID is
   * not cut off behind a scroll bar; never under 560 px or over 320 px high.
   */
  @Test
  void wideEnoughForAnOtf2MessagesLines() {
    assertThat(InfoPopup.size(new Dimension(690, 200), screen)).isEqualTo(new Dimension(690, 200));
    assertThat(InfoPopup.size(new Dimension(2000, 900), screen)).isEqualTo(new Dimension(800, 320));
    assertThat(InfoPopup.size(new Dimension(690, 200), new Rectangle(0, 0, 1024, 768)).width).isEqualTo(560);
    assertThat(InfoPopup.size(new Dimension(120, 80), screen)).isEqualTo(new Dimension(300, 80));
  }
}
