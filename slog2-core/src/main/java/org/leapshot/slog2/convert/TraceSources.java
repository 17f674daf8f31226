package org.leapshot.slog2.convert;

import java.io.IOException;
import java.nio.file.Path;
import org.leapshot.slog2.convert.clog2.Clog2TraceSource;
import org.leapshot.slog2.convert.otf.OtfTraceSource;
import org.leapshot.slog2.convert.otf2.Otf2TraceSource;
import org.leapshot.slog2.convert.paje.PajeTraceSource;
import org.leapshot.slog2.convert.paraver.ParaverTraceSource;
import org.leapshot.slog2.convert.picl.PiclTraceSource;
import org.leapshot.slog2.convert.text.TextTraceSource;

/** Opens the {@link TraceSource} of a format; each new source adds its case here. */
public final class TraceSources {
  private TraceSources() {}

  public static TraceSource open(Path file, TraceFormat format, ConvertOptions options) throws IOException {
    return switch (format) {
      case PICL -> PiclTraceSource.open(file, options.includeHost());
      case TEXT -> TextTraceSource.open(file);
      case CLOG2 -> Clog2TraceSource.open(file);
      case OTF -> OtfTraceSource.open(file);
      case OTF2 -> Otf2TraceSource.open(file);
      case PARAVER -> ParaverTraceSource.open(file);
      case PAJE -> PajeTraceSource.open(file);
    };
  }
}
