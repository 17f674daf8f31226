package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * Drawables read in start order come out of the buffer as all of them, in end order, ties in
 * input order: the same as a stable sort by end time (the brute force).
 */
class EndOrderBufferProperties {

  @Property
  void givesEveryDrawableInStableEndOrder(@ForAll @Size(max = 300) List<@IntRange(min = 0, max = 5) Integer> gaps,
      @ForAll @Size(max = 300) List<@IntRange(min = 0, max = 40) Integer> lengths) throws TraceInputException {
    List<Drawable> input = new ArrayList<>();
    List<Drawable> out = new ArrayList<>();
    ItemSink sink = new ItemSink() {
      @Override
      public void drawable(Drawable d, String file, long line) {
        out.add(d);
      }

      @Override
      public void item(TraceItem item) {
        throw new AssertionError(item);
      }
    };
    EndOrderBuffer buffer = new EndOrderBuffer("f");
    double now = 0;
    for (int i = 0; i < Math.min(gaps.size(), lengths.size()); i++) {
      now += gaps.get(i);
      buffer.releaseUpTo(now, sink);
      Primitive p = lengths.get(i) == 0 ? Primitive.event(i, now, 0, null)
          : Primitive.state(i, now, now + lengths.get(i), 0, null);
      input.add(p);
      buffer.add(p, i + 1, now, sink);
    }
    buffer.releaseAll(sink);

    List<Drawable> expected = new ArrayList<>(input);
    expected.sort(Comparator.comparingDouble(Drawable::end)); // List.sort is stable
    assertThat(out).containsExactlyElementsOf(expected);
    assertThat(buffer.size()).isZero();
  }
}
