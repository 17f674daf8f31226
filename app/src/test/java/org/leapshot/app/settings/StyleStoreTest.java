package org.leapshot.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StyleStoreTest {
  @TempDir
  Path dir;

  @Test
  void coloursAndFlagsComeBackForTheSameTraceOnly() throws Exception {
    Settings settings = new Settings(dir.resolve("config"));
    StyleStore store = new StyleStore(settings);
    Map<Integer, Category> file = new LinkedHashMap<>();
    file.put(7, Category.of(7, "BCAST", Topology.STATE, new Rgba(0, 255, 255, 255), 1, InfoLabel.NONE));
    file.put(8, Category.of(8, "SEND", Topology.STATE, new Rgba(0, 0, 255, 255), 1, InfoLabel.NONE));
    Map<Integer, Category> edited = new LinkedHashMap<>(file);
    edited.put(7, file.get(7).withColor(new Rgba(10, 20, 30, 255)).withVisible(false));
    edited.put(8, file.get(8).withSearchable(false));
    Path trace = Files.createFile(dir.resolve("a.slog2"));
    store.save(trace, edited);

    Map<Integer, Category> restored = store.restore(trace, file);
    assertThat(restored.get(7).color()).isEqualTo(new Rgba(10, 20, 30, 255));
    assertThat(restored.get(7).visible()).isFalse();
    assertThat(restored.get(8).searchable()).isFalse();
    assertThat(store.restore(dir.resolve("other.slog2"), file)).isEmpty();
    assertThat(settings.dir().resolve("styles")).isDirectory();
  }

  @Test
  void groupColoursComeBackByGroupKeyAndNoneMeansPerCategory() throws Exception {
    StyleStore store = new StyleStore(new Settings(dir.resolve("config")));
    Map<Integer, Category> file = Map.of(7, Category.of(7, "MPI_Send", Topology.STATE, new Rgba(0, 255, 255, 255), 1,
        InfoLabel.NONE));
    Path trace = Files.createFile(dir.resolve("a.slog2"));
    Map<String, Rgba> colours = Map.of("MPI", new Rgba(200, 0, 0, 255), "I/O = files", new Rgba(0, 0, 200, 128));

    store.save(trace, file, colours);
    assertThat(store.restoreGroupColours(trace)).isEqualTo(colours);
    assertThat(store.restore(trace, file)).as("the category's own colour is untouched").isEmpty();

    store.save(trace, file);
    assertThat(store.restoreGroupColours(trace)).isEmpty();
  }

  @Test
  void recentFilesAreNewestFirstWithoutDuplicates() throws Exception {
    Settings settings = new Settings(dir);
    Path a = Files.createFile(dir.resolve("a.slog2"));
    Path b = Files.createFile(dir.resolve("b.slog2"));
    settings.addRecentFile(a);
    settings.addRecentFile(b);
    settings.addRecentFile(a);
    assertThat(settings.recentFiles()).containsExactly(a.toAbsolutePath(), b.toAbsolutePath());
    settings.setTheme("dark");
    assertThat(new Settings(dir).theme()).isEqualTo("dark");
  }
}
