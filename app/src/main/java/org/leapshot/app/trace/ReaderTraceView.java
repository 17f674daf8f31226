package org.leapshot.app.trace;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;

/**
 * A {@link TraceView} that walks the SLOG-2 tree itself with {@link Slog2Reader}: it descends into a
 * child while the child would be at least {@link #DESCEND_MIN_PX} pixels wide and otherwise uses the
 * child's shadows, so the cost of a query follows pixels, not trace size. Decoded nodes are kept in
 * a small LRU cache so that panning re-reads little. Used until the engine's TraceSession lands.
 */
public final class ReaderTraceView implements TraceView {
  /** A child narrower than this on screen is drawn from its shadows instead of being read. */
  static final double DESCEND_MIN_PX = 24;
  private static final int CACHE_NODES = 256;

  private final Slog2Reader reader;
  private final TimeBox range;
  private final List<LineIdMap> maps;
  private final Map<Long, TreeNode> cache = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Long, TreeNode> eldest) {
      return size() > CACHE_NODES;
    }
  });

  private ReaderTraceView(Slog2Reader reader) throws IOException {
    this.reader = reader;
    TreeNode root = reader.readRoot();
    cache.put(reader.header().treeRoot().offset(), root);
    this.range = root.box();
    this.maps = reader.lineIdMaps().isEmpty() ? List.of(identityFrom(root)) : reader.lineIdMaps();
  }

  /** Opens and validates a SLOG-2 file; the exception's message is the core's, fit for a dialog. */
  public static ReaderTraceView open(Path path) throws IOException {
    Slog2Reader reader = Slog2Reader.open(path);
    try {
      return new ReaderTraceView(reader);
    } catch (IOException | RuntimeException e) {
      reader.close();
      throw e;
    }
  }

  @Override
  public Path path() {
    return reader.path();
  }

  @Override
  public Map<Integer, Category> categories() {
    return reader.categories();
  }

  @Override
  public List<LineIdMap> lineIdMaps() {
    return maps;
  }

  @Override
  public TimeBox range() {
    return range;
  }

  @Override
  public WindowData query(double startSec, double endSec, int widthPx) throws IOException {
    if (!(endSec > startSec) || widthPx <= 0) {
      return WindowData.empty(startSec, endSec, widthPx);
    }
    List<Drawable> drawables = new ArrayList<>();
    List<Shadow> shadows = new ArrayList<>();
    double pxPerSec = widthPx / (endSec - startSec);
    TimeBox window = new TimeBox(startSec, endSec);
    collect(node(reader.header().treeRoot(), "tree root"), window, pxPerSec, drawables, shadows);
    return new WindowData(startSec, endSec, widthPx, drawables, shadows);
  }

  private void collect(TreeNode node, TimeBox window, double pxPerSec, List<Drawable> drawables, List<Shadow> shadows)
      throws IOException {
    if (Thread.interrupted()) {
      throw new InterruptedIOException("window query cancelled");
    }
    addOverlapping(node.nestable(), window, drawables);
    addOverlapping(node.nestless(), window, drawables);
    for (ShadowBuffer child : node.children()) {
      if (!child.childBox().overlaps(window)) {
        continue;
      }
      if (child.childBox().duration() * pxPerSec >= DESCEND_MIN_PX) {
        collect(node(child.childPointer(), "tree node " + child.childId()), window, pxPerSec, drawables, shadows);
      } else {
        addOverlappingShadows(child.nestable(), window, shadows);
        addOverlappingShadows(child.nestless(), window, shadows);
      }
    }
  }

  private TreeNode node(BlockPointer pointer, String what) throws IOException {
    TreeNode cached = cache.get(pointer.offset());
    if (cached != null) {
      return cached;
    }
    TreeNode node = reader.readNode(pointer, what);
    cache.put(pointer.offset(), node);
    return node;
  }

  private static void addOverlapping(List<Drawable> from, TimeBox window, List<Drawable> to) {
    for (Drawable d : from) {
      if (window.overlaps(d.start(), d.end())) {
        to.add(d);
      }
    }
  }

  private static void addOverlappingShadows(List<Shadow> from, TimeBox window, List<Shadow> to) {
    for (Shadow s : from) {
      if (window.overlaps(s.start(), s.end())) {
        to.add(s);
      }
    }
  }

  /** An identity map over the line IDs the root mentions, for files that store no map. */
  private static LineIdMap identityFrom(TreeNode root) {
    TreeSet<Integer> ids = new TreeSet<>();
    for (Drawable d : root.nestable()) {
      ids.add(d.firstLineId());
      ids.add(d.lastLineId());
    }
    for (Drawable d : root.nestless()) {
      if (d instanceof Primitive p) {
        for (int i = 0; i < p.vertexCount(); i++) {
          ids.add(p.lineId(i));
        }
      }
    }
    for (ShadowBuffer b : root.children()) {
      for (Shadow s : b.nestable()) {
        ids.add(s.lineId(0));
      }
      for (Shadow s : b.nestless()) {
        for (int i = 0; i < s.vertexCount(); i++) {
          ids.add(s.lineId(i));
        }
      }
    }
    return LineIdMap.identity(ids.stream().mapToInt(Integer::intValue).toArray());
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }
}
