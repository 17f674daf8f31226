package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.DamagePainter;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.DamagedLeaf;
import org.leapshot.slog2.model.TimeBox;

/**
 * {@code render} of fpilog with an undecodable leaf draws as the viewer does: the leaf's range is
 * hatched and named, the states around it are drawn as in the sound file's picture.
 */
class RenderDamagedTest {
  private static final int WIDTH = 1200;
  private static final int HEIGHT = 600;
  private static final int TOP = ViewExporter.TITLE_PX + ViewExporter.RULER_PX;

  @TempDir
  Path dir;
  private DamagedLeaf bad;
  /** A window three leaves wide with the damaged one in the middle, so the band is wide enough for its name. */
  private double t0;
  private double t1;

  @BeforeEach
  void damage() throws Exception {
    bad = DamagedLeaf.of(Shared.fpilog(), dir);
    TimeBox leaf = bad.leaf().box();
    t0 = leaf.earliest() - leaf.duration();
    t1 = leaf.latest() + leaf.duration();
  }

  @Test
  void damagedLeafIsHatchedAndTheStatesAroundItDrawn() throws Exception {
    BufferedImage damaged = render(bad.file(), "damaged.png");
    BufferedImage sound = render(Shared.fpilog(), "sound.png");
    int x0 = column(bad.leaf().box().earliest());
    int x1 = column(bad.leaf().box().latest());
    assertThat(x1 - x0).isGreaterThan(300);

    assertThat(hatchShare(damaged, x0, x1)).as("hatching in the leaf's columns").isGreaterThan(0.05);
    assertThat(hatchShare(damaged, ViewExporter.AXIS_PX, x0 - 6)).as("left of the leaf").isZero();
    assertThat(hatchShare(damaged, x1 + 6, WIDTH)).as("right of the leaf").isZero();
    assertThat(hatchShare(sound, ViewExporter.AXIS_PX, WIDTH)).as("the sound file").isZero();

    // Outside the band the states are drawn, as in the sound file's picture.
    for (int[] side : new int[][] {{ViewExporter.AXIS_PX, x0 - 6}, {x1 + 6, WIDTH}}) {
      assertThat(coloured(damaged, side[0], side[1])).as("states drawn in columns %s", side[0]).isGreaterThan(0.5);
      assertThat(sameShare(damaged, sound, side[0], side[1])).as("as the sound file, columns %s", side[0])
          .isGreaterThan(0.95);
    }
  }

  @Test
  void svgNamesTheUnreadableNode() throws Exception {
    Path svg = dir.resolve("damaged.svg");
    int rc = LeapshotCommand.commandLine().execute("render", bad.file().toString(), "-o", svg.toString(), "--from",
        Double.toString(t0), "--to", Double.toString(t1), "--width", "" + WIDTH, "--height", "" + HEIGHT, "--no-legend");
    assertThat(rc).isZero();
    assertThat(Files.readString(svg)).contains("unreadable " + bad.nodeName());
  }

  @Test
  void exactDetailNamesTheNodeAndTheWayAround() throws Exception {
    Path png = dir.resolve("exact.png");
    java.io.StringWriter err = new java.io.StringWriter();
    picocli.CommandLine cli = LeapshotCommand.commandLine();
    cli.setErr(new java.io.PrintWriter(err));
    int rc = cli.execute("render", bad.file().toString(), "-o", png.toString(), "--detail", "exact");
    assertThat(rc).isEqualTo(1);
    assertThat(err.toString()).hasLineCount(1).contains(bad.file().getFileName() + ": " + bad.nodeName())
        .contains("--detail auto draws the rest of the trace");
    assertThat(png).doesNotExist();
  }

  private BufferedImage render(Path file, String name) throws Exception {
    Path png = dir.resolve(name);
    int rc = LeapshotCommand.commandLine().execute("render", file.toString(), "-o", png.toString(), "--from",
        Double.toString(t0), "--to", Double.toString(t1), "--width", "" + WIDTH, "--height", "" + HEIGHT, "--no-legend");
    assertThat(rc).isZero();
    return ImageIO.read(png.toFile());
  }

  private int column(double t) {
    int canvasW = WIDTH - ViewExporter.AXIS_PX;
    return ViewExporter.AXIS_PX + (int) Math.round((t - t0) / (t1 - t0) * canvasW);
  }

  private static double hatchShare(BufferedImage img, int from, int to) {
    return RenderCommandTest.share(img, from, TOP, to, HEIGHT, DamagePainter.HATCH.getRGB() & 0xFFFFFF);
  }

  /** Share of the timeline pixels in columns [from, to) that are not the background. */
  private static double coloured(BufferedImage img, int from, int to) {
    int background = img.getRGB(5, 5) & 0xFFFFFF;
    return 1 - RenderCommandTest.share(img, from, TOP, to, HEIGHT, background);
  }

  private static double sameShare(BufferedImage a, BufferedImage b, int from, int to) {
    long same = 0;
    long all = 0;
    for (int y = TOP; y < HEIGHT; y++) {
      for (int x = from; x < to; x++) {
        all++;
        same += a.getRGB(x, y) == b.getRGB(x, y) ? 1 : 0;
      }
    }
    return same / (double) all;
  }
}
