package org.leapshot.app.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.leapshot.app.cli.bench.BenchReport;
import org.leapshot.app.cli.bench.OperationTimes;
import org.leapshot.app.cli.bench.WindowBench;
import org.leapshot.app.cli.bench.Warmup;
import org.leapshot.slog2.query.SessionOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code leapshot bench FILE [--json] [--seed S] [--read-ahead on|off] [--quick]}: measures window queries on a SLOG-2 file. */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = {"Measures what a viewer of FILE waits for, in this JVM.",
        "Open, the whole-run view, a zoom to 1/1000 of the run, 50 half-window scroll steps and 20 random jumps at"
            + " 1600 pixels (level of detail and exact), each timed up to the last drawable read; then reading every"
            + " drawable. With FILE.overview beside FILE (leapshot overview FILE), also the whole-run view from it."})
public final class BenchCommand implements Callable<Integer> {
  @Parameters(paramLabel = "FILE", description = "the SLOG-2 file")
  Path file;

  @Option(names = "--json", description = "print one JSON object")
  boolean json;

  @Option(names = "--seed", paramLabel = "S", description = "seed of the random jumps (default: ${DEFAULT-VALUE})")
  long seed = 1;

  @Option(names = "--read-ahead", paramLabel = "on|off",
      description = "on: wait after each step for the read-ahead it starts and report that apart; off: no read-ahead,"
          + " every step finds its neighbour cold (default: ${DEFAULT-VALUE})")
  OnOff readAhead = OnOff.on;

  @Option(names = "--quick", description = "warm up only a few rounds: for checking that it runs, not for figures")
  boolean quick;

  @Option(names = "--cache-mib", paramLabel = "N", description = "node cache budget in MiB (default: ${DEFAULT-VALUE})")
  long cacheMib = SessionOptions.DEFAULT.cacheBytes() >> 20;

  @Spec
  picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (cacheMib < 0 || cacheMib > Long.MAX_VALUE >> 20) { // shifted to bytes below: no sign flip or overflow
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--cache-mib must be 0 or more MiB, was " + cacheMib);
    }
    double loadBefore = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    WindowBench bench = new WindowBench(file, seed,
        SessionOptions.DEFAULT.withCacheBytes(cacheMib << 20).withReadAhead(readAhead == OnOff.on), quick ? Warmup.QUICK : Warmup.FULL);
    BenchReport r = bench.run();
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      printJson(r, out);
    } else {
      printText(r, out);
      // Wall-clock figures scale with contention: say how busy the machine was.
      out.printf("system load average: %.1f before, %.1f after, on %d processors%n", loadBefore,
          java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
          Runtime.getRuntime().availableProcessors());
      out.printf("warm-up: %s, %d short rounds and %d scroll steps until the compiler was quiet%n",
          quick ? "quick (figures not meaningful)" : "full", bench.settleRounds(), bench.scrollWarmSteps());
    }
    out.flush();
    return 0;
  }

  private static void printText(BenchReport r, PrintWriter out) {
    out.printf("file %s (%d bytes), open %.2f ms (first, cold: %.2f ms)%n", r.file(), r.bytes(), r.openMs(),
        r.coldOpenMs());
    out.printf("times from the request to the last drawable read; read-ahead %s%n",
        r.readAhead() ? "on (its work after each step in the ahead columns)" : "off (cold neighbours)");
    out.printf("%-8s %-5s %10s %10s %10s %10s %10s %10s %8s %10s %10s%n", "op", "mode", "median ms", "max ms", "drawables",
        "shadows", "cpu ms", "alloc KiB", "gc runs", "ahead ms", "ahead cpu");
    line(out, "overview", "lod", r.overview());
    if (r.overviewStored() != null) {
      line(out, "overview", "file", r.overviewStored()); // the stored overview: runs as drawables
    }
    row(out, "zoom", r.zoom());
    row(out, "scroll", r.scroll());
    row(out, "jump", r.jump());
    out.printf("all drawables: %d in %.3f s = %.1f M/s (process cpu %.3f s, %.1f MiB allocated)%n", r.allDrawables(),
        r.allSeconds(), r.allPerSecond() / 1e6, r.allCpuSeconds(), r.allAllocBytes() / 1048576.0);
    if (r.overviewStored() != null) {
      out.printf("overview file: the whole run from the stored overview (FILE.overview), read, resampled to %d px and"
          + " every run read; open + that view %.3f ms%n", WindowBench.WIDTH_PX, r.openMs() + r.overviewStored().medianMs());
    } else if (r.overviewProblem() != null) {
      out.println("overview file not used: " + r.overviewProblem());
    }
  }

  private static void row(PrintWriter out, String op, OperationTimes[] t) {
    String[] modes = {"lod", "exact"};
    for (int i = 0; i < 2; i++) {
      line(out, op, modes[i], t[i]);
    }
  }

  private static void line(PrintWriter out, String op, String mode, OperationTimes t) {
    out.printf("%-8s %-5s %10.3f %10.3f %10.0f %10.0f %10.3f %10.1f %4d/%-3d %10.3f %10.3f%n", op, mode, t.medianMs(),
        t.maxMs(), t.medianDrawables(), t.medianShadows(), t.medianCpuMs(), t.medianAllocBytes() / 1024, t.pausedRuns(),
        t.runs(), t.medianReadAheadMs(), t.medianReadAheadCpuMs());
  }

  static void printJson(BenchReport r, PrintWriter out) throws IOException {
    try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      g.writeStartObject();
      g.writeStringField("file", r.file());
      g.writeNumberField("bytes", r.bytes());
      g.writeNumberField("open_ms", round(r.openMs()));
      op(g, "zoom", r.zoom());
      g.writeFieldName("overview");
      times(g, r.overview());
      op(g, "scroll", r.scroll());
      op(g, "jump", r.jump());
      g.writeObjectFieldStart("all");
      g.writeNumberField("drawables", r.allDrawables());
      g.writeNumberField("seconds", round(r.allSeconds()));
      g.writeNumberField("per_second", Math.round(r.allPerSecond()));
      g.writeNumberField("cpu_seconds", round(r.allCpuSeconds()));
      g.writeNumberField("alloc_bytes", r.allAllocBytes());
      g.writeEndObject();
      // added by #22: what the times include, so figures of different builds are not mixed up
      g.writeStringField("read_ahead", r.readAhead() ? "on" : "off");
      g.writeBooleanField("materialised", true);
      if (r.overviewStored() != null) {
        // added for the stored overview: its whole-run view (drawables = runs read, no shadows)
        g.writeFieldName("overview_stored");
        times(g, r.overviewStored());
      }
      g.writeEndObject();
    }
    out.println();
  }

  private static void op(JsonGenerator g, String name, OperationTimes[] t) throws IOException {
    g.writeObjectFieldStart(name);
    String[] modes = {"lod", "exact"};
    for (int i = 0; i < 2; i++) {
      g.writeFieldName(modes[i]);
      times(g, t[i]);
    }
    g.writeEndObject();
  }

  private static void times(JsonGenerator g, OperationTimes t) throws IOException {
    g.writeStartObject();
    g.writeNumberField("median_ms", round(t.medianMs()));
    g.writeNumberField("max_ms", round(t.maxMs()));
    g.writeNumberField("median_cpu_ms", round(t.medianCpuMs()));
    g.writeNumberField("runs", t.runs());
    g.writeNumberField("gc_paused_runs", t.pausedRuns());
    count(g, "drawables", t.medianDrawables());
    count(g, "shadows", t.medianShadows());
    // added by #22
    g.writeNumberField("total_drawables", t.totalDrawables());
    count(g, "median_alloc_bytes", t.medianAllocBytes());
    g.writeNumberField("median_read_ahead_ms", round(t.medianReadAheadMs()));
    g.writeNumberField("median_read_ahead_cpu_ms", round(t.medianReadAheadCpuMs()));
    count(g, "median_read_ahead_alloc_bytes", t.medianReadAheadAllocBytes());
    // added by #22 item 3: the same medians in microseconds to the nanosecond, and the fastest run;
    // a scroll step takes a few microseconds, which median_ms's rounding to 1 us hides
    g.writeNumberField("median_us", roundUs(t.medianMs()));
    g.writeNumberField("min_us", roundUs(t.minMs()));
    g.writeNumberField("median_cpu_us", roundUs(t.medianCpuMs()));
    // added by #22 item 3: nodes decoded and nodes found in the session's cache, per operation
    count(g, "median_nodes_read", t.medianNodesRead());
    count(g, "median_nodes_cached", t.medianNodesFromCache());
    g.writeEndObject();
  }

  /** A median count: whole unless it is the mean of two middle values. */
  private static void count(JsonGenerator g, String name, double v) throws IOException {
    if (v == Math.rint(v)) {
      g.writeNumberField(name, (long) v);
    } else {
      g.writeNumberField(name, v);
    }
  }

  /** Milliseconds as microseconds, to the nanosecond. */
  private static double roundUs(double ms) {
    return Math.round(ms * 1e6) / 1000.0;
  }

  private static double round(double v) {
    return Math.round(v * 1000) / 1000.0;
  }

  /** The values of {@code --read-ahead}, spelt as typed. */
  enum OnOff {
    on, off
  }
}
