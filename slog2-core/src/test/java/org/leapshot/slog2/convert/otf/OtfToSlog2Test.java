package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriteSummary;
import org.leapshot.slog2.write.WriterOptions;

/**
 * End to end: each sample OTF trace goes straight into the SLOG-2 writer (no sorting: the source
 * hands out drawables in non-decreasing end time, which the writer checks) and reads back with
 * the same drawables per category.
 */
class OtfToSlog2Test {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"hello_world", "philosophers", "out", "wrf"})
  void convertsAndReadsBack(String trace) throws IOException {
    Path target = dir.resolve(trace + ".slog2");
    Map<Integer, Long> perCategory = new HashMap<>();
    Map<Integer, Category> categories = new HashMap<>();
    Map<Topology, Long> perTopology = new EnumMap<>(Topology.class);
    for (Topology t : Topology.values()) {
      perTopology.put(t, 0L);
    }
    WriteSummary summary;
    try (OtfTraceSource source = OtfTraceSource.open(OtfTraceStats.master(trace));
        Slog2Writer writer = Slog2Writer.create(target, WriterOptions.DEFAULT)) {
      for (TraceItem item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.CategoryItem c) {
          writer.addCategory(c.category());
          categories.put(c.category().index(), c.category());
        } else if (item instanceof TraceItem.LineIdMapItem m) {
          writer.addLineIdMap(m.map());
        } else if (item instanceof TraceItem.DrawableItem d) {
          writer.addDrawable(d.drawable());
          perCategory.merge(d.drawable().categoryIndex(), 1L, Long::sum);
          perTopology.merge(categories.get(d.drawable().categoryIndex()).topology(), 1L, Long::sum);
        }
      }
      summary = writer.finish();
    }
    assertThat(summary.primitives()).isEqualTo(perTopology);

    try (Slog2Reader reader = Slog2Reader.open(target)) {
      assertThat(reader.lineIdMaps()).extracting(LineIdMap::title).contains(OtfTimelines.MAP_TITLE);
      Map<Integer, Long> read = new HashMap<>();
      for (DirectoryEntry e : reader.directory().entries()) {
        TreeNode node = reader.readNode(e);
        Stream.concat(node.nestless().stream(), node.nestable().stream())
            .filter(d -> d.categoryIndex() >= 0)
            .map(Drawable::categoryIndex)
            .forEach(i -> read.merge(i, 1L, Long::sum));
      }
      assertThat(read).isEqualTo(perCategory);
      for (Map.Entry<Integer, Category> c : categories.entrySet()) {
        assertThat(reader.categories().get(c.getKey()).name()).isEqualTo(c.getValue().name());
      }
    }
  }
}
