package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Scale;
import org.junit.jupiter.api.Test;

class TimeScaleTest {

  @Test
  void mapsWindowEndsToCanvasEdges() {
    TimeScale s = new TimeScale(0.002, 0.010, 800);
    assertThat(s.x(0.002)).isEqualTo(0.0);
    assertThat(s.x(0.010)).isCloseTo(800.0, within(1e-9));
    assertThat(s.x(0.006)).isCloseTo(400.0, within(1e-9));
    assertThat(s.secPerPx()).isCloseTo(1e-5, within(1e-15));
  }

  @Test
  void columnIsTheFloorOfX() {
    TimeScale s = new TimeScale(0, 1, 10);
    assertThat(s.column(0.0)).isZero();
    assertThat(s.column(0.0999)).isZero();
    assertThat(s.column(0.1)).isEqualTo(1);
    assertThat(s.column(-0.05)).isEqualTo(-1);
    assertThat(s.column(1e300)).isEqualTo(1_000_000);
  }

  @Test
  void rejectsEmptyOrNegativeWindows() {
    assertThatThrownBy(() -> new TimeScale(1, 1, 10)).hasMessageContaining("end > start");
    assertThatThrownBy(() -> new TimeScale(0, 1, 0)).hasMessageContaining("widthPx");
  }

  @Property
  void timeAndXAreInverse(@ForAll @DoubleRange(min = -1e3, max = 1e3) double start,
      @ForAll @DoubleRange(min = 1e-9, max = 1e3) @Scale(12) double width, @ForAll @IntRange(min = 1, max = 10_000) int px,
      @ForAll @DoubleRange(min = 0, max = 1) double f) {
    TimeScale s = new TimeScale(start, start + width, px);
    double x = f * px;
    // Doubles resolve times only to an ulp of the absolute time; that limits the round trip.
    double tolerance = px * (1e-9 + 4 * Math.ulp(Math.abs(start) + width) / width);
    assertThat(s.x(s.time(x))).isCloseTo(x, within(tolerance));
  }
}
