package org.leapshot.slog2.convert.picl;

import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;

/**
 * Open entry records per (processor, process). An exit closes the most recent open entry of the
 * same event type on its processor and process, even when other entries opened after it are still
 * open: states that overlap without nesting are kept rather than dropped.
 *
 * <p>One stack per (processor, process, event type), so an exit finds its entry at once: one stack
 * per (processor, process) searched from the top took time proportional to the open entries of other
 * types, and a trace of many entries followed by exits of another type (a damaged or hostile one) ran
 * for hours.
 */
final class EntryStacks {
  private final Map<Key, ArrayDeque<PiclRecord>> open = new HashMap<>();

  /** Where an entry waits for its exit. */
  private record Key(int processor, int process, int eventType) {
    static Key of(PiclRecord r) {
      return new Key(r.processor(), r.process(), r.eventType());
    }
  }

  void push(PiclRecord entry) {
    open.computeIfAbsent(Key.of(entry), k -> new ArrayDeque<>()).addLast(entry);
  }

  /** Removes and returns the entry that {@code exit} closes, or {@code null} when there is none. */
  PiclRecord pop(PiclRecord exit) {
    ArrayDeque<PiclRecord> stack = open.get(Key.of(exit));
    return stack == null ? null : stack.pollLast();
  }

  /** Counts every entry still open at the end of the trace, in the order they were opened. */
  void finish(ImportReport report) {
    open.values().stream().flatMap(ArrayDeque::stream)
        .sorted(Comparator.comparingLong(r -> r.position().line()))
        .forEach(r -> report.skip("unmatched entry", r.position(), "entry of " + PiclEventNames.of(r.eventType())
            + " on processor " + r.processor() + " has no exit"));
    open.clear();
  }
}
