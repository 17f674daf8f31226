package org.leapshot.slog2.convert.otf2;

import static org.leapshot.slog2.convert.otf2.Otf2EventTypes.*;

import java.io.IOException;
import java.nio.file.Path;
import org.leapshot.slog2.convert.EventFileCursors;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * One location's event file {@code NAME/<L>.evt} (spec §8), decoded one event at a time: the
 * cursor stands on an event whose type, corrected time and fields are in its fields. TIMESTAMP
 * records set the time (corrected with the location's clock offsets, §9.3); an attribute list is
 * kept for the event after it; ids are translated through the location's mapping tables (§9.2); records it does not
 * decode are skipped by their length (their type stays, for the counts).
 */
final class Otf2EventCursor implements EventFileCursors.Cursor {
  private final Otf2ChunkReader in;
  private final Otf2LocalDefinitions local;
  /**
   * Whether the location's ids go through mapping tables and its times through clock offsets:
   * asked here, in the cursor's own fields, since with 1 024 locations the local definitions (and
   * their tables) were cold lines read at every event although most archives have neither.
   */
  private final boolean mapsIds;
  private final boolean correctsTimes;
  final long location;
  /** Line ID, given once all cursors are open. */
  int line;
  /** Position among the locations, for ties in time. */
  int order;

  int type;
  /** Corrected ticks. */
  long time;
  /** Region (Enter, Leave), peer rank (MPI messages), root rank (collective end), metric, program name, mode. */
  long ref;
  long comm;
  long tag;
  /** Message length, or bytes sent by a collective; a BufferFlush's corrected stop time; a ProgramEnd's exit status. */
  long length;
  /** Bytes received by a collective. */
  long received;
  /** Collective operation, thread model. */
  int op;
  int metricCount;
  int[] metricTypes = new int[4];
  long[] metricValues = new long[4];

  /** Attributes kept of the list in front of the current event, at most; more are skipped. */
  static final int MAX_ATTRIBUTES = 16;
  /** The current event's attribute list (§8.3): global attribute ids, OTF2 types, values as bits. */
  int attributeCount;
  final long[] attributeIds = new long[MAX_ATTRIBUTES];
  final int[] attributeTypes = new int[MAX_ATTRIBUTES];
  final long[] attributeValues = new long[MAX_ATTRIBUTES];

  /** Whether common events are decoded by {@link Otf2QuickEvents}; off only to test it against the checked path. */
  boolean quick = true;
  private long rawTime = Long.MIN_VALUE;
  private boolean hasTime;
  private long events;
  private long attributeLists;
  private long timeReversals;
  private boolean done;
  /** Whether the cursor stands on a stop, not an event, and the failure kept there ({@link Otf2LocalEvents}). */
  boolean stop;
  TraceInputException failure;

  Otf2EventCursor(Path file, long location, Otf2LocalDefinitions local, long chunkSize, int windowBytes,
      Otf2Windows windows) throws IOException {
    this.in = new Otf2ChunkReader(file, chunkSize, windowBytes, windows);
    this.location = location;
    this.local = local;
    this.mapsIds = local.hasAnyMap();
    this.correctsTimes = local.clockOffsetCount() >= 2;
    if (!in.nextChunk(true)) {
      done = true; // an empty file: no events
    }
  }

  String fileName() {
    return in.fileName();
  }

  @Override
  public long fileBytes() {
    return in.fileSize();
  }

  long offset() {
    return in.offset();
  }

  long events() {
    return events;
  }

  long attributeLists() {
    return attributeLists;
  }

  long timeReversals() {
    return timeReversals;
  }

  /** Moves to the next event; false at the end of the file. */
  boolean advance() throws IOException {
    attributeCount = 0;
    if (quick && !done && Otf2QuickEvents.read(this, in)) {
      return true;
    }
    while (!done) {
      if (in.remainingInChunk() == 0) {
        if (in.chunkEnd() < in.fileSize() && in.nextChunk(true)) {
          continue;
        }
        throw in.error(in.offset(), "the events end without an END_OF_FILE record (truncated?)");
      }
      int t = in.u8();
      switch (t) {
        case Otf2ChunkReader.END_OF_CHUNK -> {
          if (!in.nextChunk(true)) {
            throw in.error(in.offset(), "the file ends after END_OF_CHUNK without END_OF_FILE (truncated?)");
          }
        }
        case Otf2ChunkReader.END_OF_FILE, Otf2ChunkReader.END_OF_BUFFER -> done = true;
        case TIMESTAMP -> timestamp(in.u64());
        case ATTRIBUTE_LIST -> attributeList();
        case 3, 4 -> throw in.error(in.offset() - 1, "record type " + t + " is reserved");
        default -> {
          if (!hasTime) {
            throw in.error(in.offset() - 1, "an event before any timestamp");
          }
          begin(t);
          if (isSingleton(t)) {
            singleton(singletonIs32Bit(t) ? in.cu32() : in.cu64());
          } else {
            long end = in.recordEnd();
            fields(t, end);
            in.seek(end);
          }
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The window byte a cache line past the next event (the last byte read when the window ends
   * sooner): loading it brings that line in before the decoder needs it ({@link Otf2WindowPrefetch}).
   */
  int byteAhead() {
    return in.limit > in.pos ? in.buf[Math.min(in.pos + Otf2WindowPrefetch.LINE_BYTES, in.limit - 1)] : 0;
  }

  boolean hasTime() {
    return hasTime;
  }

  /** An event of type {@code t} starts here; its fields follow. */
  void begin(int t) {
    type = t;
    events++;
  }

  /** A singleton's one field (§5.5). */
  void singleton(long v) {
    ref = type == ENTER || type == LEAVE ? map(Otf2LocalDefinitions.REGION, v) : v;
  }

  void timestamp(long raw) {
    if (raw < rawTime) {
      timeReversals++; // times never decrease in a location (§8.1): keep the last one
      raw = rawTime;
    }
    if (raw != rawTime || !hasTime) {
      rawTime = raw;
      time = correct(raw);
      hasTime = true;
    }
  }

  /** A local id as a global one (§9.2). */
  long map(int type, long id) {
    return mapsIds ? local.map(type, id) : id;
  }

  private long correct(long raw) {
    return correctsTimes ? local.correct(raw) : raw;
  }

  private void fields(int t, long end) throws IOException {
    switch (t) {
      case MPI_SEND, MPI_RECV, MPI_ISEND, MPI_IRECV -> {
        ref = in.cu32();
        comm = map(Otf2LocalDefinitions.COMM, in.cu32());
        tag = in.cu32();
        length = in.cu64();
      }
      case MPI_COLLECTIVE_END -> {
        op = in.u8();
        comm = map(Otf2LocalDefinitions.COMM, in.cu32());
        ref = in.cu32();
        length = in.cu64();
        received = in.cu64();
      }
      case METRIC -> metric();
      case BUFFER_FLUSH -> length = correct(in.u64());
      case MEASUREMENT_ON_OFF -> ref = in.u8();
      case THREAD_FORK -> {
        op = in.u8();
        ref = in.cu32();
      }
      case THREAD_JOIN -> op = in.u8();
      case PROGRAM_BEGIN -> ref = map(Otf2LocalDefinitions.STRING, in.cu32());
      case PROGRAM_END -> length = in.cu64();
      default -> {
        // Not drawn: skipped by its length (the caller counts it by type).
      }
    }
  }

  /**
   * Reads an attribute list (§8.3) for the event after it, keeping up to {@link #MAX_ATTRIBUTES}
   * entries; a value type it does not know ends the list early. Never reads past the record.
   */
  private void attributeList() throws IOException {
    attributeLists++;
    long end = in.recordEnd();
    long n = in.cu32();
    attributeCount = 0;
    for (long i = 0; i < n && attributeCount < MAX_ATTRIBUTES && in.offset() < end; i++) {
      long id = map(Otf2LocalDefinitions.ATTRIBUTE, in.cu32());
      int type = in.u8();
      long value;
      switch (type) {
        case 1 -> value = in.u8();
        case 2 -> value = in.u16();
        case 5 -> value = (byte) in.u8();
        case 6 -> value = (short) in.u16();
        case 7 -> value = (int) in.cu32();
        case 9 -> value = in.u32() & 0xffff_ffffL;
        case 10 -> value = in.u64();
        case 0, 4, 8, 13 -> value = in.cu64();
        case 11 -> value = map(Otf2LocalDefinitions.STRING, in.cu32());
        case 12 -> value = map(Otf2LocalDefinitions.ATTRIBUTE, in.cu32());
        case 14 -> value = map(Otf2LocalDefinitions.REGION, in.cu32());
        default -> {
          if (type > 25) {
            in.seek(end); // an unknown value type: its size is unknown too
            return;
          }
          value = in.cu32();
        }
      }
      if (in.offset() > end) {
        break;
      }
      attributeIds[attributeCount] = id;
      attributeTypes[attributeCount] = type;
      attributeValues[attributeCount++] = value;
    }
    in.seek(end);
  }

  private void metric() throws IOException {
    ref = map(Otf2LocalDefinitions.METRIC, in.cu32());
    int n = in.u8();
    if (n > metricTypes.length) {
      metricTypes = new int[n];
      metricValues = new long[n];
    }
    for (int i = 0; i < n; i++) {
      metricTypes[i] = in.u8();
      metricValues[i] = in.cu64();
    }
    metricCount = n;
  }

  /** Fraction of the file read, 0..1. */
  @Override
  public double progress() {
    return done || in.fileSize() == 0 ? 1 : (double) in.offset() / in.fileSize();
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
