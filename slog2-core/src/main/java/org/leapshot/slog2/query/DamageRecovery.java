package org.leapshot.slog2.query;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Drawable;

/**
 * What a viewer needs to read around damaged tree nodes of a {@link TraceSession}, without seeing
 * the file format: which node a read error is in ({@link #locate}), and the drawables of sound
 * nodes lying wholly inside the gaps a window query left around damaged nodes ({@link #drawablesInGaps}):
 * the parts before and after a damaged leaf miss them (a message sent across a damaged leaf is
 * stored in the leaf's parent), and a walk cannot reach the leaves under a damaged inner node.
 * Every sound node overlapping the gaps is read when together they hold at most {@link
 * #MOST_BYTES}; else only inner nodes, up to that much. Reads through a reader of its own, opened
 * on the first gap (a file without damage never opens it). Thread-safe.
 */
public final class DamageRecovery implements Closeable {
  static final long MOST_BYTES = 16L << 20;

  /** A tree node that could not be read: its ID, block, time range (from the directory) and the reader's message. */
  public record NodeDamage(String node, long offset, int size, double startSec, double endSec, String problem) {}

  private final TraceSession session;
  private Slog2Reader reader;
  private boolean closed;

  public DamageRecovery(TraceSession session) {
    this.session = session;
  }

  /** The node a read error is in, from the error's offset (or block name) and the tree directory; else empty. */
  public Optional<NodeDamage> locate(Throwable error) {
    Slog2FormatException f = formatCause(error);
    if (f == null) {
      return Optional.empty();
    }
    DirectoryEntry found = null;
    for (DirectoryEntry entry : session.directory().entries()) {
      long from = entry.pointer().offset();
      boolean inBlock = from <= f.offset() && f.offset() < from + Math.max(1, entry.pointer().size());
      boolean named = f.block() != null && f.block().endsWith(String.valueOf(entry.id()));
      if (named && inBlock) {
        found = entry;
        break;
      }
      if (found == null && (inBlock || named)) {
        found = entry;
      }
    }
    if (found == null) {
      return Optional.empty();
    }
    String problem = f.getMessage();
    return Optional.of(new NodeDamage("tree node " + found.id(), found.pointer().offset(), found.pointer().size(),
        found.box().earliest(), found.box().latest(), problem == null ? f.toString() : problem));
  }

  /**
   * {@code error} with {@code advice} added to its problem when it is about a damaged part of the
   * file (same kind of exception, same file, block and offset); any other error as it is.
   */
  public static IOException withAdvice(IOException error, String advice) {
    return error instanceof Slog2FormatException e
        ? new Slog2FormatException(e.file(), e.block(), e.offset(), e.problem() + advice) : error;
  }

  /**
   * The drawables overlapping [{@code start}, {@code end}] that overlap none of {@code pieces} (the
   * parts of the window that were read, disjoint and in time order), from sound nodes overlapping
   * the gaps between them; nodes at the {@code damagedOffsets} are not read again.
   */
  public List<Drawable> drawablesInGaps(double start, double end, List<double[]> pieces, Set<Long> damagedOffsets)
      throws IOException {
    List<double[]> gaps = gaps(start, end, pieces);
    Set<Long> bad = new HashSet<>(damagedOffsets);
    List<DirectoryEntry> sound = new ArrayList<>();
    long all = 0;
    for (DirectoryEntry e : session.directory().entries()) {
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
        // its range is already marked damaged where the window needed it; its drawables stay hidden
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

  private static Slog2FormatException formatCause(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof Slog2FormatException f) {
        return f;
      }
      if (t == t.getCause()) {
        break;
      }
    }
    return null;
  }

  private synchronized Slog2Reader reader() throws IOException {
    if (closed) {
      throw new IOException(session.path() + ": the trace is closed");
    }
    if (reader == null) {
      reader = Slog2Reader.open(session.path());
    }
    return reader;
  }

  /** Closes the reader the gaps were read with, if any. */
  @Override
  public synchronized void close() throws IOException {
    closed = true;
    if (reader != null) {
      reader.close();
    }
  }
}
