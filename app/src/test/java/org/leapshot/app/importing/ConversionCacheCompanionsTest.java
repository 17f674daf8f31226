package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.TraceFiles;
import org.junit.jupiter.api.io.TempDir;

/**
 * An OTF2 anchor is a few hundred bytes naming the archive's other parts, and a Paraver trace
 * reads its .pcf and .row: a change to any of them must give a new cache key, and an archive
 * given as its directory has the key of its anchor.
 */
class ConversionCacheCompanionsTest {
  @TempDir
  Path dir;

  @Test
  void anOtf2AnchorIsKeyedWithItsDefinitionsAndEventFiles() throws IOException {
    Path anchor = Files.writeString(dir.resolve("traces.otf2"), "anchor");
    Path defs = Files.writeString(dir.resolve("traces.def"), "defs");
    Files.createDirectories(dir.resolve("traces"));
    Path events = Files.writeString(dir.resolve("traces/0.evt"), "events");
    Files.writeString(dir.resolve("MANIFEST.md"), "not part of the archive");
    assertThat(TraceFiles.of(anchor).subList(1, 3)).containsExactly(defs, events);

    String key = ConversionCache.key(anchor);
    assertThat(ConversionCache.key(dir)).as("the directory opens its anchor").isEqualTo(key);
    Files.writeString(dir.resolve("MANIFEST.md"), "changed, still not part of it");
    assertThat(ConversionCache.key(anchor)).isEqualTo(key);
    Files.writeString(events, "more events");
    assertThat(ConversionCache.key(anchor)).isNotEqualTo(key);
  }

  @Test
  void aParaverTraceIsKeyedWithItsPcfAndRow() throws IOException {
    Path prv = Files.writeString(dir.resolve("run.prv"), "#Paraver");
    assertThat(TraceFiles.of(prv)).containsExactly(prv);
    String bare = ConversionCache.key(prv);
    Path pcf = Files.writeString(dir.resolve("run.pcf"), "STATES");
    Path row = Files.writeString(dir.resolve("run.row"), "LEVEL THREAD");
    assertThat(TraceFiles.of(prv)).containsExactly(prv, pcf, row);
    assertThat(ConversionCache.key(prv)).isNotEqualTo(bare);
  }
}
