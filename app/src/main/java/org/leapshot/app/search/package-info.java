/**
 * Search forward and backward through the whole file (not only what is in memory, unlike
 * Jumpshot): the engine does the work off the EDT; {@link org.leapshot.app.search.SearchController}
 * moves the view to the match and highlights it, and the find bar (Ctrl+F) chooses the category and
 * timelines and opens the match's info popup.
 */
package org.leapshot.app.search;
