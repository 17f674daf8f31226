package org.leapshot.slog2.convert.picl;

import java.util.Map;

/**
 * Names of PICL system event types (report Tables 4 and 5): the PICL command, with the event's
 * meaning in parentheses where one command has several event types.
 */
final class PiclEventNames {
  private PiclEventNames() {}

  private static final Map<Integer, String> NAMES = Map.ofEntries(
      Map.entry(-1, "all events"),
      Map.entry(-11, "open0 (communication)"),
      Map.entry(-12, "close0 (communication)"),
      Map.entry(-13, "who0"),
      Map.entry(-14, "recvinfo0"),
      Map.entry(-21, "send0"),
      Map.entry(-27, "sendbegin0"),
      Map.entry(-28, "sendstatus0 (complete)"),
      Map.entry(-29, "sendstatus0 (not complete)"),
      Map.entry(-30, "sendend0"),
      Map.entry(-31, "sendend0 (waiting)"),
      Map.entry(-51, "recv0"),
      Map.entry(-52, "recv0 (waiting)"),
      Map.entry(-53, "probe0 (available)"),
      Map.entry(-54, "probe0 (not available)"),
      Map.entry(-55, "wait0"),
      Map.entry(-56, "wait0 (waiting)"),
      Map.entry(-57, "recvbegin0"),
      Map.entry(-58, "recvstatus0 (complete)"),
      Map.entry(-59, "recvstatus0 (not complete)"),
      Map.entry(-60, "recvend0"),
      Map.entry(-61, "recvend0 (waiting)"),
      Map.entry(-201, "file open"),
      Map.entry(-202, "file close"),
      Map.entry(-221, "file write"),
      Map.entry(-251, "file read"),
      Map.entry(-401, "clocksync0"),
      Map.entry(-402, "sync0"),
      Map.entry(-501, "open0 (resources)"),
      Map.entry(-502, "close0 (resources)"),
      Map.entry(-503, "load0"),
      Map.entry(-601, "idle"),
      Map.entry(-602, "system overhead"),
      Map.entry(-603, "user or parallel overhead"),
      Map.entry(-901, "tracing"),
      Map.entry(-902, "traceevents"),
      Map.entry(-903, "tracefiles"),
      Map.entry(-904, "tracelevel"),
      Map.entry(-905, "traceinfo"),
      Map.entry(-911, "tracemsg"),
      Map.entry(-912, "traceflush"),
      Map.entry(-913, "trace buffer full"),
      Map.entry(-914, "trace buffer overwriting"),
      Map.entry(-1001, "all user events"),
      Map.entry(-1002, "all system events"),
      Map.entry(-1011, "all communication events"),
      Map.entry(-1012, "all send events"),
      Map.entry(-1013, "all receive events"),
      Map.entry(-1014, "all blocked send/receive events"),
      Map.entry(-1201, "all file i/o events"),
      Map.entry(-1401, "all synchronization events"),
      Map.entry(-1501, "all resource allocation events"),
      Map.entry(-1601, "all generic performance events"),
      Map.entry(-1901, "all tracing events"),
      Map.entry(-1902, "all trace flushing events"));

  /** The name of an event type without a label: a table name, "user event N" or "system event N". */
  static String of(int eventType) {
    if (eventType >= 0) {
      return "user event " + eventType;
    }
    String name = NAMES.get(eventType);
    return name != null ? name : "system event " + eventType;
  }
}
