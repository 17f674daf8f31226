package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.stream.IntStream;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.testing.Shared;

/**
 * OTF2 archives dropped on the real window (Xvfb) are converted in the background into the cache
 * and opened with their timelines placed by the system tree: the "node / process / thread" map,
 * one row per location (otf2_test_traces: ten ranks on ten nodes kn1..kn10) named from the
 * definitions, regions, collectives and messages in the legend. The archive's directory opens too.
 */
class Otf2ImportTest extends DropWindowTest {
  @Test
  void aDroppedAnchorFileOpensWithTimelinesFromTheSystemTree() {
    Path anchor = Shared.testdata("otf2/otf2_test_traces/traces.otf2");
    assertThat(drop(anchor)).isTrue();
    awaitTitle("traces.otf2");
    assertThat(main.opener().conversions()).isEqualTo(1);
    window.label("axisTitle").requireText("node / process / thread");
    RowLayout rows = GuiActionRunner.execute(
        () -> window.robot().finder().findByName("timelineCanvas", TimelineCanvas.class).rows());
    // One MPI rank per node: node kn(k+1).eth holds MPI Rank k, its master thread; named as otf2-print -G names them.
    assertThat(IntStream.range(0, rows.rowCount()).mapToObj(rows::label).toList()).containsExactlyElementsOf(
        IntStream.range(0, 10).mapToObj(k -> "kn" + (k + 1) + ".eth / MPI Rank " + k + " / Master thread").toList());
    assertThat(legendNames()).contains("MPI_Isend", "MPI_Irecv", "MPI_Waitall", "collective ALLREDUCE", "message");
  }

  @Test
  void aDroppedArchiveDirectoryOpensItsAnchor() {
    Path dir = Shared.testdata("otf2/ping-pong-otf2");
    assertThat(drop(dir)).isTrue();
    awaitTitle("ping-pong-otf2");
    window.label("axisTitle").requireText("node / process / thread");
    assertThat(legendNames()).contains("MPI_Send", "MPI_Recv", "int main(int, char**)", "message");
  }
}
