package org.leapshot.slog2.tree;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategorySummary;

/** The category map block (spec §5.1): a count, then one record per category in the given order. */
final class CategoryBlockEncoder {
  private CategoryBlockEncoder() {}

  static void encode(BlockOutput out, Collection<Category> categories) {
    out.writeInt(categories.size());
    for (Category c : categories) {
      encodeRecord(out, c);
    }
  }

  static void encodeRecord(BlockOutput out, Category c) {
    out.writeInt(c.index());
    out.writeString(c.name());
    out.writeInt(c.topology().code());
    out.writeInt(c.color().argb());
    out.writeBoolean(c.colorModifiable());
    out.writeByte(c.width());
    out.writeShort(c.label().keys().size());
    for (String key : c.label().keys()) {
      out.writeString(key);
    }
    byte[] types = c.label().types().getBytes(StandardCharsets.US_ASCII);
    out.writeShort(types.length);
    out.writeBytes(types);
    out.writeShort(c.methodIds().size());
    for (int m : c.methodIds()) {
      out.writeInt(m);
    }
    CategorySummary s = c.summary();
    out.writeFloat(s.inclusiveRatio());
    out.writeFloat(s.exclusiveRatio());
    out.writeLong(s.count());
  }
}
