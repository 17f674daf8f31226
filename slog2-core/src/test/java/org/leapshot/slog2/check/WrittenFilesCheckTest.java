package org.leapshot.slog2.check;

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
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * Files our writer makes from random traces, with small leaves and various branching factors so
 * that trees are deep: the checker accepts them and serial iteration gives back exactly the
 * drawables written.
 */
class WrittenFilesCheckTest {

  @Property(tries = 40)
  void writtenFilesPassTheCheckAndReadBackWhole(@ForAll long seed, @ForAll @IntRange(min = 1, max = 400) int count,
      @ForAll @IntRange(min = 2, max = 5) int children, @ForAll @IntRange(min = 100, max = 3000) int leafBytes)
      throws IOException {
    Random random = new Random(seed);
    List<Drawable> drawables = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      double start = random.nextInt(10_000) / 1000.0;
      double end = start + random.nextInt(500) / 1000.0;
      int line = random.nextInt(6);
      drawables.add(switch (random.nextInt(3)) {
        case 0 -> Primitive.state(1, start, end, line, null);
        case 1 -> Primitive.arrow(2, start, line, end, random.nextInt(6), new byte[] {0, 0, 0, (byte) i});
        default -> Primitive.event(3, start, line, null);
      });
    }
    drawables.sort(Comparator.comparingDouble(Drawable::end));
    Path dir = Files.createTempDirectory("written-check");
    Path file = dir.resolve("random.slog2");
    try {
      try (Slog2Writer w = Slog2Writer.create(file, new WriterOptions(leafBytes, children))) {
        w.addCategory(Category.of(1, "Compute", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE));
        w.addCategory(Category.of(2, "message", Topology.ARROW, new Rgba(255, 255, 255, 255), 3, InfoLabel.parse("tag=%d")));
        w.addCategory(Category.of(3, "Tick", Topology.EVENT, new Rgba(0, 255, 0, 255), 1, InfoLabel.NONE));
        for (Drawable d : drawables) {
          w.addDrawable(d);
        }
        w.finish();
      }
      CheckSummary summary = Slog2Checker.check(file);
      assertThat(summary.drawables()).isEqualTo(count);
      try (Slog2Reader r = Slog2Reader.open(file)) {
        List<Drawable> read = new ArrayList<>();
        AllDrawables.forEach(r, (node, d) -> read.add(d));
        assertThat(read).containsExactlyInAnyOrderElementsOf(drawables);
        assertThat(summary.nodes()).isEqualTo(r.directory().size());
      }
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }
}
