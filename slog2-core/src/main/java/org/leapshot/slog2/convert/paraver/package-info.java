/**
 * Paraver traces (BSC's Extrae and the Paraver tools: {@code .prv} records with the {@code .pcf}
 * names and colours and the {@code .row} object names) converted to SLOG-2 drawables: states per
 * thread, events with their labelled values, messages as arrows.
 */
package org.leapshot.slog2.convert.paraver;
