package org.leapshot.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RowSelection;
import org.leapshot.app.rows.Arrangement;
import org.leapshot.app.rows.GroupNames;
import org.leapshot.app.rows.RowFilter;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.app.export.ExportSource;
import org.leapshot.app.export.ViewExporter;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.convert.TraceFiles;
import org.leapshot.slog2.io.FileKinds;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code leapshot render FILE -o OUT.png|OUT.svg}: draws a view of a trace with the viewer's own
 * painters, without a display (for reports and CI).
 */
@Command(name = "render", mixinStandardHelpOptions = true,
    description = "Draw a view of a SLOG-2 trace as PNG or SVG, headless, with the viewer's painters.")
public final class RenderCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "the .slog2 trace")
  Path file;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "output .png or .svg")
  Path output;

  @Option(names = "--from", paramLabel = "T0", description = "window start in seconds (default: start of the run)")
  Double from;

  @Option(names = "--to", paramLabel = "T1", description = "window end in seconds (default: end of the run)")
  Double to;

  @Option(names = "--width", defaultValue = "1600", description = "picture width in pixels (default ${DEFAULT-VALUE})")
  int width;

  @Option(names = "--height", defaultValue = "900", description = "picture height in pixels (default ${DEFAULT-VALUE})")
  int height;

  @Option(names = "--scale", defaultValue = "1", description = "PNG pixel scale, e.g. 2 for HiDPI (default ${DEFAULT-VALUE})")
  double scale;

  @Option(names = "--theme", defaultValue = "light", description = "light or dark (default ${DEFAULT-VALUE})")
  String theme;

  @Option(names = "--map", description = "title of the line-ID map to lay timelines out by (default: the first)")
  String map;

  @Option(names = "--legend", negatable = true, defaultValue = "true", fallbackValue = "true",
      description = "draw the legend column (default: on)")
  boolean legend;

  @Option(names = "--detail", defaultValue = "auto", paramLabel = "auto|exact", converter = DetailConverter.class,
      description = "auto: the viewer's level of detail; exact: every real drawable in the window (default ${DEFAULT-VALUE})")
  Detail detail;

  @Option(names = "--rows", paramLabel = "A-B", converter = RowsConverter.class,
      description = "draw only the timelines at display positions A..B (from 0); default: all, merged to fit the height")
  RowSelection rows = RowSelection.ALL;

  @Option(names = "--collapse-to", paramLabel = "LEVEL",
      description = "fold the map's timeline tree to LEVEL (1: its first column, e.g. node), one row per group")
  Integer collapseTo;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    System.setProperty("java.awt.headless", "true");
    checkArguments();
    FileKinds.requireRegularFile(file);
    try {
      TraceFiles.checkOutput(file, output);
    } catch (TraceFiles.OutputRefusedException e) {
      throw usage(e.getMessage());
    }
    try (TraceView trace = TraceView.open(file)) {
      if (trace.timelineNamesProblem() != null) { // the picture is drawn all the same, labelled by numbers
        spec.commandLine().getErr().println("warning: " + trace.timelineNamesProblem());
      }
      TimeBox range = trace.range();
      if (!(range.earliest() < range.latest()) && (from == null || to == null)) {
        // Without both ends given the window comes from the root box, and this one draws nothing.
        throw new IOException(file + ": the trace's time range " + range.earliest() + " .. " + range.latest()
            + " is " + (range.earliest() == range.latest() ? "empty" : "inverted (the root node's box is damaged)")
            + "; give a window with --from and --to");
      }
      double t0 = from != null ? from : range.earliest();
      double t1 = to != null ? to : range.latest();
      if (!(t1 > t0)) {
        throw usage("--to must be after --from, got " + t0 + " .. " + t1);
      }
      if (!Double.isFinite(t1 - t0)) {
        // The time scale divides by the width: an infinite one was an internal error in the ruler.
        String window = t0 + " .. " + t1 + " s is wider than a double holds";
        if (from == null && to == null) {
          throw new IOException(file + ": the trace's time range " + window + "; give a window with --from and --to");
        }
        throw usage("the window " + window);
      }
      String missed = RunWindow.missed(file, t0, t1, range);
      if (missed != null) {
        throw usage(missed);
      }
      LineIdMap m = lineIdMap(trace);
      if (collapseTo == null && rows.first() >= m.rowCount()) {
        throw usage("--rows from " + rows.first() + " asked, but map '" + m.title() + "' has " + m.rowCount()
            + " rows (0.." + (m.rowCount() - 1) + ")");
      }
      ExportSource src = new ExportSource(trace, t0, t1, m, trace.categories(), CanvasTheme.named(theme));
      write(src, pictureOptions(m, trace.timelineNames(), trace.timelineGroupNames()));
    }
    return 0;
  }

  /**
   * Writes the picture to its part, renamed onto the output when complete. A signal deletes the
   * part at once: the painters go on drawing until the first write after the interrupt.
   */
  private void write(ExportSource src, PictureOptions options) throws IOException {
    PicturePart part = PicturePart.of(output, ProcessHandle.current().pid());
    try {
      StopOnSignal.run("render", output, spec.commandLine().getErr(), 1000, part::delete, () -> {
        ViewExporter.write(src, part.path(), width, height, scale, legend, options);
        part.commit();
        return null;
      });
    } catch (StopOnSignal.Stopped e) {
      part.delete();
      throw e;
    } catch (IOException e) {
      part.delete();
      throw new IOException(part.named(e.getMessage()), e);
    }
  }

  private PictureOptions pictureOptions(LineIdMap m, Map<Integer, String> names, GroupNames groups) {
    return new PictureOptions(PictureOptions.Look.ACTIVITY, detail == Detail.EXACT,
        collapseTo == null ? rows : collapsedRows(m, names, groups));
  }

  /**
   * {@code --collapse-to}: every group of that level one row; {@code --rows} then counts those rows.
   * Timelines left as rows are labelled by their {@code names} (line ID → name), as in the viewer.
   */
  private RowSelection collapsedRows(LineIdMap m, Map<Integer, String> names, GroupNames groups) {
    TimelineTree tree = TimelineTree.of(m, names, groups);
    if (tree.levels() == 0) {
      throw usage("--collapse-to: map '" + m.title() + "' (" + String.join(" / ", m.columnLabels())
          + ") has no groups to fold; choose a map with several columns with --map");
    }
    if (collapseTo < 1 || collapseTo > tree.levels()) {
      throw usage("--collapse-to must be 1.." + tree.levels() + " for map '" + m.title() + "' ("
          + String.join(" / ", m.columnLabels()) + "), was " + collapseTo);
    }
    RowPlan plan = RowPlan.of(tree, Arrangement.DEFAULT.collapsedToLevel(tree, collapseTo), new RowFilter(""));
    if (rows.first() >= plan.baseRowCount()) {
      throw usage("--rows from " + rows.first() + " asked, but collapsed to level " + collapseTo + " there are "
          + plan.baseRowCount() + " rows");
    }
    return RowSelection.of(rows.equals(RowSelection.ALL) ? plan : plan.range(rows.first(), rows.last()));
  }

  /** {@code --detail}: the viewer's level of detail, or every real drawable. */
  enum Detail { AUTO, EXACT }

  /** {@code auto} or {@code exact}, as written; anything else is a usage error. */
  static final class DetailConverter implements CommandLine.ITypeConverter<Detail> {
    @Override
    public Detail convert(String value) {
      if (!value.equals("auto") && !value.equals("exact")) {
        throw new CommandLine.TypeConversionException("expected auto or exact, was '" + value + "'");
      }
      return value.equals("exact") ? Detail.EXACT : Detail.AUTO;
    }
  }

  /** {@code A-B}, display positions from 0 with A <= B; anything else is a usage error. */
  static final class RowsConverter implements CommandLine.ITypeConverter<RowSelection> {
    private static final Pattern ROWS = Pattern.compile("(\\d{1,9})-(\\d{1,9})");

    @Override
    public RowSelection convert(String value) {
      Matcher m = ROWS.matcher(value.trim());
      if (!m.matches() || Integer.parseInt(m.group(2)) < Integer.parseInt(m.group(1))) {
        throw new CommandLine.TypeConversionException("expected A-B with 0 <= A <= B, was '" + value + "'");
      }
      return new RowSelection(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), 1);
    }
  }

  /** Argument mistakes found before the file is opened: each is a usage error, exit 2. */
  private void checkArguments() {
    if (!theme.equals("light") && !theme.equals("dark")) {
      throw usage("--theme must be light or dark, was " + theme);
    }
    if (from != null && !Double.isFinite(from) || to != null && !Double.isFinite(to)) {
      throw usage("--from and --to must be finite numbers of seconds");
    }
    try {
      if (output.getFileName() == null) { // "/": no name to end in .png
        throw new IllegalArgumentException("output must end in .png or .svg: " + output);
      }
      ViewExporter.Format.of(output);
      ViewExporter.checkSize(width, height, scale);
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    }
  }

  private LineIdMap lineIdMap(TraceView trace) {
    List<LineIdMap> maps = trace.lineIdMaps();
    return maps.stream().filter(x -> map == null || x.title().equals(map)).findFirst()
        .orElseThrow(() -> usage("no line-ID map titled '" + map + "' in " + file + "; it has "
            + maps.stream().map(x -> "'" + x.title() + "'").collect(Collectors.joining(", "))));
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
