package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * A node's own primitives' keys looked up and added through {@link ShadowIndex#findOrAdd}, then
 * children's shadows merged through {@link ShadowIndex#findOrClaim} and {@link ShadowIndex#fill}:
 * every answer is what a map of the keys added so far answers, and once the claimed slots are
 * filled (in any order, as the hash order adopts them) the index finds each key at its position,
 * through the index's growth too.
 */
class ShadowIndexClaimTest {
  @Property(tries = 300)
  void claimsAndFillsAgreeWithAMapOfTheKeys(@ForAll @IntRange(min = 0, max = 150) int ownShadows,
      @ForAll @IntRange(min = 1, max = 6) int children, @ForAll @IntRange(min = 0, max = 120) int perChild,
      @ForAll @IntRange(min = 0, max = 1_000_000) int seed) {
    Random rnd = new Random(seed);
    ShadowIndex index = new ShadowIndex();
    ArrayList<ShadowAccumulator> shadows = new ArrayList<>();
    Map<List<Integer>, Integer> model = new HashMap<>();
    OwnPrimitives own = new OwnPrimitives();
    ShadowKey probe = ShadowKey.probe();
    for (int i = 0; i < ownShadows; i++) {
      Primitive p = randomPrimitive(rnd);
      int at = index.findOrAdd(probe.set(topology(p), p), shadows, shadows.size());
      assertThat(at).as("own %s", key(p)).isEqualTo(model.getOrDefault(key(p), -1));
      if (at < 0) {
        model.put(key(p), shadows.size());
        shadows.add(ShadowAccumulator.of(probe, p, own, shadows.size()));
      }
    }
    for (int c = 0; c < children; c++) {
      // A child's keys are distinct.
      Map<List<Integer>, ShadowAccumulator> child = new HashMap<>();
      for (int i = 0; i < perChild; i++) {
        Primitive p = randomPrimitive(rnd);
        child.putIfAbsent(key(p), ShadowAccumulator.of(probe.set(topology(p), p), p, own, i));
      }
      List<List<Integer>> keys = new ArrayList<>(child.keySet());
      Collections.shuffle(keys, rnd);
      index.reserve(shadows.size() + keys.size());
      int[] answers = new int[keys.size()];
      for (int i = 0; i < keys.size(); i++) {
        answers[i] = index.findOrClaim(child.get(keys.get(i)), shadows);
        Integer expected = model.get(keys.get(i));
        if (expected == null) {
          assertThat(answers[i]).as("claim for %s", keys.get(i)).isNegative();
        } else {
          assertThat(answers[i]).as("position of %s", keys.get(i)).isEqualTo(expected);
        }
      }
      List<Integer> fillOrder = new ArrayList<>();
      for (int i = 0; i < keys.size(); i++) {
        fillOrder.add(i);
      }
      Collections.shuffle(fillOrder, rnd);
      for (int i : fillOrder) {
        if (answers[i] < 0) {
          model.put(keys.get(i), shadows.size());
          index.fill(answers[i], shadows.size());
          shadows.add(child.get(keys.get(i)).adopt());
        }
      }
    }
    for (int topology = 0; topology < 3; topology++) {
      for (int a = 0; a < LINES; a++) {
        for (int b = 0; b < LINES; b++) {
          for (int third = -1; third < 2; third++) {
            Primitive p = primitive(topology, a, b, third);
            assertThat(index.find(probe.set(topology(p), p), shadows)).as("find %s", key(p))
                .isEqualTo(model.getOrDefault(key(p), -1));
          }
        }
      }
    }
  }

  private static final int LINES = 6;

  /** Few lines, so that children share many keys: events, states, arrows and three-vertex arrows. */
  private static Primitive randomPrimitive(Random rnd) {
    return primitive(rnd.nextInt(3), rnd.nextInt(LINES), rnd.nextInt(LINES), rnd.nextInt(3) - 1);
  }

  private static Primitive primitive(int topology, int a, int b, int third) {
    return switch (topology) {
      case 0 -> Primitive.event(5, 1, a, null);
      case 1 -> Primitive.state(1, 1, 2, a, null);
      default -> third < 0 ? Primitive.arrow(6, 1, a, 2, b, null)
          : Primitive.adopt(6, new double[] {1, 1, 2}, new int[] {a, b, third}, null);
    };
  }

  /** The topology {@link #primitive} gave by category. */
  private static Topology topology(Primitive p) {
    return switch (p.categoryIndex()) {
      case 5 -> Topology.EVENT;
      case 1 -> Topology.STATE;
      default -> Topology.ARROW;
    };
  }

  private static List<Integer> key(Primitive p) {
    List<Integer> key = new ArrayList<>();
    key.add(topology(p).code());
    for (int i = 0; i < p.vertexCount(); i++) {
      key.add(p.lineId(i));
    }
    return key;
  }
}
