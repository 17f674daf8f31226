package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The one read-ahead thread serves every session: closing one stops its read-ahead only. It reads
 * nothing while the caller still runs (reading the answer, see {@link CallerIdle}).
 */
class SharedReadAheadTest {
  @TempDir
  Path dir;

  /** A generated file of a few hundred nodes. */
  private Path written() throws IOException {
    Path file = dir.resolve("s.slog2");
    GeneratedTrace.write(file, 7, 4, 300, new WriterOptions(1000, 2));
    return file;
  }

  @Test
  void aSessionOpenedAfterAnotherClosedStillReadsAhead() throws Exception {
    Path file = written();
    try (TraceSession first = TraceSession.open(file)) {
      first.query(middle(first, 0));
    }
    assertNextStepsComeFromTheCache(file);
  }

  @Test
  void closingOneSessionLeavesTheOthersReadAhead() throws Exception {
    Path file = written();
    try (TraceSession other = TraceSession.open(file); TraceSession s = TraceSession.open(file)) {
      WindowQuery q = middle(s, 0);
      other.query(middle(other, 3));
      s.query(q);
      other.close();
      s.awaitReadAhead();
      assertThat(s.query(q.shifted(q.duration() / 2)).nodesRead()).isZero();
      assertThat(s.query(q.shifted(-q.duration())).nodesRead()).isZero();
    }
  }

  @Test
  void nothingIsReadAheadWhileTheCallerStillRunsThenItAllIs() throws Exception {
    try (TraceSession s = TraceSession.open(written())) {
      WindowQuery q = middle(s, 0);
      assertThat(s.query(q).nodesRead()).isPositive();
      long answered = s.cachedBytes();
      // The caller goes on running, as while it reads the answer: the read-ahead thread reads nothing.
      long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);
      long most = answered;
      while (System.nanoTime() - until < 0) {
        most = Math.max(most, s.cachedBytes());
      }
      assertThat(most).as("cache while the caller runs").isEqualTo(answered);
      s.awaitReadAhead(); // the caller waits: now the neighbours are read
      assertThat(s.cachedBytes()).isGreaterThan(answered);
      assertThat(s.query(q.shifted(q.duration())).nodesRead()).isZero();
      s.awaitReadAhead();
      assertThat(s.query(q.shifted(-q.duration())).nodesRead()).isZero();
    }
  }

  private static void assertNextStepsComeFromTheCache(Path file) throws Exception {
    try (TraceSession s = TraceSession.open(file)) {
      WindowQuery q = middle(s, 1);
      assertThat(s.query(q).nodesRead()).isPositive();
      for (int step = 0; step < 10; step++) {
        s.awaitReadAhead();
        q = q.shifted(q.duration() / 2);
        assertThat(s.query(q).nodesRead()).as("nodes read at step %d", step).isZero();
      }
    }
  }

  /** A window of a fiftieth of the run, {@code offset} fiftieths after its middle. */
  private static WindowQuery middle(TraceSession s, int offset) {
    TimeBox run = s.timeRange();
    double w = run.duration() / 50;
    double start = run.earliest() + (25 + offset) * w;
    return WindowQuery.lod(start, start + w, 1600);
  }
}
