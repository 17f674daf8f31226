package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.write.WriteSummary;
import org.leapshot.slog2.write.WriterOptions;

/**
 * Nodes stored and merged on the node writer thread give the same file as on the caller's thread;
 * nodes placed in the file by the thread, after the trunk has gone on to later nodes, land where the
 * trunk would have placed them itself, for trees of any shape.
 */
class NodeWriterThreadTest {
  private static final int DEFAULT_THRESHOLD = NodeWriterThread.backgroundShadowBytes;
  private static final int DEFAULT_LEAF_THRESHOLD = NodeWriterThread.backgroundLeafBytes;
  private static final List<Category> CATEGORIES = List.of(
      Category.of(1, "Compute", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE),
      Category.of(2, "Wait", Topology.STATE, new Rgba(0, 255, 0, 255), 1, InfoLabel.NONE),
      Category.of(3, "message", Topology.ARROW, new Rgba(255, 255, 255, 255), 3, InfoLabel.NONE),
      Category.of(4, "Tick", Topology.EVENT, new Rgba(0, 0, 255, 255), 1, InfoLabel.NONE));

  @TempDir
  Path dir;

  @AfterEach
  @AfterProperty
  void restoreThreshold() {
    NodeWriterThread.backgroundShadowBytes = DEFAULT_THRESHOLD;
    NodeWriterThread.backgroundLeafBytes = DEFAULT_LEAF_THRESHOLD;
  }

  /**
   * 0: every node on the thread, leaves too; in between, leaves and small nodes are written while
   * bigger ones are in flight, and some leaves go to the thread (the same threshold for their own bytes).
   */
  @ParameterizedTest
  @ValueSource(ints = {0, 1024, 4096, 16384, 65536})
  void nodesInTheBackgroundWriteTheSameBytesAsNoneInTheBackground(int threshold) throws IOException {
    List<Drawable> trace = manyTimelines(new Random(7), 64, 6000, 0);

    NodeWriterThread.backgroundShadowBytes = Integer.MAX_VALUE;
    NodeWriterThread.backgroundLeafBytes = Integer.MAX_VALUE;
    Path inline = write(trace, "inline.slog2");
    NodeWriterThread.backgroundShadowBytes = threshold;
    NodeWriterThread.backgroundLeafBytes = threshold;
    Path background = write(trace, "background.slog2");

    assertThat(Files.size(inline)).isGreaterThan(100_000);
    assertThat(Files.readAllBytes(background)).isEqualTo(Files.readAllBytes(inline));
  }

  @Property(tries = 25)
  void nodesPlacedByTheThreadLandWhereTheTrunkWouldHavePlacedThem(@ForAll @IntRange(min = 1, max = 300) int lines,
      @ForAll @IntRange(min = 200, max = 4000) int count, @ForAll @IntRange(min = 300, max = 3000) int leafBytes,
      @ForAll @IntRange(min = 2, max = 4) int children, @ForAll @IntRange(min = 0, max = 8192) int threshold,
      @ForAll @IntRange(min = 0, max = 3000) int leafThreshold, @ForAll long seed) throws IOException {
    List<Drawable> trace = manyTimelines(new Random(seed), lines, count, 20);
    WriterOptions options = new WriterOptions(leafBytes, children);
    Path tmp = Files.createTempDirectory("node-writer");
    Path inTurn = tmp.resolve("in-turn.slog2");
    Path placedLater = tmp.resolve("placed-later.slog2");
    try {
      NodeWriterThread.backgroundShadowBytes = Integer.MAX_VALUE;
      NodeWriterThread.backgroundLeafBytes = Integer.MAX_VALUE;
      write(trace, options, inTurn);
      NodeWriterThread.backgroundShadowBytes = threshold;
      NodeWriterThread.backgroundLeafBytes = leafThreshold;
      write(trace, options, placedLater);
      assertThat(Files.readAllBytes(placedLater)).isEqualTo(Files.readAllBytes(inTurn));
    } finally {
      Files.deleteIfExists(inTurn);
      Files.deleteIfExists(placedLater);
      Files.delete(tmp);
    }
  }

  private Path write(List<Drawable> trace, String name) throws IOException {
    Path out = dir.resolve(name);
    assertThat(write(trace, new WriterOptions(2000, 2), out).depth()).isGreaterThan(4);
    return out;
  }

  private static WriteSummary write(List<Drawable> trace, WriterOptions options, Path out) throws IOException {
    try (Slog2Writer w = Slog2Writer.create(out, options)) {
      CATEGORIES.forEach(w::addCategory);
      for (Drawable d : trace) {
        w.addDrawable(d);
      }
      return w.finish();
    }
  }

  /**
   * States of two categories, arrows between any two lines and events, in end-time order; one in
   * {@code longOnes} (if not 0) is long, to sit above the leaves.
   */
  private static List<Drawable> manyTimelines(Random r, int lines, int count, int longOnes) {
    List<Drawable> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      double start = r.nextInt(100_000) / 10.0;
      double end = start + (longOnes > 0 && r.nextInt(longOnes) == 0 ? r.nextInt(50_000) : r.nextInt(500)) / 10.0;
      int line = r.nextInt(lines);
      int kind = r.nextInt(10);
      if (kind < 6) {
        list.add(Primitive.state(1 + r.nextInt(2), start, end, line, new byte[0]));
      } else if (kind < 9) {
        list.add(Primitive.arrow(3, start, line, end, r.nextInt(lines), new byte[0]));
      } else {
        list.add(Primitive.event(4, end, line, new byte[0]));
      }
    }
    list.sort(Comparator.comparingDouble(Drawable::end));
    return list;
  }
}
