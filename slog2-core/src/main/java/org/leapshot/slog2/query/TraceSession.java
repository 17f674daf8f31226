package org.leapshot.slog2.query;

import java.io.Closeable;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeDirectory;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;

/**
 * An open SLOG-2 file serving window queries, searches and statistics. Opening reads only the
 * header, tree directory, categories and line-ID maps; nodes are read on demand into a cache
 * bounded by {@link SessionOptions#cacheBytes()}. Every method is thread-safe; blocking methods
 * must be called off the Swing event thread and stop with an {@link InterruptedIOException} when
 * their thread is interrupted.
 */
public final class TraceSession implements Closeable {
  /** Name prefix of the read-ahead thread (benchmarks leave its CPU time out of a query's). */
  public static final String READ_AHEAD_THREAD = "leapshot-readahead";
  /** Ranges whose nodes hold at most this many bytes get exact statistics even when not asked. */
  public static final long EXACT_STATISTICS_BYTES = 16L << 20;
  /** Target stored bytes per piece of {@link #forEachDrawable(double, double, DrawableVisitor)}. */
  public static final long EXACT_PIECE_BYTES = 32L << 20;
  /** Resolution of the level-of-detail read behind approximate statistics. */
  public static final int APPROXIMATE_STATISTICS_PIXELS = 2048;

  private final SessionOptions options;
  private final NodeSource source;
  private final ExecutorService workers;
  private final WindowWalker walker;
  private final ReadAhead readAhead;
  private final DrawableSearch search;
  private final DrawableScan scan;
  private final RangeReader ranges;
  private final SessionStatistics statistics;
  private final TimeBox timeRange;
  private volatile boolean closed;
  private final SessionOverview stored = new SessionOverview(this);

  private TraceSession(Slog2Reader reader, SessionOptions options) {
    this.options = options;
    this.source = new NodeSource(reader, options.cacheBytes());
    this.workers = SessionWorkers.of(options.threads(), daemons("leapshot-node"));
    NodeLoader loader = new NodeLoader(source, workers, options.threads() - 1);
    DirectoryPlan plan = new DirectoryPlan(reader.directory(), reader.header().childrenPerNode());
    this.walker = new WindowWalker(loader, reader.header().treeRoot(), options.lodByteBudget(), plan);
    this.readAhead = new ReadAhead(walker.withLoader(new NodeLoader(source, workers, 0)), daemons(READ_AHEAD_THREAD),
        () -> closed);
    this.timeRange = rootBox(reader);
    this.search = new DrawableSearch(source, reader.header().treeRoot(), timeRange.earliest(), timeRange.latest(),
        reader.categories());
    this.scan = new DrawableScan(source, workers, options.threads());
    this.ranges = new RangeReader(walker, reader.directory(), timeRange, reader.categories(), workers,
        options.threads()).withTimelines(StreamedPasses.timelinesOf(reader.lineIdMaps()));
    this.statistics = new SessionStatistics(this, ranges, scan);
  }

  public static TraceSession open(Path path) throws IOException {
    return open(path, SessionOptions.DEFAULT);
  }

  public static TraceSession open(Path path, SessionOptions options) throws IOException {
    return new TraceSession(Slog2Reader.open(path), options);
  }

  public Path path() {
    return source.reader().path();
  }

  public long fileSize() {
    return source.reader().fileSize();
  }

  public SessionOptions options() {
    return options;
  }

  public Header header() {
    return source.reader().header();
  }

  /** Categories by index, including the preview categories the file has. */
  public Map<Integer, Category> categories() {
    return source.reader().categories();
  }

  public List<LineIdMap> lineIdMaps() {
    return source.reader().lineIdMaps();
  }

  /** The root node's box: the time range of the whole run. */
  public TimeBox timeRange() {
    return timeRange;
  }

  /** Depth of the root (leaves are depth 0). */
  public int treeDepth() {
    return header().maxTreeDepth();
  }

  public int nodeCount() {
    return source.reader().directory().size();
  }

  /** The tree directory: every node's ID, box and block, so a caller can say which node a read error is in. */
  public TreeDirectory directory() {
    return source.reader().directory();
  }

  /**
   * Answers a window query on the calling thread (blocking), then reads ahead in the background.
   * Callers that want latest-request-wins run this on a queue of their own that interrupts the
   * superseded query (the viewer's {@code BackgroundQueue}): the engine keeps no second one.
   */
  public WindowResult query(WindowQuery q) throws IOException {
    return runQuery(q, interrupted());
  }

  /** The whole run at {@code widthPx} pixels, level of detail: the first view of a file. */
  public WindowResult overview(int widthPx) throws IOException {
    return query(WindowQuery.lod(timeRange.earliest(), timeRange.latest(), widthPx));
  }

  /**
   * The whole-run picture stored beside the file ({@link StoredOverview#sidecarOf}), read once on
   * first call; empty when the file has none or it cannot be used ({@link #storedOverviewProblem}).
   */
  public Optional<StoredOverview> storedOverview() throws IOException {
    checkOpen();
    return stored.found().overview();
  }

  /** Why the file beside this one could not be used as its stored overview, in one line; null when it could or there is none. */
  public String storedOverviewProblem() throws IOException {
    checkOpen();
    return stored.found().problem();
  }

  /**
   * Computes the whole run's picture ({@link StoredOverview#compute} at {@link StoredOverview#COLUMNS}
   * columns), writes it beside the file and keeps it as this session's stored overview. An interrupt
   * stops it before anything is written.
   */
  public StoredOverview writeStoredOverview() throws IOException {
    return stored.write();
  }

  /**
   * The first drawable (smallest start, then drawing order) matching {@code filter} whose start is
   * after {@code time}, or empty when there is none.
   */
  public Optional<SearchHit> findNext(double time, SearchFilter filter) throws IOException {
    checkOpen();
    return search.next(new DrawableSearch.Anchor(time, null), filter, interrupted());
  }

  /**
   * The next match after {@code previous} in drawing order, so drawables sharing its start are
   * found one after the other.
   */
  public Optional<SearchHit> findNext(SearchHit previous, SearchFilter filter) throws IOException {
    checkOpen();
    return search.next(new DrawableSearch.Anchor(previous.time(), previous.drawable()), filter, interrupted());
  }

  /** The last drawable (largest start, then drawing order) matching {@code filter} starting before {@code time}. */
  public Optional<SearchHit> findPrevious(double time, SearchFilter filter) throws IOException {
    checkOpen();
    return search.previous(new DrawableSearch.Anchor(time, null), filter, interrupted());
  }

  /** The match just before {@code next} in drawing order. */
  public Optional<SearchHit> findPrevious(SearchHit next, SearchFilter filter) throws IOException {
    checkOpen();
    return search.previous(new DrawableSearch.Anchor(next.time(), next.drawable()), filter, interrupted());
  }

  /**
   * Statistics of [{@code start}, {@code end}]. With {@code exact} false, a range whose nodes hold
   * more than {@link #EXACT_STATISTICS_BYTES} is answered from shadows (a level-of-detail read at
   * {@link #APPROXIMATE_STATISTICS_PIXELS} pixels) and flagged {@link RangeStatistics#approximate()};
   * call again with {@code exact} true for the exact figures. Exact figures that would not fit in
   * the Java heap are refused with a one-line {@link IOException} before the range is read.
   */
  public RangeStatistics statistics(double start, double end, boolean exact) throws IOException {
    return statistics(start, end, exact, null);
  }

  /**
   * Statistics of [{@code start}, {@code end}] of timelines {@code lineIds} only (null: every
   * timeline), as {@link #statistics(double, double, boolean)} answers them: each timeline's figures
   * and messages (those it sends: an arrow counts on its sender) the same, category totals summed
   * over these timelines. The nodes overlapping the range are still read, but every other
   * timeline's primitives are dropped as they are decoded; an approximate answer's bound covers
   * these timelines.
   */
  public RangeStatistics statistics(double start, double end, boolean exact, int[] lineIds) throws IOException {
    return statistics.of(start, end, exact, lineIds);
  }

  /** {@link #approximateStatistics(double, double)} of timelines {@code lineIds} only (null: all; see above). */
  public RangeStatistics approximateStatistics(double start, double end, int[] lineIds) throws IOException {
    return statistics.approximate(start, end, lineIds);
  }

  /**
   * Statistics of [{@code start}, {@code end}] from a level-of-detail read at
   * {@link #APPROXIMATE_STATISTICS_PIXELS} pixels whatever the range holds: approximate wherever
   * shadows answer, with {@link RangeStatistics#bound()} saying by how much.
   */
  public RangeStatistics approximateStatistics(double start, double end) throws IOException {
    return statistics.approximate(start, end, APPROXIMATE_STATISTICS_PIXELS);
  }

  /** The statistics' reads, for tests in this package that set the free heap or the resolution. */
  SessionStatistics sessionStatistics() {
    return statistics;
  }

  /**
   * Hands every real drawable of the file to {@code action}, each exactly once, on the calling
   * thread, in file order of the nodes (not sorted). Nodes are decoded in parallel and bypass the
   * cache, so heap use stays small whatever the file size.
   *
   * @return how many drawables were handed over
   */
  public long forEachDrawable(Consumer<? super Drawable> action) throws IOException {
    checkOpen();
    return scan.run(source.reader().directory(), action, interrupted());
  }

  /**
   * Hands every real drawable intersecting [{@code start}, {@code end}] to {@code visitor} in drawing
   * order — the exact window query — in consecutive pieces of at most about
   * {@link #EXACT_PIECE_BYTES} of stored nodes, so heap use stays bounded however wide the range.
   * A drawable crossing a piece boundary is handed over once, with the first piece it intersects.
   *
   * @return how many drawables were handed over
   */
  public long forEachDrawable(double start, double end, DrawableVisitor visitor) throws IOException {
    return forEachDrawable(start, end, EXACT_PIECE_BYTES, visitor);
  }

  long forEachDrawable(double start, double end, long pieceBytes, DrawableVisitor visitor) throws IOException {
    checkOpen();
    return ranges.forEachDrawable(start, end, pieceBytes, visitor, interrupted());
  }

  /** Stored bytes of the tree nodes whose boxes overlap [start, end], from the directory. */
  public long bytesOverlapping(double start, double end) {
    return ranges.bytesOverlapping(start, end);
  }

  /** Waits until the read-ahead started by the last query has finished (for tests and benchmarks). */
  public void awaitReadAhead() throws InterruptedException {
    readAhead.await();
  }

  /** The node source, for tests in this package. */
  NodeSource nodes() {
    return source;
  }

  /** Estimated heap bytes the node cache holds now. */
  public long cachedBytes() {
    return source.cachedWeight();
  }

  private WindowResult runQuery(WindowQuery q, BooleanSupplier cancelled) throws IOException {
    checkOpen();
    long gen = readAhead.queryStarted();
    WindowResult r = walker.run(q, cancelled);
    if (options.readAhead() && options.cacheBytes() > 0) {
      readAhead.after(q, gen);
    }
    return r;
  }

  static BooleanSupplier interrupted() {
    return () -> Thread.currentThread().isInterrupted();
  }

  void checkOpen() throws IOException {
    if (closed) {
      throw new IOException(path() + ": the trace session is closed");
    }
  }

  private static TimeBox rootBox(Slog2Reader reader) {
    TreeDirectory d = reader.directory();
    BlockPointer root = reader.header().treeRoot();
    for (int i = 0; i < d.size(); i++) {
      if (d.offset(i) == root.offset() && d.blockSize(i) == root.size()) {
        return d.box(i);
      }
    }
    TimeBox box = TimeBox.EMPTY; // no directory entry for the root: the union of all node boxes
    for (int i = 0; i < d.size(); i++) {
      box = box.union(d.box(i));
    }
    return box;
  }

  private static ThreadFactory daemons(String name) {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, name + "-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }

  /** Stops the background threads (waiting briefly for running reads) and closes the file. */
  @Override
  public void close() throws IOException {
    if (closed) {
      return;
    }
    closed = true;
    readAhead.shutdown();
    workers.shutdown();
    try {
      readAhead.awaitTermination();
      workers.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    source.close();
  }
}
