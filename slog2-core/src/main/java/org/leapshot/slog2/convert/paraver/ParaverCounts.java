package org.leapshot.slog2.convert.paraver;

import org.leapshot.slog2.convert.ImportReport;

/** What a Paraver conversion counts, written to its report at the end. */
final class ParaverCounts {
  long states;
  long events;
  long messages;
  long globalOps;
  long comments;
  long communicators;
  long openStates;

  /** Adds the counts, and those of {@code calls} and {@code eventText}, to {@code report}. */
  void report(ImportReport report, ParaverCallStates calls, ParaverEventText eventText) {
    report.count("paraver: states", states);
    report.count("paraver: events", events);
    report.count("paraver: call states (begin/end event pairs)", calls.calls());
    report.count("paraver: messages", messages);
    report.count("paraver: global operation records (not drawn)", globalOps);
    report.count("paraver: communicator lines", communicators);
    report.count("paraver: comment lines", comments);
    if (eventText.dropped() > 0) {
      report.count("paraver: event pairs beyond " + ParaverEventText.MAX_PAIRS + " in a record (left out)",
          eventText.dropped());
    }
    if (calls.unmatchedEnds() > 0) {
      report.count("paraver: call ends without an open call (not drawn)", calls.unmatchedEnds());
    }
    if (calls.closedAtEnd() > 0) {
      report.count("paraver: calls still open at the end (closed at their thread's last time)", calls.closedAtEnd());
    }
    if (calls.replaced() > 0) {
      report.count("paraver: MPI calls ended by the next call of their type (no 0 between)", calls.replaced());
    }
    if (calls.tooDeep() > 0) {
      report.count("paraver: calls nested deeper than " + ParaverCallStates.MAX_DEPTH + " (left out)",
          calls.tooDeep());
    }
    if (openStates > 0) {
      report.count("paraver: states without an end (closed at the trace's end)", openStates);
    }
  }
}
