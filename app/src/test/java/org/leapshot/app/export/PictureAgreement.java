package org.leapshot.app.export;

import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/**
 * How much two pictures of one view agree, block by block: each {@code block × block} square's
 * colour is its most frequent one (channels quantised to 16 levels, so anti-aliasing does not
 * count); the share of squares whose colours agree. The same measure as the shared
 * {@code picture_agreement.py}, so figures quoted from either compare.
 */
final class PictureAgreement {
  private PictureAgreement() {}

  static double of(BufferedImage a, BufferedImage b, int x0, int y0, int x1, int y1, int block) {
    if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
      throw new IllegalArgumentException("sizes differ: " + a.getWidth() + "x" + a.getHeight() + " vs " + b.getWidth()
          + "x" + b.getHeight());
    }
    long blocks = 0;
    long same = 0;
    for (int y = y0; y + block <= y1; y += block) {
      for (int x = x0; x + block <= x1; x += block) {
        blocks++;
        same += mode(a, x, y, block) == mode(b, x, y, block) ? 1 : 0;
      }
    }
    return blocks == 0 ? 1 : same / (double) blocks;
  }

  /**
   * The share of pixels two pictures have in common block by block: per square, each quantised
   * colour's fewer pixels of the two, summed. Unlike {@link #of} it does not ask which colour wins a
   * square, so two pictures that show the same mix of categories in a square in different cells
   * (each chose its mixed cells by credits from slightly different sums) agree.
   */
  static double colours(BufferedImage a, BufferedImage b, int x0, int y0, int x1, int y1, int block) {
    long pixels = 0;
    long common = 0;
    for (int y = y0; y + block <= y1; y += block) {
      for (int x = x0; x + block <= x1; x += block) {
        Map<Integer, Integer> ca = counts(a, x, y, block);
        Map<Integer, Integer> cb = counts(b, x, y, block);
        for (Map.Entry<Integer, Integer> e : ca.entrySet()) {
          common += Math.min(e.getValue(), cb.getOrDefault(e.getKey(), 0));
        }
        pixels += (long) block * block;
      }
    }
    return pixels == 0 ? 1 : common / (double) pixels;
  }

  private static Map<Integer, Integer> counts(BufferedImage img, int x0, int y0, int block) {
    Map<Integer, Integer> counts = new HashMap<>();
    for (int y = y0; y < y0 + block; y++) {
      for (int x = x0; x < x0 + block; x++) {
        int rgb = img.getRGB(x, y);
        counts.merge(((rgb >> 20) & 0xF) << 8 | ((rgb >> 12) & 0xF) << 4 | ((rgb >> 4) & 0xF), 1, Integer::sum);
      }
    }
    return counts;
  }

  /** The most frequent quantised colour of a block (the smallest code on ties, as numpy's argmax on sorted values). */
  static int mode(BufferedImage img, int x0, int y0, int block) {
    Map<Integer, Integer> counts = new HashMap<>();
    for (int y = y0; y < y0 + block; y++) {
      for (int x = x0; x < x0 + block; x++) {
        int rgb = img.getRGB(x, y);
        int code = ((rgb >> 20) & 0xF) << 8 | ((rgb >> 12) & 0xF) << 4 | ((rgb >> 4) & 0xF);
        counts.merge(code, 1, Integer::sum);
      }
    }
    int best = -1;
    int bestCount = 0;
    for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
      if (e.getValue() > bestCount || (e.getValue() == bestCount && e.getKey() < best)) {
        best = e.getKey();
        bestCount = e.getValue();
      }
    }
    return best;
  }

  /** {@code java PictureAgreement A.png B.png [block]}: prints the agreement of the whole pictures. */
  public static void main(String[] args) throws java.io.IOException {
    BufferedImage a = javax.imageio.ImageIO.read(new java.io.File(args[0]));
    BufferedImage b = javax.imageio.ImageIO.read(new java.io.File(args[1]));
    int block = args.length > 2 ? Integer.parseInt(args[2]) : 8;
    System.out.printf("%.3f %.3f%n", of(a, b, 0, 0, a.getWidth() / block * block, a.getHeight() / block * block, block),
        colours(a, b, 0, 0, a.getWidth() / block * block, a.getHeight() / block * block, block));
  }
}
