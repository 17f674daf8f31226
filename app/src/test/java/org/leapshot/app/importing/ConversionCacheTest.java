package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.Shared;

/** Keys, look-ups and eviction of the converted-trace cache (headless). */
class ConversionCacheTest {
  private static final long T0 = 1_700_000_000_000L;

  @TempDir
  Path dir;
  @TempDir
  Path inputs;

  @Test
  void theKeyFollowsTheFilesPathSizeAndModificationTime() throws IOException {
    Path a = Files.writeString(inputs.resolve("a.clog2"), "CLOG-02.0 one");
    Path b = Files.writeString(inputs.resolve("b.clog2"), "CLOG-02.0 one");
    Files.setLastModifiedTime(a, FileTime.fromMillis(T0));
    Files.setLastModifiedTime(b, FileTime.fromMillis(T0));
    String key = ConversionCache.key(a);

    assertThat(key).matches("[0-9a-f]{32}");
    assertThat(ConversionCache.key(a)).isEqualTo(key);
    assertThat(ConversionCache.key(inputs.resolve("sub/../a.clog2").normalize())).isEqualTo(key);
    assertThat(ConversionCache.key(b)).as("same content, other path").isNotEqualTo(key);

    Files.setLastModifiedTime(a, FileTime.fromMillis(T0 + 1000));
    String touched = ConversionCache.key(a);
    assertThat(touched).isNotEqualTo(key);

    Files.writeString(a, "CLOG-02.0 one, longer");
    Files.setLastModifiedTime(a, FileTime.fromMillis(T0 + 1000));
    assertThat(ConversionCache.key(a)).as("same time, other size").isNotEqualTo(touched).isNotEqualTo(key);
  }

  @Test
  void anOtfKeyAlsoFollowsTheStreamFilesBesideTheMasterFile() throws IOException {
    Path master = Files.writeString(inputs.resolve("run.otf"), "master");
    Path events = Files.writeString(inputs.resolve("run.1.events"), "E1");
    Files.writeString(inputs.resolve("other.1.events"), "unrelated");
    String key = ConversionCache.key(master);

    Files.writeString(inputs.resolve("other.1.events"), "unrelated, changed");
    assertThat(ConversionCache.key(master)).isEqualTo(key);
    Files.writeString(events, "E1 E2");
    assertThat(ConversionCache.key(master)).isNotEqualTo(key);
    String grown = ConversionCache.key(master);
    Files.writeString(inputs.resolve("run.2.events"), "E1");
    assertThat(ConversionCache.key(master)).isNotEqualTo(grown);
  }

  @Test
  void aSymbolicLinkSharesTheEntryOfItsTarget() throws IOException {
    Path target = Files.writeString(inputs.resolve("t.trf"), "-3 -601 1.0 0 -1 0\n");
    Path link = Files.createSymbolicLink(inputs.resolve("link.trf"), target);
    assertThat(ConversionCache.key(link)).isEqualTo(ConversionCache.key(target));
  }

  @Test
  void entriesAreNamedAfterTheInputAndFoundOnlyOnceWritten() throws IOException {
    ConversionCache cache = new ConversionCache(dir, 1 << 20);
    Path input = Files.writeString(inputs.resolve(".odd name é.otf"), "x");
    Path entry = cache.entryFor(input);
    assertThat(entry.getParent()).isEqualTo(dir);
    assertThat(entry.getFileName().toString())
        .isEqualTo("_.odd_name__.otf." + ConversionCache.key(input) + ".slog2");
    assertThat(cache.lookup(input)).isEmpty();

    Files.writeString(entry, "converted");
    Files.setLastModifiedTime(entry, FileTime.fromMillis(T0));
    assertThat(cache.lookup(input)).contains(entry);
  }

  @Test
  void evictionDeletesTheLeastRecentlyUsedEntriesBeyondTheBound() throws IOException {
    ConversionCache cache = new ConversionCache(dir, 250);
    Path oldest = entry("a.slog2", 100, T0);
    Path middle = entry("b.slog2", 100, T0 + 1000);
    Path newest = entry("c.slog2", 100, T0 + 2000);

    assertThat(cache.evict(newest)).isEqualTo(1);
    assertThat(list()).containsExactlyInAnyOrder(middle, newest);
    assertThat(cache.evict(newest)).isZero();
  }

  /**
   * An entry's category groups ({@code .groups}), timeline names ({@code .timelines}), stored
   * overview ({@code .overview}) and used marker belong to it.
   */
  @ParameterizedTest
  @ValueSource(strings = {".groups", ".timelines", ".overview", ".used"})
  void anEntrysCompanionCountsWithItAndGoesWithIt(String suffix) throws IOException {
    ConversionCache cache = new ConversionCache(dir, 260);
    Path oldest = entry("a.slog2", 100, T0);
    Path oldestCompanion = entry("a.slog2" + suffix, 10, T0);
    Path middle = entry("b.slog2", 100, T0 + 1000);
    Path middleCompanion = entry("b.slog2" + suffix, 70, T0 + 1000);
    Path newest = entry("c.slog2", 80, T0 + 2000);
    Path orphan = entry("gone.slog2" + suffix, 10, T0 + 3000);

    // 80 + 170 fit in 260, then a's 110 do not: a and its companion go, and the orphaned companion
    assertThat(cache.evict(newest)).isEqualTo(3);
    assertThat(list()).containsExactlyInAnyOrder(middle, middleCompanion, newest);
    assertThat(oldestCompanion).doesNotExist();
    assertThat(orphan).doesNotExist();
    assertThat(oldest).doesNotExist();
  }

  /**
   * Opening an entry must not touch the entry: its stored overview's fingerprint holds the entry's
   * modification time, and a reopened import re-read the whole file to remake its overview. The
   * open still counts as a use for eviction.
   */
  @Test
  void openingAnEntryLeavesItsTimeAndStillMakesItTheMostRecentlyUsed() throws IOException {
    ConversionCache cache = new ConversionCache(dir, 150);
    Path input = Files.writeString(dir.resolve("run.trace"), "input");
    Path opened = cache.entryFor(input);
    Files.write(opened, new byte[100]);
    Files.setLastModifiedTime(opened, FileTime.fromMillis(T0));
    Path middle = entry("b.slog2", 100, T0 + 1000);
    Path newest = entry("c.slog2", 10, T0 + 2000);

    assertThat(cache.lookup(input)).contains(opened);
    assertThat(Files.getLastModifiedTime(opened).toMillis()).isEqualTo(T0);
    assertThat(cache.evict(newest)).isEqualTo(1);
    assertThat(list()).contains(opened, newest).doesNotContain(middle);
  }

  @Test
  void theEntryJustOpenedStaysEvenWhenItIsOldest() throws IOException {
    ConversionCache cache = new ConversionCache(dir, 150);
    Path kept = entry("a.slog2", 100, T0);
    Path other = entry("b.slog2", 100, T0 + 1000);
    Path newest = entry("c.slog2", 100, T0 + 2000);

    assertThat(cache.evict(kept)).isEqualTo(1);
    assertThat(list()).containsExactlyInAnyOrder(kept, newest);
    assertThat(other).doesNotExist();
  }

  @Test
  void staleTemporaryFilesGoButARunningConversionsStays() throws IOException {
    ConversionCache cache = new ConversionCache(dir, 1 << 20);
    Path stale = entry(".a.slog2.123.tmp", 10, System.currentTimeMillis() - 2L * 24 * 3600 * 1000);
    Path running = entry(".b.slog2.456.tmp", 10, System.currentTimeMillis());
    Path unrelated = entry("notes.txt", 10, T0);

    assertThat(cache.evict(null)).isEqualTo(1);
    assertThat(list()).containsExactlyInAnyOrder(running, unrelated);
    assertThat(stale).doesNotExist();
  }

  @Test
  void aMissingDirectoryIsAnEmptyCache() throws IOException {
    ConversionCache cache = new ConversionCache(dir.resolve("none"), 1);
    assertThat(cache.evict(null)).isZero();
    assertThat(cache.lookup(Shared.fpilog())).isEmpty();
  }

  @Test
  void thePropertyNamesTheCacheRoot() {
    String before = System.getProperty(ConversionCache.DIR_PROPERTY);
    try {
      System.setProperty(ConversionCache.DIR_PROPERTY, dir.toString());
      assertThat(ConversionCache.fromEnvironment().dir()).isEqualTo(dir.resolve("converted"));
    } finally {
      if (before == null) {
        System.clearProperty(ConversionCache.DIR_PROPERTY);
      } else {
        System.setProperty(ConversionCache.DIR_PROPERTY, before);
      }
    }
  }

  @Test
  void slog2FilesAreToldByTheirFirstBytes() throws IOException {
    assertThat(Slog2Signature.matches(Shared.fpilog())).isTrue();
    assertThat(Slog2Signature.matches(Shared.testdata("real-mpi/cpilog-4p.clog2"))).isFalse();
    assertThat(Slog2Signature.matches(new byte[] {0, 10, 'S', 'L', 'O', 'G'})).isFalse();
    assertThat(Slog2Signature.matches(new byte[] {0, 10, 'S', 'L', 'O', 'G', ' ', '2', '.', '0'})).isTrue();
    assertThat(Slog2Signature.matches(new byte[] {0, 10, 'S', 'L', 'O', 'G', ' ', '3'})).isFalse();
    assertThat(Slog2Signature.matches(inputs.resolve("missing.slog2"))).isFalse();
  }

  private Path entry(String name, int bytes, long modifiedMillis) throws IOException {
    Path p = Files.write(dir.resolve(name), new byte[bytes]);
    Files.setLastModifiedTime(p, FileTime.fromMillis(modifiedMillis));
    return p;
  }

  private List<Path> list() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.toList();
    }
  }
}
