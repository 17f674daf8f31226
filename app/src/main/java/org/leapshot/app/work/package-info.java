/**
 * Work that must stay off the Event Dispatch Thread: the window-query queue in which the latest
 * request wins, and the loader that turns view changes into queries and render models.
 */
package org.leapshot.app.work;
