package org.leapshot.app.stats;

import java.util.function.Function;

/**
 * One column of a statistics table: header, what kind of value it holds (which decides rendering,
 * sorting and CSV text) and how to read it from a row. The tables and the CSV share these, so
 * what is copied is exactly what is shown.
 */
public record StatsColumn<R>(String name, Kind kind, Function<R, Object> value) {

  public enum Kind {
    /** A string such as a timeline label. */
    TEXT(String.class),
    /** A {@link org.leapshot.slog2.model.Category}, shown with its colour. */
    CATEGORY(Object.class),
    /** A count (Long). */
    COUNT(Long.class),
    /** A time in seconds (Double). */
    SECONDS(Double.class),
    /** A fraction 0..1 (Double), NaN when undefined. */
    SHARE(Double.class),
    /** A byte count (Long). */
    BYTES(Long.class);

    private final Class<?> type;

    Kind(Class<?> type) {
      this.type = type;
    }

    public Class<?> type() {
      return type;
    }
  }
}
