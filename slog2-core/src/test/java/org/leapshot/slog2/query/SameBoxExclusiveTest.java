package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * States of one box nest in drawing order, the later inside the earlier, as the canvas draws them:
 * a Paraver state record and the MPI call it coincides with, or two calls a coarse clock gave the
 * same times. Each loses a child's time once, so no exclusive time is negative and a timeline's
 * exclusive times add up to the time its states cover.
 */
class SameBoxExclusiveTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void statesOfOneBoxNestInDrawingOrder(boolean someTimelines) throws IOException {
    Path file = dir.resolve("same-box.slog2");
    try (Slog2Writer w = Slog2Writer.create(file, new WriterOptions(1000, 2))) {
      for (Category c : GeneratedTrace.categories()) {
        w.addCategory(c);
      }
      // Timeline 0: two states of one box [0, 10] around a call [2, 3]; timeline 1: a phase [0, 10]
      // around two states of one box [2, 5]. The writer takes drawables in end-time order.
      w.addDrawable(Primitive.state(GeneratedTrace.SEND, 2, 3, 0, null));
      w.addDrawable(Primitive.state(GeneratedTrace.COMPUTE, 2, 5, 1, null));
      w.addDrawable(Primitive.state(GeneratedTrace.COMM, 2, 5, 1, null));
      w.addDrawable(Primitive.state(GeneratedTrace.OUTER, 0, 10, 0, null));
      w.addDrawable(Primitive.state(GeneratedTrace.COMPUTE, 0, 10, 0, null));
      w.addDrawable(Primitive.state(GeneratedTrace.OUTER, 0, 10, 1, null));
      w.finish();
    }
    try (TraceSession s = TraceSession.open(file, SessionOptions.DEFAULT.withReadAhead(false))) {
      RangeStatistics st = someTimelines ? s.statistics(0, 10, true, new int[] {0, 1}) : s.statistics(0, 10, true);
      Map<Integer, DurationStats> zero = st.byTimeline().get(0);
      Map<Integer, DurationStats> one = st.byTimeline().get(1);
      // Of the two [0, 10] states the one drawn first holds the other whole; the call is the inner one's.
      double first = Math.min(zero.get(GeneratedTrace.OUTER).exclusive(), zero.get(GeneratedTrace.COMPUTE).exclusive());
      double second = Math.max(zero.get(GeneratedTrace.OUTER).exclusive(), zero.get(GeneratedTrace.COMPUTE).exclusive());
      assertThat(first).isCloseTo(0, within(1e-12));
      assertThat(second).isCloseTo(9, within(1e-12));
      assertThat(zero.get(GeneratedTrace.SEND).exclusive()).isCloseTo(1, within(1e-12));
      // The phase loses the [2, 5] box once, not once per state of that box.
      assertThat(one.get(GeneratedTrace.OUTER).exclusive()).isCloseTo(7, within(1e-12));
      assertThat(one.get(GeneratedTrace.COMPUTE).exclusive() + one.get(GeneratedTrace.COMM).exclusive())
          .isCloseTo(3, within(1e-12));
      assertThat(one.get(GeneratedTrace.COMPUTE).exclusive()).isGreaterThanOrEqualTo(0);
      assertThat(one.get(GeneratedTrace.COMM).exclusive()).isGreaterThanOrEqualTo(0);
    }
  }
}
