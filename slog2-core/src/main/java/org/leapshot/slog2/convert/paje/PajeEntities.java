package org.leapshot.slog2.convert.paje;

import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.paje.PajeModel.Container;
import org.leapshot.slog2.convert.paje.PajeModel.Kind;
import org.leapshot.slog2.convert.paje.PajeModel.Type;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * Turns Paje's entity events into drawables, with PajeNG's meaning (the {@code pj_dump} oracle):
 * per container and state type a stack of values (SetState empties it and pushes, PushState
 * pushes, PopState pops, ResetState empties), each value a state from its push to its pop, open
 * ones ending when their container is destroyed or the trace ends; links matched by container,
 * type and key; a variable's changes at one time merged into one event with the final value.
 */
final class PajeEntities {
  /** Open values one stack holds, as the OTF converters' call depth: a million unpopped pushes filled the heap. */
  static final int MAX_DEPTH = 100_000;

  /** Where a finished drawable goes, with the line it was finished at. */
  interface Output {
    void emit(Drawable d, long line) throws TraceInputException;
  }

  private record Key(Container container, Type type) {}

  private record Open(int category, double start, byte[] info) {}

  /** Open values of one container and state type; pushes beyond {@link #MAX_DEPTH} are counted, not kept. */
  private static final class Stack extends ArrayDeque<Open> {
    /** Pushes left out for depth, not yet popped: their pops end nothing. */
    long dropped;
  }

  private static final class Variable {
    final Container container;
    final Type type;
    double value;
    /** The value as the exact sum of the written decimals, or null once one is not a plain decimal. */
    BigDecimal exact = BigDecimal.ZERO;
    boolean hasValue;
    double changedAt;
    long line;
    boolean pending;

    Variable(Container container, Type type) {
      this.container = container;
      this.type = type;
    }
  }

  private final PajeModel model;
  private final PajeCategories categories;
  private final ImportReport report;
  private final Output output;
  private final Map<Key, Stack> stacks = new LinkedHashMap<>();
  /** The state stacks of each container, so that destroying one does not look through all. */
  private final Map<Container, List<Stack>> stacksOf = new HashMap<>();
  private final PajeLinks links;
  private final Map<Key, Variable> variables = new HashMap<>();
  /** Variables changed at {@link #now}, whose event waits for later changes at the same time. */
  private final List<Variable> changedNow = new ArrayList<>();
  private double now = Double.NEGATIVE_INFINITY;
  private long states;
  private long events;
  private long variableChanges;

  PajeEntities(PajeModel model, PajeCategories categories, ImportReport report, Output output) {
    this.model = model;
    this.categories = categories;
    this.report = report;
    this.output = output;
    this.links = new PajeLinks(model, categories, report, output);
  }

  double now() {
    return now;
  }

  /** Moves the input's time to {@code t} (never back), first giving out the variables changed before. */
  void advance(double t) throws TraceInputException {
    if (t > now) {
      flushVariables();
      now = t;
    }
  }

  void state(String event, Container c, Type type, double t, PajeRecord r) throws TraceInputException {
    checkKind(type, Kind.STATE, r);
    Stack stack = stacks.get(new Key(c, type));
    if (stack == null) {
      stack = new Stack();
      stacks.put(new Key(c, type), stack);
      stacksOf.computeIfAbsent(c, k -> new ArrayList<>()).add(stack);
    }
    switch (event) {
      case "PajeSetState" -> {
        closeAll(c, stack, t, r.line());
        push(stack, type, t, r);
      }
      case "PajePushState" -> push(stack, type, t, r);
      case "PajePopState" -> {
        if (stack.dropped > 0) {
          stack.dropped--; // the pop of a push left out for depth
          return;
        }
        Open o = stack.pollLast();
        if (o == null) {
          report.skip("paje: pop of an empty state stack", r.at(), "PajePopState on " + c.name + " with no state");
        } else {
          close(c, o, t, r.line());
        }
      }
      default -> closeAll(c, stack, t, r.line());
    }
  }

  private void push(Stack stack, Type type, double t, PajeRecord r) throws TraceInputException {
    String value = r.get("Value");
    if (stack.size() >= MAX_DEPTH) {
      stack.dropped++;
      report.skip("paje: states nested deeper than " + MAX_DEPTH, r.at(), "push of " + value + " onto " + MAX_DEPTH
          + " open states of " + type.name + " (left out, with its pop)");
      return;
    }
    stack.addLast(new Open(categories.state(type, value), t, r.info(valueName(type, value))));
  }

  private void closeAll(Container c, Stack stack, double t, long line) throws TraceInputException {
    stack.dropped = 0;
    // Innermost first: their ends come first in the output, as pops would give them.
    for (Open o = stack.pollLast(); o != null; o = stack.pollLast()) {
      close(c, o, t, line);
    }
  }

  private void close(Container c, Open o, double t, long line) throws TraceInputException {
    int lineId = model.lineOf(c);
    states++;
    output.emit(Primitive.adopt(o.category(), o.start(), lineId, Math.max(t, o.start()), lineId, o.info()), line);
  }

  void event(Container c, Type type, double t, PajeRecord r) throws TraceInputException {
    checkKind(type, Kind.EVENT, r);
    int category = categories.of(type);
    events++;
    output.emit(Primitive.adopt(category, t, model.lineOf(c), r.info(valueName(type, r.get("Value")))), r.line());
  }

  void variable(String event, Container c, Type type, double t, PajeRecord r) throws TraceInputException {
    checkKind(type, Kind.VARIABLE, r);
    double value = r.number("Value");
    Variable v = variables.computeIfAbsent(new Key(c, type), k -> new Variable(c, type));
    if (v.pending && v.changedAt != t) {
      give(v);
    }
    if (!v.hasValue && !event.equals("PajeSetVariable")) {
      report.skip("paje: variable changed before it was set", r.at(), event + " on " + c.name + " before any "
          + "PajeSetVariable; taken as from 0");
    }
    change(v, event, value, r.get("Value"));
    v.hasValue = true;
    v.changedAt = t;
    v.line = r.line();
    if (!v.pending) {
      v.pending = true;
      changedNow.add(v);
    }
  }

  /**
   * Adds and subtractions are summed exactly from the written decimals: SimGrid adds and later
   * subtracts the same amounts, and sums of doubles would leave -1.46E-10 of a bandwidth for its 0.
   */
  private static void change(Variable v, String event, double value, String text) {
    BigDecimal written = v.exact == null && !event.equals("PajeSetVariable") ? null : decimal(text);
    if (event.equals("PajeSetVariable")) {
      v.value = value;
      v.exact = written;
      return;
    }
    boolean add = event.equals("PajeAddVariable");
    if (written == null) {
      v.exact = null;
      v.value = add ? v.value + value : v.value - value;
    } else {
      v.exact = add ? v.exact.add(written) : v.exact.subtract(written);
      v.value = v.exact.doubleValue();
    }
  }

  /**
   * A plain decimal ("0.000050", "1.0e+00") of at most 64 digits each side of the point, or null
   * (Java's hex or "1d" forms; "1e-999999999", whose exact sums would take a billion digits).
   */
  private static BigDecimal decimal(String text) {
    try {
      BigDecimal d = new BigDecimal(text.strip());
      return Math.abs(d.scale()) <= 64 && d.precision() <= 64 ? d : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private void flushVariables() throws TraceInputException {
    for (Variable v : changedNow) {
      if (v.pending) {
        give(v);
      }
    }
    changedNow.clear();
  }

  private void give(Variable v) throws TraceInputException {
    v.pending = false;
    variableChanges++;
    byte[] info = new byte[8];
    long bits = Double.doubleToLongBits(v.value);
    for (int i = 0; i < 8; i++) {
      info[i] = (byte) (bits >>> (56 - 8 * i));
    }
    output.emit(Primitive.adopt(categories.of(v.type), v.changedAt, model.lineOf(v.container), info), v.line);
  }

  void link(boolean start, Container c, Type type, Container end, double t, PajeRecord r) throws TraceInputException {
    checkKind(type, Kind.LINK, r);
    links.link(start, c, type, end, t, r.info(valueName(type, r.get("Value"))), r);
  }

  /** Ends the container's open states at {@code t}. */
  void destroy(Container c, double t, PajeRecord r) throws TraceInputException {
    c.destroyed = true;
    for (Stack stack : stacksOf.getOrDefault(c, List.of())) {
      closeAll(c, stack, t, r.line());
    }
  }

  /** Gives out pending variables and ends every open state at the trace's end; counts unmatched links. */
  void finish(long line) throws TraceInputException {
    flushVariables();
    long open = 0;
    for (Map.Entry<Key, Stack> e : stacks.entrySet()) {
      open += e.getValue().size();
      closeAll(e.getKey().container(), e.getValue(), now, line);
    }
    if (open > 0) {
      report.count("paje: states open at the end of the trace (ended there)", open);
    }
    report.count("paje: states", states);
    report.count("paje: events", events);
    report.count("paje: variable changes (one per variable and time)", variableChanges);
    links.finish();
  }

  /** The name of a value the header defined (it may be referred to by its alias, as StarPU's "E"), else the value. */
  private static String valueName(Type type, String value) {
    PajeModel.Value v = type.values.get(value);
    return v == null ? value : v.name;
  }

  private static void checkKind(Type type, Kind kind, PajeRecord r) throws TraceInputException {
    if (type.kind != kind) {
      throw new TraceInputException(r.at(), "type " + type.name + " is a " + type.kind.name().toLowerCase()
          + " type, not a " + kind.name().toLowerCase() + " type");
    }
  }
}
