package org.leapshot.slog2.convert.otf2;

import java.nio.charset.StandardCharsets;

/**
 * The info of a region state whose Enter carries an attribute list (§8.3): {@code name=value}
 * pairs, names from the Attribute definitions, values formatted by their OTF2 type, e.g. APEX's
 * {@code GUID=1 Parent GUID=0}. Stored as a {@code %s} string, cut at {@link #MAX_TEXT} bytes so a
 * long string attribute cannot bloat the file.
 */
final class Otf2AttributeText {
  static final int MAX_TEXT = 512;
  /** The info of a state without attributes in a category that expects them: an empty string. */
  static final byte[] EMPTY = {0, 0};

  private final Otf2Definitions defs;
  private final StringBuilder text = new StringBuilder();

  Otf2AttributeText(Otf2Definitions defs) {
    this.defs = defs;
  }

  /** Whether region states carry attribute text (the archive defines attributes). */
  boolean active() {
    return !defs.attributes.isEmpty();
  }

  /** The info of the cursor's current event's attributes, or {@link #EMPTY}. */
  byte[] info(Otf2EventCursor c) {
    if (c.attributeCount == 0) {
      return EMPTY;
    }
    text.setLength(0);
    for (int i = 0; i < c.attributeCount; i++) {
      Otf2Definitions.Attribute a = defs.attributes.get(c.attributeIds[i]);
      text.append(i > 0 ? " " : "").append(a == null ? "attribute " + c.attributeIds[i] : defs.string(a.name()))
          .append('=');
      value(c.attributeTypes[i], c.attributeValues[i]);
      if (text.length() > MAX_TEXT) {
        break;
      }
    }
    byte[] utf8 = text.toString().getBytes(StandardCharsets.UTF_8);
    int n = Math.min(utf8.length, MAX_TEXT);
    byte[] info = new byte[2 + n];
    info[0] = (byte) (n >>> 8);
    info[1] = (byte) n;
    System.arraycopy(utf8, 0, info, 2, n);
    return info;
  }

  private void value(int type, long v) {
    switch (type) {
      case 0, 4 -> text.append(Long.toUnsignedString(v));
      case 9 -> text.append(Float.intBitsToFloat((int) v));
      case 10 -> text.append(Double.longBitsToDouble(v));
      case 11 -> text.append('"').append(defs.string(v)).append('"');
      case 12 -> {
        Otf2Definitions.Attribute a = defs.attributes.get(v);
        text.append(a == null ? "attribute " + v : defs.string(a.name()));
      }
      case 14 -> {
        Otf2Definitions.Region r = defs.regions.get(v);
        text.append(r == null ? "region " + v : defs.string(r.name()));
      }
      default -> text.append(v == Otf2Definitions.UNDEFINED32 && type > 12 ? "undefined" : Long.toString(v));
    }
  }
}
