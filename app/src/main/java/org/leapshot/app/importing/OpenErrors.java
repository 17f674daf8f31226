package org.leapshot.app.importing;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * One line for a dialog about a trace that could not be opened or converted: the reader's or
 * converter's own message (it names the file and the block, line or byte offset), what the disk
 * said, or for a {@link Error} a plain sentence, never a class name with a stack trace. Control
 * bytes from the file are shown escaped and very long messages are cut.
 */
public final class OpenErrors {
  /** Longest message shown; the rest of a longer one is cut with "…". */
  static final int MOST_CHARS = 400;

  private OpenErrors() {}

  /** The message about {@code file}, naming it when the error's own message does not. */
  public static String describe(Path file, Throwable error) {
    String why = describe(error);
    String name = file == null || file.getFileName() == null ? null : file.getFileName().toString();
    return name == null || why.contains(name) ? why : name + ": " + why;
  }

  /**
   * The message for a background job's failure: a job that threw an {@link Error} fails with it
   * wrapped in an {@link java.util.concurrent.ExecutionException}, which is looked through.
   */
  public static String describeFailure(Exception e) {
    Throwable cause = e instanceof java.util.concurrent.ExecutionException && e.getCause() != null ? e.getCause() : e;
    return describe(cause);
  }

  /** The message without adding the file's name. */
  public static String describe(Throwable error) {
    if (error instanceof OutOfMemoryError) {
      return "not enough memory: the file asks for more than Leapshot's heap holds (a damaged size, or a trace "
          + "too big for it); if the file is sound, start Leapshot with a larger -Xmx.";
    }
    if (error instanceof StackOverflowError) {
      return "the file nests too deeply to be read.";
    }
    if (error instanceof Error e) {
      return "internal error (" + e.getClass().getSimpleName() + "); please report it with the file that caused it.";
    }
    if (error instanceof NoSuchFileException e) {
      return "No such file: " + e.getFile();
    }
    if (error instanceof AccessDeniedException e) {
      return "Permission denied: " + e.getFile();
    }
    if (error instanceof FileSystemException e && e.getReason() == null) {
      return e.getClass().getSimpleName() + ": " + e.getFile();
    }
    if (error instanceof RuntimeException e) {
      return "internal error (" + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + clean(e.getMessage()))
          + "); please report it with the file that caused it.";
    }
    return error.getMessage() != null && !error.getMessage().isBlank() ? clean(error.getMessage()) : error.toString();
  }

  /** One line: line breaks become spaces, other control bytes are escaped, long text is cut. */
  static String clean(String s) {
    StringBuilder b = new StringBuilder(Math.min(s.length(), MOST_CHARS + 8));
    for (int i = 0; i < s.length() && b.length() < MOST_CHARS; i++) {
      char c = s.charAt(i);
      if (c == '\n' || c == '\r' || c == '\t') {
        if (b.length() > 0 && b.charAt(b.length() - 1) != ' ') {
          b.append(' ');
        }
      } else if (Character.isISOControl(c)) {
        b.append(String.format("\\x%02x", (int) c));
      } else {
        b.append(c);
      }
    }
    String line = b.toString().strip();
    return line.length() >= MOST_CHARS ? line.substring(0, MOST_CHARS - 1) + "…" : line;
  }
}
