package org.leapshot.app.cli;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.leapshot.slog2.io.OutputFile;

/**
 * The name {@code render} has its picture written to before it becomes the output: hidden, beside
 * the output, with this process's id in it, so that after a signal this process can tell its own
 * half-written files (this name and the exporter's temporary files of it) from another run's and
 * delete them, even while its painters, which do not look at the interrupt, are still drawing.
 */
final class PicturePart {
  private final Path output;
  private final Path part;

  private PicturePart(Path output, Path part) {
    this.output = output;
    this.part = part;
  }

  /** The part of {@code output} (whose name ends in .png or .svg, kept so the format stays the same). */
  static PicturePart of(Path output, long pid) {
    String name = output.getFileName().toString();
    String part = "." + name + "." + pid + ".part" + name.substring(name.lastIndexOf('.'));
    return new PicturePart(output, output.resolveSibling(part));
  }

  /** Where the picture is written. */
  Path path() {
    return part;
  }

  /** The output, in a message that named the part: the user never sees the hidden name. */
  String named(String message) {
    return message == null ? null : message.replace(part.toString(), output.toString());
  }

  /** Renames the written part onto the output, as the exporter renames its temporary file. */
  void commit() throws IOException {
    try {
      try {
        Files.move(part, output, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(part, output, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw OutputFile.cannotWrite(output, e);
    }
  }

  /** Deletes the part and the exporter's temporary files of it ({@code .PART.*.tmp}); never throws. */
  void delete() {
    try {
      Files.deleteIfExists(part);
      Path dir = part.toAbsolutePath().getParent();
      String prefix = "." + part.getFileName() + ".";
      try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, p -> {
        String n = p.getFileName().toString();
        return n.startsWith(prefix) && n.endsWith(".tmp");
      })) {
        for (Path p : s) {
          Files.deleteIfExists(p);
        }
      }
    } catch (IOException | RuntimeException e) {
      // nothing more can be done on the way out; the names start with '.' and hold the process id
    }
  }
}
