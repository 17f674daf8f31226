package org.leapshot.slog2.testing;

import java.io.IOException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceSource;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriteSummary;

/**
 * Feeds every item of a source straight into a writer, in source order, without the converter's
 * sorting or checks: what the byte-identity tests need, since the reference wrote in that order.
 */
public final class SourceToWriter {
  private SourceToWriter() {}

  /** Copies all items, finishes the writer and returns its summary. */
  public static WriteSummary copy(TraceSource source, Slog2Writer writer) throws IOException {
    for (TraceItem item = source.next(); item != null; item = source.next()) {
      if (item instanceof TraceItem.CategoryItem c) {
        writer.addCategory(c.category());
      } else if (item instanceof TraceItem.LineIdMapItem m) {
        writer.addLineIdMap(m.map());
      } else if (item instanceof TraceItem.DrawableItem d) {
        writer.addDrawable(d.drawable());
      }
    }
    return writer.finish();
  }
}
