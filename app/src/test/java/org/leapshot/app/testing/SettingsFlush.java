package org.leapshot.app.testing;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.leapshot.app.settings.Settings;

/**
 * Registered for every test (META-INF/services, autodetection on in junit-platform.properties):
 * settings are written on a background thread, so each test waits for those writes before JUnit
 * deletes its temporary folders, as the viewer does at exit.
 */
public final class SettingsFlush implements AfterEachCallback {
  @Override
  public void afterEach(ExtensionContext context) {
    Settings.flushAll();
  }
}
