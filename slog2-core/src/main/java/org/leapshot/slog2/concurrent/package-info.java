/** Small helpers for the library's own background threads. */
package org.leapshot.slog2.concurrent;
