package org.leapshot.app.testing;

import java.util.function.BooleanSupplier;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;

/** Conditions for AssertJ Swing's {@code Pause} that read Swing state where it lives: on the EDT. */
public final class OnEdt {
  private OnEdt() {}

  public static Condition condition(String what, BooleanSupplier test) {
    return new Condition(what) {
      @Override
      public boolean test() {
        return GuiActionRunner.execute(test::getAsBoolean);
      }
    };
  }
}
