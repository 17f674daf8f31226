package org.leapshot.slog2.convert.paje;

import java.io.IOException;
import java.nio.file.Path;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceSource;

/** A Paje trace as a {@link TraceSource}. */
public final class PajeTraceSource {
  private PajeTraceSource() {}

  public static TraceSource open(Path file) throws IOException {
    throw new TraceInputException(SourcePosition.line(file.toString(), 0), "Paje is not read yet");
  }
}
