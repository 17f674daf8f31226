package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.PackedDrawables;
import org.leapshot.slog2.format.PackedNode;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;

/** Objects made for whole nodes are kept for the most recently shown drawables only. */
class ObjectKeeperTest {

  @Test
  void keepsTheObjectsOfTheLatestNodesWithinItsBudget() {
    ObjectKeeper keeper = new ObjectKeeper(25);
    LoadedNode a = node(10, 0);
    LoadedNode b = node(10, 100);
    LoadedNode c = node(10, 200);
    Drawable[] first = a.objects(keeper);
    assertThat(a.objects(keeper)).isSameAs(first); // kept: the next query copies references
    assertThat(a.get(3)).isSameAs(first[3]);
    b.objects(keeper);
    a.objects(keeper); // a is now the most recently used
    c.objects(keeper); // over 25: b, the least recently used, lets its objects go
    assertThat(keeper.count()).isEqualTo(20);
    assertThat(a.objects(keeper)).isSameAs(first);
    Drawable[] againB = b.objects(keeper);
    assertThat(againB).containsExactly(b.mergedArray()); // made anew, equal
    assertThat(keeper.count()).isEqualTo(20);
  }

  @Test
  void aNodeLargerThanTheBudgetIsStillShown() {
    ObjectKeeper keeper = new ObjectKeeper(5);
    LoadedNode big = node(10, 0);
    assertThat(big.objects(keeper)).hasSize(10);
    assertThat(keeper.count()).isEqualTo(10);
  }

  private static LoadedNode node(int n, double t) {
    PackedDrawables.Builder states = new PackedDrawables.Builder(n);
    for (int i = 0; i < n; i++) {
      states.add(Primitive.state(1, t + i, t + i + 0.5, 0, new byte[] {(byte) i}));
    }
    PackedDrawables packed = PackedDrawables.merge(states, new PackedDrawables.Builder(0));
    return LoadedNode.of(new PackedNode(new TimeBox(t, t + n), new NodeId(0, 0), BlockPointer.NULL, packed, List.of()));
  }
}
