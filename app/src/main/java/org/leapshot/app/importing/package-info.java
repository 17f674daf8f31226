/**
 * Opening traces that are not SLOG-2: CLOG-2, OTF, PICL and text traces are converted on a
 * background thread, with a progress dialog that can cancel, into a cached SLOG-2 file that the
 * viewer then opens like any other. The cache is keyed by the input's path, size and modification
 * time, so opening the same unchanged file again skips the conversion.
 */
package org.leapshot.app.importing;
