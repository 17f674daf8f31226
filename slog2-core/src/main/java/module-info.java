/**
 * Leapshot's SLOG-2 core: the model, the window-query engine, the converters, the checker and safe
 * file output. What viewers and tools build on is exported; how the file is decoded ({@code
 * format.decode}: block input, decoders, the engine's packed nodes) and how it is written ({@code
 * tree}) are not: drawables are read through {@code query.TraceSession}, files written through
 * {@code convert.Converter} with the options and summary of {@code write}.
 *
 * <p>{@code format} is the file's published structure, read side (reader, header, tree directory,
 * nodes, shadow buffers), for the checker and the commands that print a file's structure. Modules
 * cannot tell a reader's packages apart, so the app's {@code ImportBoundaryTest} keeps all but
 * those commands off it. No exported API names an unexported type ({@code -Xlint:exports}, on in
 * this module's pom): the engine's own node reads are {@code format.decode.NodeReads}, on the block
 * bytes {@code Slog2Reader} checks and reads.
 */
module org.leapshot.core {
  requires ch.randelshofer.fastdoubleparser;
  requires java.management; // the converter watches the heap (convert.HeapWatch)

  exports org.leapshot.slog2.check;
  exports org.leapshot.slog2.concurrent;
  exports org.leapshot.slog2.convert;
  exports org.leapshot.slog2.format;
  exports org.leapshot.slog2.io;
  exports org.leapshot.slog2.model;
  exports org.leapshot.slog2.query;
  exports org.leapshot.slog2.write;
}
