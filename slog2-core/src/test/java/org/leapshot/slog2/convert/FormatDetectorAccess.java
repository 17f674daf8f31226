package org.leapshot.slog2.convert;

import java.io.IOException;
import java.nio.file.Path;

/** Lets tests of the format packages call the package-private detection. */
public final class FormatDetectorAccess {
  private FormatDetectorAccess() {}

  public static TraceFormat detect(Path file) throws IOException {
    return FormatDetector.detect(file);
  }
}
