package org.leapshot.app.preview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.junit.jupiter.api.Test;

class DensityProfileTest {

  @Test
  void stateTimeIsSpreadOverTheColumnsItCovers() {
    Map<Integer, Category> cats = Map.of(1, Category.of(1, "A", Topology.STATE, new Rgba(1, 2, 3, 255), 1, InfoLabel.NONE));
    WindowData data = new WindowData(0, 10, 10, List.of(Primitive.state(1, 2.5, 4.5, 0, null)), List.of());
    DensityProfile p = DensityProfile.build(data, cats, 10);
    assertThat(p.column(1)).isEmpty();
    assertThat(p.column(2)).singleElement().satisfies(s -> assertThat(s.busySec()).isCloseTo(0.5, within(1e-12)));
    assertThat(p.column(3)).singleElement().satisfies(s -> assertThat(s.busySec()).isCloseTo(1.0, within(1e-12)));
    assertThat(p.column(4)).singleElement().satisfies(s -> assertThat(s.busySec()).isCloseTo(0.5, within(1e-12)));
  }

  @Test
  void nestedStatesCountOnceAsTheInnermostOne() {
    Map<Integer, Category> cats = Map.of(
        1, Category.of(1, "Outer", Topology.STATE, new Rgba(1, 2, 3, 255), 1, InfoLabel.NONE),
        2, Category.of(2, "Inner", Topology.STATE, new Rgba(3, 2, 1, 255), 1, InfoLabel.NONE));
    WindowData data = new WindowData(0, 10, 10,
        List.of(Primitive.state(1, 0, 10, 0, null), Primitive.state(2, 3, 4.5, 0, null)), List.of());
    DensityProfile p = DensityProfile.build(data, cats, 10);
    // Column 3 is all Inner: one second of the timeline's time, not two (Outer's and Inner's).
    assertThat(p.column(3)).singleElement().satisfies(s -> {
      assertThat(s.categoryIndex()).isEqualTo(2);
      assertThat(s.busySec()).isCloseTo(1.0, within(1e-12));
    });
    assertThat(p.column(4)).extracting(DensityProfile.Share::busySec).containsExactly(0.5, 0.5);
    assertThat(p.column(7)).singleElement().satisfies(s -> assertThat(s.categoryIndex()).isEqualTo(1));
  }

  @Test
  void fpilogOverviewIsMostlyUserComputeInTheMiddle() throws Exception {
    try (TraceView t = TraceView.open(Shared.fpilog())) {
      WindowData whole = t.query(t.range().earliest(), t.range().latest(), 200);
      DensityProfile p = DensityProfile.build(whole, t.categories(), 200);
      // Halfway between the MPI phases (about 40 ms and 120 ms) all four ranks compute.
      for (int column : new int[] {50, 150}) {
        List<DensityProfile.Share> shares = p.column(column);
        assertThat(shares.get(0).categoryIndex()).isEqualTo(183);
        assertThat(shares.get(0).busySec() / (4 * p.columnSec())).isGreaterThan(0.9);
      }
    }
  }
}
