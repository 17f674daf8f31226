package org.leapshot.app.preview;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/** The preview strip's stacked bars, drawn into an image once and drawn again only when what they show changes. */
class ProfilePictureTest {
  private static final int RED = 0xC80000;
  private static final int BLUE = 0x0000C8;
  private static final Category A = Category.of(1, "A", Topology.STATE, new Rgba(200, 0, 0, 255), 1, InfoLabel.NONE);
  private static final Category B = Category.of(2, "B", Topology.STATE, new Rgba(0, 0, 200, 255), 1, InfoLabel.NONE);
  /** One timeline over 10 s in 10 columns: A all along, B inside it over 3–4.4 s. */
  private static final DensityProfile PROFILE = DensityProfile.build(new WindowData(0, 10, 10,
      List.of(Primitive.state(1, 0, 10, 0, null), Primitive.state(2, 3, 4.4, 0, null)), List.of()),
      Map.of(1, A, 2, B), 10);

  @Test
  void eachColumnStacksItsSharesFromTheFootUpToItsBusyPart() {
    BufferedImage img = new ProfilePicture().of(PROFILE, 1, Map.of(1, A, 2, B), CanvasTheme.LIGHT, null, 10, 22, 20);
    // a bar stands on row 21 (the foot) and is at most 20 px: rows 1..20
    assertThat(column(img, 0)).containsExactly(span(1, 20, RED));
    assertThat(column(img, 3)).containsExactly(span(1, 20, BLUE)); // B all of column 3
    // column 4: A 0.6 s (the larger share, at the foot: 12 px), B 0.4 s above it (8 px)
    assertThat(column(img, 4)).containsExactly(span(1, 8, BLUE), span(9, 20, RED));
  }

  @Test
  void hiddenCategoriesLeaveTheirShareOutAndTheImageIsDrawnAgainOnlyWhenSomethingChanged() {
    ProfilePicture picture = new ProfilePicture();
    BufferedImage shown = picture.of(PROFILE, 1, Map.of(1, A, 2, B), CanvasTheme.LIGHT, null, 10, 22, 20);
    assertThat(picture.of(PROFILE, 1, Map.of(1, A, 2, B), CanvasTheme.LIGHT, null, 10, 22, 20))
        .as("the same picture while nothing changed (panning)").isSameAs(shown);
    BufferedImage hidden = picture.of(PROFILE, 1, Map.of(1, A, 2, B.withVisible(false)), CanvasTheme.LIGHT, null, 10, 22, 20);
    assertThat(hidden).isNotSameAs(shown);
    assertThat(column(hidden, 3)).as("only B ran there").isEmpty();
    assertThat(column(hidden, 4)).containsExactly(span(9, 20, RED)); // A's 0.6 of the column's second
    assertThat(picture.of(PROFILE, 1, Map.of(1, A, 2, B.withVisible(false)), CanvasTheme.LIGHT, null, 11, 22, 20))
        .as("another width").isNotSameAs(hidden);
  }

  /** Runs of one colour down a column, as "first-last:rgb"; the background left out. */
  private static List<String> column(BufferedImage img, int x) {
    List<String> runs = new java.util.ArrayList<>();
    int y = 0;
    while (y < img.getHeight()) {
      int argb = img.getRGB(x, y);
      int end = y;
      while (end + 1 < img.getHeight() && img.getRGB(x, end + 1) == argb) {
        end++;
      }
      if ((argb & 0xFFFFFF) != (CanvasTheme.LIGHT.background().getRGB() & 0xFFFFFF)) {
        runs.add(span(y, end, argb & 0xFFFFFF));
      }
      y = end + 1;
    }
    return runs;
  }

  private static String span(int first, int last, int rgb) {
    return first + "-" + last + ":" + Integer.toHexString(rgb);
  }
}
