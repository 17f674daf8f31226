package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * Not a test: runs the OTF reading path up to one stage, so that the cost of each stage is the
 * difference between two runs under {@code perf stat} (one JVM per run, as a conversion is).
 * Usage: {@code OtfReadingStages <master.otf> lines|records|parse|merge|source|write [out.slog2]}:
 *
 * <ul>
 *   <li>{@code lines}: inflate and split every stream's lines, stream after stream;
 *   <li>{@code records}: the same through the cursors (time and process lines applied);
 *   <li>{@code parse}: and each record line parsed;
 *   <li>{@code merge}: and the streams merged by time, as the source does;
 *   <li>{@code source}: the whole {@link OtfTraceSource}, drawables made and dropped;
 *   <li>{@code write}: the source drained straight into a {@link Slog2Writer} on the same thread, a
 *       conversion without the converter's reading thread, to compare with it.
 * </ul>
 */
public final class OtfReadingStages {
  private OtfReadingStages() {}

  public static void main(String[] args) throws IOException {
    Path masterFile = Path.of(args[0]);
    String stage = args[1];
    long wall = System.nanoTime();
    long[] count = new long[1];
    long check = switch (stage) {
      case "source" -> source(masterFile, count);
      case "write" -> write(masterFile, Path.of(args[2]), count);
      default -> cursors(masterFile, stage, count);
    };
    System.out.printf("%s: %d lines, records or items (check %d), %.2f s%n", stage, count[0], check,
        (System.nanoTime() - wall) / 1e9);
  }

  private static long cursors(Path masterFile, String stage, long[] count) throws IOException {
    OtfMaster master = OtfMaster.read(masterFile);
    ExecutorService inflateAhead = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "leapshot-otf-inflate");
      t.setDaemon(true);
      return t;
    });
    List<OtfStreamCursor> cursors = new ArrayList<>();
    int order = 0;
    for (Map.Entry<Long, long[]> e : master.streams().entrySet()) {
      Path events = master.part(e.getKey(), "events");
      if (events != null) {
        cursors.add(new OtfStreamCursor(e.getKey(), order++, e.getValue(), events,
            (1 << 20) / master.streams().size(), inflateAhead, new ImportReport()));
      }
    }
    long check = 0;
    switch (stage) {
      case "lines" -> {
        for (OtfStreamCursor c : cursors) {
          OtfLineReader in = c.reader();
          for (int kind = in.nextLine(); kind != OtfLineReader.END; kind = in.nextLine()) {
            count[0]++;
            check += kind;
          }
        }
      }
      case "records", "parse" -> {
        boolean parse = stage.equals("parse");
        for (OtfStreamCursor c : cursors) {
          while (c.advance()) {
            count[0]++;
            check += parse ? c.record().parse(c.buffer(), c.lineStart(), c.lineEnd(), c.where()) : c.time();
          }
        }
      }
      case "merge" -> {
        OtfCursorHeap heap = new OtfCursorHeap();
        for (OtfStreamCursor c : cursors) {
          if (c.advance()) {
            heap.add(c);
          }
        }
        while (!heap.isEmpty()) {
          OtfStreamCursor c = heap.top();
          count[0]++;
          check += c.record().parse(c.buffer(), c.lineStart(), c.lineEnd(), c.where());
          if (c.advance()) {
            heap.topAdvanced();
          } else {
            heap.removeTop();
          }
        }
      }
      default -> throw new IllegalArgumentException("unknown stage " + stage);
    }
    inflateAhead.shutdownNow();
    return check;
  }

  private static long write(Path masterFile, Path out, long[] count) throws IOException {
    try (OtfTraceSource source = OtfTraceSource.open(masterFile);
        Slog2Writer writer = Slog2Writer.create(out, WriterOptions.DEFAULT)) {
      ItemSink sink = new ItemSink() {
        @Override
        public void drawable(Drawable d, String file, long line) throws TraceInputException {
          count[0]++;
          try {
            writer.addDrawable(d);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }

        @Override
        public void item(TraceItem item) throws TraceInputException {
          if (item instanceof TraceItem.CategoryItem c) {
            writer.addCategory(c.category());
          } else if (item instanceof TraceItem.LineIdMapItem m) {
            writer.addLineIdMap(m.map());
          } else if (item instanceof TraceItem.DrawableItem d) {
            drawable(d.drawable(), null, 0);
          }
        }
      };
      while (source.drainTo(sink)) {
        // every item goes to the writer
      }
      return writer.finish().drawables();
    }
  }

  private static long source(Path masterFile, long[] count) throws IOException {
    long[] check = new long[1];
    try (OtfTraceSource source = OtfTraceSource.open(masterFile)) {
      ItemSink sink = new ItemSink() {
        @Override
        public void drawable(Drawable d, String file, long line) {
          count[0]++;
          check[0] += d.categoryIndex();
        }

        @Override
        public void item(TraceItem item) {
          count[0]++;
        }
      };
      while (source.drainTo(sink)) {
        // every item goes to the sink
      }
    }
    return check[0];
  }
}
