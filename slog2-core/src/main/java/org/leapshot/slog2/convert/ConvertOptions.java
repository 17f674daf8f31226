package org.leapshot.slog2.convert;

import java.io.IOException;
import org.leapshot.slog2.write.WriterOptions;

/**
 * How {@link Converter} converts.
 *
 * @param format the input format, or {@code null} to detect it from the content
 * @param writer leaf size and children per node of the SLOG-2 tree
 * @param leafBytesChosen the writer's leaf size is the user's; otherwise the source suggests one
 *     ({@link TraceSource#suggestedLeafBytes()})
 * @param checkOrder reject the first drawable that ends before its predecessor instead of sorting
 * @param keepGoing skip bad records (counting them with their lines) instead of stopping
 * @param includeHost keep PICL's host processor (32767), which ParaGraph leaves out
 * @param sortBudgetBytes estimated heap bytes of drawables the sorter keeps before spilling a run
 */
public record ConvertOptions(
    TraceFormat format,
    WriterOptions writer,
    boolean leafBytesChosen,
    boolean checkOrder,
    boolean keepGoing,
    boolean includeHost,
    long sortBudgetBytes) {

  public ConvertOptions {
    if (writer == null) {
      throw new IllegalArgumentException("writer options are required");
    }
    if (sortBudgetBytes < 1) {
      throw new IllegalArgumentException("sortBudgetBytes must be >= 1, was " + sortBudgetBytes);
    }
  }

  /**
   * Detected format, default tree with the leaf size the source suggests, sorting with a quarter of
   * the heap, stopping at the first bad record.
   */
  public static ConvertOptions defaults() {
    return new ConvertOptions(null, WriterOptions.DEFAULT, false, false, false, false, defaultSortBudget());
  }

  /** A quarter of the maximum heap, at most 256 MiB: the rest is for the writer and the source. */
  public static long defaultSortBudget() {
    return Math.max(1 << 20, Math.min(Runtime.getRuntime().maxMemory() / 4, 256L << 20));
  }

  /** The writer's options for {@code source}: these, with the source's leaf size unless the user chose one. */
  WriterOptions writerFor(TraceSource source) throws IOException {
    if (leafBytesChosen) {
      return writer;
    }
    return new WriterOptions(source.suggestedLeafBytes(), writer.childrenPerNode());
  }

  public ConvertOptions withFormat(TraceFormat f) {
    return new ConvertOptions(f, writer, leafBytesChosen, checkOrder, keepGoing, includeHost, sortBudgetBytes);
  }

  /** The user's tree, its leaf size included. */
  public ConvertOptions withWriter(WriterOptions w) {
    return new ConvertOptions(format, w, true, checkOrder, keepGoing, includeHost, sortBudgetBytes);
  }

  /** The user's children per node, the leaf size left as it was (the source's unless chosen). */
  public ConvertOptions withChildrenPerNode(int children) {
    return new ConvertOptions(format, new WriterOptions(writer.leafByteSize(), children), leafBytesChosen, checkOrder,
        keepGoing, includeHost, sortBudgetBytes);
  }

  public ConvertOptions withCheckOrder(boolean b) {
    return new ConvertOptions(format, writer, leafBytesChosen, b, keepGoing, includeHost, sortBudgetBytes);
  }

  public ConvertOptions withKeepGoing(boolean b) {
    return new ConvertOptions(format, writer, leafBytesChosen, checkOrder, b, includeHost, sortBudgetBytes);
  }

  public ConvertOptions withIncludeHost(boolean b) {
    return new ConvertOptions(format, writer, leafBytesChosen, checkOrder, keepGoing, b, sortBudgetBytes);
  }

  public ConvertOptions withSortBudgetBytes(long bytes) {
    return new ConvertOptions(format, writer, leafBytesChosen, checkOrder, keepGoing, includeHost, bytes);
  }
}
