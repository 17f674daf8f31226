package org.leapshot.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.rows.Arrangement;

class ArrangementStoreTest {
  @TempDir
  Path dir;

  @Test
  void arrangementsOfEachMapComeBackForTheSameTraceOnly() throws Exception {
    Settings settings = new Settings(dir.resolve("config"));
    ArrangementStore store = new StyleStore(settings).arrangements();
    Path trace = Files.createFile(dir.resolve("a.slog2"));
    Arrangement nodes = new Arrangement(Set.of("g1", "g3"), Set.of("l5", "g2"),
        Map.of("", List.of("g3", "g0"), "g0", List.of("l3", "l0")));
    Arrangement identity = new Arrangement(Set.of(), Set.of("l7"), Map.of());
    store.save(trace, Map.of("NodeView", nodes, "Identity Map", identity));

    assertThat(store.restore(trace)).isEqualTo(Map.of("NodeView", nodes, "Identity Map", identity));
    assertThat(store.restore(dir.resolve("other.slog2"))).isEmpty();
  }

  @Test
  void aDamagedFileGivesWhatCanBeReadAndNeverFails() throws Exception {
    Settings settings = new Settings(dir.resolve("config"));
    ArrangementStore store = new StyleStore(settings).arrangements();
    Path trace = Files.createFile(dir.resolve("b.slog2"));
    Path file = settings.dir().resolve(ArrangementStore.fileFor(trace));
    Files.createDirectories(file.getParent());
    Files.writeString(file, "map.0.title=NodeView\nmap.0.collapsed=g1,,  g2 ,\nmap.0.hidden\nmap.1.collapsed=g9\n\\u00zz");
    // Read up to the bad escape; empty keys and spaces dropped; a map without a title ends the list.
    assertThat(store.restore(trace))
        .isEqualTo(Map.of("NodeView", new Arrangement(Set.of("g1", "g2"), Set.of(), Map.of())));
    Files.writeString(file, "map.0.collapsed=g1\n");
    // Settings read once are kept in memory: a new session reads the file again.
    assertThat(new StyleStore(new Settings(dir.resolve("config"))).arrangements().restore(trace)).isEmpty();
  }
}
