package org.leapshot.app.trace;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeDirectory;
import org.leapshot.slog2.model.Drawable;

/**
 * The drawables of sound nodes that lie wholly inside the gaps a window query left around damaged
 * nodes: the parts before and after a damaged leaf miss them (a message sent across a damaged leaf
 * is stored in the leaf's parent), and the walk cannot reach the leaves under a damaged inner node.
 * Every sound node overlapping the gaps is read when together they hold at most {@link #MOST_BYTES};
 * else only inner nodes, up to that much. Reads through a reader of its own, opened on the first
 * gap (a file without damage never opens it). Thread-safe.
 */
final class GapFiller implements Closeable {
  static final long MOST_BYTES = 16L << 20;

  private final Path file;
  private Slog2Reader reader;
  private boolean closed;

  GapFiller(Path file) {
    this.file = file;
  }

  /**
   * The drawables overlapping [{@code start}, {@code end}] that overlap none of {@code pieces} (the
   * parts of the window that were read, disjoint and in time order), from inner nodes overlapping
   * the gaps between them; {@code damaged} nodes are not read again.
   */
  List<Drawable> fill(TreeDirectory directory, double start, double end, List<double[]> pieces,
      List<DamagedNode> damaged) throws IOException {
    List<double[]> gaps = gaps(start, end, pieces);
    Set<Long> bad = new HashSet<>();
    for (DamagedNode d : damaged) {
      bad.add(d.offset());
    }
    List<DirectoryEntry> sound = new ArrayList<>();
    long all = 0;
    for (DirectoryEntry e : directory.entries()) {
      if (!bad.contains(e.pointer().offset()) && overlapsAny(e, gaps)) {
        sound.add(e);
        all += e.pointer().size();
      }
    }
    // Leaves too when everything fits (a damaged inner node hides sound leaves); else inner nodes only.
    boolean leaves = all <= MOST_BYTES;
    List<Drawable> found = new ArrayList<>();
    long bytes = 0;
    for (DirectoryEntry e : sound) {
      if (e.id().depth() == 0 && !leaves) {
        continue;
      }
      bytes += e.pointer().size();
      if (bytes > MOST_BYTES) {
        break;
      }
      try {
        AllDrawables.forEachInNode(reader().readNode(e), (node, d) -> {
          if (d.start() <= end && d.end() >= start && !overlapsAnyPiece(d, pieces)) {
            found.add(d);
          }
        });
      } catch (Slog2FormatException damagedToo) {
        // its range is already hatched where the window needed it; its drawables stay hidden
      }
    }
    return found;
  }

  /** The parts of [start, end] that no piece covers. */
  static List<double[]> gaps(double start, double end, List<double[]> pieces) {
    List<double[]> gaps = new ArrayList<>();
    double from = start;
    for (double[] p : pieces) {
      if (p[0] > from) {
        gaps.add(new double[] {from, p[0]});
      }
      from = Math.max(from, p[1]);
    }
    if (from < end) {
      gaps.add(new double[] {from, end});
    }
    return gaps;
  }

  private static boolean overlapsAny(DirectoryEntry e, List<double[]> gaps) {
    for (double[] g : gaps) {
      if (e.box().earliest() <= g[1] && e.box().latest() >= g[0]) {
        return true;
      }
    }
    return false;
  }

  private static boolean overlapsAnyPiece(Drawable d, List<double[]> pieces) {
    for (double[] p : pieces) {
      if (d.start() <= p[1] && d.end() >= p[0]) {
        return true;
      }
    }
    return false;
  }

  private synchronized Slog2Reader reader() throws IOException {
    if (closed) {
      throw new IOException(file + ": the trace is closed");
    }
    if (reader == null) {
      reader = Slog2Reader.open(file);
    }
    return reader;
  }

  @Override
  public synchronized void close() throws IOException {
    closed = true;
    if (reader != null) {
      reader.close();
    }
  }
}
