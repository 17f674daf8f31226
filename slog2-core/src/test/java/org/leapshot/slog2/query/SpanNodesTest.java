package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.decode.PackedNode;
import org.leapshot.slog2.model.TimeBox;

/** Whether a window's plan is a span's: against the rule written out, on random spans and plans. */
class SpanNodesTest {
  @Property(tries = 500)
  void aPlanIsTheSpansWhenItKeepsTheirOrderAndLeavesOutNoNodeOverlappingTheWindow(@ForAll long seed) {
    Random r = new Random(seed);
    int n = r.nextInt(8);
    List<BlockPointer> pointers = new ArrayList<>();
    LoadedNode[] loaded = new LoadedNode[n];
    for (int i = 0; i < n; i++) {
      double a = r.nextInt(20);
      pointers.add(new BlockPointer(100L * (i + 1), 10));
      loaded[i] = node(pointers.get(i), a, a + r.nextInt(6));
    }
    SpanNodes span = new SpanNodes(pointers, loaded);
    double s = r.nextInt(24);
    double e = s + r.nextInt(6);
    List<BlockPointer> planned = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      boolean overlaps = loaded[i].box().earliest() <= e && s <= loaded[i].box().latest();
      if (overlaps ? r.nextInt(6) != 0 : r.nextInt(4) == 0) { // now and then one left out, or one more
        planned.add(pointers.get(i));
      }
    }
    if (planned.size() > 1 && r.nextInt(5) == 0) {
      planned.add(0, planned.remove(planned.size() - 1)); // out of order
    }
    if (r.nextInt(6) == 0) {
      planned.add(r.nextInt(planned.size() + 1), new BlockPointer(7, 10)); // not the span's
    }
    assertThat(span.sameAs(planned, s, e)).isEqualTo(rule(pointers, loaded, planned, s, e));
  }

  @Example
  void aNodeIsHeldWhenTheRangeIsInOrderAndInsideItsBox() {
    SpanNodes span = new SpanNodes(List.of(new BlockPointer(1, 1)), new LoadedNode[] {node(null, 2, 5)});
    assertThat(span.holds(0, 2, 5)).isTrue();
    assertThat(span.holds(0, 3, 3)).isTrue();
    assertThat(span.holds(0, 4, 3)).isFalse();
    assertThat(span.holds(0, 1, 3)).isFalse();
    assertThat(span.holds(0, 3, 6)).isFalse();
    assertThat(span.holds(0, Double.NaN, 3)).isFalse();
  }

  /** The plan is the span's nodes in their order, some not overlapping [s, e] perhaps, none overlapping it left out. */
  private static boolean rule(List<BlockPointer> pointers, LoadedNode[] loaded, List<BlockPointer> planned,
      double s, double e) {
    int at = 0;
    for (int i = 0; i < pointers.size(); i++) {
      if (at < planned.size() && planned.get(at).equals(pointers.get(i))) {
        at++;
      } else if (loaded[i].box().earliest() <= e && s <= loaded[i].box().latest()) {
        return false;
      }
    }
    return at == planned.size();
  }

  private static LoadedNode node(BlockPointer self, double earliest, double latest) {
    return LoadedNode.of(new PackedNode(new TimeBox(earliest, latest), new NodeId(0, 0), self, null, List.of()));
  }
}
