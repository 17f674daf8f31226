/**
 * The open trace as the viewer holds it: the engine's {@code TraceSession} and its window results,
 * plus what the viewer adds (reading around damaged nodes, counting undefined categories).
 *
 * <p>There is no interface in between: {@link org.leapshot.app.trace.TraceView} is the session with
 * those additions, and {@link org.leapshot.app.trace.WindowData} keeps the engine's {@code
 * WindowResult} as it came (read with its cursor, not copied). Queries run off the Event Dispatch
 * Thread; the returned values are immutable and may be shared.
 */
package org.leapshot.app.trace;
