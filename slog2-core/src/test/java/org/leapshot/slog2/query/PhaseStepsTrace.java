package org.leapshot.slog2.query;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * Writes SLOG-2 files shaped like the generated benchmark traces from a seed: per timeline one
 * Solver state over the run holding Phases, each a row of Timesteps (a Compute with MPI_Test calls
 * inside, then MPI_Allreduce and MPI_Waitall) with, every few steps, a Checkpoint (MPI_File_write_all
 * inside) beside them, not inside them. The Solver and Phases cross many nodes, so the steps are
 * summarised under them by shadows at a whole-run zoom.
 */
final class PhaseStepsTrace {
  static final int SOLVER = 0;
  static final int PHASE = 1;
  static final int TIMESTEP = 2;
  static final int COMPUTE = 3;
  static final int TEST = 4;
  static final int ALLREDUCE = 5;
  static final int WAITALL = 6;
  static final int CHECKPOINT = 7;
  static final int FILE_WRITE = 8;

  private final Random random;
  private final List<Drawable> drawables = new ArrayList<>();

  private PhaseStepsTrace(long seed) {
    this.random = new Random(seed);
  }

  /** Writes {@code lines} timelines of {@code steps} Timesteps, a Checkpoint about every {@code checkpointEvery}. */
  static void write(Path file, long seed, int lines, int steps, int checkpointEvery, double checkpointSteps,
      WriterOptions options) throws IOException {
    PhaseStepsTrace g = new PhaseStepsTrace(seed);
    for (int line = 0; line < lines; line++) {
      g.timeline(line, steps, checkpointEvery, checkpointSteps);
    }
    List<Drawable> sorted = new ArrayList<>(g.drawables);
    sorted.sort(Comparator.comparingDouble(Drawable::end));
    try (Slog2Writer w = Slog2Writer.create(file, options)) {
      for (Category c : categories()) {
        w.addCategory(c);
      }
      for (Drawable d : sorted) {
        w.addDrawable(d);
      }
      w.finish();
    }
  }

  static List<Category> categories() {
    String[] names = {"Solver", "Phase", "Timestep", "Compute", "MPI_Test", "MPI_Allreduce", "MPI_Waitall",
        "Checkpoint", "MPI_File_write_all"};
    List<Category> out = new ArrayList<>();
    for (int i = 0; i < names.length; i++) {
      out.add(Category.of(i, names[i], Topology.STATE, new Rgba(20 * i, 255 - 20 * i, 100, 255), 1, InfoLabel.NONE));
    }
    return out;
  }

  private void timeline(int line, int steps, int checkpointEvery, double checkpointSteps) {
    double start = 0.01 * random.nextDouble();
    double t = start;
    int phases = 1 + random.nextInt(2);
    for (int p = 0; p < phases; p++) {
      double phaseStart = t;
      for (int s = 0; s < steps / phases; s++) {
        t = step(line, t);
        if (random.nextInt(checkpointEvery) == 0) {
          double d = checkpointSteps * (0.5 + random.nextDouble());
          state(CHECKPOINT, t, t + d, line);
          state(FILE_WRITE, t + 0.001 * d, t + 0.999 * d, line);
          t += d;
        }
      }
      state(PHASE, phaseStart, t, line);
    }
    state(SOLVER, start, t, line);
  }

  /** A Timestep of about one second from {@code t}; returns its end. */
  private double step(int line, double t) {
    double compute = 0.5 + 0.3 * random.nextDouble();
    double allreduce = 0.05 + 0.2 * random.nextDouble();
    double waitall = 0.05 + 0.15 * random.nextDouble();
    double end = t + 0.001 + compute + allreduce + waitall;
    state(TIMESTEP, t, end, line);
    double c0 = t + 0.0005;
    state(COMPUTE, c0, c0 + compute, line);
    for (int k = 0, n = random.nextInt(4); k < n; k++) {
      double at = c0 + compute * (k + 0.5) / (n + 1);
      state(TEST, at, at + 0.002, line);
    }
    state(ALLREDUCE, c0 + compute, c0 + compute + allreduce, line);
    state(WAITALL, c0 + compute + allreduce, c0 + compute + allreduce + waitall, line);
    return end;
  }

  private void state(int category, double start, double end, int line) {
    drawables.add(Primitive.state(category, start, end, line, null));
  }
}
