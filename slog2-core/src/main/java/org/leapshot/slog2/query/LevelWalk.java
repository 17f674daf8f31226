package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.TimeBox;

/**
 * The level-by-level walk of {@link WindowWalker} for windows no plan answers: from the root, each
 * level's nodes read together, their children overlapping the window read at the next level or
 * standing in by their shadows. Apart from the walker because its rules (level of detail, byte
 * budgets, shadows) change for their own reasons, while the walker chooses how a query is answered.
 */
final class LevelWalk {
  private final NodeLoader loader;
  private final BlockPointer root;
  /** Node bytes one level of a level-of-detail query may read (see {@link WindowWalker}). */
  private final long lodByteBudget;
  private final DirectoryChoice choice;

  LevelWalk(NodeLoader loader, BlockPointer root, long lodByteBudget, DirectoryChoice choice) {
    this.loader = loader;
    this.root = root;
    this.lodByteBudget = lodByteBudget;
    this.choice = choice;
  }

  /**
   * Walks the tree level by level; returns null when done, or, where it would read on into wide
   * subtrees, every node of the window when their drawables alone fit the wide budget: reading whole
   * upper nodes for their shadows costs more than the drawables of the whole window (on 4 096
   * timelines the whole run was 58-158 ms that way, 2-14 ms from the plan, for a picture as fine).
   */
  DirectoryPlan.Nodes walk(WindowQuery q, BooleanSupplier cancelled, NodeLoader.Tally tally,
      RunAssembler drawables, WindowShadows.Collector shadows, List<TimeBox> coarse) throws IOException {
    double start = q.start();
    double end = q.end();
    long spent = 0;
    List<BlockPointer> level = List.of(root);
    while (!level.isEmpty()) {
      int[][] parts = drawables == null ? null : new int[level.size()][];
      LoadedNode[] nodes = loader.load(level, null, cancelled, tally,
          parts == null ? null : (i, loaded) -> NodeOverlap.overlapping(loaded, start, end), parts);
      List<ShadowBuffer> next = new ArrayList<>();
      long nextBytes = 0;
      if (drawables != null) {
        NodeOverlap.addLevel(nodes, parts, 0, nodes.length, NodeOverlap.drawableCount(nodes, parts, 0, nodes.length), drawables);
      }
      for (LoadedNode loaded : nodes) {
        for (ShadowBuffer c : loaded.children()) {
          if (!c.childBox().overlaps(start, end)) {
            continue;
          }
          if (LevelOfDetail.descend(c, q)) {
            next.add(c);
            nextBytes += c.childPointer().size();
          } else if (shadows != null) {
            addShadows(c, start, end, shadows);
          }
        }
      }
      // The budget counts the bytes of the next level's nodes, cached or not, so that the answer
      // depends only on the query and the file, never on what happens to be in memory.
      if (!q.exact() && nextBytes > lodByteBudget) {
        // Over the budget, the children whose shadows would blur over a few pixels at most stand in
        // by them; the wide ones are read on while the query's wider budget lasts, since spread
        // over a wide box a shadow lets the wrong category win every cell (on 16 384 timelines a
        // 2 ms window was painted as the MPI_Init of a shadow 70 ms wide).
        List<ShadowBuffer> wide = new ArrayList<>();
        long wideBytes = 0;
        for (ShadowBuffer c : next) {
          if (LevelOfDetail.wide(c, q)) {
            wide.add(c);
            wideBytes += c.childPointer().size();
          } else if (shadows != null) {
            addShadows(c, start, end, shadows);
          }
        }
        if (!choice.affordable(q, spent + wideBytes)) {
          for (ShadowBuffer c : wide) {
            if (shadows != null) {
              addShadows(c, start, end, shadows);
            }
            if (coarse != null) {
              coarse.add(c.childBox());
            }
          }
          break;
        }
        DirectoryPlan.Nodes whole = choice.overlapping(start, end);
        if (whole != null) {
          return whole;
        }
        next = wide;
        nextBytes = wideBytes;
      }
      spent += nextBytes;
      level = new ArrayList<>(next.size());
      for (ShadowBuffer c : next) {
        level.add(c.childPointer());
      }
    }
    return null;
  }

  private static void addShadows(ShadowBuffer c, double start, double end, WindowShadows.Collector out)
      throws IOException {
    try {
      addOverlappingShadows(c.nestableColumns(), start, end, out);
      addOverlappingShadows(c.nestlessColumns(), start, end, out);
    } catch (UncheckedIOException e) {
      throw e.getCause(); // cached nodes read their shadows from the file on first use
    }
  }

  private static void addOverlappingShadows(ShadowColumns list, double start, double end,
      WindowShadows.Collector out) {
    for (int i = 0, n = list.size(); i < n; i++) {
      if (list.start(i) <= end && list.end(i) >= start) {
        out.add(list, i);
      }
    }
  }
}
