package org.leapshot.slog2.convert.picl;

/** Which PICL event types send or receive a message (report Tables 4, 7 and 8). */
final class MessageEvents {
  private MessageEvents() {}

  /** send0 and sendbegin0: the entry (or mark) carries length, type and destination. */
  static boolean isSend(int eventType) {
    return eventType == -21 || eventType == -27;
  }

  /**
   * recv0 (-51, -52), wait0 (-56), recvstatus0 (-58) and recvend0 (-60, -61): the exit carries
   * length, type and source.
   */
  static boolean isReceive(int eventType) {
    return switch (eventType) {
      case -51, -52, -56, -58, -60, -61 -> true;
      default -> false;
    };
  }
}
