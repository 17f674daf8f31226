/**
 * Search forward and backward through the whole file (not only what is in memory, unlike
 * Jumpshot) for drawables of the visible, searchable categories; the engine does the work off the
 * EDT, this package moves the view to the match and highlights it.
 */
package org.leapshot.app.search;
