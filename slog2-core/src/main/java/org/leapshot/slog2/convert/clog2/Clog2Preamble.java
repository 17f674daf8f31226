package org.leapshot.slog2.convert.clog2;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The 1024-byte text preamble at the start of a CLOG2 file (clog2-format.md §A.2): NUL-terminated
 * tokens, read by position as the reference does (empty tokens dropped, each token trimmed, the
 * title tokens not checked).
 *
 * @param blockSize bytes per record block (B)
 * @param maxCommWorldSize the largest MPI_COMM_WORLD size (MW), a factor of every line ID
 * @param maxThreadCount the largest number of threads per process (MT), a factor of every line ID
 * @param knownEventIdStart first event ID of MPE's own states
 * @param userEventIdStart first event ID of user states
 * @param knownSoloEventIdStart first ID of MPE's own solo events
 * @param userSoloEventIdStart first ID of user solo events
 * @param knownStateCount number of pre-allocated MPE states
 * @param userStateCount number of user states the program asked for
 * @param knownSoloEventCount number of MPE's own solo events
 * @param userSoloEventCount number of user solo events
 * @param commTableOffset offset of the communicator table (not used by the conversion)
 */
public record Clog2Preamble(
    int blockSize,
    int maxCommWorldSize,
    int maxThreadCount,
    int knownEventIdStart,
    int userEventIdStart,
    int knownSoloEventIdStart,
    int userSoloEventIdStart,
    int knownStateCount,
    int userStateCount,
    int knownSoloEventCount,
    int userSoloEventCount,
    long commTableOffset) {

  /** Size of the preamble; the first block starts right after it. */
  public static final int SIZE = 1024;
  /** The only version the reference accepts (compared ignoring case). */
  public static final String VERSION = "CLOG-02.44";
  /**
   * Upper bound for MT. MPE keeps a per-process thread table far smaller than this; a larger value
   * can only come from a damaged file and would make every COMMEVT add that many timelines.
   */
  public static final int MAX_THREAD_COUNT = 65536;

  /** Bound on pre-allocated category indices, far below where int indices would wrap. */
  static final int MAX_CATEGORIES = 1 << 30;

  private static final int TOKEN_COUNT = 33;
  private static final long COMMTABLE_UNIT = 1L << 30;

  /** Parses the preamble bytes (at least {@link #SIZE}); {@code file} names the input in errors. */
  public static Clog2Preamble parse(byte[] bytes, String file) throws TraceInputException {
    if (bytes.length < SIZE) {
      throw new TraceInputException(SourcePosition.offset(file, bytes.length),
          "file ends inside the 1024-byte CLOG2 preamble (" + bytes.length + " bytes)");
    }
    List<String> tokens = new ArrayList<>(TOKEN_COUNT);
    List<Integer> offsets = new ArrayList<>(TOKEN_COUNT);
    int start = 0;
    for (int i = 0; i <= SIZE; i++) {
      if (i == SIZE || bytes[i] == 0) {
        if (i > start) {
          tokens.add(new String(bytes, start, i - start, StandardCharsets.ISO_8859_1).trim());
          offsets.add(start);
        }
        start = i + 1;
      }
    }
    Tokens t = new Tokens(tokens, offsets, file);
    if (tokens.size() < TOKEN_COUNT) {
      throw new TraceInputException(SourcePosition.offset(file, 0),
          "CLOG2 preamble has " + tokens.size() + " tokens, " + TOKEN_COUNT + " are needed");
    }
    if (!VERSION.equalsIgnoreCase(tokens.get(0))) {
      throw t.error(0, "not a " + VERSION + " file: version is \"" + tokens.get(0) + "\"");
    }
    if (!isTrue(tokens.get(2))) {
      throw t.error(2, "is_big_endian is \"" + tokens.get(2) + "\"; only big-endian CLOG2 files exist");
    }
    int blockSize = t.integer(6, "block_size");
    if (blockSize < Clog2RecordType.HEADER_SIZE) {
      throw t.error(6, "block_size " + blockSize + " cannot hold a record");
    }
    int mw = t.integer(10, "max_comm_world_size");
    if (mw < 1) {
      throw t.error(10, "max_comm_world_size " + mw + " must be at least 1");
    }
    int mt = t.integer(12, "max_thread_count");
    if (mt < 1 || mt > MAX_THREAD_COUNT) {
      throw t.error(12, "max_thread_count " + mt + " must be 1.." + MAX_THREAD_COUNT);
    }
    long commTable = t.longValue(30, "commtable_fptr") * COMMTABLE_UNIT + t.longValue(32, "commtable_fptr");
    int knownStates = t.count(22, "known_stateID_count");
    int userStates = t.count(24, "user_stateID_count");
    int knownSolos = t.count(26, "known_solo_eventID_count");
    int userSolos = t.count(28, "user_solo_eventID_count");
    // Every announced state and event gets a category index; they must stay valid ints.
    if (1L + knownStates + userStates + knownSolos + userSolos > MAX_CATEGORIES) {
      throw t.error(22, "the preamble announces more than " + MAX_CATEGORIES + " states and events");
    }
    return new Clog2Preamble(blockSize, mw, mt,
        t.integer(14, "known_eventID_start"), t.integer(16, "user_eventID_start"),
        t.integer(18, "known_solo_eventID_start"), t.integer(20, "user_solo_eventID_start"),
        knownStates, userStates, knownSolos, userSolos, commTable);
  }

  private static boolean isTrue(String value) {
    return value.equalsIgnoreCase("true") || value.equalsIgnoreCase("yes");
  }

  /** The preamble's tokens with their byte offsets, for error messages. */
  private record Tokens(List<String> values, List<Integer> offsets, String file) {

    TraceInputException error(int index, String problem) {
      return new TraceInputException(SourcePosition.offset(file, offsets.get(index)), problem);
    }

    int integer(int index, String name) throws TraceInputException {
      try {
        return Integer.parseInt(values.get(index));
      } catch (NumberFormatException e) {
        throw error(index, name + " is not a 32-bit integer: \"" + values.get(index) + "\"");
      }
    }

    long longValue(int index, String name) throws TraceInputException {
      try {
        return Long.parseLong(values.get(index));
      } catch (NumberFormatException e) {
        throw error(index, name + " is not a 64-bit integer: \"" + values.get(index) + "\"");
      }
    }

    int count(int index, String name) throws TraceInputException {
      int value = integer(index, name);
      if (value < 0) {
        throw error(index, name + " is negative: " + value);
      }
      return value;
    }
  }
}
