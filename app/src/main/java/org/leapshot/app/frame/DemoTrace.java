package org.leapshot.app.frame;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.leapshot.app.trace.TraceView;

/**
 * The demo trace bundled in the jar, shown when the viewer starts without a file. The reader needs
 * a path, so it is copied to a temporary file (this process's own, removed at exit).
 */
final class DemoTrace {
  static final String RESOURCE = "/org/leapshot/app/demo.slog2";
  static final String NAME = "demo trace";

  private DemoTrace() {}

  /** Where this process copies the demo trace. */
  static Path path() {
    return Path.of(System.getProperty("java.io.tmpdir"), "leapshot-demo-" + ProcessHandle.current().pid() + ".slog2");
  }

  /** Copies the demo trace out and opens it, on a background thread like any other file work. */
  static CompletableFuture<TraceView> open() {
    return CompletableFuture.supplyAsync(() -> {
      try (InputStream in = DemoTrace.class.getResourceAsStream(RESOURCE)) {
        if (in == null) {
          throw new java.io.FileNotFoundException("the demo trace is missing from this build");
        }
        Files.copy(in, path(), StandardCopyOption.REPLACE_EXISTING);
        path().toFile().deleteOnExit();
        return TraceView.open(path(), NAME);
      } catch (IOException e) {
        throw new CompletionException(e);
      }
    });
  }
}
