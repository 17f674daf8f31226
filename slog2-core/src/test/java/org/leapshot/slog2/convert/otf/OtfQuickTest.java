package org.leapshot.slog2.convert.otf;

import org.junit.jupiter.api.Test;

class OtfQuickTest {
  @Test
  void dump() throws Exception {
    for (String t : new String[] {"hello_world", "philosophers", "out", "wrf"}) {
      long t0 = System.nanoTime();
      OtfTraceStats s = OtfTraceStats.read(t, OtfOptions.DEFAULT);
      System.out.println("== " + t + " " + (System.nanoTime() - t0) / 1_000_000 + " ms");
      System.out.println("rows " + s.maps.get(0).rowCount() + " states " + s.states.size() + " arrows " + s.arrows.size()
          + " events " + s.events.size() + " depth " + s.maxDepth() + " order " + s.endTimesNonDecreasing + " " + s.categoryBeforeUse);
      System.out.println(s.source.report().skipped());
      System.out.println(s.source.report().seen());
      System.out.println(s.source.report().messages().stream().limit(5).toList());
      String c = s.countByName(s.states).toString();
      System.out.println(c.substring(0, Math.min(600, c.length())));
      System.out.println(s.countByName(s.events));
      System.out.println(s.source.timelineNames().values().stream().limit(5).toList() + " " + s.source.nameCharset());
    }
  }
}
