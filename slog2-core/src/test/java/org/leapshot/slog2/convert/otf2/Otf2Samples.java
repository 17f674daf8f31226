package org.leapshot.slog2.convert.otf2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

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
