package org.leapshot.app.importing;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The files a trace is read from besides the one the user opens, for the cache key: an OTF2
 * anchor {@code stem.otf2} reads {@code stem.def} and everything in {@code stem/}; a Paraver
 * {@code stem.prv} reads {@code stem.pcf} and {@code stem.row} when present. Sorted by path.
 */
final class ImportCompanions {
  private ImportCompanions() {}

  static List<Path> of(Path file) throws IOException {
    String name = String.valueOf(file.getFileName());
    String lower = name.toLowerCase(Locale.ROOT);
    Path parent = file.getParent();
    List<Path> found = new ArrayList<>();
    if (parent == null) {
      return found;
    }
    if (lower.endsWith(".otf2")) {
      String stem = name.substring(0, name.length() - 5);
      addIfFile(found, parent.resolve(stem + ".def"));
      Path parts = parent.resolve(stem);
      if (Files.isDirectory(parts)) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(parts)) {
          files.forEach(f -> addIfFile(found, f));
        }
      }
    } else if (lower.endsWith(".prv") || lower.endsWith(".prv.gz")) {
      String stem = name.substring(0, name.length() - (lower.endsWith(".gz") ? 7 : 4));
      addIfFile(found, parent.resolve(stem + ".pcf"));
      addIfFile(found, parent.resolve(stem + ".row"));
    }
    found.sort(Comparator.comparing(Path::toString));
    return found;
  }

  private static void addIfFile(List<Path> into, Path p) {
    if (Files.isRegularFile(p)) {
      into.add(p);
    }
  }
}
