package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.testing.WideTraces;
import org.leapshot.slog2.format.Slog2Reader;

/**
 * The viewer's background import converts as {@code convert} does without {@code --leaf-bytes}: a
 * trace of 300 timelines in a format without a reference converter gets 256 KiB leaves in the cache.
 */
class ImportLeafSizeTest {
  @TempDir Path dir;

  @Test
  void aWideTraceIsCachedWithTheLeafItsFormatChooses() throws Exception {
    Path input = WideTraces.paraver(dir, 300);
    List<Path> opened = new CopyOnWriteArrayList<>();
    TraceOpener opener = GuiActionRunner.execute(() -> new TraceOpener(null,
        new ConversionCache(dir.resolve("cache"), 1L << 30), (slog2, original) -> opened.add(slog2)));
    GuiActionRunner.execute(() -> opener.open(input));
    Pause.pause(OnEdt.condition("import ended", () -> !opener.isBusy()), Timeout.timeout(60000));
    assertThat(opened).containsExactly(opener.cache().entryFor(input));
    try (Slog2Reader r = Slog2Reader.open(opened.get(0))) {
      assertThat(r.header().leafByteSize()).isEqualTo(262144);
    }
  }
}
