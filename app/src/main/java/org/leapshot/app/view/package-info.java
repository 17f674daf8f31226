/**
 * The viewer's state that several panels share: the visible time window with its zoom history,
 * and the current category styles. EDT only; listeners are called on the EDT.
 */
package org.leapshot.app.view;
