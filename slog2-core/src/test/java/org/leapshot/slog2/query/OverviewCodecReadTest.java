package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reading a sidecar whole ({@link OverviewCodec#readWhole}): the bytes of the file up to the size
 * taken before, and a file shrunk since then an {@link IOException} (which {@link StoredOverview#find}
 * reports as the sidecar's problem), never a short array.
 */
class OverviewCodecReadTest {
  @TempDir
  Path dir;

  @Test
  void readsTheFileWholeAndAFileGrownSinceToTheSizeTaken() throws IOException {
    byte[] bytes = new byte[300_001]; // more than one piece of any internal buffer
    new Random(7).nextBytes(bytes);
    Path file = dir.resolve("t.slog2.overview");
    Files.write(file, bytes);
    assertThat(OverviewCodec.readWhole(file, bytes.length)).isEqualTo(bytes);
    assertThat(OverviewCodec.readWhole(file, 1000)).isEqualTo(Arrays.copyOf(bytes, 1000));
    assertThat(OverviewCodec.readWhole(file, 0)).isEmpty();
  }

  @Test
  void aFileShrunkSinceItsSizeWasTakenIsAnError() throws IOException {
    Path file = dir.resolve("t.slog2.overview");
    Files.write(file, new byte[100]);
    assertThatThrownBy(() -> OverviewCodec.readWhole(file, 101)).isInstanceOf(EOFException.class);
  }

  @Test
  void aFileThatIsGoneIsAnError() {
    assertThatThrownBy(() -> OverviewCodec.readWhole(dir.resolve("none.overview"), 10)).isInstanceOf(IOException.class);
  }
}
