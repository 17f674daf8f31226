package org.leapshot.app.frame;

/** Starts the desktop viewer. Placeholder until the viewer lands (#5). */
public final class ViewerMain {
  private ViewerMain() {}

  public static void launch(String[] args) {
    System.err.println("leapshot: the viewer is not built yet; try 'leapshot --help' for the tools");
    System.exit(2);
  }
}
