package org.leapshot.slog2.convert;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.leapshot.slog2.convert.paraver.ParaverFiles;
import org.leapshot.slog2.io.FileKinds;

/**
 * The files a conversion reads: the input itself and, for an OTF master file {@code stub.otf}, the
 * definition, marker, event, statistics and snapshot files beside it; for an OTF2 anchor
 * {@code stem.otf2}, {@code stem.def} and the files in {@code stem/}; for a Paraver trace, its
 * {@code .pcf} and {@code .row}. Its output must never replace one of them (issue #19), and the
 * viewer's conversion cache keys on all of them. Sameness is by identity (inode), not by spelling,
 * so {@code DIR/./x}, symbolic links and hard links to an input are caught too.
 */
public final class TraceFiles {
  /** OTF 1 part names: {@code stub.<stream in hex>.<kind>}, maybe compressed ({@code .z}). */
  private static final Pattern OTF_PART = Pattern.compile("\\.[0-9a-fA-F]+\\.(def|events|marker|stats|snaps)(\\.z)?");

  private TraceFiles() {}

  /** The input first, then the other files of its trace (sorted by path) that exist. */
  public static List<Path> of(Path input) throws IOException {
    List<Path> files = new ArrayList<>();
    files.add(input);
    String name = String.valueOf(input.getFileName());
    String lower = name.toLowerCase(Locale.ROOT);
    Path dir = input.toAbsolutePath().getParent();
    if (dir == null || !Files.isDirectory(dir)) {
      return files;
    }
    List<Path> others = new ArrayList<>();
    if (lower.endsWith(".otf")) {
      String stub = name.substring(0, name.length() - ".otf".length());
      try (Stream<Path> listed = Files.list(dir)) {
        listed.filter(p -> {
          String n = String.valueOf(p.getFileName());
          return n.startsWith(stub) && OTF_PART.matcher(n.substring(stub.length())).matches();
        }).forEach(others::add);
      }
    } else if (lower.endsWith(".otf2")) {
      String stem = name.substring(0, name.length() - ".otf2".length());
      addIfFile(others, dir.resolve(stem + ".def"));
      Path parts = dir.resolve(stem);
      if (Files.isDirectory(parts)) {
        try (Stream<Path> listed = Files.list(parts)) {
          listed.forEach(p -> addIfFile(others, p));
        }
      }
    } else if (lower.endsWith(".prv") || lower.endsWith(".prv.gz")) {
      ParaverFiles paraver = ParaverFiles.of(input);
      addIfFile(others, paraver.pcf());
      addIfFile(others, paraver.row());
    }
    others.sort(Comparator.comparing(Path::toString));
    files.addAll(others);
    return files;
  }

  private static void addIfFile(List<Path> into, Path p) {
    if (Files.isRegularFile(p)) {
      into.add(p);
    }
  }

  /**
   * Refuses {@code output} if writing it could destroy something the user did not mean to replace:
   * it is (by identity) one of the input trace's files, or it exists and is not a regular file (a
   * directory, a device such as {@code /dev/null}, a pipe), which the final rename would replace.
   *
   * @throws OutputRefusedException saying which file and why
   */
  public static void checkOutput(Path input, Path output) throws IOException {
    if (Files.exists(output) && !Files.isRegularFile(output)) {
      throw new OutputRefusedException(output + ": is " + FileKinds.describe(output)
          + ", not a file; the output would replace it");
    }
    if (!Files.exists(output, LinkOption.NOFOLLOW_LINKS) || !Files.exists(output)) {
      return;
    }
    for (Path f : of(input)) {
      if (Files.exists(f) && Files.isSameFile(output, f)) {
        String what = f.equals(input) ? "the input" : "a file of the input trace (" + f.getFileName() + ")";
        throw new OutputRefusedException(output + ": is " + what + "; the output would overwrite it; choose another -o");
      }
    }
  }

  /** An output that would overwrite an input or something that is not a file: a mistake in the arguments. */
  public static final class OutputRefusedException extends IOException {
    private static final long serialVersionUID = 1L;

    OutputRefusedException(String message) {
      super(message);
    }
  }
}
