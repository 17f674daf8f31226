package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Shadow;

/**
 * Two SLOG-2 files equal up to what the reference decides by Java identity hashes (see
 * docs/format-notes.md): the order of a shadow's weights where inclusive ratios tie or are NaN,
 * and the last bits of the category summaries. Everything else must be equal.
 */
final class IdentityOrderEquivalence {
  private IdentityOrderEquivalence() {}

  static void assertEquivalent(Path expected, Path actual) throws IOException {
    try (Slog2Reader e = Slog2Reader.open(expected); Slog2Reader a = Slog2Reader.open(actual)) {
      assertThat(a.fileSize()).isEqualTo(e.fileSize());
      assertThat(a.header()).isEqualTo(e.header());
      assertThat(a.lineIdMaps()).isEqualTo(e.lineIdMaps());
      assertThat(a.directory().entries()).isEqualTo(e.directory().entries());
      assertCategories(e.categories(), a.categories());
      for (DirectoryEntry entry : e.directory().entries()) {
        assertNode(e.readNode(entry), a.readNode(entry));
      }
    }
  }

  private static void assertCategories(Map<Integer, Category> expected, Map<Integer, Category> actual) {
    assertThat(List.copyOf(actual.keySet())).isEqualTo(List.copyOf(expected.keySet()));
    for (Map.Entry<Integer, Category> c : expected.entrySet()) {
      Category x = c.getValue();
      Category y = actual.get(c.getKey());
      assertThat(y.withSummary(x.summary())).isEqualTo(x);
      assertThat(y.summary().count()).isEqualTo(x.summary().count());
      assertClose(x.summary().inclusiveRatio(), y.summary().inclusiveRatio());
      assertClose(x.summary().exclusiveRatio(), y.summary().exclusiveRatio());
    }
  }

  /** Float sums of the same terms in another order: a few units in the last place apart. */
  private static void assertClose(float x, float y) {
    if (Float.isNaN(x) || Float.isNaN(y)) {
      assertThat(Float.isNaN(y)).isEqualTo(Float.isNaN(x));
      return;
    }
    assertThat(Math.abs(x - y)).isLessThanOrEqualTo(8 * Math.ulp(Math.max(Math.abs(x), Math.abs(y))));
  }

  private static void assertNode(TreeNode expected, TreeNode actual) {
    assertThat(actual.box()).isEqualTo(expected.box());
    assertThat(actual.nestless()).isEqualTo(expected.nestless());
    assertThat(actual.nestable()).isEqualTo(expected.nestable());
    assertThat(actual.children()).hasSameSizeAs(expected.children());
    for (int i = 0; i < expected.children().size(); i++) {
      ShadowBuffer x = expected.children().get(i);
      ShadowBuffer y = actual.children().get(i);
      assertThat(y.childId()).isEqualTo(x.childId());
      assertThat(y.childBox()).isEqualTo(x.childBox());
      assertThat(y.childPointer()).isEqualTo(x.childPointer());
      assertShadows(x.nestless(), y.nestless());
      assertShadows(x.nestable(), y.nestable());
    }
  }

  private static void assertShadows(List<Shadow> expected, List<Shadow> actual) {
    assertThat(actual).hasSameSizeAs(expected);
    for (int i = 0; i < expected.size(); i++) {
      Shadow x = expected.get(i);
      Shadow y = actual.get(i);
      assertThat(y.topology()).isEqualTo(x.topology());
      assertThat(y.categoryIndex()).isEqualTo(x.categoryIndex());
      assertThat(y.box()).isEqualTo(x.box());
      assertThat(y.realCount()).isEqualTo(x.realCount());
      assertThat(y.vertexCount()).isEqualTo(x.vertexCount());
      for (int v = 0; v < x.vertexCount(); v++) {
        assertThat(Double.doubleToLongBits(y.time(v))).isEqualTo(Double.doubleToLongBits(x.time(v)));
        assertThat(y.lineId(v)).isEqualTo(x.lineId(v));
      }
      if (orderDecidedByRatios(x.weights())) {
        assertThat(y.weights()).isEqualTo(x.weights());
      } else {
        assertThat(byCategory(y.weights())).isEqualTo(byCategory(x.weights()));
      }
    }
  }

  /** No NaN and no two equal inclusive ratios: then the stored order follows from the values alone. */
  static boolean orderDecidedByRatios(List<CategoryWeight> weights) {
    for (int i = 0; i < weights.size(); i++) {
      float r = weights.get(i).inclusiveRatio();
      if (Float.isNaN(r)) {
        return false;
      }
      for (int j = 0; j < i; j++) {
        if (weights.get(j).inclusiveRatio() == r) {
          return false;
        }
      }
    }
    return true;
  }

  private static List<CategoryWeight> byCategory(List<CategoryWeight> weights) {
    List<CategoryWeight> sorted = new ArrayList<>(weights);
    sorted.sort(Comparator.comparingInt(CategoryWeight::categoryIndex));
    return sorted;
  }
}
