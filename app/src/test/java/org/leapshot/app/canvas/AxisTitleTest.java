package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** The axis header gives up its first names, not its last, when the label column is narrow. */
class AxisTitleTest {
  private static final String PAJE = "MPI Program / Program / Scheduler State | Memory Node / Thread / Worker";
  private final FontMetrics fm = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics()
      .getFontMetrics(new Font(Font.SANS_SERIF, Font.PLAIN, 12));

  @Test
  void aTitleThatFitsIsWhole() {
    assertThat(AxisTitle.fitted(PAJE, fm, fm.stringWidth(PAJE))).isEqualTo(PAJE);
  }

  @Test
  void theFirstNamesGiveWayUntilTheRestFits() {
    int width = fm.stringWidth("… / Scheduler State | Memory Node / Thread / Worker");
    assertThat(AxisTitle.fitted(PAJE, fm, width)).isEqualTo("… / Scheduler State | Memory Node / Thread / Worker");
    assertThat(AxisTitle.fitted(PAJE, fm, width - 1)).isEqualTo("… / Thread / Worker");
    assertThat(AxisTitle.fitted(PAJE, fm, fm.stringWidth("… / Worker"))).isEqualTo("… / Worker");
  }

  @Test
  void theLastNameAloneIsLeftToTheLabelToCut() {
    assertThat(AxisTitle.fitted(PAJE, fm, 10)).isEqualTo("Worker");
    assertThat(AxisTitle.fitted("LineID", fm, 5)).isEqualTo("LineID");
  }
}
