/**
 * Search bar of the viewer: find the next or previous drawable of a category (optionally on chosen
 * timelines) anywhere in the file through the engine's tree search, then centre, highlight and
 * describe it. Unlike Jumpshot, search never depends on what happens to be loaded.
 */
package org.leapshot.app.search;
