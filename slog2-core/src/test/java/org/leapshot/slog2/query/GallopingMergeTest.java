package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.format.decode.PackedList;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

/**
 * The in-place merge of a few sorted references into a long sorted run against a plain sort of
 * them all in the table's order: the same references in the same places, whether the gaps between
 * the few are moved one by one (short) or copied at once (long), with many ties of start.
 */
class GallopingMergeTest {
  @Property(tries = 500)
  void mergesInPlaceAsASortOfBothRunsDoes(@ForAll long seed, @ForAll @IntRange(min = 0, max = 300) int bigSize,
      @ForAll @IntRange(min = 1, max = 60) int fewSize, @ForAll @IntRange(min = 1, max = 200) int spread) {
    Random r = new Random(seed);
    RefTable table = new RefTable();
    int bigList = table.register(packed(states(r, bigSize, 400)));
    // the few's starts over a part of the big run's: gaps from none to the whole run
    int fewList = table.register(packed(states(r, fewSize, spread)));
    long[] big = sortedRefs(table, bigList, bigSize, fewSize);
    long[] few = sortedRefs(table, fewList, fewSize, 0);
    long[] expected = new long[bigSize + fewSize];
    System.arraycopy(big, 0, expected, 0, bigSize);
    System.arraycopy(few, 0, expected, bigSize, fewSize);
    expected = sorted(table, expected);

    RefRun run = new RefRun(big, bigSize);
    long[] merged = new GallopingMerge(table).mergeInPlace(run, few, fewSize);

    assertThat(run.size).isEqualTo(bigSize + fewSize);
    assertThat(Arrays.copyOf(merged, run.size)).containsExactly(expected);
  }

  /** Times on a coarse grid (quarters) within {@code [0, range / 4)}: many ties of start and of end. */
  private static List<Drawable> states(Random r, int n, int range) {
    List<Drawable> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      double s = r.nextInt(range) / 4.0;
      out.add(Primitive.state(r.nextInt(3), s, s + r.nextInt(8) / 4.0, r.nextInt(3), null));
    }
    out.sort(DrawingOrder.DRAWABLES);
    return out;
  }

  /** The references of a list in the table's order, in an array with {@code room} more places. */
  private static long[] sortedRefs(RefTable table, int list, int n, int room) {
    long[] refs = new long[n];
    for (int i = 0; i < n; i++) {
      refs[i] = WindowDrawables.ref(list, i);
    }
    return Arrays.copyOf(sorted(table, refs), n + room);
  }

  private static long[] sorted(RefTable table, long[] refs) {
    return Arrays.stream(refs).boxed().sorted(table::compare).mapToLong(Long::longValue).toArray();
  }

  private static PackedDrawables packed(List<Drawable> drawables) {
    PackedList nestable = new PackedList(drawables.size());
    drawables.forEach(nestable::add);
    return PackedDrawables.merge(nestable, new PackedList(0));
  }
}
