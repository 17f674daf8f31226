/**
 * The main window: menus, toolbar, status bar, opening files (command line, chooser, recent list,
 * drag and drop, bundled demo), themes, and the per-trace workspace that wires preview, canvas,
 * legend and popups together. EDT only; file work goes to SwingWorkers and the background queue.
 */
package org.leapshot.app.frame;
