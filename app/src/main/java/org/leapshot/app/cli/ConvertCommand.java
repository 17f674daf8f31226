package org.leapshot.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.leapshot.app.cli.convert.ConvertProgressBar;
import org.leapshot.app.cli.convert.ConvertReportPrinter;
import org.leapshot.app.cli.convert.DeferredProgressBar;
import org.leapshot.slog2.convert.CategoryGroupsFile;
import org.leapshot.slog2.convert.TimelineNamesFile;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.FormatDetector;
import org.leapshot.slog2.convert.ProgressListener;
import org.leapshot.slog2.convert.TraceFiles;
import org.leapshot.slog2.convert.TraceFormat;
import org.leapshot.slog2.convert.TraceSource;
import org.leapshot.slog2.io.FileKinds;
import org.leapshot.slog2.query.OverviewAfterConversion;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.write.WriterOptions;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code leapshot convert INPUT -o OUTPUT.slog2}: converts a trace to SLOG-2. Its options are
 * declared in code, not with picocli's annotations: reading those builds a proxy class for each
 * annotation type, a fifth of a small conversion's CPU (issue #22, command start).
 */
public final class ConvertCommand implements Callable<Integer> {
  static final String NAME = "convert";

  private final PositionalParamSpec inputSpec = CommandSpecs.file("INPUT", "the trace to convert");
  private final OptionSpec outputSpec = OptionSpec.builder("-o", "--output").required(true).paramLabel("OUTPUT")
      .type(Path.class).description("the SLOG-2 file to write").build();
  private final OptionSpec formatSpec = OptionSpec.builder("--format").defaultValue("auto").paramLabel("FORMAT")
      .type(String.class)
      .description("auto, text, picl, clog2, otf, otf2, paraver or paje (default: ${DEFAULT-VALUE}, detected from the content)")
      .build();
  // No default value: an unset --leaf-bytes lets the input's format choose (ConvertOptions).
  private final OptionSpec leafBytesSpec = OptionSpec.builder("--leaf-bytes").paramLabel("N").type(Integer.class)
      .description("target size of a leaf node in bytes (default: 65536; OTF2, Paraver and Paje: about 1 KiB per"
          + " timeline, a power of two from 65536 to " + TraceSource.MAX_SUGGESTED_LEAF_BYTES + ")")
      .build();
  private final OptionSpec childrenSpec = OptionSpec.builder("--children").defaultValue("2").paramLabel("K")
      .type(int.class).description("children per tree node (default: ${DEFAULT-VALUE})").build();
  private final OptionSpec checkOrderSpec = CommandSpecs.flag("--check-order",
      "reject the first drawable that ends before its predecessor instead of sorting");
  private final OptionSpec keepGoingSpec = CommandSpecs.flag("--keep-going",
      "skip bad records (reported with their lines) instead of stopping");
  private final OptionSpec includeHostSpec = CommandSpecs.flag("--include-host", "PICL: keep the host processor (32767)");
  private final OptionSpec noOverviewSpec = CommandSpecs.flag("--no-overview",
      "do not write OUTPUT.overview, the whole run's picture kept for the viewer (written for outputs of 1 GiB and more)");
  private final CommandSpec spec = CommandSpecs.with(CommandSpecs.command(this, NAME,
      "Converts a trace (slog2sdk text, PICL, CLOG2 from MPE, OTF1, OTF2, Paraver or Paje) to a SLOG-2 file.",
      "Drawables may come in any end-time order; they are sorted (stably) unless --check-order is given.",
      "The output file appears only when the conversion succeeds."),
      inputSpec, outputSpec, formatSpec, leafBytesSpec, childrenSpec, checkOrderSpec, keepGoingSpec, includeHostSpec,
      noOverviewSpec);

  private ConvertCommand() {}

  /** The {@code convert} command, to go under the {@code leapshot} command. */
  static CommandLine commandLine() {
    return new CommandLine(new ConvertCommand().spec);
  }

  @Override
  public Integer call() throws IOException {
    ConvertOptions options = options();
    Path input = inputSpec.getValue();
    Path output = outputSpec.getValue();
    if (output.toString().isEmpty()) { // "" is the current folder, which was "is a directory"
      throw new ParameterException(spec.commandLine(), "-o: the output file name is empty");
    }
    String given = outputSpec.originalStringValues().isEmpty() ? "" : outputSpec.originalStringValues().get(0);
    if (given.endsWith("/") && !Files.isDirectory(output)) { // -o results/ wrote a file named results
      throw new ParameterException(spec.commandLine(), "-o " + given + ": names a folder; give the SLOG-2 file's"
          + " name, e.g. -o " + given + "trace.slog2");
    }
    // A directory is an OTF2 archive given by its folder: checked as its anchor file.
    Path traceFile = FormatDetector.traceFile(input);
    FileKinds.requireRegularFile(traceFile);
    refuseSlog2(traceFile);
    try {
      TraceFiles.checkOutput(traceFile, output);
      TraceFiles.checkOutput(traceFile, CategoryGroupsFile.of(output));
      TraceFiles.checkOutput(traceFile, TimelineNamesFile.of(output));
    } catch (TraceFiles.OutputRefusedException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    if (!noOverviewSpec.<Boolean>getValue()) {
      refuseInputAsOverview(traceFile, output);
    }
    ConvertSummary summary = StopOnSignal.run(NAME, output, spec.commandLine().getErr(), () -> {
      if (ConvertProgressBar.wanted()) {
        try (DeferredProgressBar bar = new DeferredProgressBar(new PrintStream(System.err, true))) {
          return convert(options, input, output, bar);
        }
      }
      return convert(options, input, output, ProgressListener.NONE);
    });
    ConvertReportPrinter.print(summary, input, output, spec.commandLine().getOut(), spec.commandLine().getErr());
    if (!noOverviewSpec.<Boolean>getValue()) {
      StopOnSignal.run(NAME, StoredOverview.sidecarOf(output), spec.commandLine().getErr(), () -> {
        writeOverview(output);
        return null;
      });
    }
    spec.commandLine().getOut().flush();
    spec.commandLine().getErr().flush();
    return 0;
  }

  /**
   * A SLOG-2 file is what convert makes, not what it reads: saying so beats "cannot tell the
   * format", which sends the user looking for a --format that does not exist.
   */
  private static void refuseSlog2(Path file) throws IOException {
    byte[] head;
    try (InputStream in = Files.newInputStream(file)) {
      head = in.readNBytes(8);
    }
    // the header opens with the version string's length (a short) and "SLOG 2.0.6"
    if (head.length == 8 && new String(head, 2, 6, StandardCharsets.ISO_8859_1).equals("SLOG 2")) {
      throw new IOException(file + ": is already a SLOG-2 file; open it in the viewer, or read it with info, print,"
          + " stats or render (convert reads other trace formats)");
    }
  }

  /**
   * The overview of an output of 1 GiB or more is written beside it, over whatever has its name:
   * {@code convert big.slog2.overview -o big.slog2} replaced the input that had just been converted.
   */
  private void refuseInputAsOverview(Path traceFile, Path output) throws IOException {
    Path overview = StoredOverview.sidecarOf(output);
    if (!Files.exists(overview)) {
      return;
    }
    for (Path f : TraceFiles.of(traceFile)) {
      if (Files.isSameFile(f, overview)) {
        throw new ParameterException(spec.commandLine(), overview + ": is the input; the overview written beside "
            + output + " would overwrite it; choose another -o, or --no-overview");
      }
    }
  }

  /** The overview of a big output, so its first opening draws at once; a failure here leaves the conversion done. */
  private void writeOverview(Path output) {
    long t0 = System.nanoTime();
    try {
      OverviewAfterConversion.writeIfBig(output).ifPresent(o -> spec.commandLine().getOut().printf(
          "  overview:   %s (%d timelines) in %.2f s%n", StoredOverview.sidecarOf(output).getFileName(),
          o.lineIds().length, (System.nanoTime() - t0) / 1e9));
    } catch (IOException | RuntimeException e) {
      spec.commandLine().getErr().println("warning: " + output + ": no overview written (" + e.getMessage()
          + "); the viewer makes one after the first picture");
    }
  }

  private ConvertSummary convert(ConvertOptions options, Path input, Path output, ProgressListener progress)
      throws IOException {
    try {
      return new Converter(options, progress).convert(input, output);
    } catch (OutOfMemoryError e) {
      // The output is already removed; say what happened in one line like any other failure.
      throw outOfMemory(input, leafBytesSpec.getValue(), e);
    }
  }

  /** The one line for a conversion that ran out of heap: huge leaves asked for, or else the input. */
  static IOException outOfMemory(Path input, Integer leafBytes, OutOfMemoryError e) {
    String why = leafBytes != null && leafBytes > TraceSource.MAX_SUGGESTED_LEAF_BYTES
        ? "--leaf-bytes " + leafBytes + " holds leaves of that size in memory while they are written; give"
            + " smaller leaves (default 65536)"
        : "the input may have an endless line";
    return new IOException(input + ": out of memory while converting (" + e.getMessage() + "); " + why
        + ", or give the JVM more heap with -Xmx (bin/leapshot: LEAPSHOT_JAVA_OPTS=-Xmx4g)");
  }

  private ConvertOptions options() {
    ConvertOptions tree;
    try {
      Integer leafBytes = leafBytesSpec.getValue();
      int children = childrenSpec.<Integer>getValue();
      tree = leafBytes == null ? ConvertOptions.defaults().withChildrenPerNode(children)
          : ConvertOptions.defaults().withWriter(new WriterOptions(leafBytes, children));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    return tree
        .withFormat(format(formatSpec.getValue()))
        .withCheckOrder(checkOrderSpec.<Boolean>getValue())
        .withKeepGoing(keepGoingSpec.<Boolean>getValue())
        .withIncludeHost(includeHostSpec.<Boolean>getValue());
  }

  private TraceFormat format(String name) {
    if (name.equalsIgnoreCase("auto")) {
      return null;
    }
    try {
      return TraceFormat.valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(),
          "unknown --format '" + name + "': use auto, text, picl, clog2, otf, otf2, paraver or paje");
    }
  }
}
