package org.leapshot.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine;

/** Runs the {@code leapshot} command line in-process with captured stdout and stderr. */
record CliRun(int exitCode, String out, String err) {

  static CliRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    // As Main runs a tool: its own command line when args[0] names one, else the whole command.
    CommandLine tool = args.length > 0 ? ToolLauncher.forTool(args[0]) : null;
    CommandLine cli = tool != null ? tool : LeapshotCommand.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    int code = cli.execute(args);
    return new CliRun(code, out.toString(), err.toString());
  }

  List<String> outLines() {
    return out.isEmpty() ? List.of() : List.of(out.split("\n", -1)).subList(0, out.split("\n", -1).length - 1);
  }

  /** The shared test data ({@code -Dleapshot.shared}, set by the parent pom). */
  static Path testdata(String relative) {
    String prop = System.getProperty("leapshot.shared");
    Path root = prop != null ? Paths.get(prop) : Paths.get("..", "..", "shared");
    return root.resolve("testdata").resolve(relative);
  }

  /** The 22 SLOG-2 files the reference wrote: reference/, reference-converted/ and real-mpi/. */
  static List<Path> referenceFiles() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String dir : List.of("reference", "reference-converted", "real-mpi")) {
      try (Stream<Path> s = Files.list(testdata(dir))) {
        s.filter(p -> p.toString().endsWith(".slog2")).sorted().forEach(files::add);
      }
    }
    return files;
  }
}
