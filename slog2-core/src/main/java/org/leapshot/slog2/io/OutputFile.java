package org.leapshot.slog2.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.ClosedChannelException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A file written as a hidden temporary file beside its target and renamed onto the target only
 * when complete ({@link #commit()}); {@link #close()} before that deletes it, so a failure (a full
 * disk, a bad input, a cancel) leaves neither a partial file nor a changed target. Failures are
 * reported as one line naming the target, never the hidden temporary name.
 */
public final class OutputFile implements Closeable {
  private final Path target;
  private final Path temp;
  private boolean done;

  private OutputFile(Path target, Path temp) {
    this.target = target;
    this.temp = temp;
  }

  /**
   * Creates the empty temporary file for {@code target}.
   *
   * @throws IOException naming the target, e.g. {@code cannot write out/x.png: directory out does not exist}
   */
  public static OutputFile create(Path target) throws IOException {
    Path absolute = target.toAbsolutePath();
    Path dir = absolute.getParent();
    if (!Files.isDirectory(dir)) {
      throw new IOException("cannot write " + target + ": " + (Files.exists(dir) ? dir + " is not a directory"
          : "directory " + dir + " does not exist"));
    }
    try {
      return new OutputFile(target, createTemporaryFile(dir, absolute.getFileName().toString()));
    } catch (IOException e) {
      throw cannotWrite(target, e);
    }
  }

  /**
   * An empty file beside the target. Not {@code Files.createTempFile}: that makes the file readable
   * by its owner only, and the renamed file would keep those permissions instead of the umask's.
   * Created new, so it never replaces anything.
   */
  private static Path createTemporaryFile(Path dir, String targetName) throws IOException {
    for (int attempt = 0; ; attempt++) {
      String suffix = Long.toHexString(ThreadLocalRandom.current().nextLong());
      Path temp = dir.resolve("." + targetName + "." + suffix + ".tmp");
      try {
        return Files.createFile(temp);
      } catch (FileAlreadyExistsException e) {
        if (attempt >= 100) {
          throw e;
        }
      }
    }
  }

  /** The file to write into. */
  public Path temp() {
    return temp;
  }

  /** The file it becomes. */
  public Path target() {
    return target;
  }

  /** Renames the written temporary file onto the target (atomically where the file system can). */
  public void commit() throws IOException {
    try {
      try {
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
      done = true;
    } catch (IOException e) {
      throw cannotWrite(target, e);
    }
  }

  /** Deletes the temporary file unless {@link #commit()} succeeded. */
  @Override
  public void close() {
    if (done) {
      return;
    }
    done = true;
    try {
      Files.deleteIfExists(temp);
    } catch (IOException ignored) {
      // Nothing more can be done; the name starts with '.' and ends in .tmp.
    }
  }

  /**
   * One line for a failure to write {@code target}: its name and the system's reason, e.g.
   * {@code cannot write /data/x.slog2: No space left on device}. Keeps {@code e} as the cause.
   */
  public static IOException cannotWrite(Path target, IOException e) {
    return cannotWrite(target.toString(), Files.isDirectory(target) ? "it is a directory" : null, e);
  }

  /** As {@link #cannotWrite(Path, IOException)} for something described in words, e.g. the sort's runs in a folder. */
  public static IOException cannotWrite(String what, IOException e) {
    return cannotWrite(what, null, e);
  }

  private static IOException cannotWrite(String what, String knownReason, IOException original) {
    IOException e = original;
    String prefix = "cannot write " + what + ": ";
    if (e instanceof InterruptedIOException || e instanceof ClosedChannelException
        || (e.getMessage() != null && e.getMessage().startsWith("cannot write "))) {
      return e; // a cancel, told apart by its type, or already said
    }
    // Writers that wrap the system's failure (ImageIO's "I/O error writing PNG file!") hide its reason.
    while (e.getCause() instanceof IOException cause && cause != e) {
      e = cause;
    }
    String reason;
    if (knownReason != null) {
      reason = knownReason;
    } else if (e instanceof AccessDeniedException) {
      reason = "permission denied";
    } else if (e instanceof NoSuchFileException) {
      reason = "no such file or directory";
    } else if (e instanceof FileSystemException f && f.getReason() != null) {
      reason = f.getReason();
    } else {
      reason = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
    return new IOException(prefix + reason, original);
  }
}
