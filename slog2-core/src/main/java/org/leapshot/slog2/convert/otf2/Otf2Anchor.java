package org.leapshot.slog2.convert.otf2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The anchor file {@code NAME.otf2} (spec §6): the OTF2 version, chunk sizes, file substrate and
 * compression, and the counts to check the rest against. Also finds the archive's other parts
 * ({@code NAME.def}, {@code NAME/<location>.evt}, §2.1).
 *
 * <pre>
 *   03 42|23            header (byte order)
 *   "OTF2\0"            magic
 *   u8 anchor format, u8 trace format, u8 u8 u8 version
 *   u64 chunk size events, u64 chunk size definitions
 *   u8 substrate (1 POSIX), u8 compression (1 NONE)
 *   u64 locations, u64 global definitions, str machine, str creator, str description, ...
 * </pre>
 */
record Otf2Anchor(
    Path file,
    String stem,
    String version,
    long eventChunkSize,
    long definitionChunkSize,
    long locations,
    long definitionCount,
    String creator) {

  /** The library's bounds on chunk sizes. */
  static final long MIN_CHUNK = 256 << 10;
  static final long MAX_CHUNK = 16 << 20;
  /** Far beyond any real anchor file (a few hundred bytes with properties). */
  private static final long MAX_ANCHOR_BYTES = 16 << 20;

  /** Reads the anchor file, or the {@code *.otf2} file inside an archive directory. */
  static Otf2Anchor read(Path given) throws IOException {
    Path file = Files.isDirectory(given) ? anchorIn(given) : given;
    String name = String.valueOf(file.getFileName());
    if (!name.toLowerCase(Locale.ROOT).endsWith(".otf2")) {
      throw new IOException(file + ": an OTF2 archive is opened through its anchor file NAME.otf2");
    }
    if (Files.size(file) > MAX_ANCHOR_BYTES) {
      throw new IOException(file + ": " + Files.size(file) + " bytes is too big for an OTF2 anchor file");
    }
    try (Otf2ChunkReader in = new Otf2ChunkReader(file, Long.MAX_VALUE, 4096)) {
      if (!in.nextChunk(false)) {
        throw in.error(0, "empty file, not an OTF2 anchor file");
      }
      String magic = in.str(in.chunkEnd());
      if (!magic.equals("OTF2")) {
        throw in.error(2, "not an OTF2 anchor file (no \"OTF2\" magic)");
      }
      int anchorFormat = in.u8();
      if (anchorFormat == 0) {
        throw in.error(in.offset() - 1, "anchor format 0 is invalid");
      }
      in.u8(); // trace format
      String version = in.u8() + "." + in.u8() + "." + in.u8();
      long eventChunk = in.u64();
      long defChunk = in.u64();
      checkChunk(in, eventChunk, "events");
      checkChunk(in, defChunk, "definitions");
      int substrate = in.u8();
      if (substrate != 1) {
        throw in.error(in.offset() - 1, "file substrate " + substrate
            + (substrate == 2 ? " (SION)" : substrate == 3 ? " (NONE)" : "") + " is not supported, only POSIX (1)");
      }
      int compression = in.u8();
      if (compression != 1) {
        throw in.error(in.offset() - 1, "compression " + compression + (compression == 2 ? " (ZLIB)" : "")
            + " is not supported, only NONE (1)");
      }
      long locations = in.u64();
      long definitions = in.u64();
      in.str(in.chunkEnd()); // machine name
      String creator = in.str(in.chunkEnd());
      String stem = name.substring(0, name.length() - ".otf2".length());
      return new Otf2Anchor(file, stem, version, eventChunk, defChunk, locations, definitions, creator);
    }
  }

  private static void checkChunk(Otf2ChunkReader in, long size, String kind) throws IOException {
    if (size < MIN_CHUNK || size > MAX_CHUNK) {
      throw in.error(in.offset() - 8, "chunk size " + kind + " " + Long.toUnsignedString(size)
          + " is outside the library's " + MIN_CHUNK + ".." + MAX_CHUNK);
    }
  }

  /** The one {@code *.otf2} file in a directory given instead of the anchor file. */
  static Path anchorIn(Path dir) throws IOException {
    Path found = null;
    try (var files = Files.list(dir)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        if (String.valueOf(p.getFileName()).toLowerCase(Locale.ROOT).endsWith(".otf2") && Files.isRegularFile(p)) {
          if (found != null) {
            throw new IOException(dir + ": holds several OTF2 anchor files; give one of them");
          }
          found = p;
        }
      }
    }
    if (found == null) {
      throw new IOException(dir + ": is a directory, not a file, and holds no OTF2 anchor file (*.otf2)");
    }
    return found;
  }

  private Path dir() {
    Path parent = file.toAbsolutePath().getParent();
    return parent == null ? Path.of(".") : parent;
  }

  /** {@code NAME.def}. */
  Path globalDefinitionFile() {
    return dir().resolve(stem + ".def");
  }

  /** {@code NAME/<location>.evt}. */
  Path events(long location) {
    return dir().resolve(stem).resolve(Long.toUnsignedString(location) + ".evt");
  }

  /** {@code NAME/<location>.def}. */
  Path localDefinitions(long location) {
    return dir().resolve(stem).resolve(Long.toUnsignedString(location) + ".def");
  }
}
