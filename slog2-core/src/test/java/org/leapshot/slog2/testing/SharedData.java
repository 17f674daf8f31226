package org.leapshot.slog2.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Locates the shared, read-only test data beside the checkout ({@code -Dleapshot.shared}). */
public final class SharedData {
  private SharedData() {}

  public static Path root() {
    String prop = System.getProperty("leapshot.shared");
    Path p = prop != null ? Paths.get(prop) : Paths.get("..", "..", "shared");
    if (!Files.isDirectory(p.resolve("testdata"))) {
      throw new IllegalStateException("shared test data not found at " + p.toAbsolutePath()
          + " (set -Dleapshot.shared=/path/to/shared)");
    }
    return p;
  }

  public static Path testdata(String relative) {
    return root().resolve("testdata").resolve(relative);
  }
}
