package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.check.CheckSummary;
import org.leapshot.slog2.check.Slog2Checker;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.write.WriteSummary;
import org.leapshot.slog2.write.WriterOptions;

/**
 * An archive of 300 locations written by the OTF2 library (the shared generator) converts with
 * 256 KiB leaves, the nearest power of two to 1 KiB a timeline, unless the user chose a leaf: the
 * same drawables either way, as many as the generator wrote, and both files pass the check. The
 * samples, of 10 locations at most, keep the reference's 64 KiB. Skipped, saying why, without the
 * OTF2 Python bindings.
 */
class Otf2WideArchiveTest {
  private static final int RANKS = 300;

  @TempDir Path dir;
  private Path anchor;

  private void generate() throws InterruptedException {
    assumeTrue(Files.isRegularFile(Otf2GeneratedTraceTest.GENERATOR), "no generator at " + Otf2GeneratedTraceTest.GENERATOR);
    assumeTrue(Otf2GeneratedTraceTest.exitCode(List.of("/usr/bin/python3", "-c", "import otf2"), null) == 0,
        "the OTF2 Python bindings (python3-otf2) are not installed");
    Path archive = dir.resolve("wide");
    assertThat(Otf2GeneratedTraceTest.exitCode(List.of("/usr/bin/python3", Otf2GeneratedTraceTest.GENERATOR.toString(),
        archive.toString(), "--ranks", String.valueOf(RANKS), "--target-events", "60000", "--seed", "11", "--quiet"),
        null)).as("generator exit code").isZero();
    anchor = archive.resolve("traces.otf2");
  }

  @Test
  void aWideArchiveGetsBiggerLeavesWithTheSameDrawables() throws IOException, InterruptedException {
    generate();
    Path sized = dir.resolve("sized.slog2");
    WriteSummary bySource = convertChecked(ConvertOptions.defaults(), sized);
    Path chosen = dir.resolve("chosen.slog2");
    WriteSummary byUser = convertChecked(ConvertOptions.defaults().withWriter(new WriterOptions(65536, 2)), chosen);

    assertThat(header(sized).leafByteSize()).isEqualTo(262144);
    assertThat(header(chosen).leafByteSize()).isEqualTo(65536);
    assertThat(bySource.nodes()).isLessThan(byUser.nodes());

    JsonNode generated = new ObjectMapper().readTree(anchor.resolveSibling("generator-summary.json").toFile());
    JsonNode events = generated.get("events_by_type");
    long states = events.get("Enter").asLong() + events.get("MpiCollectiveEnd").asLong();
    long arrows = events.get("MpiSend").asLong() + events.get("MpiIsend").asLong();
    // Two metrics per Metric record ("instructions" and "power"), and the program's begin and end.
    long eventDrawables = 2 * events.get("Metric").asLong() + events.get("ProgramBegin").asLong()
        + events.get("ProgramEnd").asLong();
    for (WriteSummary s : List.of(bySource, byUser)) {
      assertThat(s.timelines()).isEqualTo(RANKS);
      assertThat(s.drawables()).isEqualTo(states + arrows + eventDrawables);
    }
  }

  @Test
  void theSamplesKeepTheReferenceLeaf() throws IOException {
    try (Otf2TraceSource source = Otf2TraceSource.open(Otf2OracleCountsTest.archive("otf2/otf2_test_traces/traces"))) {
      assertThat(source.timelineNames()).hasSize(10);
      assertThat(source.suggestedLeafBytes()).isEqualTo(65536);
    }
  }

  private WriteSummary convertChecked(ConvertOptions options, Path out) throws IOException {
    ConvertSummary summary = new Converter(options, null).convert(anchor, out);
    CheckSummary check = Slog2Checker.check(out);
    assertThat(check.drawables()).isEqualTo(summary.written().drawables());
    return summary.written();
  }

  private static Header header(Path slog2) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(slog2)) {
      return r.header();
    }
  }
}
