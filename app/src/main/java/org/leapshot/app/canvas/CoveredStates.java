package org.leapshot.app.canvas;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * The states and state shadows of a window that the stored overview's picture paints over, left
 * out of its {@link RenderModel} ({@link RenderModelBuilder#buildAbove}) and made row by row when a
 * click or hover asks: each exactly as the whole model would hold it. On 16 384 timelines the whole
 * run's 64 000 states took seconds to nest and thin after every fold; a few rows take milliseconds,
 * from the answer already in memory (no file is read). Made by {@link LevelOfDetail}. Safe on any thread.
 */
public final class CoveredStates {
  private final WindowData data;
  private final Map<Integer, Category> categories;
  private final LineIdMap map;
  private final PictureOptions options;
  /** The last rows asked for and their states: a hover asks again and again within one row. */
  private int cachedFirst = -1;
  private int cachedLast = -1;
  private RenderModel cached;
  private boolean indexing;
  private volatile StateRowIndex index;
  /** One thread indexes, for the latest window asked about: one still waiting when a newer asks is dropped. */
  private static final ThreadPoolExecutor INDEXER = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
      new ArrayBlockingQueue<>(1), r -> {
        Thread t = new Thread(r, "leapshot-state-rows");
        t.setDaemon(true);
        return t;
      }, new ThreadPoolExecutor.DiscardOldestPolicy());

  public CoveredStates(WindowData data, Map<Integer, Category> categories, LineIdMap map, PictureOptions options) {
    this.data = data;
    this.categories = categories;
    this.map = map;
    this.options = options;
  }

  /**
   * True when the bands of {@code spans} (ascending) cover every pixel column of any view inside
   * {@code [start, end]} drawn at {@code finestSecPerPx} or coarser: {@link CoarsePainter} paints a
   * span's band from the column its start falls in to one past the column of its end, so a column
   * is covered by any span reaching within one column of its left edge.
   */
  public static boolean hideAll(List<TimeBox> spans, double start, double end, double finestSecPerPx) {
    double reach = finestSecPerPx;
    double reached = start; // every column edge before this is covered
    for (TimeBox span : spans) {
      if (span.earliest() - reach >= reached) {
        return false; // a gap: no later span starts sooner
      }
      reached = Math.max(reached, span.latest() + reach);
      if (reached >= end) {
        return true;
      }
    }
    return false;
  }

  /** A model holding only the states and state shadows of picture rows {@code first..last}. */
  public synchronized RenderModel rows(int first, int last) {
    if (cached == null || first != cachedFirst || last != cachedLast) {
      StateRowIndex rows = index;
      if (rows == null) {
        startIndexing();
        cached = RenderModelBuilder.buildRows(data, categories, map, options, first, last, null, null);
      } else {
        cached = RenderModelBuilder.buildRows(data, categories, map, options, first, last, rows.drawables(first, last),
            rows.shadows(first, last));
      }
      cachedFirst = first;
      cachedLast = last;
    }
    return cached;
  }

  /** The first lookup passes over the whole window; the index for the next ones is made beside it. */
  private void startIndexing() {
    if (!indexing) {
      indexing = true;
      INDEXER.execute(() -> {
        try {
          index = StateRowIndex.of(data, map, options.rows().planFor(map));
        } catch (RuntimeException | OutOfMemoryError e) {
          // lookups go on passing over the whole window: slower, never wrong
        }
      });
    }
  }

  /** The rows a point at canvas {@code y} may hit: its own, and the one above on their border (boxes include edges). */
  RenderModel rowsAt(RowLayout rows, double y) {
    int row = rows.rowAt(y);
    if (row < 0) {
      row = rows.rowAt(y - 1); // the last row's bottom edge
      return row < 0 ? RenderModel.EMPTY : rows(row, row);
    }
    return rows(y == rows.top(row) && row > 0 ? row - 1 : row, row);
  }
}
