package org.leapshot.slog2.convert.otf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.TimelineNamesFile;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The timelines of an OTF trace: one per process listed in the master file (spec §3, §17), with
 * line IDs 0..n-1 in token order. The line-ID map "Process View" groups threads (processes with a
 * listed parent) under their parent: row (parent's line ID, thread number), the parent itself
 * being thread 0.
 */
final class OtfTimelines {
  static final String MAP_TITLE = "Process View";

  private final long[] tokens;
  private final LongIntMap lineOf = new LongIntMap();
  private final Map<Integer, String> names = new LinkedHashMap<>();
  private final LineIdMap map;
  private final int undefined;
  private final int unlisted;

  OtfTimelines(OtfMaster master, OtfDefinitions defs, OtfNameDecoder decoder) {
    List<Long> all = new ArrayList<>();
    master.streams().values().forEach(list -> Arrays.stream(list).forEach(all::add));
    tokens = all.stream().mapToLong(Long::longValue).sorted().toArray();
    int missing = 0;
    for (int i = 0; i < tokens.length; i++) {
      lineOf.put(tokens[i], i);
      OtfDefinitions.Process p = defs.processes.get(tokens[i]);
      if (p == null || p.name() == null) {
        missing += p == null ? 1 : 0;
        names.put(i, "process 0x" + Long.toHexString(tokens[i]));
      } else {
        names.put(i, decoder.decode(p.name()));
      }
    }
    undefined = missing;
    int notListed = 0;
    for (Long token : defs.processes.keySet()) {
      if (lineOf.get(token) < 0) {
        notListed++;
      }
    }
    unlisted = notListed;
    map = buildMap(defs);
  }

  private LineIdMap buildMap(OtfDefinitions defs) {
    int[] lineIds = new int[tokens.length];
    int[][] values = new int[tokens.length][];
    Map<Integer, Integer> threadsSoFar = new HashMap<>();
    for (int i = 0; i < tokens.length; i++) {
      lineIds[i] = i;
      OtfDefinitions.Process p = defs.processes.get(tokens[i]);
      int parentLine = p == null || p.parent() == 0 || p.parent() == tokens[i] ? -1 : lineOf.get(p.parent());
      if (parentLine < 0) {
        values[i] = new int[] {i, 0};
      } else {
        int thread = threadsSoFar.merge(parentLine, 1, Integer::sum);
        values[i] = new int[] {parentLine, thread};
      }
    }
    return new LineIdMap(MAP_TITLE, List.of("process", "thread"), lineIds, values, List.of());
  }

  int count() {
    return tokens.length;
  }

  /** The line ID of a listed process, or -1. */
  int lineOf(long process) {
    return process == Long.MIN_VALUE ? -1 : lineOf.get(process);
  }

  long token(int lineId) {
    return tokens[lineId];
  }

  Map<Integer, String> names() {
    return Collections.unmodifiableMap(names);
  }

  /** The map's group path (a process holding threads) → that process's name. */
  Map<String, String> groupNames() {
    Map<String, String> groups = new HashMap<>();
    for (int r = 0; r < map.rowCount(); r++) {
      int[] v = map.values(r);
      groups.putIfAbsent(TimelineNamesFile.groupPath(v, 1), names.get(v[0]));
    }
    return groups;
  }

  LineIdMap map() {
    return map;
  }

  /** Counts listed processes without a DP definition, and defined ones not listed (they get no timeline). */
  void countMismatches(ImportReport report) {
    if (unlisted > 0) {
      report.count("otf: processes defined but not in the master file (no timeline)", unlisted);
    }
    if (undefined > 0) {
      report.count("otf: processes listed but not defined", undefined);
    }
  }
}
