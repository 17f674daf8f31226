package org.leapshot.slog2.convert.paraver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.otf.LongIntMap;
import org.leapshot.slog2.model.Primitive;

/**
 * Event types that a writer uses as begin/end pairs (Extrae: an MPI call, a user function, an
 * OpenMP region) become nested states: on a thread, a nonzero value of such a type opens a call of
 * that value, and value 0 of the same type closes the innermost open one. Each (thread, type) has
 * its own stack, so calls of one type nest (but MPI calls, see below) and calls of different types
 * overlap freely.
 *
 * <p>Which types pair up cannot wait for a 0 to be seen (records stream in one pass), so it is
 * decided when a type is first met, by this rule:
 *
 * <ul>
 *   <li>never Extrae's point-information types, whose {@code .pcf} value 0 is also labelled "End"
 *       but which carry no end record: sampled functions (3xxxxxxx) and caller addresses and
 *       lines (7xxxxxxx, 8xxxxxxx);
 *   <li>otherwise a type whose {@code .pcf} labels value 0 as an end ("End", "Outside ...",
 *       "close", as Extrae and older MPI tracers write it);
 *   <li>and, with or without a {@code .pcf}, Extrae's call ranges: application, trace
 *       initialisation and flushing (40000001..40000003), MPI calls (50000001..50000099) and
 *       OpenMP/pthread/user functions (60000001..60099999).
 * </ul>
 *
 * <p>MPI call types (50000001..50000099) never nest: Paraver reads them as the last event value,
 * so a nonzero value while a call of that type is open ends that call at this time and opens the
 * next one (an MPI tracer of 2004 writes 9, 9, 7, 0: Reduce, Reduce, Bcast, end). The other types
 * keep Paraver's stacked reading: each nonzero value nests, each 0 leaves the innermost.
 *
 * <p>A 0 with nothing open is counted, not drawn; a call still open when the trace ends closes at its
 * thread's last time and is counted.
 */
final class ParaverCallStates {
  /** Calls open at once on one thread and type at most; deeper ones are counted and left out. */
  static final int MAX_DEPTH = 1024;

  private final ParaverConfig config;
  private final ParaverCategories categories;
  private final double unitsPerSecond;
  private final LongIntMap kinds = new LongIntMap();
  /**
   * The latest types looked up, by their lowest bits, and whether each is a call type: a record's
   * few types come again and again, and one comparison is cheaper than a look-up in {@link #kinds}.
   */
  private final long[] recentTypes = new long[RECENT];
  private final boolean[] recentCalls = new boolean[RECENT];
  /** The stacks used lately, by thread and type: no boxed key and hash look-up per call record. */
  private final Stack[] recentStacks = new Stack[RECENT];
  /**
   * Slots by the type's low bits: Extrae's types are decimal families (40000001, 50000001,
   * 70000001, 80000001, ...) that share their low 6 or 8 bits but not their low 10.
   */
  private static final int RECENT = 1024;
  private final Map<Long, Stack> stacks = new HashMap<>();
  private long calls;
  private long unmatchedEnds;
  private long closedAtEnd;
  private long tooDeep;
  private long replaced;

  /** The open calls of one thread and type: begin times (in the trace's unit) and values. */
  private static final class Stack {
    final int timeline;
    final long type;
    /** An MPI call type: a new value ends the open call instead of nesting in it. */
    final boolean replaces;
    long[] begins = new long[4];
    long[] values = new long[4];
    int size;

    Stack(int timeline, long type) {
      this.timeline = timeline;
      this.type = type;
      this.replaces = isMpiCall(type);
    }
  }

  /** Extrae's (and MPItrace's) MPI call types, which Paraver reads as "last event value". */
  static boolean isMpiCall(long type) {
    return type >= 50_000_001 && type <= 50_000_099;
  }

  ParaverCallStates(ParaverConfig config, ParaverCategories categories, double unitsPerSecond) {
    this.config = config;
    this.categories = categories;
    this.unitsPerSecond = unitsPerSecond;
    Arrays.fill(recentTypes, Long.MIN_VALUE); // no type: a field has at most 18 digits
  }

  /** Whether {@code type} is a begin/end type (see the class comment). */
  boolean isCall(long type) {
    int slot = (int) type & (RECENT - 1); // small enough for the quick compiler to inline
    return recentTypes[slot] == type ? recentCalls[slot] : remember(type, slot);
  }

  private boolean remember(long type, int slot) {
    boolean call = kind(type);
    recentTypes[slot] = type;
    recentCalls[slot] = call;
    return call;
  }

  private boolean kind(long type) {
    int kind = kinds.get(type);
    if (kind < 0) {
      kind = decide(type) ? 1 : 0;
      kinds.put(type, kind);
    }
    return kind == 1;
  }

  private boolean decide(long type) {
    if (type >= 30_000_000 && type < 40_000_000 || type >= 70_000_000 && type < 90_000_000) {
      return false;
    }
    if (type >= 40_000_001 && type <= 40_000_003 || isMpiCall(type)
        || type >= 60_000_001 && type <= 60_099_999) {
      return true;
    }
    String zero = config.valueName(type, 0);
    if (zero == null) {
      return false;
    }
    String z = zero.strip().toLowerCase(java.util.Locale.ROOT);
    return z.equals("end") || z.startsWith("outside") || z.equals("close");
  }

  /**
   * Takes {@code value} of call type {@code type} on {@code timeline} at {@code units}: returns the
   * state it closes, or null when it opens one (or is an unmatched end).
   */
  Primitive take(int timeline, long type, long value, long units) {
    int slot = (timeline * 31 + (int) type) & (RECENT - 1);
    Stack stack = recentStacks[slot];
    if (stack == null || stack.timeline != timeline || stack.type != type) {
      long key = ((long) timeline << 32) ^ type;
      stack = stacks.get(key);
      if (stack == null || stack.timeline != timeline || stack.type != type) {
        stack = findOrMake(key, timeline, type);
      }
      recentStacks[slot] = stack;
    }
    if (value != 0) {
      Primitive ended = null;
      if (stack.replaces && stack.size > 0) {
        stack.size--;
        ended = state(stack, stack.size, units);
        replaced++;
      }
      push(stack, units, value);
      return ended;
    }
    if (stack.size == 0) {
      unmatchedEnds++;
      return null;
    }
    stack.size--;
    return state(stack, stack.size, units);
  }

  /** Collision of keys is possible only for types beyond 32 bits; such stacks are found linearly. */
  private Stack findOrMake(long key, int timeline, long type) {
    Stack stack = stacks.get(key);
    if (stack == null) {
      stack = new Stack(timeline, type);
      stacks.put(key, stack);
      return stack;
    }
    for (long k = key + 1;; k++) {
      Stack s = stacks.get(k);
      if (s == null) {
        s = new Stack(timeline, type);
        stacks.put(k, s);
        return s;
      }
      if (s.timeline == timeline && s.type == type) {
        return s;
      }
    }
  }

  private void push(Stack stack, long units, long value) {
    if (stack.size == MAX_DEPTH) {
      tooDeep++;
      return;
    }
    if (stack.size == stack.begins.length) {
      stack.begins = Arrays.copyOf(stack.begins, stack.size * 2);
      stack.values = Arrays.copyOf(stack.values, stack.size * 2);
    }
    stack.begins[stack.size] = units;
    stack.values[stack.size] = value;
    stack.size++;
  }

  private Primitive state(Stack stack, int at, long endUnits) {
    long value = stack.values[at];
    int category = categories.call(stack.type, value);
    byte[] info = null;
    if (categories.carriesValue(category)) {
      info = new byte[8];
      for (int b = 0; b < 8; b++) {
        info[b] = (byte) (value >>> (56 - 8 * b));
      }
    }
    calls++;
    return Primitive.adopt(category, stack.begins[at] / unitsPerSecond, stack.timeline, endUnits / unitsPerSecond,
        stack.timeline, info);
  }

  /**
   * Closes every call still open at its thread's last time ({@code lastUnits} by line ID), innermost
   * first.
   */
  List<Primitive> closeOpen(long[] lastUnits) {
    List<Primitive> closed = new ArrayList<>();
    for (Stack stack : stacks.values()) {
      while (stack.size > 0) {
        stack.size--;
        long end = Math.max(stack.begins[stack.size], lastUnits[stack.timeline]);
        closed.add(state(stack, stack.size, end));
        closedAtEnd++;
      }
    }
    closed.sort(java.util.Comparator.comparingDouble(Primitive::end));
    return closed;
  }

  long calls() {
    return calls;
  }

  long unmatchedEnds() {
    return unmatchedEnds;
  }

  long closedAtEnd() {
    return closedAtEnd;
  }

  long tooDeep() {
    return tooDeep;
  }

  /** MPI calls ended by the next call of their type rather than by a 0. */
  long replaced() {
    return replaced;
  }
}
