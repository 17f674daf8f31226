package org.leapshot.slog2.query;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * Writes SLOG-2 files with many small nodes from a seed: per timeline, call trees of properly
 * nested states (some very long, crossing many nodes), events and composites in the gaps; arrows
 * between random timelines, some spanning most of the run.
 */
final class GeneratedTrace {
  static final int COMPUTE = 0;
  static final int SEND = 1;
  static final int OUTER = 2;
  static final int MESSAGE = 3;
  static final int MARKER = 4;
  static final int COMM = 5;

  private final Random random;
  private final int lines;
  private final List<Drawable> drawables = new ArrayList<>();

  private GeneratedTrace(long seed, int lines) {
    this.random = new Random(seed);
    this.lines = lines;
  }

  /** Writes a file of about {@code itemsPerLine} top-level items per timeline and returns what was written. */
  static List<Drawable> write(Path file, long seed, int lines, int itemsPerLine, WriterOptions options)
      throws IOException {
    GeneratedTrace g = new GeneratedTrace(seed, lines);
    for (int line = 0; line < lines; line++) {
      g.timeline(line, itemsPerLine);
    }
    g.arrows(itemsPerLine * lines / 2 + 1);
    List<Drawable> sorted = new ArrayList<>(g.drawables);
    sorted.sort(Comparator.comparingDouble(Drawable::end)); // the writer wants end-time order; stable
    try (Slog2Writer w = Slog2Writer.create(file, options)) {
      for (Category c : categories()) {
        w.addCategory(c);
      }
      for (Drawable d : sorted) {
        w.addDrawable(d);
      }
      w.finish();
    }
    return sorted;
  }

  /** What a test does with a generated file. */
  interface FileUse {
    void use(Path file) throws IOException;
  }

  /** Writes the file {@code spec} describes into a new temporary directory, hands it to {@code use}, then deletes both. */
  static void withFile(GeneratedFilePropertiesTest.Spec spec, FileUse use) throws IOException {
    Path dir = java.nio.file.Files.createTempDirectory("leapshot-generated");
    Path file = dir.resolve("g.slog2");
    try {
      write(file, spec.seed(), spec.lines(), spec.items(), new WriterOptions(spec.leafBytes(), spec.children()));
      use.use(file);
    } finally {
      java.nio.file.Files.deleteIfExists(file);
      java.nio.file.Files.deleteIfExists(dir);
    }
  }

  static List<Category> categories() {
    return List.of(
        Category.of(COMPUTE, "Compute", Topology.STATE, new Rgba(0, 0, 255, 255), 1, InfoLabel.NONE),
        Category.of(SEND, "MPI_Send", Topology.STATE, new Rgba(0, 255, 0, 255), 1, InfoLabel.NONE),
        Category.of(OUTER, "Phase", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE),
        Category.of(MESSAGE, "message", Topology.ARROW, new Rgba(255, 255, 255, 255), 3,
            InfoLabel.parse("msg_tag=%d, msg_size=%d")),
        Category.of(MARKER, "Marker", Topology.EVENT, new Rgba(255, 255, 0, 255), 1, InfoLabel.NONE),
        Category.of(COMM, "Exchange", Topology.STATE, new Rgba(0, 255, 255, 255), 1, InfoLabel.NONE));
  }

  private void timeline(int line, int items) {
    double t = random.nextDouble();
    for (int i = 0; i < items; i++) {
      int kind = random.nextInt(10);
      if (kind < 6) {
        double scale = random.nextInt(20) == 0 ? 200 : 1; // a few very long states
        t = callTree(line, t, scale * (0.5 + random.nextDouble()), 0) + gap();
      } else if (kind < 8) {
        drawables.add(Primitive.event(MARKER, t, line, null));
        t += gap();
      } else {
        t = composite(line, t) + gap();
      }
    }
  }

  /** A state of the given duration with nested children laid out inside it; returns its end. */
  private double callTree(int line, double start, double duration, int depth) {
    double end = start + duration;
    int category = depth == 0 && duration > 50 ? OUTER : random.nextBoolean() ? COMPUTE : SEND;
    drawables.add(Primitive.state(category, start, end, line, null));
    int children = depth >= 3 ? 0 : random.nextInt(4);
    double cursor = start;
    double slot = duration / (children + 1);
    for (int c = 0; c < children; c++) {
      double childStart = cursor + slot * random.nextDouble() * 0.3;
      double childDuration = slot * (0.2 + 0.6 * random.nextDouble());
      cursor = callTree(line, childStart, childDuration, depth + 1);
    }
    return end;
  }

  private double composite(int line, double start) {
    double d = 0.2 + random.nextDouble();
    int other = random.nextInt(lines);
    List<Primitive> parts = List.of(Primitive.state(COMM, start, start + d, line, null),
        Primitive.event(MARKER, start + d / 2, line, null),
        Primitive.arrow(MESSAGE, start, line, start + d, other, info(7, 100)));
    drawables.add(new Composite(COMM, parts, null));
    return start + d;
  }

  private void arrows(int count) {
    double span = 0;
    for (Drawable d : drawables) {
      span = Math.max(span, d.end());
    }
    for (int i = 0; i < count; i++) {
      double send = random.nextDouble() * span;
      double flight = random.nextInt(30) == 0 ? span * random.nextDouble() : 0.05 * random.nextDouble();
      int from = random.nextInt(lines);
      int to = random.nextInt(lines);
      drawables.add(Primitive.arrow(MESSAGE, send, from, send + flight, to, info(i, random.nextInt(1 << 20))));
    }
  }

  private double gap() {
    return 0.01 + random.nextDouble() * 0.5;
  }

  private static byte[] info(int tag, int size) {
    return ByteBuffer.allocate(8).putInt(tag).putInt(size).array();
  }
}
