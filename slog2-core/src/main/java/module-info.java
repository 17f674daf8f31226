/**
 * Leapshot's SLOG-2 core: the model, the window-query engine, the converters, the checker and safe
 * file output. What viewers and tools build on is exported; how the file is laid out ({@code
 * format}: blocks, nodes, directory) and how it is written ({@code tree}) are not: reading goes
 * through {@code query.TraceSession}, writing through {@code convert.Converter}.
 *
 * <p>The qualified exports below are the app's known exceptions until the core publishes what they
 * need: the commands that print the file's structure ({@code print}, {@code info}: nodes, header,
 * directory) and {@code convert}'s tree options and summary. {@code ImportBoundaryTest} in the app
 * keeps every other app package off them. Exported APIs that still name their types (javac's
 * {@code -Xlint:exports}, switched off in this module's pom until they are gone): the checker's walk
 * ({@code Slog2Reader}, {@code AllDrawables.NodeVisitor}, {@code Slog2FormatException}), {@code
 * ConvertOptions}/{@code ConvertSummary} ({@code tree.WriterOptions}/{@code WriteSummary}) and
 * {@code TraceSession.header()}/{@code directory()}.
 */
@SuppressWarnings("module") // the app is not on this module's path when it is compiled
module org.leapshot.core {
  requires ch.randelshofer.fastdoubleparser;

  exports org.leapshot.slog2.check;
  exports org.leapshot.slog2.concurrent;
  exports org.leapshot.slog2.convert;
  exports org.leapshot.slog2.format;
  exports org.leapshot.slog2.io;
  exports org.leapshot.slog2.model;
  exports org.leapshot.slog2.query;
  exports org.leapshot.slog2.write;
}
