package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** {@code render}'s PNG writer: every pixel as drawn, in chunks any PNG reader takes. */
class PngEncoderTest {

  @Property(tries = 60)
  void everyPixelComesBackAsDrawn(@ForAll @IntRange(min = 1, max = 300) int width,
      @ForAll @IntRange(min = 1, max = 200) int height, @ForAll long seed) throws Exception {
    BufferedImage img = picture(width, height, seed, BufferedImage.TYPE_INT_RGB);
    BufferedImage back = ImageIO.read(new ByteArrayInputStream(encode(img)));
    assertThat(back.getWidth()).isEqualTo(width);
    assertThat(back.getHeight()).isEqualTo(height);
    assertThat(rgb(back)).isEqualTo(rgb(img));
  }

  @Test
  void aPictureOfAnotherKindIsWrittenByItsColours() throws Exception {
    BufferedImage img = picture(97, 41, 7, BufferedImage.TYPE_3BYTE_BGR);
    assertThat(rgb(ImageIO.read(new ByteArrayInputStream(encode(img))))).isEqualTo(rgb(img));
  }

  @Test
  void chunksAreWholeAndTheirChecksumsRight() throws Exception {
    ByteBuffer png = ByteBuffer.wrap(encode(picture(1600, 900, 3, BufferedImage.TYPE_INT_RGB)));
    png.position(8);
    List<String> types = new ArrayList<>();
    while (png.hasRemaining()) {
      int length = png.getInt();
      byte[] typeAndData = new byte[4 + length];
      png.get(typeAndData);
      CRC32 crc = new CRC32();
      crc.update(typeAndData);
      assertThat(png.getInt()).isEqualTo((int) crc.getValue());
      types.add(new String(typeAndData, 0, 4, StandardCharsets.US_ASCII));
      assertThat(length).isLessThanOrEqualTo(32_768);
    }
    assertThat(types.get(0)).isEqualTo("IHDR");
    assertThat(types.get(types.size() - 1)).isEqualTo("IEND");
    assertThat(types.subList(1, types.size() - 1)).hasSizeGreaterThan(1).containsOnly("IDAT");
  }

  private static byte[] encode(BufferedImage img) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PngEncoder.write(img, out);
    return out.toByteArray();
  }

  /** Runs of one colour, as timelines are drawn, with noise in between. */
  private static BufferedImage picture(int w, int h, long seed, int type) {
    BufferedImage img = new BufferedImage(w, h, type);
    Random r = new Random(seed);
    for (int y = 0; y < h; y++) {
      int x = 0;
      while (x < w) {
        int run = 1 + r.nextInt(r.nextBoolean() ? 3 : 200);
        int colour = r.nextInt(1 << 24);
        for (int e = Math.min(w, x + run); x < e; x++) {
          img.setRGB(x, y, colour);
        }
      }
    }
    return img;
  }

  private static int[] rgb(BufferedImage img) {
    int[] px = img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    for (int i = 0; i < px.length; i++) {
      px[i] &= 0xFFFFFF;
    }
    return px;
  }
}
