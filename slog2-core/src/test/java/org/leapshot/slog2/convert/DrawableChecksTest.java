package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

class DrawableChecksTest {
  private static final SourcePosition AT = SourcePosition.line("t.txt", 14);

  private final DrawableChecks checks = new DrawableChecks();

  DrawableChecksTest() throws TraceInputException {
    checks.define(state(1), AT);
    checks.define(state(5000), AT);
  }

  private static Category state(int index) {
    return Category.of(index, "s" + index, Topology.STATE, new Rgba(1, 2, 3, 255), 1, InfoLabel.NONE);
  }

  @Test
  void infiniteAndNanTimesAreRejectedWithTheLine() {
    Primitive inf = Primitive.withBox(1, new double[] {0.001, 0.002}, new int[] {3, 3}, null,
        Double.NEGATIVE_INFINITY, 0.002);
    assertThatThrownBy(() -> checks.check(inf, AT)).isInstanceOf(TraceInputException.class)
        .hasMessage("t.txt:14: primitive box (-Infinity, 0.002) is not made of finite times");
    Primitive nan = Primitive.withBox(1, new double[] {Double.NaN}, new int[] {3}, null, Double.NaN, Double.NaN);
    assertThatThrownBy(() -> checks.check(nan, AT)).hasMessageContaining("(NaN, NaN) is not made of finite times");
    Primitive s = Primitive.state(1, 1.0, 2.0, 0, null);
    assertThatThrownBy(() -> checks.check(new Composite(5000, List.of(s), null, 0.5, Double.POSITIVE_INFINITY), AT))
        .hasMessage("t.txt:14: composite box (0.5, Infinity) is not made of finite times");
  }

  @Test
  void timesWhoseRunWouldBeInfinitelyWideAreRejectedWithTheLine() {
    // Each time is finite, but a run from -1e308 to 1e308 s is not: no time scale could draw it.
    Primitive wide = Primitive.state(1, -1e308, 1e308, 0, null);
    assertThat(checks.passes(wide)).isFalse();
    assertThatThrownBy(() -> checks.check(wide, AT)).isInstanceOf(TraceInputException.class)
        .hasMessage("t.txt:14: primitive box (-1.0E308, 1.0E308) lies beyond ±1.0E300 s, further than a trace's run"
            + " can reach");
    assertThat(checks.passes(Primitive.state(1, -1e300, 1e300, 0, null))).isTrue();
  }

  @Test
  void moreDistinctCategoriesThanTheLimitAreRefusedBeforeTheyFillTheHeap() throws TraceInputException {
    DrawableChecks many = new DrawableChecks();
    for (int i = 0; i < DrawableChecks.MAX_CATEGORIES; i++) {
      many.define(state(i), AT);
    }
    many.define(state(7), AT); // a redefinition is not a new category
    assertThatThrownBy(() -> many.define(state(-1), AT)).isInstanceOf(TraceInputException.class)
        .hasMessage("t.txt:14: category -1 is one more than the 100000 distinct categories a trace may define");
  }

  @Test
  void aGoodStateAndCompositePass() {
    Primitive s = Primitive.state(1, 1.0, 2.0, 0, null);
    assertThatCode(() -> checks.check(s, AT)).doesNotThrowAnyException();
    assertThatCode(() -> checks.check(new Composite(5000, List.of(s), null, 0.5, 2.0), AT)).doesNotThrowAnyException();
  }

  @Test
  void startAfterEndNamesTheLine() {
    Primitive p = Primitive.withBox(1, new double[] {0.001, 0.0025}, new int[] {3, 3}, null, 0.0025, 0.001);
    assertThatThrownBy(() -> checks.check(p, AT)).isInstanceOf(TraceInputException.class)
        .hasMessage("t.txt:14: primitive start 0.0025 is after its end 0.001");
  }

  @Test
  void aVertexOutsideTheBoxIsAnError() {
    Primitive p = Primitive.withBox(1, new double[] {0.5, 2.0}, new int[] {3, 3}, null, 1.0, 2.0);
    assertThatThrownBy(() -> checks.check(p, AT))
        .hasMessage("t.txt:14: vertex 1 at time 0.5 lies outside its box (1.0, 2.0)");
  }

  @Test
  void anUndefinedCategoryIsAnError() {
    assertThatThrownBy(() -> checks.check(Primitive.event(7, 1.0, 0, null), AT))
        .hasMessage("t.txt:14: primitive uses category 7, which is not defined before it");
  }

  @Test
  void compositeMembersAreCheckedAndMustLieInsideItsBox() {
    Primitive bad = Primitive.withBox(1, new double[] {0.004, 0.001}, new int[] {0, 1}, null, 0.004, 0.001);
    Primitive good = Primitive.state(1, 1.0, 3.0, 0, null);
    assertThatThrownBy(() -> checks.check(new Composite(5000, List.of(good, bad), null, 0.0, 5.0), AT))
        .hasMessage("t.txt:14: primitive 2 of the composite: primitive start 0.004 is after its end 0.001");
    assertThatThrownBy(() -> checks.check(new Composite(5000, List.of(good), null, 2.0, 5.0), AT))
        .hasMessage("t.txt:14: primitive 1 of the composite: box (1.0, 3.0) lies outside the composite's box (2.0, 5.0)");
    assertThatThrownBy(() -> checks.check(new Composite(5000, List.of(good), null, 4.0, 1.0), AT))
        .hasMessage("t.txt:14: composite start 4.0 is after its end 1.0");
  }
}
