package org.leapshot.app.cli.bench;

import java.io.IOException;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/**
 * Times one step as the user waits for it: the query and the reading of every drawable and shadow it
 * returned ({@link DrawableReader}). With read-ahead on it then waits for the read-ahead the step
 * started, as a person looking at the screen between two steps gives it time to, and reports that
 * work separately; with it off the next step finds a cold neighbour.
 */
public final class StepMeter {
  private final boolean readAhead;
  private final DrawableReader reader = new DrawableReader();

  /** @param readAhead whether the sessions read ahead (opened with it on); off: never waited for */
  public StepMeter(boolean readAhead) {
    this.readAhead = readAhead;
  }

  public boolean readAhead() {
    return readAhead;
  }

  public StepCost measure(BenchSession s, WindowQuery q) throws IOException, InterruptedException {
    ThreadClocks.Sample before = ThreadClocks.now();
    WindowResult r = s.query(q);
    DrawableReader.Read read = reader.read(r);
    ThreadClocks.Sample done = ThreadClocks.now();
    ThreadClocks.Sample ahead = done;
    if (readAhead) {
      s.awaitReadAhead();
      ahead = ThreadClocks.now();
    }
    return new StepCost(done.nanosSince(before), done.cpuSince(before), done.allocSince(before), read.drawables(),
        read.shadows(), read.vertices(), done.collections() != before.collections(), readAhead ? ahead.nanosSince(done) : 0,
        ahead.aheadCpuNanos() - before.aheadCpuNanos(), ahead.aheadAllocBytes() - before.aheadAllocBytes(), r.nodesRead(),
        r.nodesFromCache());
  }

  public void measure(BenchSession s, WindowQuery q, OperationTimes into) throws IOException, InterruptedException {
    into.add(measure(s, q));
  }

  /** A picture made without a window query (the stored overview): the step that makes it. */
  @FunctionalInterface
  public interface RasterStep {
    ActivityRaster make() throws IOException;
  }

  /**
   * Times a picture from the request to its last run and density cell read, as the canvas paints it
   * ({@link DrawableReader#read(ActivityRaster)}); its "drawables" are the runs read. It starts no
   * read-ahead, so none is waited for.
   */
  public StepCost measure(RasterStep step) throws IOException {
    ThreadClocks.Sample before = ThreadClocks.now();
    ActivityRaster raster = step.make();
    DrawableReader.Read read = reader.read(raster);
    ThreadClocks.Sample done = ThreadClocks.now();
    return new StepCost(done.nanosSince(before), done.cpuSince(before), done.allocSince(before), read.drawables(),
        read.shadows(), read.vertices(), done.collections() != before.collections(), 0, done.aheadCpuNanos() - before.aheadCpuNanos(),
        done.aheadAllocBytes() - before.aheadAllocBytes(), 0, 0);
  }

  /** The reader's running checksum, so the JIT keeps the reads. */
  public long checksum() {
    return reader.checksum();
  }
}
