package org.leapshot.app.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.leapshot.app.importing.ConversionCache;

/**
 * GUI tests that convert implement this: the window's conversion cache is a temporary folder, set
 * before the class's first window is built (the window reads it once), never the user's own cache.
 */
public interface TemporaryConversionCache {
  @BeforeAll
  static void useTemporaryCache() throws IOException {
    System.setProperty(ConversionCache.DIR_PROPERTY, Files.createTempDirectory("leapshot-test-cache").toString());
  }

  @AfterAll
  static void forgetTemporaryCache() throws IOException {
    String dir = System.clearProperty(ConversionCache.DIR_PROPERTY);
    if (dir != null) {
      try (var files = Files.walk(Path.of(dir))) {
        for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(p);
        }
      }
    }
  }
}
