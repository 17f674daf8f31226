/**
 * Info boxes for clicked drawables and shadows: the text ({@link org.leapshot.app.popup.InfoText},
 * headless and tested) and the window that shows it beside the drawable. EDT only.
 */
package org.leapshot.app.popup;
