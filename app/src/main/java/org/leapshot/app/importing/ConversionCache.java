package org.leapshot.app.importing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.leapshot.slog2.convert.CategoryGroupsFile;
import org.leapshot.slog2.convert.TimelineNamesFile;
import org.leapshot.slog2.convert.TraceFiles;
import org.leapshot.slog2.convert.FormatDetector;
import org.leapshot.slog2.query.StoredOverview;

/**
 * The directory of SLOG-2 files converted from other formats. An entry's name holds a hash of the
 * input's real path, size and modification time and of {@link #CONVERTER_VERSION}, so an edited
 * input or a new converter simply misses and converts again. Entries are written by the converter's
 * own temporary-file-and-rename, so the directory never holds a half-written entry under its final
 * name. Opening an entry marks it used (an empty {@code entry.slog2.used} file's modification time,
 * never the entry's own); {@link #evict} then keeps the most recently used entries within the size
 * bound. An entry's companions, its category groups file ({@link CategoryGroupsFile}, {@code
 * entry.slog2.groups}), its timeline names ({@link TimelineNamesFile}, {@code entry.slog2.timelines}), its stored overview ({@link StoredOverview}, {@code entry.slog2.overview},
 * written by the viewer after the first picture) and its used marker, belong to it: counted with it
 * and deleted with it.
 */
public final class ConversionCache {
  /** Overrides the cache root; converted files go in its {@code converted} folder. */
  public static final String DIR_PROPERTY = "leapshot.cache.dir";
  /** Raise when the converters' output changes, so that old entries are no longer found. */
  static final int CONVERTER_VERSION = 5;
  /** A few traces' worth: beyond this the least recently used entries are deleted. */
  static final long DEFAULT_MAX_BYTES = 4L << 30;
  /** Temporary files older than this were left by a crashed conversion. */
  private static final long STALE_TEMP_MILLIS = 24L * 3600 * 1000;
  private static final int NAME_CHARS = 60;

  private final Path dir;
  private final long maxBytes;

  public ConversionCache(Path dir, long maxBytes) {
    this.dir = dir;
    this.maxBytes = maxBytes;
  }

  /** {@code -Dleapshot.cache.dir}, else {@code $XDG_CACHE_HOME/leapshot}, else {@code ~/.cache/leapshot}; then {@code converted}. */
  public static ConversionCache fromEnvironment() {
    String prop = System.getProperty(DIR_PROPERTY);
    Path root;
    if (prop != null && !prop.isBlank()) {
      root = Paths.get(prop);
    } else {
      String xdg = System.getenv("XDG_CACHE_HOME");
      Path base = xdg != null && !xdg.isBlank() ? Paths.get(xdg) : Paths.get(System.getProperty("user.home"), ".cache");
      root = base.resolve("leapshot");
    }
    return new ConversionCache(root.resolve("converted"), DEFAULT_MAX_BYTES);
  }

  public Path dir() {
    return dir;
  }

  /** Where the conversion of {@code input} is (or will be) kept: readable name, then the key. */
  public Path entryFor(Path input) throws IOException {
    return dir.resolve(readableName(input) + "." + key(input) + ".slog2");
  }

  /** The existing entry for {@code input}, marked as just used; empty if it was never converted or has changed. */
  public Optional<Path> lookup(Path input) throws IOException {
    Path entry = entryFor(input);
    if (!Files.isRegularFile(entry)) {
      return Optional.empty();
    }
    markUsed(entry);
    return Optional.of(entry);
  }

  /**
   * Marks {@code entry} as just used on its own empty {@code .used} file: touching the entry itself
   * would change its modification time, which its stored overview's fingerprint holds, so every
   * reopen threw the overview away and read the whole file again to remake it.
   */
  private static void markUsed(Path entry) {
    Path used = usedMarkerOf(entry);
    try {
      if (!Files.exists(used)) {
        Files.createFile(used);
      }
      Files.setLastModifiedTime(used, FileTime.fromMillis(System.currentTimeMillis()));
    } catch (IOException e) {
      // A read-only cache still serves its entries; only the eviction order suffers.
    }
  }

  private static Path usedMarkerOf(Path slog2) {
    return slog2.resolveSibling(slog2.getFileName() + USED_SUFFIX);
  }

  /** When {@code slog2} was last written or opened: the later of its own time and its marker's. */
  private static long usedMillis(Path slog2, BasicFileAttributes a) throws IOException {
    Path used = usedMarkerOf(slog2);
    long opened = Files.isRegularFile(used) ? Files.getLastModifiedTime(used).toMillis() : 0;
    return Math.max(a.lastModifiedTime().toMillis(), opened);
  }

  /** Creates the directory before a conversion writes into it. */
  public void prepare() throws IOException {
    Files.createDirectories(dir);
  }

  /**
   * Deletes the least recently used entries until the rest fit in the size bound ({@code keep},
   * the entry just opened, always stays), and temporary files a crashed conversion left.
   *
   * @return the number of files deleted
   */
  public int evict(Path keep) throws IOException {
    if (!Files.isDirectory(dir)) {
      return 0;
    }
    List<Entry> entries = new ArrayList<>();
    int deleted = 0;
    long now = System.currentTimeMillis();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
      for (Path f : files) {
        BasicFileAttributes a = Files.readAttributes(f, BasicFileAttributes.class);
        String name = f.getFileName().toString();
        if (!a.isRegularFile()) {
          continue;
        }
        if (name.startsWith(".") && name.endsWith(".tmp")) {
          if (now - a.lastModifiedTime().toMillis() > STALE_TEMP_MILLIS && Files.deleteIfExists(f)) {
            deleted++;
          }
        } else if (name.endsWith(".slog2")) {
          long size = a.size();
          for (Path companion : companionsOf(f)) {
            size += Files.isRegularFile(companion) ? Files.size(companion) : 0;
          }
          entries.add(new Entry(f, size, usedMillis(f, a)));
        } else if (isOrphanCompanion(f, name) && Files.deleteIfExists(f)) {
          deleted++; // its entry is gone
        }
      }
    }
    entries.sort(Comparator.comparingLong(Entry::usedMillis).reversed());
    long total = 0;
    for (Entry e : entries) {
      total += e.size();
      if (total > maxBytes && !e.path().equals(keep) && Files.deleteIfExists(e.path())) {
        total -= e.size();
        deleted++;
        for (Path companion : companionsOf(e.path())) {
          if (Files.deleteIfExists(companion)) {
            deleted++;
          }
        }
      }
    }
    return deleted;
  }

  /**
   * The files that belong to entry {@code slog2}: its category groups, its timeline names, its stored
   * overview and its used marker.
   */
  private static List<Path> companionsOf(Path slog2) {
    return List.of(CategoryGroupsFile.of(slog2), TimelineNamesFile.of(slog2), StoredOverview.sidecarOf(slog2),
        usedMarkerOf(slog2));
  }

  /** A companion ({@code entry.slog2.groups}, {@code .timelines}, {@code .overview}, {@code .used}) whose entry is gone. */
  private static boolean isOrphanCompanion(Path f, String name) {
    for (String suffix : COMPANION_SUFFIXES) {
      if (name.endsWith(".slog2" + suffix)) {
        return !Files.exists(f.resolveSibling(name.substring(0, name.length() - suffix.length())));
      }
    }
    return false;
  }

  private static final String USED_SUFFIX = ".used";
  private static final List<String> COMPANION_SUFFIXES = List.of(".groups", ".timelines", ".overview", USED_SUFFIX);

  private record Entry(Path path, long size, long usedMillis) {}

  /**
   * Hash of the converter version and the input's real path, size and modification time: any of
   * them changing makes a new key. An OTF master file is small and names the definition and event
   * files beside it ({@code stem.*}), so their names, sizes and times count too; likewise an OTF2
   * anchor's {@code stem.def} and {@code stem/*}, and a Paraver trace's {@code .pcf} and {@code .row}.
   * An OTF2 archive given as its directory is keyed by its anchor file. 16 bytes of SHA-256, far
   * beyond any chance of a collision.
   */
  static String key(Path input) throws IOException {
    Path real = FormatDetector.traceFile(input).toRealPath();
    StringBuilder identity = new StringBuilder().append(CONVERTER_VERSION).append('\n').append(real).append('\n');
    appendFacts(identity, real);
    List<Path> files = TraceFiles.of(real);
    for (Path companion : files.subList(1, files.size())) {
      identity.append(companion.getFileName()).append('\n');
      appendFacts(identity, companion);
    }
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(identity.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(hash, 0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime has SHA-256", e);
    }
  }

  private static void appendFacts(StringBuilder identity, Path file) throws IOException {
    BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
    identity.append(a.size()).append('\n').append(a.lastModifiedTime().toMillis()).append('\n');
  }

  /** The input's file name, kept to safe characters and a modest length, so that users recognise entries. */
  private static String readableName(Path input) {
    String name = String.valueOf(input.getFileName());
    StringBuilder b = new StringBuilder(Math.min(name.length(), NAME_CHARS));
    for (int i = 0; i < name.length() && b.length() < NAME_CHARS; i++) {
      char c = name.charAt(i);
      b.append(Character.isLetterOrDigit(c) && c < 128 || c == '-' || c == '_' || c == '.' ? c : '_');
    }
    // A leading dot would make the entry look like a temporary file.
    return b.length() == 0 || b.charAt(0) == '.' ? "_" + b : b.toString();
  }
}
