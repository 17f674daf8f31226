package org.leapshot.slog2.format.decode;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.Topology;

/**
 * Child shadow buffers as the spec lays them out (§8.5), decoded now and on first access: both
 * give the same shadows, each with the topology its category says (preview, the file's, else
 * guessed from the list and its vertices).
 */
class ShadowBufferReaderTest {
  /** Category 5 is the file's arrow; 6 is not defined. */
  private static final Map<Integer, Category> CATEGORIES = Map.of(
      Category.PREVIEW_STATE_INDEX, Category.preview(Topology.STATE),
      5, Category.of(5, "message", Topology.ARROW, new Rgba(1, 2, 3, 255), 1, InfoLabel.NONE));
  private static final int[] CATS = {Category.PREVIEW_EVENT_INDEX, Category.PREVIEW_ARROW_INDEX,
      Category.PREVIEW_STATE_INDEX, 5, 6};

  @Property(tries = 200)
  void deferredShadowsAreTheShadowsDecodedNowWithTheirCategoriesTopologies(@ForAll long seed) throws Exception {
    Random r = new Random(seed);
    int buffers = 1 + r.nextInt(3);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int[][][] cats = new int[buffers][2][];
    int[][][] vertices = new int[buffers][2][];
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      for (int b = 0; b < buffers; b++) {
        out.writeDouble(b);
        out.writeDouble(b + 1);
        out.writeShort(0);
        out.writeInt(b);
        out.writeLong(1000L * b);
        out.writeInt(100);
        for (int list = 0; list < 2; list++) {
          int n = r.nextInt(5);
          cats[b][list] = new int[n];
          vertices[b][list] = new int[n];
          out.writeInt(n);
          for (int i = 0; i < n; i++) {
            cats[b][list][i] = CATS[r.nextInt(CATS.length)];
            vertices[b][list][i] = 1 + r.nextInt(3);
            shadow(out, r, cats[b][list][i], vertices[b][list][i]);
          }
        }
      }
    }
    byte[] block = bytes.toByteArray();
    ShadowBufferReader reader = new ShadowBufferReader(CATEGORIES);
    SectionReader reread = (offset, length) -> ByteBuffer.wrap(Arrays.copyOfRange(block, (int) offset,
        (int) offset + length));
    BlockInput now = new BlockInput(block, "f", "node", 0);
    BlockInput later = new BlockInput(block, "f", "node", 0);
    for (int b = 0; b < buffers; b++) {
      ShadowBuffer decoded = reader.readBuffer(now);
      ShadowBuffer deferred = reader.readBufferDeferred(later, reread);
      assertThat(deferred.childBox()).isEqualTo(decoded.childBox());
      assertThat(deferred.childPointer()).isEqualTo(decoded.childPointer());
      List<ShadowColumns> lists = List.of(decoded.nestlessColumns(), decoded.nestableColumns());
      List<ShadowColumns> again = List.of(deferred.nestlessColumns(), deferred.nestableColumns());
      for (int list = 0; list < 2; list++) {
        ShadowColumns c = lists.get(list);
        assertThat(again.get(list)).containsExactlyElementsOf(c);
        assertThat(c.size()).isEqualTo(cats[b][list].length);
        for (int i = 0; i < c.size(); i++) {
          assertThat(c.topology(i)).as("category %d, %s", cats[b][list][i], list == 1 ? "nestable" : "nestless")
              .isEqualTo(expected(cats[b][list][i], list == 1, vertices[b][list][i]));
          assertThat(c.vertexCount(i)).isEqualTo(vertices[b][list][i]);
        }
      }
    }
    assertThat(now.position()).isEqualTo(block.length);
    assertThat(later.position()).isEqualTo(block.length);
  }

  /** The rule, written out: preview categories by index, the file's by definition, else by shape. */
  private static Topology expected(int category, boolean nestable, int vertices) {
    return switch (category) {
      case Category.PREVIEW_EVENT_INDEX -> Topology.EVENT;
      case Category.PREVIEW_ARROW_INDEX -> Topology.ARROW;
      case Category.PREVIEW_STATE_INDEX -> Topology.STATE;
      case 5 -> Topology.ARROW;
      default -> nestable ? Topology.STATE : vertices == 1 ? Topology.EVENT : Topology.ARROW;
    };
  }

  private static void shadow(DataOutputStream out, Random r, int category, int vertices) throws IOException {
    out.writeInt(category);
    int info = r.nextInt(4) == 0 ? 2 : 0; // a writer that stored some is tolerated
    out.writeShort(info);
    out.write(new byte[info]);
    out.writeShort(vertices);
    for (int v = 0; v < vertices; v++) {
      out.writeDouble(v * 0.25);
      out.writeInt(r.nextInt(8));
    }
    out.writeDouble(0);
    out.writeDouble(0.25 * vertices);
    out.writeLong(1 + r.nextInt(100));
    int weights = r.nextInt(3);
    out.writeInt(weights);
    for (int w = 0; w < weights; w++) {
      out.writeInt(r.nextInt(10));
      out.writeFloat(r.nextFloat());
      out.writeFloat(r.nextFloat());
      out.writeLong(r.nextInt(50));
    }
  }
}
