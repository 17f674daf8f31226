package org.leapshot.app.canvas;

import java.awt.geom.Rectangle2D;

/**
 * What a click landed on: one of the render model's items ({@link RenderModel.StateItem}, {@link
 * RenderModel.ShadowItem}, {@link RenderModel.ArrowItem}, {@link RenderModel.EventItem}), its
 * on-screen bounds (to place a popup beside it) and the clicked time.
 */
public record Hit(Object item, Rectangle2D bounds, double timeSec) {}
