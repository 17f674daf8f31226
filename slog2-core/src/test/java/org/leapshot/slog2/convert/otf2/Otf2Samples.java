package org.leapshot.slog2.convert.otf2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Drawable;

/** Where the OTF2 sample archives are, and copies of them that a test may damage. */
final class Otf2Samples {
  static final Path TESTDATA = Path.of(System.getProperty("leapshot.shared"), "testdata");

  private Otf2Samples() {}

  /** The oracle's counts of an archive ({@code <stub>.counts.json}, computed from otf2-print's output). */
  static JsonNode oracle(String stub) throws IOException {
    return new ObjectMapper().readTree(TESTDATA.resolve(stub + ".counts.json").toFile());
  }

  /** The archive's ClockProperties.globalOffset, from the oracle. */
  static long globalOffset(String stub) throws IOException {
    return oracle(stub).get("clock_properties").get("global_offset").asLong();
  }

  /** Reads a whole archive through {@link Otf2TraceSource#drainTo}; returns the number of drawables. */
  static long drain(Path anchor) throws IOException {
    long[] drawables = {0};
    ItemSink counter = new ItemSink() {
      @Override
      public void drawable(Drawable drawable, String file, long line) {
        drawables[0]++;
      }

      @Override
      public void item(TraceItem item) {
        drawables[0] += item instanceof TraceItem.DrawableItem ? 1 : 0;
      }
    };
    try (Otf2TraceSource source = Otf2TraceSource.open(anchor)) {
      while (source.drainTo(counter)) {
        // all of it
      }
    }
    return drawables[0];
  }

  /** A writable copy of the archive folder {@code testdata/<folder>} under {@code into}. */
  static Path copy(String folder, Path into) throws IOException {
    Path from = TESTDATA.resolve(folder);
    Path to = into.resolve(from.getFileName().toString());
    try (Stream<Path> files = Files.walk(from)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
          target.toFile().setWritable(true);
        }
      }
    }
    return to;
  }
}
