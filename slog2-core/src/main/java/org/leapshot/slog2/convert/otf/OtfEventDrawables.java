package org.leapshot.slog2.convert.otf;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.model.Primitive;

/**
 * The events whose info bytes carry a record's values (spec §12): counter samples, collective
 * operations, file operations, comments and marker spots. Kept apart from the call stacks and
 * message matching of {@link OtfEventConverter}, which only decides when a drawable is made.
 */
final class OtfEventDrawables {
  /** Comment and marker texts are cut to this many bytes, to keep an info under 32 KiB. */
  private static final int MAX_TEXT = 30_000;
  private static final int COUNTER_INFO_CHUNK = 4096;
  private static final VarHandle BIG_ENDIAN_LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private final OtfDefinitions defs;
  private final OtfCategories categories;
  private final OtfNameDecoder names;
  private final double ticksPerSecond;
  /** {@link #fileName} by file token: decoding and encoding a name for each of millions of operations cost 6 % of reading. */
  private final Map<Long, byte[]> fileNames = new HashMap<>();
  private byte[] counterInfos = new byte[0];
  private int counterInfoUsed;

  OtfEventDrawables(OtfDefinitions defs, OtfCategories categories, OtfNameDecoder names) {
    this.defs = defs;
    this.categories = categories;
    this.names = names;
    this.ticksPerSecond = defs.ticksPerSecond();
  }

  double seconds(long ticks) {
    return ticks / ticksPerSecond;
  }

  Primitive counter(int line, OtfRecord r, long now) throws TraceInputException {
    long token = r.token(OtfKeywords.FIRST, "counter token");
    long raw = r.number(OtfKeywords.V, 0);
    int category = categories.counter(token);
    long properties = categories.counterProperties(category);
    long bits = OtfCounterValue.isFloating(properties)
        ? Double.doubleToRawLongBits(OtfCounterValue.asDouble(properties, raw))
        : OtfCounterValue.asLong(properties, raw);
    // Counters are most of the drawables of many traces: their 8-byte infos share chunks instead
    // of taking an array each. A chunk's bytes are never changed once handed out.
    if (counterInfoUsed + Long.BYTES > counterInfos.length) {
      counterInfos = new byte[COUNTER_INFO_CHUNK];
      counterInfoUsed = 0;
    }
    BIG_ENDIAN_LONG.set(counterInfos, counterInfoUsed, bits);
    Primitive sample = Primitive.adopt(category, seconds(now), line, counterInfos, counterInfoUsed, Long.BYTES);
    counterInfoUsed += Long.BYTES;
    return sample;
  }

  Primitive collective(int line, OtfRecord r, long now) throws TraceInputException {
    long token = r.token(OtfKeywords.FIRST, "collective operation token");
    byte[] info = new OtfInfo(32)
        .putInt(r.tokenOr(OtfKeywords.C, "communicator", 0))
        .putInt(r.tokenOr(OtfKeywords.RT, "root process", 0))
        .putLong(r.number(OtfKeywords.S, 0))
        .putLong(r.number(OtfKeywords.R, 0))
        .putDouble(r.number(OtfKeywords.D, 0) / ticksPerSecond)
        .array();
    // The info array is this record's alone: handed over, not copied again.
    return Primitive.adopt(categories.collective(token), seconds(now), line, info);
  }

  Primitive fileOperation(int line, OtfRecord r, long now) throws TraceInputException {
    long file = r.token(OtfKeywords.FIRST, "file token");
    long operation = r.number(OtfKeywords.OP, 0);
    byte[] name = fileNames.computeIfAbsent(file, this::fileName);
    byte[] info = new OtfInfo(OtfInfo.stringSize(name, 1000) + 8 + 8 + 4 + 8)
        .putString(name, 1000)
        .putLong(r.number(OtfKeywords.H, 0))
        .putLong(r.number(OtfKeywords.B, 0))
        .putInt(operation & ~0x1fL)
        .putDouble(r.number(OtfKeywords.D, 0) / ticksPerSecond)
        .array();
    return Primitive.adopt(categories.fileOperation((int) (operation & 0x1f)), seconds(now), line, info);
  }

  /** A file's name as info bytes; the definitions are all read before the events, so it never changes. */
  private byte[] fileName(long file) {
    OtfDefinitions.Named def = defs.files.get(file);
    return OtfInfo.utf8(def == null ? "0x" + Long.toHexString(file) : names.decode(def.name()));
  }

  Primitive comment(int line, OtfRecord r, long now) {
    return Primitive.event(categories.comment(), seconds(now), line, text(r.stringBytes(OtfKeywords.FIRST)));
  }

  /** A marker spot of the kind named {@code kindName}, on {@code line}. */
  Primitive marker(long kind, String kindName, int line, long time, byte[] text) {
    return Primitive.event(categories.marker(kind, kindName), seconds(time), line, text(text));
  }

  private byte[] text(byte[] raw) {
    byte[] text = OtfInfo.utf8(names.decode(raw));
    return new OtfInfo(OtfInfo.stringSize(text, MAX_TEXT)).putString(text, MAX_TEXT).array();
  }
}
