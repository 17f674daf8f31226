package org.leapshot.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.settings.BookmarkStore.Bookmark;

/** Bookmarks are kept per trace in the settings folder, to the bit, and a damaged file loses only its damaged end. */
class BookmarkStoreTest {
  @TempDir
  Path config;
  private final Path trace = Path.of("/tmp/bookmarks-test/r64_5g.slog2");

  @Test
  void bookmarksComeBackExactlyForTheirTraceOnly() {
    List<Bookmark> made = List.of(new Bookmark("1: 30.0001234560 s, 50.00 µs", 30.000123456, 30.000173456),
        new Bookmark("2: 0.0644571205 s, 20.00 µs", 0.0644571205, Math.nextUp(0.0644771205)));
    new BookmarkStore(new Settings(config)).save(trace, made);
    Settings.flushAll();
    assertThat(new BookmarkStore(new Settings(config)).restore(trace)).isEqualTo(made);
    assertThat(new BookmarkStore(new Settings(config)).restore(Path.of("/tmp/other.slog2"))).isEmpty();
  }

  @Test
  void aDamagedEntryEndsTheListAndNoMoreThanTheMostAreKept() throws Exception {
    Path file = config.resolve(BookmarkStore.fileFor(trace));
    Files.createDirectories(file.getParent());
    Files.writeString(file, "0.name=a\n0.start=1\n0.end=2\n1.name=b\n1.start=x\n1.end=3\n2.name=c\n2.start=4\n2.end=5\n");
    assertThat(new BookmarkStore(new Settings(config)).restore(trace)).containsExactly(new Bookmark("a", 1, 2));
    List<Bookmark> many = new ArrayList<>();
    for (int i = 0; i < BookmarkStore.MAX + 5; i++) {
      many.add(new Bookmark("b" + i, i, i + 1));
    }
    Settings fresh = new Settings(config.resolve("fresh"));
    new BookmarkStore(fresh).save(trace, many);
    assertThat(new BookmarkStore(fresh).restore(trace)).hasSize(BookmarkStore.MAX);
  }
}
