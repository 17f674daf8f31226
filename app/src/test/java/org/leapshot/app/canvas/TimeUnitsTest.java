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
}
