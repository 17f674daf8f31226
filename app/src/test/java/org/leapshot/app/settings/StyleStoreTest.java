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
    settings.flush();
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
    settings.flush();
    assertThat(new Settings(dir).theme()).isEqualTo("dark");
  }

  @Test
  void savesAreSeenAtOnceAndReachTheDiskInTheBackgroundLatestLast() throws Exception {
    Settings settings = new Settings(dir);
    for (String theme : new String[] {"dark", "light", "dark"}) {
      settings.setTheme(theme);
    }
    assertThat(settings.theme()).isEqualTo("dark");
    settings.flush();
    assertThat(Files.readString(dir.resolve("viewer.properties"))).contains("theme=dark");
    try (var left = Files.list(dir)) {
      assertThat(left).as("no temporary file left").containsExactly(dir.resolve("viewer.properties"));
    }
  }

  @Test
  void preloadedFilesAreAnsweredFromMemory() throws Exception {
    Path trace = Files.createFile(dir.resolve("t.slog2"));
    Settings first = new Settings(dir.resolve("config"));
    Map<Integer, Category> file = Map.of(3, Category.of(3, "MPI_Recv", Topology.STATE, new Rgba(0, 255, 0, 255), 1,
        InfoLabel.NONE));
    new StyleStore(first).save(trace, Map.of(3, file.get(3).withVisible(false)));
    first.flush();

    Settings second = new Settings(dir.resolve("config"));
    StyleStore store = new StyleStore(second);
    store.preload(trace);
    // What the EDT later restores comes from memory: the directory may be gone by then.
    deleteTree(dir.resolve("config"));
    assertThat(store.restore(trace, file).get(3).visible()).isFalse();
  }

  @Test
  void recentFilesGoneByTheStartAreLeftOut() throws Exception {
    Path a = Files.createFile(dir.resolve("a.slog2"));
    Path b = Files.createFile(dir.resolve("b.slog2"));
    Settings settings = new Settings(dir.resolve("config"));
    settings.addRecentFile(a);
    settings.addRecentFile(b);
    settings.flush();
    Files.delete(a);
    Settings next = new Settings(dir.resolve("config"));
    next.preloadViewer();
    assertThat(next.recentFiles()).containsExactly(b.toAbsolutePath());
  }

  private static void deleteTree(Path root) throws java.io.IOException {
    try (var paths = Files.walk(root)) {
      for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
