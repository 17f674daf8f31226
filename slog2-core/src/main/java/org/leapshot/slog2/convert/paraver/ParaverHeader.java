package org.leapshot.slog2.convert.paraver;

import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The first line of a {@code .prv} file:
 * {@code #Paraver (<date>):<end>[_ns|_us|_ms|_s]:<resources>:<nAppl>:<appl>{[:,]<appl>}[,<nComms>]}
 * with {@code <resources> = 0 | nNodes | nNodes(c1,...,cN)} and {@code <appl> =
 * nTasks(nThreads:node,...)}. No unit suffix means microseconds. Applications are separated by
 * {@code :} in the documentation but by {@code ,} in some writers; both are accepted.
 *
 * @param date the writer's date, as text
 * @param endTime the trace's end in {@code unitsPerSecond}
 * @param unitsPerSecond 10^9 for ns, 10^6 for µs (the default), ...
 * @param nodes nodes named by the resources (0 when none)
 * @param threads {@code threads[a][t]}: threads of task {@code t} of application {@code a}, 0-based
 * @param taskNodes {@code taskNodes[a][t]}: the task's node, 1-based as written
 * @param communicators communicator lines announced after the header
 */
record ParaverHeader(String date, long endTime, long unitsPerSecond, int nodes, int[][] threads, int[][] taskNodes,
    int communicators) {
  /**
   * Threads at most (a quarter million: 8192 ranks of 32 threads), so that a corrupt count cannot
   * make timelines and line-ID maps that fill the heap.
   */
  static final int MAX_OBJECTS = 1 << 18;
  static final String MAGIC = "#Paraver ";

  /** Parses the header line, which was read at {@code at}. */
  static ParaverHeader parse(String line, SourcePosition at) throws TraceInputException {
    return new Parser(line, at).header();
  }

  /** Threads over all applications and tasks: the number of timelines. */
  int threadCount() {
    int n = 0;
    for (int[] app : threads) {
      for (int t : app) {
        n += t;
      }
    }
    return n;
  }

  private static final class Parser {
    private final String s;
    private final SourcePosition at;
    private int i;

    Parser(String s, SourcePosition at) {
      this.s = s;
      this.at = at;
    }

    ParaverHeader header() throws TraceInputException {
      if (!s.startsWith(MAGIC)) {
        throw fail("the first line does not start with \"#Paraver \"");
      }
      int open = s.indexOf('(');
      int close = s.indexOf(')', Math.max(open, 0));
      if (open < 0 || close < 0) {
        throw fail("the header has no (date)");
      }
      String date = s.substring(open + 1, close);
      i = close + 1;
      expect(':');
      long end = number("end time");
      long unit = unit();
      expect(':');
      int nodes = (int) count("nodes");
      if (peek() == '(') {
        i++;
        for (int n = 0; n < nodes; n++) {
          count("CPUs of node " + (n + 1));
          if (n < nodes - 1) {
            expect(',');
          }
        }
        expect(')');
      }
      expect(':');
      int apps = (int) count("applications");
      checkRoom(apps, "applications");
      if (apps == 0) {
        throw fail("the header declares no application");
      }
      expect(':');
      int[][] threads = new int[apps][];
      int[][] taskNodes = new int[apps][];
      long objects = 0;
      for (int a = 0; a < apps; a++) {
        if (a > 0) {
          if (peek() != ':' && peek() != ',') {
            throw fail("expected application " + (a + 1) + " after ':' or ','");
          }
          i++;
        }
        int tasks = (int) count("tasks of application " + (a + 1));
        checkRoom(tasks, "tasks of application " + (a + 1));
        threads[a] = new int[tasks];
        taskNodes[a] = new int[tasks];
        expect('(');
        for (int t = 0; t < tasks; t++) {
          threads[a][t] = (int) count("threads of task " + (t + 1));
          objects += threads[a][t];
          if (objects > MAX_OBJECTS) {
            throw fail("more than " + MAX_OBJECTS + " threads");
          }
          expect(':');
          taskNodes[a][t] = (int) number("node of task " + (t + 1));
          if (t < tasks - 1) {
            expect(',');
          }
        }
        expect(')');
      }
      int comms = 0;
      if (peek() == ',') {
        i++;
        comms = (int) count("communicators");
      }
      if (i < s.length() && !s.substring(i).isBlank()) {
        throw fail("unexpected \"" + shortText(s.substring(i)) + "\" at the end of the header");
      }
      return new ParaverHeader(date, end, unit, nodes, threads, taskNodes, comms);
    }

    private long unit() {
      if (peek() != '_') {
        return 1_000_000L;
      }
      for (String[] u : new String[][] {{"_ns", "1000000000"}, {"_us", "1000000"}, {"_ms", "1000"}, {"_s", "1"}}) {
        if (s.startsWith(u[0], i)) {
          i += u[0].length();
          return Long.parseLong(u[1]);
        }
      }
      return 1_000_000L; // expect(':') names the unknown suffix
    }

    /** Each object takes at least 4 characters ("1:1,"), so a corrupt count cannot allocate beyond the line. */
    private void checkRoom(long n, String what) throws TraceInputException {
      if (n > (s.length() - i + 4) / 4) {
        throw fail(n + " " + what + " cannot be described in the " + (s.length() - i)
            + " characters left of the header");
      }
    }

    private char peek() {
      return i < s.length() ? s.charAt(i) : '\0';
    }

    private void expect(char c) throws TraceInputException {
      if (peek() != c) {
        throw fail("expected '" + c + "' at column " + (i + 1) + " of the header, found "
            + (i < s.length() ? "'" + s.charAt(i) + "'" : "the end of the line"));
      }
      i++;
    }

    /** A count: 0 to {@link #MAX_OBJECTS}. */
    private long count(String what) throws TraceInputException {
      long n = number(what);
      if (n < 0 || n > MAX_OBJECTS) {
        throw fail(what + " " + n + " is out of range 0.." + MAX_OBJECTS);
      }
      return n;
    }

    private long number(String what) throws TraceInputException {
      int from = i;
      if (peek() == '-') {
        i++;
      }
      while (i < s.length() && Character.isDigit(s.charAt(i)) && i - from < 19) {
        i++;
      }
      try {
        return Long.parseLong(s.substring(from, i));
      } catch (NumberFormatException e) {
        throw fail("expected the number of " + what + " at column " + (from + 1) + " of the header");
      }
    }

    private TraceInputException fail(String problem) {
      return new TraceInputException(at, problem);
    }
  }

  static String shortText(String text) {
    return text.length() <= 40 ? text : text.substring(0, 40) + "...";
  }
}
