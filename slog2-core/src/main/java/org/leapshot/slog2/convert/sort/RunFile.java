package org.leapshot.slog2.convert.sort;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.leapshot.slog2.io.OutputFile;
import org.leapshot.slog2.model.Drawable;

/** One sorted run spilled to a temporary file: written once, then read once from the start. */
final class RunFile implements Closeable {
  private static final int BUFFER_BYTES = 1 << 16;

  private final Path path;
  private DataInputStream in;

  private RunFile(Path path) {
    this.path = path;
  }

  /** Writes every drawable the cursor gives, in its order, to a new temporary file in {@code dir}. */
  static RunFile write(Path dir, DrawableCursor drawables) throws IOException {
    Path path;
    try {
      path = Files.createTempFile(dir, "leapshot-sort-", ".run");
    } catch (IOException e) {
      throw OutputFile.cannotWrite("the sort's runs in " + dir, e);
    }
    RunFile run = new RunFile(path);
    // WRITE only: the file is new and empty, and on ext4 truncating it to zero would make closing
    // it write the whole run to disk while the converter waits, for a file read back and deleted soon.
    try (DataOutputStream out = new DataOutputStream(
        new BufferedOutputStream(Files.newOutputStream(path, StandardOpenOption.WRITE), BUFFER_BYTES))) {
      for (Drawable d = drawables.next(); d != null; d = drawables.next()) {
        DrawableCodec.write(d, out);
      }
    } catch (IOException e) {
      run.close();
      // A full disk says only "No space left on device": say where the sort was writing.
      throw OutputFile.cannotWrite("the sort's runs in " + dir, e);
    } catch (RuntimeException e) {
      run.close();
      throw e;
    }
    return run;
  }

  /** A cursor over the run's drawables, from the start. Call once. */
  DrawableCursor open() throws IOException {
    in = new DataInputStream(new BufferedInputStream(Files.newInputStream(path), BUFFER_BYTES));
    return () -> DrawableCodec.read(in);
  }

  /** Closes the reader, if open, and deletes the file. */
  @Override
  public void close() throws IOException {
    try {
      if (in != null) {
        in.close();
      }
    } finally {
      Files.deleteIfExists(path);
    }
  }
}
