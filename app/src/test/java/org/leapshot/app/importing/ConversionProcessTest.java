package org.leapshot.app.importing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.ConversionCancelledException;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.ProgressListener;
import org.leapshot.slog2.convert.TraceFormat;

/** A conversion in a JVM of its own writes what the viewer's JVM wrote, says why it failed, and stops on Cancel. */
class ConversionProcessTest {
  @TempDir
  Path dir;

  @Test
  void theChildWritesTheSameFilesAsAConversionInThisJvm() throws Exception {
    Path input = picl(10_000); // 40 000 drawables: more than one progress interval
    Path own = dir.resolve("own/held.slog2");
    Path child = dir.resolve("child/held.slog2");
    Files.createDirectories(own.getParent());
    Files.createDirectories(child.getParent());
    new Converter(ConvertOptions.defaults().withFormat(TraceFormat.PICL), ProgressListener.NONE).convert(input, own);
    List<String> phases = new CopyOnWriteArrayList<>();

    ConversionProcess.start(TraceFormat.PICL, input, child).await((phase, fraction) -> phases.add(phase));

    assertThat(names(child.getParent())).isEqualTo(names(own.getParent())).contains("held.slog2");
    for (String name : names(own.getParent())) {
      assertThat(Files.readAllBytes(child.resolveSibling(name))).as(name).isEqualTo(Files.readAllBytes(own.resolveSibling(name)));
    }
    assertThat(phases).as("progress reaches the viewer").isNotEmpty();
  }

  @Test
  void aFailureCarriesTheConvertersOwnMessage() throws Exception {
    Path input = Files.write(dir.resolve("bad.trf"), List.of("-3 -601 0.5 0 -1 0", "-3 -601 not-a-time 1 -1 0"));
    Path out = dir.resolve("bad.slog2");
    String expected;
    try {
      new Converter(ConvertOptions.defaults().withFormat(TraceFormat.PICL), ProgressListener.NONE).convert(input, out);
      throw new AssertionError("the in-process conversion should fail");
    } catch (IOException e) {
      expected = OpenErrors.describe(e);
    }

    assertThatThrownBy(() -> ConversionProcess.start(TraceFormat.PICL, input, out).await(ProgressListener.NONE))
        .isInstanceOf(IOException.class).isNotInstanceOf(ConversionCancelledException.class).hasMessage(expected);
    assertThat(names(dir)).containsExactly("bad.trf");
  }

  @Test
  void cancelStopsTheChildWhichDeletesItsFiles() throws Exception {
    Path input = picl(400_000);
    Path out = dir.resolve("out/held.slog2");
    Files.createDirectories(out.getParent());
    ConversionProcess running = ConversionProcess.start(TraceFormat.PICL, input, out);
    AtomicReference<String> cancelledAt = new AtomicReference<>();
    ProgressListener cancelAtFirst = (phase, fraction) -> {
      if (cancelledAt.compareAndSet(null, phase)) {
        running.cancel();
      }
    };

    assertThatThrownBy(() -> running.await(cancelAtFirst)).isInstanceOf(ConversionCancelledException.class);
    assertThat(Thread.interrupted()).as("the interrupt status is set again, as the converter does").isTrue();
    assertThat(cancelledAt.get()).isNotNull();
    assertThat(names(out.getParent())).isEmpty();
  }

  @Test
  void theQuickCompilerAloneBelowHalfAGibibyteAndThisJvmsClassPath() {
    Path in = dir.resolve("in.otf");
    Path out = dir.resolve("out.slog2");
    List<String> small = ConversionProcess.command(TraceFormat.OTF, in, out, 17_000_000);
    List<String> big = ConversionProcess.command(TraceFormat.OTF, in, out, ConversionProcess.OPTIMISE_FROM_BYTES);

    assertThat(small).contains("-XX:TieredStopAtLevel=1", "-XX:+UseParallelGC")
        .containsSubsequence("-cp", System.getProperty("java.class.path"), ConversionProcessMain.class.getName(), "OTF",
            in.toString(), out.toString());
    assertThat(big).doesNotContain("-XX:TieredStopAtLevel=1").contains("-XX:+UseParallelGC");
  }

  @Test
  void anOtfMastersSizeCountsTheFilesBesideIt() throws Exception {
    Path master = Files.writeString(dir.resolve("t.otf"), "12345");
    Files.write(dir.resolve("t.1.events.z"), new byte[1000]);
    Files.write(dir.resolve("t.0.def"), new byte[200]);
    Files.write(dir.resolve("other.1.events"), new byte[7]);

    assertThat(ConversionProcess.inputBytes(master)).isEqualTo(1205);
    assertThat(ConversionProcess.inputBytes(dir.resolve("missing.otf"))).isZero();
  }

  private Path picl(int states) throws IOException {
    return ImportCancelTest.picl(dir.resolve("held.trf"), states);
  }

  private static List<String> names(Path folder) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
