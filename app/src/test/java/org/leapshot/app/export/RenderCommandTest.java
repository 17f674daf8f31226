package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.app.testing.Shared;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code leapshot render} on the reference files, checked by colour counts. */
class RenderCommandTest {
  @TempDir
  Path dir;

  static final int ORANGE = 0xFFA500; // User_Compute in fpilog

  @Test
  void userComputeOrangeDominatesTheRightPartOfFpilog() throws Exception {
    Path png = dir.resolve("fpilog.png");
    int rc = LeapshotCommand.commandLine().execute("render", Shared.fpilog().toString(), "-o", png.toString(),
        "--width", "1200", "--height", "600", "--no-legend");
    assertThat(rc).isZero();
    BufferedImage img = ImageIO.read(png.toFile());
    assertThat(img.getWidth()).isEqualTo(1200);
    // Right half of the timeline area: 80..140 ms of the run is User_Compute on all four ranks.
    double orange = share(img, 700, 60, 1100, 590, ORANGE);
    assertThat(orange).isGreaterThan(0.6);
  }

  @Test
  void darkThemeAndZoomedWindowShowMpiStatesNotJustCompute() throws Exception {
    Path png = dir.resolve("zoom.png");
    int rc = LeapshotCommand.commandLine().execute("render", Shared.fpilog().toString(), "-o", png.toString(),
        "--from", "0.00228", "--to", "0.0045", "--theme", "dark", "--width", "1000", "--height", "500");
    assertThat(rc).isZero();
    BufferedImage img = ImageIO.read(png.toFile());
    assertThat(share(img, 70, 60, 800, 490, 0x2E8B57)).as("SENDRECV green").isGreaterThan(0.1);
    assertThat(share(img, 70, 60, 800, 490, 0xFFFF00)).as("BARRIER yellow").isGreaterThan(0.05);
    assertThat(img.getRGB(5, 5) & 0xFFFFFF).as("dark background").isEqualTo(0x1B1D21);
  }

  @Test
  void svgHasTheCategoryColoursAndIsWellFormed() throws Exception {
    Path svg = dir.resolve("fpilog.svg");
    int rc = LeapshotCommand.commandLine().execute("render", Shared.fpilog().toString(), "-o", svg.toString());
    assertThat(rc).isZero();
    String text = Files.readString(svg);
    assertThat(text).startsWith("<?xml").contains("<svg").endsWith("</svg>\n");
    assertThat(text).containsIgnoringCase("rgb(255,165,0)").contains("User_Compute");
    javax.xml.parsers.DocumentBuilderFactory xml = javax.xml.parsers.DocumentBuilderFactory.newInstance();
    xml.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    assertThat(xml.newDocumentBuilder().parse(svg.toFile()).getDocumentElement().getNodeName()).isEqualTo("svg");
  }

  @Test
  void aFileThatIsNotSlog2FailsWithTheCoresMessage() {
    java.io.StringWriter err = new java.io.StringWriter();
    picocli.CommandLine cli = LeapshotCommand.commandLine();
    cli.setErr(new java.io.PrintWriter(err));
    int rc = cli.execute("render", Shared.testdata("reference/fpilog.clog").toString(), "-o", dir.resolve("x.png").toString());
    assertThat(rc).isEqualTo(1);
    assertThat(err.toString()).contains("not a SLOG-2 file");
    assertThat(dir.resolve("x.png")).doesNotExist();
  }

  /** Share of pixels in the rectangle whose RGB is exactly {@code rgb}. */
  static double share(BufferedImage img, int x0, int y0, int x1, int y1, int rgb) {
    long hit = 0;
    long all = 0;
    for (int y = y0; y < y1; y++) {
      for (int x = x0; x < x1; x++) {
        all++;
        if ((img.getRGB(x, y) & 0xFFFFFF) == rgb) {
          hit++;
        }
      }
    }
    return hit / (double) all;
  }
}
