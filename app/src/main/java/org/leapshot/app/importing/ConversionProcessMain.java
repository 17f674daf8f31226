package org.leapshot.app.importing;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.leapshot.slog2.convert.ConversionCancelledException;
import org.leapshot.slog2.convert.ConvertOptions;
import org.leapshot.slog2.convert.Converter;
import org.leapshot.slog2.convert.TraceFormat;

/**
 * The converting side of {@link ConversionProcess}: converts FORMAT INPUT OUTPUT in a JVM of its own
 * and tells the viewer on standard output, one line at a time: {@code P fraction phase} for
 * progress, {@code E message} (the message the viewer shows) before a failure. Standard input is
 * the viewer's Cancel: when it ends (closed, or the viewer gone) the conversion is interrupted and
 * deletes its files, so an orphaned conversion never runs on.
 */
public final class ConversionProcessMain {
  static final int CANCELLED = 3;
  static final int FAILED = 2;

  private ConversionProcessMain() {}

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    if (args.length != 3) {
      out.println("E usage: FORMAT INPUT OUTPUT");
      out.flush();
      System.exit(FAILED);
    }
    Thread converting = Thread.currentThread();
    Thread watch = new Thread(() -> {
      try {
        while (System.in.read() >= 0) {
          // the viewer writes nothing: only the end of the stream counts
        }
      } catch (IOException e) {
        // a broken pipe is the viewer gone: cancel as well
      }
      converting.interrupt();
    }, "leapshot-cancel-watch");
    watch.setDaemon(true);
    watch.start();
    System.exit(run(args, out));
  }

  private static int run(String[] args, PrintStream out) {
    try {
      TraceFormat format = TraceFormat.valueOf(args[0]);
      new Converter(ConvertOptions.defaults().withFormat(format), (phase, fraction) -> {
        out.println("P " + fraction + " " + phase);
        out.flush();
      }).convert(Path.of(args[1]), Path.of(args[2]));
      out.flush();
      return 0;
    } catch (ConversionCancelledException e) {
      return CANCELLED;
    } catch (IOException | RuntimeException | Error e) {
      out.println("E " + OpenErrors.describe(e));
      out.flush();
      return FAILED;
    }
  }
}
