package org.leapshot.slog2.tree;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.io.OutputFile;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.write.WriteSummary;
import org.leapshot.slog2.write.WriterOptions;

/**
 * Writes a SLOG-2 2.0.6 file in one pass, as the reference writer does (spec §10), so that the
 * same input gives the same bytes.
 *
 * <p>Callers add user categories, line-ID maps and drawables in non-decreasing end time, then
 * {@link #finish()}. The three preview categories are registered here, like every reference
 * converter does. The file is built as a temporary file beside the target and renamed onto it only
 * when complete; any failure, or {@link #close()} before {@code finish()}, deletes it and leaves an
 * existing target untouched. Not thread-safe.
 */
public final class Slog2Writer implements Closeable {
  private final Path target;
  private final OutputFile file;
  private final WriterOptions options;
  private final FileSink sink;
  private final CategoryTable categories = new CategoryTable();
  private final List<LineIdMap> lineIdMaps = new ArrayList<>();
  private final DirectoryBuilder directory = new DirectoryBuilder();
  private final TreeTrunk trunk;
  private final long[] primitives = new long[Topology.values().length];
  private long composites;
  private double lastEnd = Double.NEGATIVE_INFINITY;
  private boolean open = true;

  private Slog2Writer(OutputFile file, WriterOptions options) throws IOException {
    this.target = file.target();
    this.file = file;
    this.options = options;
    this.sink = new FileSink(file.temp(), target);
    this.trunk = new TreeTrunk(options, categories, sink, directory);
    categories.define(Category.preview(Topology.EVENT));
    categories.define(Category.preview(Topology.STATE));
    categories.define(Category.preview(Topology.ARROW));
    BlockOutput header = new BlockOutput(HeaderEncoder.HEADER_BYTES);
    HeaderEncoder.encodePlaceholder(header);
    try {
      sink.append(header.array(), 0, header.size());
    } catch (IOException e) {
      sink.close();
      throw e;
    }
  }

  /** Starts a file that will replace {@code target} when {@link #finish()} succeeds. */
  public static Slog2Writer create(Path target, WriterOptions options) throws IOException {
    OutputFile file = OutputFile.create(target);
    try {
      return new Slog2Writer(file, options);
    } catch (IOException | RuntimeException e) {
      file.close();
      throw e;
    }
  }

  /**
   * Defines a user category; a repeated index replaces the earlier definition.
   *
   * @throws IllegalArgumentException if a string or list does not fit SLOG-2's short counts
   */
  public void addCategory(Category c) {
    checkOpen();
    BlockOutput.encode(c.name());
    c.label().keys().forEach(BlockOutput::encode);
    checkCount("label keys of category " + c.index(), c.label().keys().size());
    checkCount("label types of category " + c.index(), c.label().types().length());
    checkCount("methods of category " + c.index(), c.methodIds().size());
    categories.define(c);
  }

  /**
   * Adds a producer's line-ID map; the writer appends the Identity Map itself.
   *
   * @throws IllegalArgumentException if a string or the method list does not fit SLOG-2's short counts
   */
  public void addLineIdMap(LineIdMap m) {
    checkOpen();
    BlockOutput.encode(m.title());
    m.columnLabels().forEach(BlockOutput::encode);
    checkCount("methods of line-ID map " + m.title(), m.methodIds().size());
    lineIdMaps.add(m);
  }

  private static void checkCount(String what, int n) {
    if (n > Short.MAX_VALUE) {
      throw new IllegalArgumentException(what + ": " + n + " exceed SLOG-2's limit of " + Short.MAX_VALUE);
    }
  }

  /**
   * Adds a drawable. Its category (and those of a composite's primitives) must be defined, and it
   * must not end before the previous drawable. A failure aborts the file.
   *
   * @throws OutOfOrderException if it ends before the previous drawable
   * @throws IOException if a category is undefined or the file cannot be written
   */
  public void addDrawable(Drawable d) throws IOException {
    checkOpen();
    try {
      CategoryTable.Entry own = checkCategories(d);
      // Each read once: a primitive computes its box from its vertices. By direct calls for a
      // primitive: through the interface, each is a table look-up for the quick compiler.
      Primitive p = d instanceof Primitive q ? q : null;
      double start = p != null ? p.start() : d.start();
      double end = p != null ? p.end() : d.end();
      if (!(start <= end)) {
        throw new IOException("drawable starts after it ends (or has a NaN time): " + d);
      }
      if (!(end >= lastEnd)) {
        throw new OutOfOrderException(d, lastEnd);
      }
      trunk.add(d, own, start, end);
      lastEnd = end;
      if (p != null) {
        primitives[own.category.topology().ordinal()]++;
      } else {
        composites++;
      }
    } catch (IOException | RuntimeException e) {
      abort();
      throw e;
    }
  }

  /** The drawable's own category, after checking that it and a composite's primitives' are defined. */
  private CategoryTable.Entry checkCategories(Drawable d) throws IOException {
    CategoryTable.Entry own = checkDefined(d, d instanceof Primitive p ? p.categoryIndex() : d.categoryIndex());
    if (d instanceof Composite c) {
      for (Primitive p : c.primitives()) {
        checkDefined(d, p.categoryIndex());
      }
    }
    return own;
  }

  private CategoryTable.Entry checkDefined(Drawable d, int index) throws IOException {
    CategoryTable.Entry e = categories.find(index);
    if (e == null) {
      throw new IOException("drawable of undefined category " + index + ": " + d);
    }
    return e;
  }

  /**
   * Writes the remaining nodes, the category, line-ID map and directory blocks and the header, then
   * renames the file onto the target.
   *
   * @throws IOException if no drawable was added (the reference refuses such a file too) or writing fails
   */
  public WriteSummary finish() throws IOException {
    checkOpen();
    try {
      if (lastEnd == Double.NEGATIVE_INFINITY) {
        throw new IOException("no drawables to write to " + target + ": a SLOG-2 file needs at least one");
      }
      trunk.flush();
      ShadowBufferBuilder whole = trunk.rootBuffer();
      CategorySummaries.accumulate(whole, categories);
      List<Category> written = categories.usedCategories();
      BlockOutput out = new BlockOutput(1 << 12);
      CategoryBlockEncoder.encode(out, written);
      BlockPointer categoryBlock = appendBlock(out);
      int[] lineIds = IdentityLineIds.collect(trunk.root(), trunk.rootChildren());
      List<LineIdMap> maps = new ArrayList<>(lineIdMaps);
      maps.add(LineIdMap.identity(lineIds));
      out.reset();
      LineIdMapBlockEncoder.encode(out, maps);
      BlockPointer lineIdBlock = appendBlock(out);
      out.reset();
      directory.encode(out);
      BlockPointer directoryBlock = appendBlock(out);
      int maxBlock = Math.max(trunk.maxNodeBytes(),
          Math.max(categoryBlock.size(), Math.max(lineIdBlock.size(), directoryBlock.size())));
      int depth = trunk.root().id.depth();
      out.reset();
      HeaderEncoder.encode(out, options.childrenPerNode(), options.leafByteSize(), depth, maxBlock, categoryBlock,
          lineIdBlock, trunk.rootPointer(), directoryBlock);
      sink.overwrite(0, out.array(), out.size());
      long bytes = sink.position();
      sink.close();
      file.commit();
      open = false;
      Map<Topology, Long> byTopology = new EnumMap<>(Topology.class);
      for (Topology t : Topology.values()) {
        byTopology.put(t, primitives[t.ordinal()]);
      }
      return new WriteSummary(byTopology, composites, written.size(), lineIds.length, directory.size(), depth,
          new TimeBox(trunk.root().start, trunk.root().end), bytes);
    } catch (IOException | RuntimeException e) {
      abort();
      throw e;
    }
  }

  private BlockPointer appendBlock(BlockOutput out) throws IOException {
    BlockPointer p = new BlockPointer(sink.position(), out.size());
    sink.append(out.array(), 0, out.size());
    return p;
  }

  private void checkOpen() {
    if (!open) {
      throw new IllegalStateException("the writer for " + target + " is finished or aborted");
    }
  }

  /** Abandons the file: closes and deletes the temporary file. The target is not touched. */
  private void abort() {
    if (!open) {
      return;
    }
    open = false;
    trunk.stop();
    try {
      sink.close();
    } catch (IOException ignored) {
      // The file is deleted next; a failing close changes nothing for the caller.
    }
    file.close();
  }

  /** Aborts the file unless {@link #finish()} succeeded. */
  @Override
  public void close() {
    abort();
  }
}
