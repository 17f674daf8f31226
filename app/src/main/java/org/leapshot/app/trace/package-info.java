/**
 * The viewer's view of an open trace: categories, line-ID maps, time range and window queries.
 *
 * <p>{@link org.leapshot.app.trace.TraceView} is the only door from the app to trace data, so the
 * engine's {@code TraceSession} can replace the reader-based implementation in one place. Queries
 * run off the Event Dispatch Thread; the returned values are immutable and may be shared.
 */
package org.leapshot.app.trace;
