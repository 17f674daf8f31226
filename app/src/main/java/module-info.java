/**
 * The Leapshot viewer and command-line tools. They see the core's published packages only (see
 * its module descriptor); the shaded {@code leapshot.jar} runs them on the class path.
 */
@SuppressWarnings("requires-automatic") // JFreeChart 1.5 has no module descriptor
module org.leapshot.app {
  requires org.leapshot.core;
  requires java.desktop;
  requires java.management;
  requires jdk.management;
  requires info.picocli;
  requires com.fasterxml.jackson.core;
  requires me.tongfei.progressbar;
  requires com.formdev.flatlaf;
  requires com.miglayout.swing;
  requires org.jfree.jfreechart;
  requires org.jfree.svg;

  // picocli reads the commands' annotated fields and methods by reflection
  opens org.leapshot.app.cli to info.picocli;
  opens org.leapshot.app.cli.bench to info.picocli;
  opens org.leapshot.app.cli.convert to info.picocli;
  opens org.leapshot.app.cli.print to info.picocli;
  opens org.leapshot.app.cli.stats to info.picocli;
}
