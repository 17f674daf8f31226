package org.leapshot.slog2.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The box of a one- or two-vertex primitive, answered by comparisons for ordered vertices, is bit
 * for bit Math.min and Math.max of its vertex times, with zeros of both signs, NaN and infinities;
 * the vertex accessors give the vertices and refuse any other index.
 */
class PrimitiveBoxPropertyTest {
  @Property(tries = 2000)
  void aTwoVertexBoxIsMathMinAndMax(@ForAll("times") double t0, @ForAll("times") double t1) {
    Primitive p = Primitive.adopt(1, t0, 2, t1, 3, null);
    assertThat(Double.doubleToRawLongBits(p.start())).as(t0 + ", " + t1)
        .isEqualTo(Double.doubleToRawLongBits(Math.min(t0, t1)));
    assertThat(Double.doubleToRawLongBits(p.end())).as(t0 + ", " + t1)
        .isEqualTo(Double.doubleToRawLongBits(Math.max(t0, t1)));
    assertThat(Double.doubleToRawLongBits(p.time(0))).isEqualTo(Double.doubleToRawLongBits(t0));
    assertThat(Double.doubleToRawLongBits(p.time(1))).isEqualTo(Double.doubleToRawLongBits(t1));
    assertThat(p.lineId(0)).isEqualTo(2);
    assertThat(p.lineId(1)).isEqualTo(3);
  }

  @Property(tries = 500)
  void anEventsBoxIsItsTime(@ForAll("times") double t) {
    Primitive p = Primitive.adopt(1, t, 2, null);
    assertThat(Double.doubleToRawLongBits(p.start())).isEqualTo(Double.doubleToRawLongBits(t));
    assertThat(Double.doubleToRawLongBits(p.end())).isEqualTo(Double.doubleToRawLongBits(t));
  }

  @Property(tries = 500)
  void aGivenBoxWinsOverTheVertices(@ForAll("times") double t0, @ForAll("times") double t1) {
    Primitive p = Primitive.withBox(1, new double[] {t0, t1}, new int[] {2, 3}, null, -5.0, 7.0);
    assertThat(p.start()).isEqualTo(-5.0);
    assertThat(p.end()).isEqualTo(7.0);
  }

  @Test
  void aVertexBeyondTheCountIsRefused() {
    Primitive event = Primitive.adopt(1, 0.5, 2, null);
    assertThatThrownBy(() -> event.time(1)).isInstanceOf(ArrayIndexOutOfBoundsException.class)
        .hasMessage("vertex 1 of 1");
    assertThatThrownBy(() -> event.lineId(-1)).isInstanceOf(ArrayIndexOutOfBoundsException.class);
    Primitive three = new Primitive(1, new double[] {1, 2, 3}, new int[] {4, 5, 6}, null);
    assertThat(three.time(2)).isEqualTo(3.0);
    assertThat(three.lineId(2)).isEqualTo(6);
    assertThat(three.start()).isEqualTo(1.0);
    assertThat(three.end()).isEqualTo(3.0);
  }

  @Provide
  Arbitrary<Double> times() {
    return Arbitraries.oneOf(Arbitraries.of(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        1.5, -1.5, Double.MIN_VALUE), Arbitraries.doubles().between(-10, 10));
  }
}
