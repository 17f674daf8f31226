package org.leapshot.slog2.convert.picl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;

/**
 * Open entry records per (processor, process). An exit closes the most recent open entry of the
 * same event type on its processor and process, even when other entries opened after it are still
 * open: states that overlap without nesting are kept rather than dropped.
 */
final class EntryStacks {
  private final Map<Long, List<PiclRecord>> open = new HashMap<>();

  void push(PiclRecord entry) {
    open.computeIfAbsent(key(entry), k -> new ArrayList<>()).add(entry);
  }

  /** Removes and returns the entry that {@code exit} closes, or {@code null} when there is none. */
  PiclRecord pop(PiclRecord exit) {
    List<PiclRecord> stack = open.get(key(exit));
    if (stack == null) {
      return null;
    }
    for (int i = stack.size() - 1; i >= 0; i--) {
      if (stack.get(i).eventType() == exit.eventType()) {
        return stack.remove(i);
      }
    }
    return null;
  }

  /** Counts every entry still open at the end of the trace. */
  void finish(ImportReport report) {
    for (List<PiclRecord> stack : open.values()) {
      for (PiclRecord r : stack) {
        report.skip("unmatched entry", r.position(), "entry of " + PiclEventNames.of(r.eventType()) + " on processor "
            + r.processor() + " has no exit");
      }
    }
    open.clear();
  }

  private static long key(PiclRecord r) {
    return ((long) r.processor() << 32) | (r.process() & 0xffffffffL);
  }
}
