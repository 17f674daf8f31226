package org.leapshot.app.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;
import picocli.CommandLine;

/**
 * The training run of the package step: a JVM started with {@code -XX:DumpLoadedClassList} runs
 * this, and the classes it loads go into the class-data sharing archive that {@code bin/leapshot}
 * starts with (issue #22: command start). It does what short runs do, quietly: {@code convert} of
 * a small text trace, a small CLOG2 file and a small OTF2 archive made here, then {@code info},
 * {@code print}, {@code check} and {@code stats} of their outputs (text and JSON), so the archive
 * holds picocli's model, the converter pipeline, the CLOG2 and OTF2 readers, the tree writer, the
 * reader and the printers.
 *
 * <p>Exits 0 even if a step fails (a missing archive only costs start-up time), saying so on
 * standard error.
 */
public final class CdsTraining {
  private static final int RANKS = 4;
  private static final int STEPS = 200;
  /**
   * Steps of a second text trace whose output (about 1.5 MB) passes the file sink's 1 MiB buffer and
   * the node writer's 1 MiB of jobs, as every conversion of a few MB does: their threads and lambdas
   * go into the archive too.
   */
  static final int BIG_STEPS = 2500;
  private static final int CLOG2_BLOCK = 65536;

  private CdsTraining() {}

  public static void main(String[] args) throws IOException, ClassNotFoundException {
    Path dir = Files.createTempDirectory("leapshot-cds");
    PrintStream out = System.out;
    PrintStream err = System.err;
    try {
      Path trace = writeTrace(dir.resolve("training.txt"));
      Path slog2 = dir.resolve("training.slog2");
      PrintStream quiet = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
      System.setOut(quiet);
      System.setErr(quiet);
      int failed = 0;
      StringBuilder which = new StringBuilder();
      String clog2 = writeClog2(dir.resolve("training.clog2")).toString();
      String clog2Slog2 = dir.resolve("clog2.slog2").toString();
      String otf2 = TrainingOtf2Archive.write(dir).toString();
      String big = writeTrace(dir.resolve("big.txt"), BIG_STEPS).toString();
      String[][] runs = {
        {"--version"},
        {"convert", trace.toString(), "-o", slog2.toString()},
        {"convert", clog2, "-o", clog2Slog2},
        {"convert", clog2, "-o", clog2Slog2}, // over an existing output, which is checked against the inputs
        {"convert", otf2, "-o", dir.resolve("otf2.slog2").toString()},
        {"convert", big, "-o", dir.resolve("big.slog2").toString()},
        {"info", slog2.toString()}, {"info", "--json", clog2Slog2},
        {"print", slog2.toString()}, {"print", "--json", clog2Slog2},
        {"check", slog2.toString()},
        {"stats", slog2.toString()}, {"stats", "--json", clog2Slog2},
      };
      for (String[] run : runs) {
        CommandLine found = ToolLauncher.forTool(run[0]);
        CommandLine cli = found != null ? found : LeapshotCommand.commandLine();
        // The commands write to the process's standard output itself (StandardOutput), not System.out.
        cli.setOut(new PrintWriter(quiet));
        cli.setErr(new PrintWriter(quiet));
        int code = cli.execute(run);
        if (code != 0) {
          failed++;
          which.append("; ").append(String.join(" ", run));
        }
      }
      heapGauge();
      // The entry point too, which the launcher loads first (it would otherwise come from the jar).
      Class.forName("org.leapshot.app.Main", false, CdsTraining.class.getClassLoader());
      if (failed > 0) {
        err.println("cds training: " + failed + " step(s) failed (" + which.substring(2)
            + "); the archive holds fewer classes");
      }
    } finally {
      System.setOut(out);
      System.setErr(err);
      deleteTree(dir);
    }
  }

  /**
   * The management beans a conversion's heap watch reads once the conversion has run 2 s with half
   * the heap used (as the 1 024-location OTF2 archive at -Xmx256m does): about 120 classes, loaded
   * from the JDK's modules and made at run time otherwise.
   */
  private static long heapGauge() {
    long n = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      MemoryUsage after = pool.getCollectionUsage();
      n += pool.getType() == MemoryType.HEAP && after != null ? after.getUsed() + pool.getUsage().getMax() : 0;
    }
    for (GarbageCollectorMXBean c : ManagementFactory.getGarbageCollectorMXBeans()) {
      n += c.getCollectionCount() + Arrays.asList(c.getMemoryPoolNames()).size() + c.getName().length();
    }
    return n;
  }

  /** A few thousand states, arrows and events on {@value #RANKS} timelines ({@value #STEPS} steps). */
  static Path writeTrace(Path file) throws IOException {
    return writeTrace(file, STEPS);
  }

  /** Four drawables a step and rank, made out of end-time order (see the test). */
  static Path writeTrace(Path file, int steps) throws IOException {
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
      w.write("Category[ index=0 name=message topo=Arrow color=(255,255,255,255,true) width=3 <tag=%d size=%d> ]\n");
      w.write("Category[ index=1 name=Compute topo=State color=(255,165,0,127,true) width=1 <kernel=%s iter=%d> ]\n");
      w.write("Category[ index=2 name=MPI_Send topo=State color=(0,0,255,127,true) width=1 ]\n");
      w.write("Category[ index=3 name=Sample topo=Event color=(255,255,0,255,true) width=1 <ipc=%e> ]\n");
      w.write("Category[ index=4 name=Residual topo=Event color=(0,255,255,255,true) width=1 <res=%E> ]\n");
      w.write("YCoordMap[ Nrows=4 Ncolumns=2 Nmethods=0 title=Nodes colnames=< node > ( 0 0 ) ( 1 0 ) ( 2 1 ) ( 3 1 ) ]\n");
      for (int step = 0; step < steps; step++) {
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
      // A time in exponent form, and a %e and a %E value with more digits than the decimal fast
      // path rounds exactly: the library's float and double parsers take those, so their classes
      // are loaded here and go into the archive too (r64 loaded the double parser from the jar).
      w.write("Primitive[ TimeBBox(3E-2,3E-2) Category=3 (3E-2, 0) <1.234567890123456789e-05> ]\n");
      w.write("Primitive[ TimeBBox(3E-2,3E-2) Category=4 (3E-2, 1) <1.234567890123456789E-05> ]\n");
    }
    return file;
  }

  /**
   * A CLOG2 file as MPE writes one (clog2-format.md Part A; big-endian): two ranks, one MPI state
   * with a named colour, and a message from rank 0 to rank 1 in each of {@value #STEPS} steps.
   */
  static Path writeClog2(Path file) throws IOException {
    String[] preamble = {"CLOG-02.44", "is_big_endian=", "TRUE ", "is_finalzed=", "TRUE ", "block_size=",
      Integer.toString(CLOG2_BLOCK), "num_buffered_blocks=", "128", "max_comm_world_size=", "2", "max_thread_count=", "1",
      "known_eventID_start=", "0", "user_eventID_start=", "600", "known_solo_eventID_start=", "-10",
      "user_solo_eventID_start=", "5000", "known_stateID_count=", "300", "user_stateID_count=", "0",
      "known_solo_eventID_count=", "2", "user_solo_eventID_count=", "0", "commtable_fptr=", "0", "1073741824", "0"};
    ByteBuffer head = ByteBuffer.allocate(1024);
    for (String token : preamble) {
      head.put((token + "\0").getBytes(StandardCharsets.US_ASCII));
    }
    ByteBuffer block = ByteBuffer.allocate(CLOG2_BLOCK);
    // STATEDEF of state 10 (events 20 and 21): id, start, final, pad, colour[24], name[32], format[40].
    record(block, 0, 0, 2).putInt(10).putInt(20).putInt(21).putInt(0)
        .put(padded("SteelBlue", 24)).put(padded("MPI_Send", 32)).put(new byte[40]);
    for (int rank = 0; rank < 2; rank++) { // COMMEVT: the world communicator made
      record(block, 0, rank, 9).putInt(0).putInt(0).putInt(rank).putInt(rank).put(new byte[32]);
    }
    for (int step = 0; step < STEPS; step++) {
      double t = 1e-3 * (step + 1);
      record(block, t, 0, 5).putInt(20).putInt(0); // BAREEVT: the state starts
      record(block, t + 1e-4, 0, 7).putInt(-101).putInt(0).putInt(1).putInt(step).putInt(64).putInt(0); // MSGEVT send
      record(block, t + 2e-4, 0, 5).putInt(21).putInt(0);
      record(block, t + 3e-4, 1, 7).putInt(-102).putInt(0).putInt(0).putInt(step).putInt(0).putInt(0); // receive
    }
    record(block, 1, 0, 0); // ENDLOG; the rest of the block stays zero
    try (OutputStream out = Files.newOutputStream(file)) {
      out.write(head.array());
      out.write(block.array());
      out.write(new byte[4]); // no communicator table
    }
    return file;
  }

  private static ByteBuffer record(ByteBuffer block, double time, int rank, int type) {
    return block.putDouble(time).putInt(0).putInt(rank).putInt(0).putInt(type);
  }

  private static byte[] padded(String text, int size) {
    return Arrays.copyOf(text.getBytes(StandardCharsets.US_ASCII), size);
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
