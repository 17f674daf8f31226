package org.leapshot.app.cli.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.leapshot.app.cli.LeapshotCommand;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2Reader;
import picocli.CommandLine;

class BenchCommandTest {
  private static final Path FPILOG = Paths.get(System.getProperty("leapshot.shared"), "testdata/reference/fpilog.slog2");

  @Test
  void jsonReportHasEveryFieldAndCountsEveryDrawable() throws Exception {
    StringWriter out = new StringWriter();
    CommandLine cli = LeapshotCommand.commandLine();
    cli.setOut(new PrintWriter(out));
    int code = cli.execute("bench", FPILOG.toString(), "--json", "--seed", "7");
    assertThat(code).isZero();
    Map<String, Double> fields = flatten(out.toString());
    assertThat(fields).containsKeys("bytes", "open_ms", "all.drawables", "all.seconds", "all.per_second");
    for (String op : new String[] {"zoom", "scroll", "jump"}) {
      for (String mode : new String[] {"lod", "exact"}) {
        for (String f : new String[] {"median_ms", "max_ms", "drawables", "shadows"}) {
          assertThat(fields).containsKey(op + "." + mode + "." + f);
        }
        assertThat(fields.get(op + "." + mode + ".max_ms")).isGreaterThanOrEqualTo(fields.get(op + "." + mode + ".median_ms"));
        // the finer figures are the same medians: median_ms is median_us rounded to whole microseconds
        String p = op + "." + mode + ".";
        assertThat(fields.get(p + "median_us") / 1000).isCloseTo(fields.get(p + "median_ms"), org.assertj.core.api.Assertions.within(0.0005));
        assertThat(fields.get(p + "median_cpu_us") / 1000).isCloseTo(fields.get(p + "median_cpu_ms"), org.assertj.core.api.Assertions.within(0.0005));
        assertThat(fields.get(p + "min_us")).isPositive().isLessThanOrEqualTo(fields.get(p + "median_us"));
        // how many runs the garbage collector paused: between none and all of them
        assertThat(fields.get(op + "." + mode + ".gc_paused_runs")).isBetween(0.0, fields.get(op + "." + mode + ".runs"));
      }
      assertThat(fields.get(op + ".lod.runs")).isEqualTo(op.equals("scroll") ? 50.0 : op.equals("jump") ? 20.0 : (double) WindowBench.ZOOMS);
      assertThat(fields.get(op + ".exact.shadows")).isZero();
    }
    assertThat(fields.get("bytes")).isEqualTo((double) FPILOG.toFile().length());
    assertThat(fields.get("all.drawables")).isEqualTo((double) drawableCount(FPILOG));
  }

  @Test
  void readAheadOffAddsItsFieldsAndWaitsForNone() throws Exception {
    StringWriter out = new StringWriter();
    CommandLine cli = LeapshotCommand.commandLine();
    cli.setOut(new PrintWriter(out));
    int code = cli.execute("bench", FPILOG.toString(), "--json", "--quick", "--read-ahead", "off");
    assertThat(code).isZero();
    assertThat(out.toString()).contains("\"read_ahead\":\"off\"", "\"materialised\":true");
    Map<String, Double> fields = flatten(out.toString());
    for (String op : new String[] {"zoom", "scroll", "jump"}) {
      for (String mode : new String[] {"lod", "exact"}) {
        String p = op + "." + mode + ".";
        assertThat(fields.get(p + "median_read_ahead_ms")).isZero();
        assertThat(fields.get(p + "median_alloc_bytes")).isPositive();
        // each run returns at least the median's share of the total, and at most all of it
        assertThat(fields.get(p + "total_drawables")).isGreaterThanOrEqualTo(fields.get(p + "drawables"));
      }
      // both modes see the whole file's drawables in these windows: the same totals
      assertThat(fields.get(op + ".lod.total_drawables")).isEqualTo(fields.get(op + ".exact.total_drawables"));
    }
    for (String mode : new String[] {"lod", "exact"}) {
      // a zoom on a fresh session, nothing read ahead: every node it uses is decoded from the file
      assertThat(fields.get("zoom." + mode + ".median_nodes_read")).isPositive();
      assertThat(fields.get("zoom." + mode + ".median_nodes_cached")).isZero();
      // scroll steps and jumps of one session find at least the root decoded by the steps before
      assertThat(fields.get("jump." + mode + ".median_nodes_cached")).isPositive();
    }
    assertThat(fields).containsKey("all.alloc_bytes");
  }

  @Test
  void aStoredOverviewBesideTheFileIsTimedTooWithTheShapeOfTheTreesWholeRunView(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("fpilog.slog2");
    java.nio.file.Files.copy(FPILOG, file);
    StringWriter out = new StringWriter();
    CommandLine cli = LeapshotCommand.commandLine();
    cli.setOut(new PrintWriter(out));
    assertThat(cli.execute("bench", file.toString(), "--json", "--quick")).isZero();
    assertThat(out.toString()).doesNotContain("overview_stored"); // none yet
    assertThat(LeapshotCommand.commandLine().execute("overview", file.toString())).isZero();
    out.getBuffer().setLength(0);
    assertThat(cli.execute("bench", file.toString(), "--json", "--quick")).isZero();
    Map<String, Double> fields = flatten(out.toString());
    for (String f : new String[] {"median_ms", "max_ms", "median_cpu_ms", "runs", "gc_paused_runs", "drawables",
        "shadows", "total_drawables", "median_alloc_bytes", "median_read_ahead_ms"}) {
      assertThat(fields).containsKey("overview." + f).containsKey("overview_stored." + f);
    }
    assertThat(fields.get("overview_stored.runs")).isEqualTo((double) WindowBench.OPENS);
    assertThat(fields.get("overview_stored.drawables")).as("runs read").isPositive();
    assertThat(fields.get("overview_stored.shadows")).isZero();
    out.getBuffer().setLength(0);
    assertThat(cli.execute("bench", file.toString(), "--quick")).isZero();
    assertThat(out.toString()).containsPattern("(?m)^overview file +\\d").contains("open + that view");
  }

  @Test
  void scrollWarmUpRunsRoundsOfStepsOfBothModesUntilQuietOrItsMostAndSaysHowMany() throws Exception {
    WindowBench bench = new WindowBench(FPILOG, 1, org.leapshot.slog2.query.SessionOptions.DEFAULT,
        new Warmup(3, 200_000, 2, WindowBench.SCROLL_STEPS, 5 * WindowBench.SCROLL_STEPS / 2));
    bench.run();
    // a round is SCROLL_STEPS steps in each mode; rounds start while fewer than the most have run
    assertThat(bench.scrollWarmSteps()).isBetween(2 * WindowBench.SCROLL_STEPS, 6 * WindowBench.SCROLL_STEPS)
        .matches(n -> n % (2 * WindowBench.SCROLL_STEPS) == 0);
    StringWriter out = new StringWriter();
    CommandLine cli = LeapshotCommand.commandLine();
    cli.setOut(new PrintWriter(out));
    assertThat(cli.execute("bench", FPILOG.toString(), "--quick")).isZero();
    assertThat(out.toString()).contains("and " + 2 * WindowBench.SCROLL_STEPS + " scroll steps");
  }

  @Test
  void readAheadTakesOnlyOnOrOff() {
    StringWriter err = new StringWriter();
    CommandLine cli = LeapshotCommand.commandLine();
    cli.setErr(new PrintWriter(err));
    assertThat(cli.execute("bench", FPILOG.toString(), "--read-ahead", "maybe")).isEqualTo(2);
    assertThat(err.toString()).contains("--read-ahead");
  }

  @Test
  void textReportNamesEveryOperation() {
    StringWriter out = new StringWriter();
    CommandLine cli = LeapshotCommand.commandLine();
    cli.setOut(new PrintWriter(out));
    assertThat(cli.execute("bench", FPILOG.toString())).isZero();
    assertThat(out.toString()).contains("zoom", "scroll", "jump", "all drawables:", "M/s");
  }

  private static long drawableCount(Path file) throws Exception {
    long n = 0;
    try (Slog2Reader r = Slog2Reader.open(file)) {
      for (DirectoryEntry e : r.directory().entries()) {
        n += r.readNode(e).drawableCount();
      }
    }
    return n;
  }

  /** Numeric fields of a JSON object, nested names joined with dots. */
  private static Map<String, Double> flatten(String json) throws Exception {
    Map<String, Double> fields = new HashMap<>();
    try (JsonParser p = new JsonFactory().createParser(json)) {
      StringBuilder path = new StringBuilder();
      java.util.ArrayDeque<Integer> lengths = new java.util.ArrayDeque<>();
      String name = null;
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        switch (t) {
          case FIELD_NAME -> name = p.getCurrentName();
          case START_OBJECT -> {
            lengths.push(path.length());
            if (name != null) {
              path.append(name).append('.');
            }
          }
          case END_OBJECT -> path.setLength(lengths.pop());
          case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> fields.put(path + name, p.getDoubleValue());
          default -> { }
        }
      }
    }
    return fields;
  }
}
