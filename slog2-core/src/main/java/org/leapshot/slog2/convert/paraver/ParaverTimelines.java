package org.leapshot.slog2.convert.paraver;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.TimelineNamesFile;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The timelines of a Paraver trace: one per thread {@code (application, task, thread)} the header
 * declares, with line IDs 0..n-1 in that order, the order of the {@code .row} file's THREAD level.
 * Two line-ID maps: the process model (application / task / thread) and the resource model (node /
 * application / task / thread, the node from the header's task placement).
 */
final class ParaverTimelines {
  static final String THREAD_MAP_TITLE = "Paraver threads";
  static final String NODE_MAP_TITLE = "Paraver nodes";

  /** {@code base[a][t]}: line ID of thread 1 of task t+1 of application a+1. */
  private final int[][] base;
  private final int[][] threads;
  private final int[] lineApp;
  private final int[] lineTask;
  private final int[] lineThread;
  private final int[] lineNode;
  private final ParaverRowFile row;

  ParaverTimelines(ParaverHeader header, ParaverRowFile row) {
    this.row = row;
    threads = header.threads();
    int n = header.threadCount();
    base = new int[threads.length][];
    lineApp = new int[n];
    lineTask = new int[n];
    lineThread = new int[n];
    lineNode = new int[n];
    int line = 0;
    for (int a = 0; a < threads.length; a++) {
      base[a] = new int[threads[a].length];
      for (int t = 0; t < threads[a].length; t++) {
        base[a][t] = line;
        for (int th = 0; th < threads[a][t]; th++, line++) {
          lineApp[line] = a + 1;
          lineTask[line] = t + 1;
          lineThread[line] = th + 1;
          lineNode[line] = header.taskNodes()[a][t];
        }
      }
    }
  }

  int count() {
    return lineApp.length;
  }

  /** The line ID of a thread given 1-based as in the records, or -1 when the header has no such thread. */
  int lineOf(long app, long task, long thread) {
    if (app < 1 || app > threads.length) {
      return -1;
    }
    int[] tasks = threads[(int) app - 1];
    if (task < 1 || task > tasks.length || thread < 1 || thread > tasks[(int) task - 1]) {
      return -1;
    }
    return base[(int) app - 1][(int) task - 1] + (int) thread - 1;
  }

  /** Line ID → the thread's name from the .row file ("THREAD a.t.th" when it has none). */
  Map<Integer, String> names() {
    Map<Integer, String> names = new LinkedHashMap<>();
    for (int line = 0; line < count(); line++) {
      String name = row.name("THREAD", line);
      names.put(line, name != null ? name : "THREAD " + lineApp[line] + "." + lineTask[line] + "." + lineThread[line]);
    }
    return names;
  }

  /**
   * Map title → group path → the name the {@code .row} file gives the node, application or task the
   * group stands for (its NODE, APPL and TASK levels, tasks numbered across applications); none
   * where it has no such level.
   */
  Map<String, Map<String, String>> groupNames() {
    Map<String, String> byThread = new HashMap<>();
    Map<String, String> byNode = new HashMap<>();
    int[] taskBase = new int[threads.length];
    for (int a = 1; a < threads.length; a++) {
      taskBase[a] = taskBase[a - 1] + threads[a - 1].length;
    }
    for (int line = 0; line < count(); line++) {
      String node = row.name("NODE", lineNode[line] - 1);
      String app = row.name("APPL", lineApp[line] - 1);
      String task = row.name("TASK", taskBase[lineApp[line] - 1] + lineTask[line] - 1);
      int[] t = {lineApp[line], lineTask[line]};
      int[] n = {lineNode[line], lineApp[line], lineTask[line]};
      putName(byThread, TimelineNamesFile.groupPath(t, 1), app);
      putName(byThread, TimelineNamesFile.groupPath(t, 2), task);
      putName(byNode, TimelineNamesFile.groupPath(n, 1), node);
      putName(byNode, TimelineNamesFile.groupPath(n, 2), app);
      putName(byNode, TimelineNamesFile.groupPath(n, 3), task);
    }
    Map<String, Map<String, String>> groups = new HashMap<>();
    putName(groups, THREAD_MAP_TITLE, byThread.isEmpty() ? null : byThread);
    putName(groups, NODE_MAP_TITLE, byNode.isEmpty() ? null : byNode);
    return groups;
  }

  private static <V> void putName(Map<String, V> names, String key, V name) {
    if (name != null) {
      names.put(key, name);
    }
  }

  List<LineIdMap> maps() {
    int n = count();
    int[] ids = new int[n];
    int[][] byThread = new int[n][];
    int[][] byNode = new int[n][];
    for (int i = 0; i < n; i++) {
      ids[i] = i;
      byThread[i] = new int[] {lineApp[i], lineTask[i], lineThread[i]};
      byNode[i] = new int[] {lineNode[i], lineApp[i], lineTask[i], lineThread[i]};
    }
    return List.of(
        new LineIdMap(THREAD_MAP_TITLE, List.of("application", "task", "thread"), ids, byThread, List.of()),
        new LineIdMap(NODE_MAP_TITLE, List.of("node", "application", "task", "thread"), ids, byNode, List.of()));
  }
}
