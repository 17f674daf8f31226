package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Which category a mixed cell of a row shows, so that along the row each category gets about as
 * many cells as its exclusive time fills (error diffusion). Where a pixel column holds tens of
 * iterations of a compute/communication loop, the category with the most time in each column
 * would win every one of them and the rest of the time would vanish from the picture; here every
 * category present in a cell earns its share of the cell as credit, the present category with the
 * most credit shows, and pays one cell for it.
 *
 * <p>Credits are kept in {@code [-BAND, BAND]}, so a category does not carry what it was owed in one
 * phase into a distant one. Every view of the picture (live raster, stored overview and its
 * resampling, the exact drawing) chooses through this class, in the same order of operations, so
 * views made from the same sums agree to the cell. Keys are category indices (or the stored
 * overview's looks); one object serves one row at a time.
 */
public final class CategoryCredits {
  /** Credits stay within plus or minus this many cells. */
  public static final double BAND = 1;

  /** Keys below this find their credit in a table, others (rare) in a map. */
  private final int table;
  private final double[] credit;
  private final int[] stampOf;
  private int stamp = 1;
  private final Map<Integer, Double> other = new HashMap<>();
  /** Keys met since {@link #clear}, for {@link #save}. */
  private int[] met = new int[16];
  private int metSize;

  /** Credits for keys mostly below {@code table}. */
  public CategoryCredits(int table) {
    this.table = Math.max(0, table);
    this.credit = new double[this.table];
    this.stampOf = new int[this.table];
  }

  public CategoryCredits() {
    this(4096);
  }

  /** Forgets every credit: the start of a row. */
  public void clear() {
    stamp++;
    if (!other.isEmpty()) {
      other.clear();
    }
    metSize = 0;
  }

  /**
   * The position in {@code keys} of the category a cell shows: {@code n >= 1} categories present
   * in it, {@code keys} ascending, each with its time {@code weights[i] > 0}. A cell of one
   * category shows it and changes no credit. Ties: the larger weight, then the smaller key.
   */
  public int choose(int[] keys, double[] weights, int n) {
    if (n == 1) {
      return 0;
    }
    double total = 0;
    for (int i = 0; i < n; i++) {
      total += weights[i];
    }
    int best = -1;
    double bestCredit = 0;
    for (int i = 0; i < n; i++) {
      double c = get(keys[i]) + weights[i] / total;
      put(keys[i], c);
      if (best < 0 || c > bestCredit || (c == bestCredit && weights[i] > weights[best])) {
        best = i;
        bestCredit = c;
      }
    }
    put(keys[best], bestCredit - 1);
    for (int i = 0; i < n; i++) {
      double c = get(keys[i]);
      if (c > BAND || c < -BAND) {
        put(keys[i], Math.max(-BAND, Math.min(BAND, c)));
      }
    }
    return best;
  }

  /** The credits now held, to go on with in a later piece of the same row ({@link #restore}). */
  public double[] save() {
    double[] out = new double[2 * metSize];
    int n = 0;
    for (int i = 0; i < metSize; i++) {
      double c = get(met[i]);
      if (c != 0) {
        out[n++] = met[i];
        out[n++] = c;
      }
    }
    return Arrays.copyOf(out, n);
  }

  /** Starts a row from credits {@link #save} gave (null: none). */
  public void restore(double[] saved) {
    clear();
    if (saved != null) {
      for (int i = 0; i + 1 < saved.length; i += 2) {
        put((int) saved[i], saved[i + 1]);
      }
    }
  }

  private double get(int key) {
    if (key >= 0 && key < table) {
      return stampOf[key] == stamp ? credit[key] : 0;
    }
    return other.getOrDefault(key, 0.0);
  }

  private void put(int key, double value) {
    if (key >= 0 && key < table) {
      if (stampOf[key] != stamp) {
        stampOf[key] = stamp;
        remember(key);
      }
      credit[key] = value;
    } else {
      if (other.put(key, value) == null) {
        remember(key);
      }
    }
  }

  private void remember(int key) {
    if (metSize == met.length) {
      met = Arrays.copyOf(met, metSize * 2);
    }
    met[metSize++] = key;
  }

  /** Sorts the first {@code n} keys ascending, their weights with them (cells hold a few categories). */
  public static void sortByKey(int[] keys, double[] weights, int n) {
    for (int i = 1; i < n; i++) {
      int k = keys[i];
      double w = weights[i];
      int j = i - 1;
      while (j >= 0 && keys[j] > k) {
        keys[j + 1] = keys[j];
        weights[j + 1] = weights[j];
        j--;
      }
      keys[j + 1] = k;
      weights[j + 1] = w;
    }
  }

  /** Sorts the first {@code n} keys ascending: a cell's few looks, by insertion (a library sort's call cost more). */
  static void sortKeys(int[] keys, int n) {
    for (int i = 1; i < n; i++) {
      int k = keys[i];
      int j = i - 1;
      while (j >= 0 && keys[j] > k) {
        keys[j + 1] = keys[j];
        j--;
      }
      keys[j + 1] = k;
    }
  }
}
