package org.leapshot.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.FormatDetector;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceSource;
import org.leapshot.slog2.convert.TraceSources;
import org.leapshot.slog2.model.Drawable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A trace's reader alone, without the SLOG-2 writer ({@code -p file=PATH}, any input format
 * {@code convert} detects, e.g. an OTF2 anchor or a {@code .prv}): every drawable the source makes
 * is counted and dropped. Input MB/s = file size / time; set against a whole {@code convert} it
 * shows the reader's share.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = "-Xmx256m")
public class ReaderBenchmark {
  @Param("")
  public String file;

  @Benchmark
  public long drainSource() throws IOException {
    Path input = Path.of(file);
    long[] drawables = {0};
    ItemSink counter = new ItemSink() {
      @Override
      public void drawable(Drawable d, String at, long line) {
        drawables[0]++;
      }

      @Override
      public void item(TraceItem item) {
        drawables[0] += item instanceof TraceItem.DrawableItem ? 1 : 0;
      }
    };
    try (TraceSource source = TraceSources.open(input, FormatDetector.detect(input), ConvertOptions.defaults())) {
      while (source.drainTo(counter)) {
        // every item
      }
    }
    return drawables[0];
  }
}
