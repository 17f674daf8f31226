/**
 * Output of the {@code print} and {@code info} commands: the JSON-lines and text forms of a
 * SLOG-2 file's header, categories, line-ID maps, tree directory, drawables and shadows, and the
 * file summary. Single-threaded; streams node by node so that memory does not grow with the file.
 * Uses the SLOG-2 reader ({@code org.leapshot.slog2.format}) and model, and Jackson's streaming
 * generator.
 */
package org.leapshot.app.cli.print;
