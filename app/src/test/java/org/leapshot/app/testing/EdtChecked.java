package org.leapshot.app.testing;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** GUI tests extend this: Swing calls off the event thread fail the test while the class runs. */
public abstract class EdtChecked {
  @BeforeAll
  static void checkEdt() {
    FailOnThreadViolationRepaintManager.install();
  }

  /** Tests that build Swing parts off the EDT may run later in the same JVM. */
  @AfterAll
  static void uninstallEdtCheck() {
    FailOnThreadViolationRepaintManager.uninstall();
  }
}
