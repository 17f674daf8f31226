package org.leapshot.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.leapshot.app.cli.convert.ConvertProgressBar;
import org.leapshot.app.cli.convert.ConvertReportPrinter;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.ConvertSummary;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.FormatDetector;
import org.leapshot.slog2.convert.ProgressListener;
import org.leapshot.slog2.convert.TraceFiles;
import org.leapshot.slog2.convert.TraceFormat;
import org.leapshot.slog2.io.FileKinds;
import org.leapshot.slog2.write.WriterOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code leapshot convert INPUT -o OUTPUT.slog2}: converts a trace to SLOG-2. */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    description = {
      "Converts a trace (slog2sdk text, PICL, CLOG2 from MPE, OTF1, OTF2, Paraver or Paje) to a SLOG-2 file.",
      "Drawables may come in any end-time order; they are sorted (stably) unless --check-order is given.",
      "The output file appears only when the conversion succeeds."
    })
public final class ConvertCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "INPUT", description = "the trace to convert")
  Path input;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUTPUT", description = "the SLOG-2 file to write")
  Path output;

  @Option(names = "--format", defaultValue = "auto", paramLabel = "FORMAT",
      description = "auto, text, picl, clog2, otf, otf2, paraver or paje (default: ${DEFAULT-VALUE}, detected from the content)")
  String format;

  @Option(names = "--leaf-bytes", defaultValue = "65536", paramLabel = "N",
      description = "target size of a leaf node in bytes (default: ${DEFAULT-VALUE})")
  int leafBytes;

  @Option(names = "--children", defaultValue = "2", paramLabel = "K",
      description = "children per tree node (default: ${DEFAULT-VALUE})")
  int children;

  @Option(names = "--check-order", description = "reject the first drawable that ends before its predecessor instead of sorting")
  boolean checkOrder;

  @Option(names = "--keep-going", description = "skip bad records (reported with their lines) instead of stopping")
  boolean keepGoing;

  @Option(names = "--include-host", description = "PICL: keep the host processor (32767)")
  boolean includeHost;

  @Override
  public Integer call() throws IOException {
    ConvertOptions options = options();
    // A directory is an OTF2 archive given by its folder: checked as its anchor file.
    Path traceFile = FormatDetector.traceFile(input);
    FileKinds.requireRegularFile(traceFile);
    try {
      TraceFiles.checkOutput(traceFile, output);
    } catch (TraceFiles.OutputRefusedException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    ConvertSummary summary;
    if (ConvertProgressBar.wanted()) {
      try (ConvertProgressBar bar = new ConvertProgressBar(new PrintStream(System.err, true))) {
        summary = convert(options, bar);
      }
    } else {
      summary = convert(options, ProgressListener.NONE);
    }
    ConvertReportPrinter.print(summary, input, output, spec.commandLine().getOut(), spec.commandLine().getErr());
    spec.commandLine().getOut().flush();
    spec.commandLine().getErr().flush();
    return 0;
  }

  private ConvertSummary convert(ConvertOptions options, ProgressListener progress) throws IOException {
    try {
      return new Converter(options, progress).convert(input, output);
    } catch (OutOfMemoryError e) {
      // The output is already removed; say what happened in one line like any other failure.
      throw new IOException(input + ": out of memory while converting (" + e.getMessage()
          + "); the input may have an endless line, or give the JVM more heap with -Xmx");
    }
  }

  private ConvertOptions options() {
    WriterOptions writer;
    try {
      writer = new WriterOptions(leafBytes, children);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    return ConvertOptions.defaults()
        .withFormat(format(format))
        .withWriter(writer)
        .withCheckOrder(checkOrder)
        .withKeepGoing(keepGoing)
        .withIncludeHost(includeHost);
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
