package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.leapshot.slog2.testing.SharedData;

/**
 * Makes a big OTF trace for throughput runs, skipped unless asked for:
 * {@code mvn -B -o -pl slog2-core test -Dtest=OtfThroughputCheck -Dotf.bench=/tmp/otfbig/wrfbig.otf}
 * writes, if the master file does not exist yet, about 1 GB of decompressed event text made from
 * the wrf sample ({@code -Dotf.bench.mb=N} for another size, {@code -Dotf.bench.plain=true} for
 * uncompressed event files) into that directory, which must exist. Time it with {@code convert}.
 */
class OtfThroughputCheck {

  @Test
  @EnabledIfSystemProperty(named = "otf.bench", matches = ".+")
  void makeABigTrace() throws IOException {
    Path master = Path.of(System.getProperty("otf.bench"));
    if (Files.exists(master)) {
      return;
    }
    long mb = Long.parseLong(System.getProperty("otf.bench.mb", "1000"));
    boolean compress = !Boolean.getBoolean("otf.bench.plain");
    Path wrf = SharedData.root().resolve("testdata/otf/wrf/wrf.otf");
    long text = OtfReplicator.replicate(wrf, master, mb * 1_000_000, compress);
    System.out.printf("%s: %d bytes of event text (%s)%n", master, text, compress ? "zlib" : "plain");
    assertThat(text).isGreaterThanOrEqualTo(mb * 1_000_000);
    try (OtfTraceSource source = OtfTraceSource.open(master)) {
      assertThat(source.next()).isNotNull();
    }
  }
}
