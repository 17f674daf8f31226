/**
 * The overview strip across the top: the whole run's activity by category colour, computed once
 * per file off the EDT from a coarse query (shadows of the upper tree levels), with the current
 * window as a draggable, resizable highlight.
 */
package org.leapshot.app.preview;
