/**
 * Pictures of a view as PNG or SVG, drawn with the same painters as the screen: the export dialog
 * (a SwingWorker does the query and the writing) and the headless renderer behind the
 * {@code render} command.
 */
package org.leapshot.app.export;
