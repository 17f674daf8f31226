package org.leapshot.slog2.convert.otf2;

import static org.leapshot.slog2.convert.otf2.Otf2EventTypes.*;

import java.io.IOException;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Moves a location's cursor to its next event for the merge, converting on the way the events
 * whose effect stays on their own timeline and makes no drawable ({@link #staysLocal}: an Enter,
 * a collective's begin, records only counted). Their place among the other locations' events
 * changes nothing, as long as each location's events are converted in its own order.
 *
 * <p>Why: these are about half of the events (Enters alone a third), and with 1 024 locations an
 * event that goes through the merge costs a walk of the tree of losers and, since the merge moves
 * to another location at nearly every event, cold cache lines for the cursor, its window and its
 * timeline's call stack. Converted right after the location's previous event, they find all of
 * these in the cache.
 *
 * <p>The merge must still meet the location where it met it before when its events end or fail
 * after such events: then the cursor stands on a stop ({@link Otf2EventCursor#stop}) at the
 * time of the last event converted, and the end or the failure comes when the merge takes the
 * stop. A conversion with {@code --keep-going} thus closes the location's open regions at the
 * same place in the output as before.
 */
final class Otf2LocalEvents {
  /**
   * Types whose conversion ({@link Otf2EventConverter#convert}) reads and changes only their own
   * timeline's state and puts out nothing: all but the types it draws, which are listed here.
   */
  private static final boolean[] LOCAL = new boolean[256];

  static {
    java.util.Arrays.fill(LOCAL, true);
    for (int t : new int[] {LEAVE, MPI_SEND, MPI_ISEND, MPI_RECV, MPI_IRECV, MPI_COLLECTIVE_END, METRIC,
        PROGRAM_BEGIN, PROGRAM_END, MEASUREMENT_ON_OFF, BUFFER_FLUSH, OMP_FORK, THREAD_FORK, OMP_JOIN, THREAD_JOIN}) {
      LOCAL[t] = false;
    }
  }

  private final Otf2EventConverter converter;
  /** Whether local events are converted ahead; off only to test against the merge's order. */
  boolean ahead = true;

  Otf2LocalEvents(Otf2EventConverter converter) {
    this.converter = converter;
  }

  /**
   * Moves {@code c} (just converted, or standing on a stop) to the next event the merge must order,
   * converting the local ones before it. False when the location has no more events; throws the
   * location's failure.
   */
  boolean next(Otf2EventCursor c) throws IOException {
    if (c.stop) {
      c.stop = false;
      TraceInputException failure = c.failure;
      c.failure = null;
      if (failure != null) {
        throw failure;
      }
      return false;
    }
    if (!ahead) {
      return c.advance();
    }
    boolean converted = false;
    long convertedTime = 0;
    while (true) {
      boolean more;
      try {
        more = c.advance();
      } catch (TraceInputException e) {
        if (!converted) {
          throw e;
        }
        stopAt(c, convertedTime, e);
        return true;
      }
      if (!more) {
        if (converted) {
          stopAt(c, convertedTime, null);
        }
        return converted;
      }
      if (!staysLocal(c)) {
        return true;
      }
      converter.convert(c);
      converted = true;
      convertedTime = c.time;
    }
  }

  /**
   * Stands {@code c} on a stop at {@code time} (its last event's) instead of an event: the
   * location's events end there, or {@code failure} (when not null) is thrown when the merge takes it.
   */
  private static void stopAt(Otf2EventCursor c, long time, TraceInputException failure) {
    c.stop = true;
    c.time = time;
    c.failure = failure;
  }

  /** Whether the cursor's event may be converted out of the merge's order (an Enter only if kept unreported). */
  boolean staysLocal(Otf2EventCursor c) {
    int t = c.type;
    return LOCAL[t & 0xff] && (t != ENTER || converter.entersQuietly(c.line));
  }
}
