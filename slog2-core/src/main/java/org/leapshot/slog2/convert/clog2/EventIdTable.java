package org.leapshot.slog2.convert.clog2;

import java.util.HashMap;
import java.util.Map;

/**
 * Maps CLOG2 event IDs to the category they belong to and their role in it (clog2-format.md §B.2).
 *
 * <p>The reference pre-allocates a category for every state and solo-event ID the preamble announces
 * (300+ of them). Here those ranges stay arithmetic, so a damaged preamble with huge counts costs
 * nothing; only IDs that definitions add later are stored. A later registration wins over an
 * earlier one, as in the reference's table: definitions first, then user solo events, known solo
 * events, user states, known states and the message IDs.
 */
final class EventIdTable {
  static final int START = 1;
  static final int FINAL = 2;
  static final int SOLO = 3;
  static final int SEND = 4;
  static final int RECEIVE = 5;

  /** Returned by {@link #lookup} for an ID that no category uses. */
  static final long NOT_FOUND = -1;

  static final int SEND_ETYPE = -101;
  static final int RECEIVE_ETYPE = -102;
  static final int MESSAGE_CATEGORY = 0;

  private final Clog2Preamble p;
  private final int firstUserState;
  private final int firstKnownSolo;
  private final int firstUserSolo;
  private final Map<Integer, Long> defined = new HashMap<>();
  private int nextIndex;

  EventIdTable(Clog2Preamble preamble) {
    p = preamble;
    firstUserState = 1 + p.knownStateCount();
    firstKnownSolo = firstUserState + p.userStateCount();
    firstUserSolo = firstKnownSolo + p.knownSoloEventCount();
    nextIndex = firstUserSolo + p.userSoloEventCount();
  }

  /**
   * The category and role of an event ID, packed as {@code category << 8 | role}, or
   * {@link #NOT_FOUND}. Use {@link #category} and {@link #role} to unpack.
   */
  long lookup(int etype) {
    if (!defined.isEmpty()) {
      Long d = defined.get(etype);
      if (d != null) {
        return d;
      }
    }
    long rel = (long) etype - p.userSoloEventIdStart();
    if (rel >= 0 && rel < p.userSoloEventCount()) {
      return pack(firstUserSolo + (int) rel, SOLO);
    }
    rel = (long) etype - p.knownSoloEventIdStart();
    if (rel >= 0 && rel < p.knownSoloEventCount()) {
      return pack(firstKnownSolo + (int) rel, SOLO);
    }
    rel = (long) etype - p.userEventIdStart();
    if (rel >= 0 && rel < 2L * p.userStateCount()) {
      return pack(firstUserState + (int) (rel >> 1), (rel & 1) == 0 ? START : FINAL);
    }
    rel = (long) etype - p.knownEventIdStart();
    if (rel >= 0 && rel < 2L * p.knownStateCount()) {
      return pack(1 + (int) (rel >> 1), (rel & 1) == 0 ? START : FINAL);
    }
    if (etype == SEND_ETYPE) {
      return pack(MESSAGE_CATEGORY, SEND);
    }
    if (etype == RECEIVE_ETYPE) {
      return pack(MESSAGE_CATEGORY, RECEIVE);
    }
    return NOT_FOUND;
  }

  /** Gives a new category index to a definition of IDs that were not allocated yet. */
  int allocate() {
    return nextIndex++;
  }

  /** Registers an event ID that a definition introduced. */
  void register(int etype, int category, int role) {
    defined.put(etype, pack(category, role));
  }

  /** The last pre-allocated state category, or -1 when the preamble announces no states. */
  int lastPreallocatedState() {
    return firstKnownSolo > 1 ? firstKnownSolo - 1 : -1;
  }

  static int category(long entry) {
    return (int) (entry >> 8);
  }

  static int role(long entry) {
    return (int) (entry & 0xff);
  }

  private static long pack(int category, int role) {
    return ((long) category << 8) | role;
  }
}
