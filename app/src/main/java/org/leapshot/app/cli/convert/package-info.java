/**
 * Helpers of the {@code convert} command: the terminal progress bar and the end-of-run summary.
 * They only print; the conversion itself is {@code org.leapshot.slog2.convert.Converter}.
 */
package org.leapshot.app.cli.convert;
