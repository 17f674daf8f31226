package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The timelines' call stacks in shared arrays behave as one stack of frames per timeline: each pop
 * gives back the region, start and attribute text its push had, on the shallow frames and on the
 * deep ones beyond {@link Otf2CallStacks#SHALLOW}, whatever the other timelines do in between.
 */
class Otf2CallStacksProperties {

  private record Frame(long region, long start, byte[] info) {}

  /**
   * Each step acts on timeline {@code step % 7}: pushes when the step's value is odd (with an
   * attribute text when it is 1 modulo 4), pops otherwise, which tends to go deeper than the
   * shallow frames on some timelines and back.
   */
  @Property(tries = 300)
  void popsGiveBackWhatWasPushedPerTimeline(@ForAll @Size(max = 600) List<@IntRange(min = 0, max = 100) Integer> steps) {
    int timelines = 7;
    Otf2CallStacks stacks = new Otf2CallStacks(timelines);
    List<Deque<Frame>> model = new ArrayList<>();
    for (int i = 0; i < timelines; i++) {
      model.add(new ArrayDeque<>());
    }
    long clock = 0;
    for (int i = 0; i < steps.size(); i++) {
      int line = Math.floorMod(steps.get(i) * 31 + i, timelines);
      Deque<Frame> expected = model.get(line);
      // Pushes are twice as likely as pops, so that stacks grow past the shallow frames.
      if (steps.get(i) % 3 != 0 || expected.isEmpty()) {
        byte[] info = steps.get(i) % 4 == 1 ? new byte[] {(byte) i} : null;
        Frame f = new Frame(steps.get(i) * 1000L + i, clock++, info);
        stacks.push(line, f.region(), f.start(), f.info());
        expected.push(f);
      } else {
        Frame f = expected.pop();
        int d = stacks.pop(line);
        assertThat(d).isEqualTo(expected.size());
        assertThat(stacks.region(line, d)).isEqualTo(f.region());
        assertThat(stacks.start(line, d)).isEqualTo(f.start());
        assertThat(stacks.info(line, d)).isSameAs(f.info());
      }
      for (int t = 0; t < timelines; t++) {
        assertThat(stacks.depth(t)).isEqualTo(model.get(t).size());
      }
    }
    // What is left unwinds in order too (as a location's end closes its open regions).
    for (int t = 0; t < timelines; t++) {
      Deque<Frame> expected = model.get(t);
      while (!expected.isEmpty()) {
        Frame f = expected.pop();
        int d = stacks.pop(t);
        assertThat(stacks.region(t, d)).isEqualTo(f.region());
        assertThat(stacks.start(t, d)).isEqualTo(f.start());
        assertThat(stacks.info(t, d)).isSameAs(f.info());
      }
      assertThat(stacks.depth(t)).isZero();
    }
  }
}
