package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class TimeUnitsTest {

  @Test
  void durationsPickAReadableUnit() {
    assertThat(TimeUnits.duration(0.000731)).isEqualTo("731.0 µs");
    assertThat(TimeUnits.duration(0.15438)).isEqualTo("154.4 ms");
    assertThat(TimeUnits.duration(1.25)).isEqualTo("1.250 s");
    assertThat(TimeUnits.duration(42e-9)).isEqualTo("42.00 ns");
    assertThat(TimeUnits.duration(0)).isEqualTo("0 s");
  }

  @Test
  void exactTimesKeepSixDecimalsAndDropTrailingZeros() {
    assertThat(TimeUnits.exact(0.002091)).isEqualTo("0.002091 s");
    assertThat(TimeUnits.exact(0.0021785)).isEqualTo("0.0021785 s");
  }

  @Test
  void typedTimesAcceptUnits() {
    assertThat(TimeUnits.parse("0.25")).isEqualTo(0.25);
    assertThat(TimeUnits.parse(" 12.5 ms")).isCloseTo(0.0125, within(1e-15));
    assertThat(TimeUnits.parse("300us")).isCloseTo(3e-4, within(1e-15));
    assertThat(TimeUnits.parse("7 ns")).isCloseTo(7e-9, within(1e-20));
    assertThatThrownBy(() -> TimeUnits.parse("soon")).hasMessageContaining("not a time");
  }

  @Test
  void viewEdgesResolveAHundredThousandthOfTheViewGroupedBeyondSixDecimals() {
    // the whole run of r16384 (0.1 s): six decimals, as before
    assertThat(TimeUnits.viewEdge(1e-9, 0.102269050)).isEqualTo("0.000000 s");
    assertThat(TimeUnits.viewEdge(0.102269051, 0.102269050)).isEqualTo("0.102269 s");
    // 40 µs deep in a run: every digit that tells the view's ends apart, grouped like the ruler's
    assertThat(TimeUnits.viewEdge(67.6228005123, 40e-6)).isEqualTo("67.622 800 512 3 s");
    assertThat(TimeUnits.parse(TimeUnits.viewEdge(67.6228005123, 40e-6))).isEqualTo(67.6228005123);
  }

  @Test
  void runsOfCenturiesAreWrittenInScientificNotationNotHundredsOfDigits() {
    assertThat(TimeUnits.viewEdge(-1e300, 2e300)).isEqualTo("-1.0000e+300 s");
    assertThat(TimeUnits.duration(2e300)).isEqualTo("2.000e+300 s");
    assertThat(TimeUnits.viewEdge(1.5e12, 1)).isEqualTo("1.500000000000000e+12 s");
    assertThat(TimeUnits.parse(TimeUnits.viewEdge(-1e300, 2e300))).isEqualTo(-1e300);
    assertThat(TimeUnits.viewEdge(Double.NaN, 1)).isEqualTo("NaN s");
  }
}
