package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The definitions of a trace (spec §9, §11), global and per stream, merged into one table per
 * kind. Names are kept as raw bytes: their charset is decided once all names are known
 * ({@link OtfNameDecoder}).
 *
 * <p>Scope rule: a local definition with a new token joins the table (philosophers defines
 * everything locally); one that conflicts with an existing definition is counted and ignored, the
 * first one read wins (global files are read first).
 */
final class OtfDefinitions {
  /** More definitions than this is corrupt input, not a trace (keeps memory bounded). */
  static final int MAX_DEFINITIONS = 1_000_000;
  /** Likewise for the bytes of all names kept. */
  static final long MAX_NAME_BYTES = 64L << 20;
  /** The library's documented default when no DTR exists (spec §8). */
  static final long DEFAULT_TICKS_PER_SECOND = 1_000_000;

  record Process(long token, byte[] name, long parent) {}

  record Function(long token, long group, byte[] name) {}

  record Named(long token, byte[] name, long type) {}

  record Counter(long token, long group, byte[] name, long properties, byte[] unit) {}

  final Map<Long, Process> processes = new HashMap<>();
  final Map<Long, Named> functionGroups = new HashMap<>();
  final Map<Long, Function> functions = new HashMap<>();
  final Map<Long, Named> collectives = new HashMap<>();
  final Map<Long, Named> counterGroups = new HashMap<>();
  final Map<Long, Counter> counters = new HashMap<>();
  final Map<Long, Named> files = new HashMap<>();
  final Map<Long, Named> fileGroups = new HashMap<>();
  final Map<Long, Named> processGroups = new HashMap<>();
  private long ticksPerSecond = -1;
  private int total;
  private long nameBytes;
  private int conflicts;

  long ticksPerSecond() {
    return ticksPerSecond > 0 ? ticksPerSecond : DEFAULT_TICKS_PER_SECOND;
  }

  /** Every name read, for the charset guess. */
  List<byte[]> allNames() {
    List<byte[]> names = new ArrayList<>();
    processes.values().forEach(p -> names.add(p.name()));
    functionGroups.values().forEach(g -> names.add(g.name()));
    functions.values().forEach(f -> names.add(f.name()));
    collectives.values().forEach(c -> names.add(c.name()));
    counters.values().forEach(c -> names.add(c.name()));
    files.values().forEach(f -> names.add(f.name()));
    names.removeIf(n -> n == null);
    return names;
  }

  /** Reads one definition file ({@code <stub>.0.def} or {@code <stub>.<x>.def}, plain or .z). */
  /** Reads the global definitions {@code <stub>.0.def} and then each stream's own. */
  void readAll(OtfMaster master, ImportReport report) throws IOException {
    for (Path file : master.parts("def")) {
      read(file, report);
    }
  }

  void read(Path file, ImportReport report) throws IOException {
    OtfRecord rec = new OtfRecord();
    try (OtfLineReader in = OtfLineReader.open(file)) {
      java.util.function.Supplier<SourcePosition> where = in::position;
      long keyValues = 0;
      while (in.next()) {
        int start = in.lineStart();
        int end = in.lineEnd();
        if (start == end) {
          continue;
        }
        int id = rec.parse(in.buffer(), start, end, where);
        if (id == OtfKeywords.KEY_VALUE) {
          keyValues++;
          continue;
        }
        if (id < 0 || !define(id, rec, in)) {
          report.skip("otf: unknown definition record", in.position(), "unknown definition record skipped");
        }
      }
      report.count("otf: key-value lines", keyValues);
    }
  }

  /** Applies one record; false when it is not a definition. */
  private boolean define(int id, OtfRecord r, OtfLineReader in) throws TraceInputException {
    switch (id) {
      case OtfKeywords.DTR -> {
        long tps = r.number(OtfKeywords.FIRST, 0);
        if (tps <= 0) {
          throw new TraceInputException(in.position(), "timer resolution must be positive");
        }
        if (ticksPerSecond < 0) {
          ticksPerSecond = tps;
        }
      }
      case OtfKeywords.DP -> {
        long token = r.token(OtfKeywords.FIRST, "process token");
        byte[] name = r.hasString(OtfKeywords.NM) ? r.stringBytes(OtfKeywords.NM) : r.stringBytes(OtfKeywords.N);
        long parent = r.hasNumber(OtfKeywords.PT) ? r.token(OtfKeywords.PT, "parent process")
            : r.tokenOr(OtfKeywords.P, "parent process", 0);
        put(processes, token, new Process(token, name, parent), in);
      }
      case OtfKeywords.DFG -> putNamed(functionGroups, r, in, "function group token");
      case OtfKeywords.DF -> {
        long token = r.token(OtfKeywords.FIRST, "function token");
        put(functions, token, new Function(token, r.tokenOr(OtfKeywords.G, "function group", 0), name(r)), in);
      }
      case OtfKeywords.DCO -> {
        long token = r.token(OtfKeywords.FIRST, "collective operation token");
        long type = r.hasNumber(OtfKeywords.Y) ? r.number(OtfKeywords.Y, 0) : r.number(OtfKeywords.T, 0);
        put(collectives, token, new Named(token, name(r), type), in);
      }
      case OtfKeywords.DCG -> putNamed(counterGroups, r, in, "counter group token");
      case OtfKeywords.DCNT -> {
        long token = r.token(OtfKeywords.FIRST, "counter token");
        put(counters, token, new Counter(token, r.tokenOr(OtfKeywords.G, "counter group", 0), name(r),
            r.number(OtfKeywords.P, 0), r.stringBytes(OtfKeywords.U)), in);
      }
      case OtfKeywords.DFL -> {
        long token = r.token(OtfKeywords.FIRST, "file token");
        put(files, token, new Named(token, name(r), r.tokenOr(OtfKeywords.G, "file group", 0)), in);
      }
      case OtfKeywords.DFLG -> putNamed(fileGroups, r, in, "file group token");
      case OtfKeywords.DPG -> putNamed(processGroups, r, in, "process group token");
      case OtfKeywords.DV, OtfKeywords.DUI, OtfKeywords.DCR, OtfKeywords.DCMT, OtfKeywords.DTRG, OtfKeywords.DA,
          OtfKeywords.DPGA, OtfKeywords.DPS, OtfKeywords.DCA, OtfKeywords.DSF, OtfKeywords.DS, OtfKeywords.DK,
          OtfKeywords.DAUX -> countTotal(in);
      default -> {
        return false;
      }
    }
    return true;
  }

  private static byte[] name(OtfRecord r) {
    return r.hasString(OtfKeywords.NM) ? r.stringBytes(OtfKeywords.NM) : r.stringBytes(OtfKeywords.N);
  }

  private void putNamed(Map<Long, Named> table, OtfRecord r, OtfLineReader in, String what) throws TraceInputException {
    long token = r.token(OtfKeywords.FIRST, what);
    put(table, token, new Named(token, name(r), 0), in);
  }

  private <T> void put(Map<Long, T> table, long token, T def, OtfLineReader in) throws TraceInputException {
    countTotal(in);
    nameBytes += in.lineEnd() - in.lineStart();
    if (nameBytes > MAX_NAME_BYTES) {
      throw new TraceInputException(in.position(), "definitions hold more than " + MAX_NAME_BYTES + " bytes of names");
    }
    T old = table.putIfAbsent(token, def);
    if (old != null && !sameContent(old, def)) {
      conflicts++;
    }
  }

  /** Definitions that repeated a token with different content (the first one was kept). */
  int conflicts() {
    return conflicts;
  }

  private void countTotal(OtfLineReader in) throws TraceInputException {
    if (++total > MAX_DEFINITIONS) {
      throw new TraceInputException(in.position(), "more than " + MAX_DEFINITIONS + " definitions");
    }
  }

  private static boolean sameContent(Object a, Object b) {
    // Records compare arrays by identity; compare their text form instead.
    return describe(a).equals(describe(b));
  }

  private static String describe(Object o) {
    if (o instanceof Process p) {
      return java.util.Arrays.toString(p.name()) + p.parent();
    }
    if (o instanceof Function f) {
      return java.util.Arrays.toString(f.name()) + f.group();
    }
    if (o instanceof Named n) {
      return java.util.Arrays.toString(n.name()) + n.type();
    }
    if (o instanceof Counter c) {
      return java.util.Arrays.toString(c.name()) + c.group() + "/" + c.properties();
    }
    return String.valueOf(o);
  }
}
