package org.leapshot.app.canvas;

import java.util.Arrays;
import java.util.Map;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * The exact drawing's cells as recorded column by column before the rows' category order is known
 * ({@link ExactCells}): per column the category shown (none or one, chosen by the row's credits),
 * with its depth word, then the categories tied for the frame, each with its depth; a column equal
 * to the one before is one int. Turned into the core raster's runs at the end, each frame tie going
 * to the category of lower rank.
 */
final class CellRecords {
  /** A column's record that says: the same as the column before. */
  private static final int REPEAT = -1;
  private final IntList[] rows;
  private final int[] lastRecord;
  private final int width;

  CellRecords(int rowCount, int width) {
    this.width = width;
    this.rows = new IntList[rowCount];
    this.lastRecord = new int[rowCount];
    Arrays.fill(lastRecord, -1);
    for (int r = 0; r < rowCount; r++) {
      rows[r] = new IntList();
    }
  }

  int rowCount() {
    return rows.length;
  }

  /** Appends the next column's record of {@code row}. */
  void append(int row, IntList record) {
    IntList out = rows[row];
    int last = lastRecord[row];
    if (last >= 0 && same(out, last, record)) {
      out.add(REPEAT);
      return;
    }
    lastRecord[row] = out.size();
    for (int i = 0; i < record.size(); i++) {
      out.add(record.get(i));
    }
  }

  private static boolean same(IntList out, int at, IntList record) {
    if (out.size() - at != record.size()) {
      return false;
    }
    for (int i = 0; i < record.size(); i++) {
      if (out.get(at + i) != record.get(i)) {
        return false;
      }
    }
    return true;
  }

  /** A row's runs (as {@link ActivityRaster#run} reads them), its records then dropped. */
  int[] runs(int row, Map<Integer, Integer> rank) {
    IntList in = rows[row];
    rows[row] = null;
    IntList out = new IntList();
    int prevCat = ActivityRaster.NONE - 1;
    int prevFrame = 0;
    int prevWord = 0;
    int cat = ActivityRaster.NONE;
    int frameCat = ActivityRaster.NONE;
    int word = 0;
    int at = 0;
    for (int c = 0; c < width; c++) {
      if (in.get(at) == REPEAT) {
        at++;
      } else {
        cat = ActivityRaster.NONE;
        frameCat = ActivityRaster.NONE;
        word = 0;
        int n = in.get(at++);
        int best = Integer.MAX_VALUE;
        for (int k = 0; k < n; k++, at += 2) {
          int rk = rank.getOrDefault(in.get(at), Integer.MAX_VALUE - 1);
          if (rk < best) {
            best = rk;
            cat = in.get(at);
            word = in.get(at + 1);
          }
        }
        int frames = in.get(at++);
        int bestFrame = Integer.MAX_VALUE;
        int fd = 0;
        int f = ActivityRaster.NONE;
        for (int k = 0; k < frames; k++, at += 2) {
          int rk = rank.getOrDefault(in.get(at), Integer.MAX_VALUE - 1);
          if (rk < bestFrame) {
            bestFrame = rk;
            f = in.get(at);
            fd = in.get(at + 1);
          }
        }
        if (n > 0 && frames > 0 && fd < (word & 0xFF)) {
          frameCat = f;
          word |= fd << 8;
        }
      }
      if (cat != prevCat || frameCat != prevFrame || word != prevWord) {
        out.add(c);
        out.add(cat);
        out.add(frameCat);
        out.add(word);
        prevCat = cat;
        prevFrame = frameCat;
        prevWord = word;
      }
    }
    int[] runs = new int[out.size()];
    for (int i = 0; i < runs.length; i++) {
      runs[i] = out.get(i);
    }
    return runs;
  }
}
