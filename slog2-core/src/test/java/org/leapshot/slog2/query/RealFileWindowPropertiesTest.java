package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.testing.SharedData;

/** Window queries on the real reference and MPE files against brute-force filtering. */
class RealFileWindowPropertiesTest {
  static final List<String> FILES = List.of("reference/fpilog.slog2", "reference/arrow.slog2", "reference/data.slog2",
      "real-mpi/cpilog-4p.slog2", "real-mpi/iotest-4p.slog2", "real-mpi/pthread_allreduce-4p.slog2",
      "real-mpi/samplesort-8p.slog2", "real-mpi/stencil2d-8p.slog2", "real-mpi/comm1_isr-4p.slog2");

  private static final Map<String, List<Drawable>> ALL = new HashMap<>();
  private static final Map<String, TraceSession> SESSIONS = new HashMap<>();

  static synchronized TraceSession session(String file) throws IOException {
    TraceSession s = SESSIONS.get(file);
    if (s == null) {
      s = TraceSession.open(SharedData.testdata(file), SessionOptions.DEFAULT.withCacheBytes(64 << 10));
      SESSIONS.put(file, s);
    }
    return s;
  }

  static synchronized List<Drawable> all(String file) throws IOException {
    List<Drawable> a = ALL.get(file);
    if (a == null) {
      a = BruteForce.all(SharedData.testdata(file));
      ALL.put(file, a);
    }
    return a;
  }

  @AfterContainer
  static synchronized void closeAll() throws IOException {
    for (TraceSession s : SESSIONS.values()) {
      s.close();
    }
    SESSIONS.clear();
  }

  @Provide
  Arbitrary<String> files() {
    return Arbitraries.of(FILES);
  }

  /** Fractions of the run: windows may start before it and end after it. */
  @Provide
  Arbitrary<Double> fractions() {
    return Arbitraries.doubles().between(-0.1, 1.1);
  }

  @Property(tries = 300)
  void exactQueryEqualsBruteForce(@ForAll("files") String file, @ForAll("fractions") double a,
      @ForAll("fractions") double b) throws IOException {
    TraceSession s = session(file);
    TimeBox run = s.timeRange();
    double t0 = run.earliest() + Math.min(a, b) * run.duration();
    double t1 = run.earliest() + Math.max(a, b) * run.duration();
    WindowResult r = s.query(WindowQuery.exact(t0, t1));
    assertThat(r.shadows()).isEmpty();
    assertThat(r.drawables()).containsExactlyElementsOf(BruteForce.window(all(file), t0, t1));
  }

  @Property(tries = 300)
  void levelOfDetailCoversEveryPixelWithData(@ForAll("files") String file, @ForAll("fractions") double a,
      @ForAll("fractions") double b, @ForAll("widths") int width) throws IOException {
    TraceSession s = session(file);
    TimeBox run = s.timeRange();
    double t0 = run.earliest() + Math.min(a, b) * run.duration();
    double t1 = run.earliest() + Math.max(a, b) * run.duration();
    WindowResult lod = s.query(WindowQuery.lod(t0, t1, width));
    List<Drawable> exact = BruteForce.window(all(file), t0, t1);
    PixelCoverage.assertCovers(lod, exact);
  }

  @Provide
  Arbitrary<Integer> widths() {
    return Arbitraries.of(1, 3, 50, 400, 1600);
  }
}
