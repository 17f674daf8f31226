package org.leapshot.app.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** The shared, read-only test data ({@code -Dleapshot.shared}). */
public final class Shared {
  private Shared() {}

  public static Path testdata(String relative) {
    String prop = System.getProperty("leapshot.shared");
    Path root = prop != null ? Paths.get(prop) : Paths.get("..", "..", "shared");
    Path p = root.resolve("testdata").resolve(relative);
    if (!Files.exists(p)) {
      throw new IllegalStateException("test data not found: " + p.toAbsolutePath() + " (set -Dleapshot.shared)");
    }
    return p;
  }

  public static Path fpilog() {
    return testdata("reference/fpilog.slog2");
  }
}
