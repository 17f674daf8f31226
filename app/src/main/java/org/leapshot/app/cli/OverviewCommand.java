package org.leapshot.app.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.leapshot.slog2.query.OverviewAfterConversion;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.TraceSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code overview FILE}: computes the whole run's picture once and keeps it beside the file as
 * {@code FILE.overview}, so that the viewer's first picture of a big trace comes from there instead
 * of the upper tree. Not part of {@code convert}: it costs a whole-run query, which conversion's
 * time should not include.
 */
@Command(name = "overview", mixinStandardHelpOptions = true,
    description = {"Computes the whole run's picture of a SLOG-2 file and keeps it beside it as FILE.overview.",
        "The viewer then shows it at once on opening, before the tree answers. Made again when the file changes."})
public final class OverviewCommand implements Callable<Integer> {
  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "the .slog2 file")
  private Path file;

  @Override
  public Integer call() throws Exception {
    long t0 = System.nanoTime();
    StoredOverview overview;
    // no read-ahead: nothing is shown after the one whole-run query
    try (TraceSession session = TraceSession.open(file, OverviewAfterConversion.passOptions())) {
      overview = StopOnSignal.run("overview", StoredOverview.sidecarOf(file), spec.commandLine().getErr(),
          session::writeStoredOverview);
    }
    Path sidecar = StoredOverview.sidecarOf(file);
    PrintWriter out = spec.commandLine().getOut();
    out.printf("wrote %s: %d timelines at %d columns, %d runs, %d bytes, in %.2f s%n", sidecar,
        overview.lineIds().length, overview.columns(), overview.runCount(), Files.size(sidecar),
        (System.nanoTime() - t0) / 1e9);
    out.flush();
    return 0;
  }
}
