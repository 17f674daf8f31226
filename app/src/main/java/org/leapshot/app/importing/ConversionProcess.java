package org.leapshot.app.importing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.leapshot.slog2.convert.ConversionCancelledException;
import org.leapshot.slog2.convert.FormatDetector;
import org.leapshot.slog2.convert.ProgressListener;
import org.leapshot.slog2.convert.TraceFiles;
import org.leapshot.slog2.convert.TraceFormat;

/**
 * Converts in a JVM of its own ({@link ConversionProcessMain}) with the tuning {@code leapshot
 * convert} gets: the parallel collector and, below 512 MiB of input, the quick compiler alone. In
 * the viewer's JVM the optimising compiler compiled the converter's hot code while it ran: wrf (OTF,
 * 17.7 MB of records) cost about twice the CPU of the same conversion with the quick compiler, on
 * two cores shared with the window being built. The converter's heap is also no longer the
 * viewer's. {@link #cancel()} closes the child's standard input, which interrupts its conversion:
 * it deletes its files as it does in the viewer's JVM.
 */
record ConversionProcess(Process process, Path input) {
  /** From this much input the optimising compiler pays for itself (as in bin/leapshot). */
  static final long OPTIMISE_FROM_BYTES = 512L << 20;
  private static final long CANCEL_GRACE_SECONDS = 10;

  /** Starts converting {@code input} ({@code format}) to {@code output}. */
  static ConversionProcess start(TraceFormat format, Path input, Path output) throws IOException {
    ProcessBuilder builder = new ProcessBuilder(command(format, input, output, inputBytes(input)));
    builder.redirectError(ProcessBuilder.Redirect.INHERIT); // a crashed JVM's own words, for the terminal
    return new ConversionProcess(builder.start(), input);
  }

  /** The child's command line: this JVM's java and class path, its class-data archive if one matches. */
  static List<String> command(TraceFormat format, Path input, Path output, long inputBytes) {
    List<String> c = new ArrayList<>();
    c.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    c.add("-XX:MaxRAMPercentage=25");
    c.add("-XX:+UseParallelGC");
    if (inputBytes < OPTIMISE_FROM_BYTES) {
      c.add("-XX:TieredStopAtLevel=1");
    }
    c.add("-Djava.awt.headless=true");
    String classPath = System.getProperty("java.class.path");
    Path archive = archiveBeside(classPath);
    if (archive != null) {
      c.add("-XX:SharedArchiveFile=" + archive);
      c.add("-Xlog:cds=off");
      c.add("-Xlog:cds+dynamic=off");
    }
    c.addAll(List.of("-cp", classPath, ConversionProcessMain.class.getName(), format.name(), input.toString(),
        output.toString()));
    return c;
  }

  /**
   * Relays the child's progress until it ends; returns when it converted.
   *
   * @throws ConversionCancelledException after {@link #cancel()} stopped it
   * @throws IOException with the converter's message when it failed
   */
  void await(ProgressListener progress) throws IOException {
    String failure = null;
    try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (line.startsWith("P ")) {
          int blank = line.indexOf(' ', 2);
          progress.progress(line.substring(blank + 1), Double.parseDouble(line.substring(2, blank)));
        } else if (line.startsWith("E ")) {
          failure = line.substring(2);
        }
      }
    }
    int exit = waitForExit();
    cancel(); // the child has ended: this only releases the pipe to it
    if (exit == ConversionProcessMain.CANCELLED || Thread.currentThread().isInterrupted() && exit != 0) {
      Thread.currentThread().interrupt();
      throw new ConversionCancelledException(input.toString());
    }
    if (exit != 0) {
      throw new IOException(failure != null ? failure : "the converting process ended with exit code " + exit);
    }
  }

  /** Stops the conversion: the child sees its input end, cancels and deletes its files. */
  void cancel() {
    try {
      OutputStream in = process.getOutputStream();
      in.close();
    } catch (IOException e) {
      process.destroy(); // the pipe is gone already: make sure the child ends
    }
  }

  private int waitForExit() {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          if (process.waitFor(CANCEL_GRACE_SECONDS, TimeUnit.SECONDS)) {
            return process.exitValue();
          }
          process.destroyForcibly(); // its output is closed and it has not ended: hung
        } catch (InterruptedException e) {
          interrupted = true;
          cancel();
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** The bytes the converter reads: an OTF master's or OTF2 anchor's files beside it too. */
  static long inputBytes(Path input) {
    try {
      long sum = 0;
      for (Path f : TraceFiles.of(FormatDetector.traceFile(input).toRealPath())) {
        sum += Files.size(f);
      }
      return sum;
    } catch (IOException | RuntimeException e) {
      return 0; // the converter reports what is wrong with the input
    }
  }

  /** {@code leapshot.jsa} beside a class path of one {@code leapshot.jar}, if it is newer than the jar. */
  private static Path archiveBeside(String classPath) {
    if (classPath == null || !classPath.endsWith(".jar") || classPath.contains(java.io.File.pathSeparator)) {
      return null;
    }
    Path jar = Path.of(classPath).toAbsolutePath();
    Path archive = jar.resolveSibling(jar.getFileName().toString().replaceFirst("\\.jar$", ".jsa"));
    try {
      return Files.isRegularFile(archive)
          && Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar)) > 0 ? archive : null;
    } catch (IOException e) {
      return null;
    }
  }
}
