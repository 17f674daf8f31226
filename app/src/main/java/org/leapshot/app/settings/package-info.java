/**
 * User settings on disk: theme, recent files and per-trace category styles, all under one
 * directory ({@code -Dleapshot.config.dir}, default {@code ~/.config/leapshot}) so tests never
 * touch the real home. Small files, read and written on the EDT (they are a few hundred bytes).
 */
package org.leapshot.app.settings;
