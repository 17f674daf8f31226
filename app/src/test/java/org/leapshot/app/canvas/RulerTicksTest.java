package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Scale;
import org.junit.jupiter.api.Test;

class RulerTicksTest {

  @Test
  void niceStepsAreOneTwoFiveTimesAPowerOfTen() {
    assertThat(RulerTicks.niceStep(0.7)).isEqualTo(1.0);
    assertThat(RulerTicks.niceStep(1.0)).isEqualTo(1.0);
    assertThat(RulerTicks.niceStep(1.2)).isEqualTo(2.0);
    assertThat(RulerTicks.niceStep(3)).isEqualTo(5.0);
    assertThat(RulerTicks.niceStep(6)).isEqualTo(10.0);
    assertThat(RulerTicks.niceStep(0.00031)).isCloseTo(0.0005, within(1e-15));
  }

  @Test
  void wholeFpilogRunGetsMillisecondLabels() {
    // fpilog: 0.002091 .. 0.157824 s on 1000 px; labels >= 90 px apart -> 20 ms steps.
    RulerTicks t = RulerTicks.choose(new TimeScale(0.002091, 0.157824, 1000), 90);
    assertThat(t.stepSec()).isCloseTo(0.02, within(1e-12));
    assertThat(t.unitLabel()).isEqualTo("ms");
    assertThat(t.ticks()).extracting(RulerTicks.Tick::label).containsExactly("20", "40", "60", "80", "100", "120", "140");
  }

  @Test
  void aRunStartingAHairAfterATickShowsThatTickAtItsLeftEdge() {
    // r16384 starts at 11 ns, r64_5g a few microseconds in: "0" was missing, the ruler began at "20".
    RulerTicks r16384 = RulerTicks.choose(new TimeScale(11e-9, 0.128934, 700), 90);
    assertThat(r16384.ticks().get(0).label()).isEqualTo("0");
    assertThat(r16384.ticks().get(0).x()).isBetween(-0.5, 0.0);
    RulerTicks r64 = RulerTicks.choose(new TimeScale(3e-6, 67.6228, 790), 90);
    assertThat(r64.ticks()).extracting(RulerTicks.Tick::label).startsWith("0", "10");
    // A tick more than half a pixel before the window stays out.
    assertThat(RulerTicks.choose(new TimeScale(0.002091, 0.157824, 1000), 90).ticks().get(0).label()).isEqualTo("20");
  }

  @Test
  void zoomedWindowUsesDecimalsOfTheStep() {
    RulerTicks t = RulerTicks.choose(new TimeScale(0.00228, 0.00711, 1000), 90);
    assertThat(t.stepSec()).isCloseTo(0.0005, within(1e-15));
    assertThat(t.unitLabel()).isEqualTo("ms");
    assertThat(t.ticks().get(0).label()).isEqualTo("2.5");
  }

  @Test
  void nanosecondWindowsUseNanoseconds() {
    RulerTicks t = RulerTicks.choose(new TimeScale(1.0, 1.0 + 40e-9, 800), 90);
    assertThat(t.unit()).isEqualTo(TimeUnits.Unit.NS);
    // a second in, "1000000005" ns would be ten digits: the ticks after the first count from it
    assertThat(t.ticks().subList(1, t.ticks().size())).isNotEmpty().allSatisfy(k -> assertThat(k.label()).endsWith(" ns"));
    RulerTicks early = RulerTicks.choose(new TimeScale(1e-6, 1e-6 + 40e-9, 800), 90);
    assertThat(early.unitLabel()).isEqualTo("ns");
  }

  @Test
  void deepInALongRunTheFirstTickSaysItsTimeAndTheOthersHowFarAfterItTheyAre() {
    // 5 µs at the end of r64 (67.6228 s): the labels read "67622795.5" µs, nine digits each
    RulerTicks t = RulerTicks.choose(new TimeScale(67.6228 - 5e-6, 67.6228, 1000), 90);
    assertThat(t.fromFirst()).isTrue();
    assertThat(t.ticks().get(0).label()).matches("67\\.622 79\\d \\d s");
    assertThat(t.ticks().subList(1, 3)).extracting(RulerTicks.Tick::label).containsExactly("+0.5 µs", "+1.0 µs");
    assertThat(t.unitLabel()).as("each label has its unit").isEmpty();
    // the whole run keeps its plain labels and the unit at the end
    RulerTicks whole = RulerTicks.choose(new TimeScale(0, 67.6228, 1000), 90);
    assertThat(whole.fromFirst()).isFalse();
    assertThat(whole.unitLabel()).isEqualTo("s");
  }

  @Property(tries = 400)
  void labelsHaveAtMostSixDigitsElseCountFromTheFirstTick(@ForAll @DoubleRange(min = -2, max = 6) double logStart,
      @ForAll @DoubleRange(min = -8, max = 3) double logWidth, @ForAll @IntRange(min = 200, max = 4000) int px) {
    double start = Math.pow(10, logStart);
    double width = Math.max(org.leapshot.app.view.ViewState.MIN_WIDTH_SEC, Math.pow(10, logWidth));
    RulerTicks t = RulerTicks.choose(new TimeScale(start, start + width, px), 90);
    java.util.List<RulerTicks.Tick> ticks = t.ticks();
    for (int i = t.fromFirst() ? 1 : 0; i < ticks.size(); i++) {
      String label = ticks.get(i).label();
      assertThat(RulerTicks.digits(label)).as(label).isLessThanOrEqualTo(RulerTicks.MAX_DIGITS);
      if (t.fromFirst()) {
        // "+1.5 µs" says how far the tick is after the first
        String[] parts = label.substring(1).split(" ");
        double offset = Double.parseDouble(parts[0]) * TimeUnits.parse("1 " + parts[1].replace("µ", "u"));
        assertThat(offset).isCloseTo(i * t.stepSec(), within(t.stepSec() * 1e-6));
      }
    }
    if (t.fromFirst()) {
      double base = TimeUnits.parse(ticks.get(0).label().replace(" ", ""));
      assertThat(base).as(ticks.get(0).label()).isCloseTo(ticks.get(0).timeSec(), within(t.stepSec() / 100));
    }
  }

  @Property
  void ticksAreInsideTheWindowAndFarEnoughApart(@ForAll @DoubleRange(min = -10, max = 10) double start,
      @ForAll @DoubleRange(min = 1e-7, max = 100) @Scale(10) double width, @ForAll @IntRange(min = 100, max = 4000) int px) {
    TimeScale s = new TimeScale(start, start + width, px);
    RulerTicks t = RulerTicks.choose(s, 90);
    assertThat(t.stepSec() / s.secPerPx()).isGreaterThanOrEqualTo(90 * (1 - 1e-9));
    assertThat(t.stepSec() / s.secPerPx()).isLessThan(90 * 2.5 + 1);
    for (RulerTicks.Tick tick : t.ticks()) {
      double tolerance = px * (1e-9 + 4 * Math.ulp(Math.abs(start) + width) / width);
      // a tick less than half a pixel before the window is drawn in its first column
      assertThat(tick.x()).isBetween(-0.5 - tolerance, px + tolerance);
    }
  }
}
