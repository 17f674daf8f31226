/**
 * The timeline canvas: time-to-pixel mapping ({@link org.leapshot.app.canvas.TimeScale}), the
 * render model built off the Event Dispatch Thread from a window query, one painter per topology,
 * hit-testing, the ruler and the row axis.
 *
 * <p>Threading: {@code RenderModelBuilder} runs on a background thread and produces an immutable
 * {@code RenderModel}; everything that paints or handles input runs on the EDT. The painters draw
 * on any {@link java.awt.Graphics2D}, so screen, PNG and SVG export share them. May import the
 * model, the app's trace, work and rows packages; never the core's format or tree packages.
 */
package org.leapshot.app.canvas;
