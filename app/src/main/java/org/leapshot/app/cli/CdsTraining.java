package org.leapshot.app.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The training run of the package step: a JVM started with {@code -XX:DumpLoadedClassList} runs
 * this, and the classes it loads go into the class-data sharing archive that {@code bin/leapshot}
 * starts with (issue #22: command start). It does what most short runs do, quietly: the whole
 * command's {@code --version}, and {@code convert} and {@code info} of a small text trace made
 * here, so the archive holds picocli's model, the converter pipeline and the tree writer.
 *
 * <p>Exits 0 even if a step fails (a missing archive only costs start-up time), saying so on
 * standard error.
 */
public final class CdsTraining {
  private static final int RANKS = 4;
  private static final int STEPS = 200;

  private CdsTraining() {}

  public static void main(String[] args) throws IOException {
    Path dir = Files.createTempDirectory("leapshot-cds");
    PrintStream out = System.out;
    PrintStream err = System.err;
    try {
      Path trace = writeTrace(dir.resolve("training.txt"));
      Path slog2 = dir.resolve("training.slog2");
      PrintStream quiet = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
      System.setOut(quiet);
      System.setErr(quiet);
      int version = LeapshotCommand.commandLine().execute("--version");
      int convert = ToolLauncher.forTool("convert").execute("convert", trace.toString(), "-o", slog2.toString());
      int info = ToolLauncher.forTool("info").execute("info", slog2.toString());
      if (version != 0 || convert != 0 || info != 0) {
        err.println("cds training: a step failed (version " + version + ", convert " + convert + ", info " + info
            + "); the archive holds fewer classes");
      }
    } finally {
      System.setOut(out);
      System.setErr(err);
      deleteTree(dir);
    }
  }

  /** A few thousand states, arrows and events on {@value #RANKS} timelines, in end-time order. */
  static Path writeTrace(Path file) throws IOException {
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
      w.write("Category[ index=0 name=message topo=Arrow color=(255,255,255,255,true) width=3 <tag=%d size=%d> ]\n");
      w.write("Category[ index=1 name=Compute topo=State color=(255,165,0,127,true) width=1 <kernel=%s iter=%d> ]\n");
      w.write("Category[ index=2 name=MPI_Send topo=State color=(0,0,255,127,true) width=1 ]\n");
      w.write("Category[ index=3 name=Sample topo=Event color=(255,255,0,255,true) width=1 <ipc=%e> ]\n");
      w.write("YCoordMap[ Nrows=4 Ncolumns=2 Nmethods=0 title=Nodes colnames=< node > ( 0 0 ) ( 1 0 ) ( 2 1 ) ( 3 1 ) ]\n");
      for (int step = 0; step < STEPS; step++) {
        double t = step * 1e-4;
        for (int rank = 0; rank < RANKS; rank++) {
          double s = t + rank * 1e-6;
          w.write(String.format(Locale.ROOT, "Primitive[ TimeBBox(%.9f,%.9f) Category=1 (%.9f, %d) (%.9f, %d) <stencil;;%d> ]%n",
              s, s + 4e-5, s, rank, s + 4e-5, rank, step));
          w.write(String.format(Locale.ROOT, "Primitive[ TimeBBox(%.9f,%.9f) Category=2 (%.9f, %d) (%.9f, %d) ]%n",
              s + 5e-5, s + 6e-5, s + 5e-5, rank, s + 6e-5, rank));
          w.write(String.format(Locale.ROOT, "Primitive[ TimeBBox(%.9f,%.9f) Category=0 (%.9f, %d) (%.9f, %d) <%d;;1024> ]%n",
              s + 5e-5, s + 7e-5, s + 5e-5, rank, s + 7e-5, (rank + 1) % RANKS, step));
          w.write(String.format(Locale.ROOT, "Primitive[ TimeBBox(%.9f,%.9f) Category=3 (%.9f, %d) <1.5> ]%n",
              s + 8e-5, s + 8e-5, s + 8e-5, rank));
        }
      }
    }
    return file;
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
