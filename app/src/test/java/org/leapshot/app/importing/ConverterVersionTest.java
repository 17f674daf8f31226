package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.Converter;

/**
 * The conversion cache keys its entries by {@link ConversionCache#CONVERTER_VERSION}: a converter whose
 * output changes without raising it leaves users opening the old conversion of their trace, bugs
 * and all (Paje's StarPU traces kept their milliseconds-as-seconds entries). This converts one
 * sample of every format the viewer imports, as the import does, and holds the digest of what it
 * wrote to the version: change either alone and it fails.
 */
class ConverterVersionTest {
  /** One sample per format: CLOG2, OTF, OTF2, Paraver, Paje (StarPU's and SimGrid's), PICL, text. */
  private static final List<String> SAMPLES = List.of(
      "real-mpi/cpilog-4p.clog2",
      "otf/philosophers/philosophers.otf",
      "otf2/ping-pong-otf2/traces.otf2",
      "paraver/qsort_beo3/qsort_beo3.prv",
      "paje/native_sample/native_sample.trace",
      "paje/ms/ms.trace",
      "picl/worley-table20.trf",
      "text/data.txt");

  /** The version and the digest of the samples' conversions it stands for. */
  private static final String RECORDED = "5:3f5e9f78337d364cb5588734b64779c3";

  @TempDir Path dir;

  @Test
  void theConvertersOutputChangesOnlyWithTheCacheVersion() throws IOException, NoSuchAlgorithmException {
    MessageDigest all = MessageDigest.getInstance("SHA-256");
    for (String sample : SAMPLES) {
      Path out = dir.resolve(Path.of(sample).getFileName() + ".slog2");
      new Converter(ConvertOptions.defaults(), org.leapshot.slog2.convert.ProgressListener.NONE).convert(Shared.testdata(sample), out);
      all.update(Files.readAllBytes(out));
      // the sidecars the cache keeps with the entry are its content too
      for (String sidecar : List.of(".groups", ".timelines")) {
        Path file = out.resolveSibling(out.getFileName() + sidecar);
        if (Files.exists(file)) {
          all.update(Files.readAllBytes(file));
        }
      }
    }
    String now = ConversionCache.CONVERTER_VERSION + ":" + HexFormat.of().formatHex(all.digest(), 0, 16);
    assertThat(now)
        .as("the converters' output changed: raise ConversionCache.CONVERTER_VERSION and record the new digest")
        .isEqualTo(RECORDED);
  }
}
