package org.leapshot.slog2.convert;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Bytes of input a conversion reads, for throughput figures. An OTF trace is named by its small
 * master file but read from the definition, marker and event files beside it ({@code stem.*}).
 */
final class InputSize {
  private InputSize() {}

  static long of(Path input, TraceFormat format) throws IOException {
    if (format == TraceFormat.OTF2) {
      return otf2(input);
    }
    if (format != TraceFormat.OTF) {
      return Files.size(input);
    }
    String name = String.valueOf(input.getFileName());
    String stem = name.endsWith(".otf") ? name.substring(0, name.length() - 4) : name;
    Path dir = input.toAbsolutePath().getParent();
    long total = 0;
    try (Stream<Path> files = Files.list(dir)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        if (String.valueOf(p.getFileName()).startsWith(stem + ".") && Files.isRegularFile(p)) {
          total += Files.size(p);
        }
      }
    }
    return total;
  }

  /** An OTF2 archive: the anchor, {@code NAME.def} and the files in {@code NAME/}. */
  private static long otf2(Path input) throws IOException {
    Path anchor = org.leapshot.slog2.convert.otf2.Otf2TraceSource.anchorOf(input);
    String name = String.valueOf(anchor.getFileName());
    String stem = name.endsWith(".otf2") ? name.substring(0, name.length() - 5) : name;
    Path dir = anchor.toAbsolutePath().getParent();
    long total = Files.size(anchor);
    Path defs = dir.resolve(stem + ".def");
    total += Files.isRegularFile(defs) ? Files.size(defs) : 0;
    Path parts = dir.resolve(stem);
    if (Files.isDirectory(parts)) {
      try (Stream<Path> files = Files.list(parts)) {
        for (Path p : (Iterable<Path>) files::iterator) {
          total += Files.isRegularFile(p) ? Files.size(p) : 0;
        }
      }
    }
    return total;
  }
}
