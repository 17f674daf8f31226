package org.leapshot.slog2.convert.clog2;

/**
 * CLOG2 record types and their fixed body sizes (clog2-format.md §A.4–A.5). A record is a 24-byte
 * header (time, icomm, rank, thread, rectype) followed by a body whose length depends only on the
 * type, so an unknown type makes the rest of the block unreadable.
 */
final class Clog2RecordType {
  static final int HEADER_SIZE = 24;

  static final int ENDLOG = 0;
  static final int ENDBLOCK = 1;
  static final int STATEDEF = 2;
  static final int EVENTDEF = 3;
  static final int CONSTDEF = 4;
  static final int BAREEVT = 5;
  static final int CARGOEVT = 6;
  static final int MSGEVT = 7;
  static final int COLLEVT = 8;
  static final int COMMEVT = 9;
  static final int SRCLOC = 10;
  static final int TIMESHIFT = 11;

  /** Cargo bytes carried by a CARGOEVT (after etype and padding). */
  static final int CARGO_SIZE = 32;

  private static final int[] BODY_SIZES = {0, 0, 112, 104, 40, 8, 40, 24, 16, 48, 48, 8};
  private static final String[] NAMES = {
    "ENDLOG", "ENDBLOCK", "STATEDEF", "EVENTDEF", "CONSTDEF", "BAREEVT", "CARGOEVT", "MSGEVT",
    "COLLEVT", "COMMEVT", "SRCLOC", "TIMESHIFT"
  };

  private Clog2RecordType() {}

  static boolean isKnown(int rectype) {
    return rectype >= 0 && rectype < BODY_SIZES.length;
  }

  /** Body length in bytes of a known record type. */
  static int bodySize(int rectype) {
    return BODY_SIZES[rectype];
  }

  static String name(int rectype) {
    return isKnown(rectype) ? NAMES[rectype] : "type " + rectype;
  }
}
