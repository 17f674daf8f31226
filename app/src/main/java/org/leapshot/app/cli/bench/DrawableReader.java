package org.leapshot.app.cli.bench;

import java.util.List;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.DrawablePlaces;
import org.leapshot.slog2.query.WindowResult;

/**
 * Reads a window's drawables and shadows as the canvas does when it lays them out (category, box,
 * every vertex's time and line ID, a composite's primitives): the engine makes drawable objects as
 * they are read, so a query's time alone leaves out part of what the user waits for. Each element is
 * read once, as {@link WindowResult} asks; a query's answer through its {@link DrawablePlaces}, with
 * no object made for a packed drawable.
 */
public final class DrawableReader {
  private long checksum;
  private long vertices;

  /** What one window's reading saw. */
  public record Read(int drawables, int shadows, long vertices) {}

  /**
   * Reads a query's answer as the canvas does: every drawable's values in its node's packed columns,
   * run by run ({@link DrawablePlaces#runLength}), no object made per drawable, no per-drawable
   * state kept (the cursor's was half of the reading).
   */
  public Read read(WindowResult result) {
    long before = vertices;
    DrawablePlaces places = result.places();
    int n = places.size();
    long sum = 0; // in locals, not fields, while in the loop: the canvas keeps its own in locals too
    long counted = 0;
    for (int j = 0; j < n;) {
      long p = places.place(j);
      long[] v = places.values(p);
      for (int at = DrawablePlaces.at(p), end = at + DrawablePlaces.STRIDE * places.runLength(j); at < end;
          at += DrawablePlaces.STRIDE, j++) {
        int count = DrawablePlaces.vertexCount(v, at);
        if (count == 0) {
          accept(places.stored(places.place(j)));
          continue;
        }
        double t0 = DrawablePlaces.time(v, at, 0);
        double t1 = DrawablePlaces.time(v, at, 1); // an event's one vertex twice
        int category = DrawablePlaces.category(v, at);
        sum += category + bits(Math.min(t0, t1)) + bits(Math.max(t0, t1)) + category;
        sum += bits(t0) + DrawablePlaces.lineId(v, at, 0);
        if (count == 2) {
          sum += bits(t1) + DrawablePlaces.lineId(v, at, 1);
        }
        counted += count;
      }
    }
    checksum += sum;
    vertices += counted;
    return new Read(n, readShadows(result.shadows()), vertices - before);
  }

  /**
   * Reads a picture as the canvas paints it: every run of every row (first column, category, frame,
   * depth word) and each cell's message density where the row has messages. Its runs count as
   * drawables, its density cells as vertices.
   */
  public Read read(ActivityRaster raster) {
    int runs = 0;
    long cells = 0;
    for (int row = 0, rows = raster.rowCount(); row < rows; row++) {
      for (int i = 0, n = raster.runCount(row); i < n; i++) {
        checksum += raster.run(row, i, 0) + raster.run(row, i, 1) + raster.run(row, i, 2) + raster.run(row, i, 3);
      }
      runs += raster.runCount(row);
      if (raster.hasDensity(row)) {
        for (int c = 0, w = raster.width(); c < w; c++) {
          checksum += raster.density(row, c);
        }
        cells += raster.width();
      }
    }
    vertices += cells;
    return new Read(runs, 0, cells);
  }

  public Read read(List<? extends Drawable> drawables, List<Shadow> shadows) {
    long before = vertices;
    int n = 0;
    for (Drawable d : drawables) {
      accept(d);
      n++;
    }
    return new Read(n, readShadows(shadows), vertices - before);
  }

  private int readShadows(List<Shadow> shadows) {
    int s = 0;
    for (Shadow sh : shadows) {
      checksum += sh.categoryIndex() + sh.topology().ordinal() + bits(sh.start()) + bits(sh.end());
      int count = sh.vertexCount();
      for (int v = 0; v < count; v++) {
        checksum += bits(sh.time(v)) + sh.lineId(v);
      }
      vertices += count;
      s++;
    }
    return s;
  }

  /**
   * A time as it goes into the checksum: its bits, every bit of the value read. Why not
   * {@code (long) t}: four such conversions per drawable (each a compare and a branch to a fix-up
   * for values out of range) were about a quarter of reading a scroll step's 1 322 drawables, work
   * of the bench's own that the canvas, which turns times into pixels its own way, does not do.
   */
  private static long bits(double t) {
    return Double.doubleToRawLongBits(t);
  }

  /** Reads one drawable (the whole-file scan reads through here too). */
  public void accept(Drawable d) {
    checksum += d.categoryIndex() + bits(d.start()) + bits(d.end());
    if (d instanceof Primitive p) {
      primitive(p);
    } else if (d instanceof Composite c) {
      for (Primitive p : c.primitives()) {
        primitive(p);
      }
    }
  }

  private void primitive(Primitive p) {
    int count = p.vertexCount();
    checksum += p.categoryIndex();
    for (int v = 0; v < count; v++) {
      checksum += bits(p.time(v)) + p.lineId(v);
    }
    vertices += count;
  }

  /** Vertices read so far. */
  public long vertices() {
    return vertices;
  }

  /** A sum over everything read, so the reads cannot be optimised away. */
  public long checksum() {
    return checksum;
  }
}
