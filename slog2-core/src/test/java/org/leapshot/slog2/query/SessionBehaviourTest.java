package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.write.WriterOptions;

/** Session behaviour on one generated file of a few hundred nodes. */
class SessionBehaviourTest {
  private static Path dir;
  private static Path file;
  private static List<Drawable> all;

  @BeforeAll
  static void write() throws IOException {
    dir = Files.createTempDirectory("leapshot-session");
    file = dir.resolve("s.slog2");
    GeneratedTrace.write(file, 42, 4, 300, new WriterOptions(1000, 2));
    all = BruteForce.all(file);
  }

  @AfterAll
  static void delete() throws IOException {
    Files.deleteIfExists(file);
    Files.deleteIfExists(dir);
  }

  @Test
  void openingReadsNoTreeNode() throws IOException {
    try (TraceSession s = TraceSession.open(file)) {
      assertThat(s.nodeCount()).isGreaterThan(100);
      assertThat(s.treeDepth()).isGreaterThanOrEqualTo(6);
      assertThat(s.cachedBytes()).isZero();
    }
  }

  @Test
  void levelOfDetailReadsLessThanExactAndMarksShadows() throws IOException {
    try (TraceSession s = TraceSession.open(file, SessionOptions.DEFAULT.withReadAhead(false))) {
      TimeBox run = s.timeRange();
      WindowResult lod = s.overview(200);
      WindowResult exact = s.query(WindowQuery.exact(run.earliest(), run.latest()));
      assertThat(lod.shadows()).isNotEmpty();
      assertThat(lod.nodesVisited()).isLessThan(exact.nodesVisited() / 4);
      assertThat(exact.nodesVisited()).isEqualTo(s.nodeCount());
      assertThat(exact.drawables()).hasSameSizeAs(all);
    }
  }

  @Test
  void readAheadServesTheNextScrollStepFromTheCache() throws Exception {
    try (TraceSession s = TraceSession.open(file)) {
      TimeBox run = s.timeRange();
      double w = run.duration() / 50;
      WindowQuery q = WindowQuery.lod(run.earliest() + 10 * w, run.earliest() + 11 * w, 1600);
      WindowResult first = s.query(q);
      assertThat(first.nodesRead()).isPositive();
      s.awaitReadAhead();
      WindowResult next = s.query(q.shifted(w / 2));
      assertThat(next.nodesRead()).isZero();
      WindowResult back = s.query(q.shifted(-w));
      assertThat(back.nodesRead()).isZero();
    }
  }

  @Test
  void whileScrollingTheReadAheadsSpanAnswersTheNextSteps() throws Exception {
    try (TraceSession s = TraceSession.open(file)) {
      TimeBox run = s.timeRange();
      double w = run.duration() / 50;
      WindowQuery q = WindowQuery.exact(run.earliest() + 10 * w, run.earliest() + 11 * w);
      assertThat(s.query(q).drawables()).isNotInstanceOf(SpanWindow.class); // a jump: no span made after it
      s.awaitReadAhead();
      for (int step = 1; step <= 8; step++) {
        WindowQuery next = q.shifted(step * w / 2);
        WindowResult r = s.query(next);
        assertThat(r.drawables()).as("step %d", step).containsExactlyElementsOf(
            BruteForce.window(all, next.start(), next.end()));
        if (step > 1) { // the first step is answered from the window before; its read-ahead made the span
          assertThat(r.drawables()).as("step %d", step).isInstanceOf(SpanWindow.class);
        }
        s.awaitReadAhead();
      }
    }
  }

  @Test
  void aPictureOfAStepAnsweredFromTheSpanIsThePictureOfItsDrawables() throws Exception {
    try (TraceSession s = TraceSession.open(file)) {
      TimeBox run = s.timeRange();
      double w = run.duration() / 50;
      WindowQuery q = WindowQuery.exact(run.earliest() + 10 * w, run.earliest() + 11 * w);
      s.query(q);
      s.awaitReadAhead();
      s.query(q.shifted(w / 2));
      s.awaitReadAhead();
      WindowQuery step = q.shifted(w);
      WindowResult r = s.query(step);
      assertThat(r.drawables()).isInstanceOf(SpanWindow.class);
      // the raster reads the span's columns; the same drawables as plain objects give the same picture
      java.util.Map<Integer, double[]> fromSpan = ActivityRaster.exclusiveSecondsPerColumn(step.start(), step.end(),
          200, s.categories(), r.drawables(), List.of());
      java.util.Map<Integer, double[]> fromObjects = ActivityRaster.exclusiveSecondsPerColumn(step.start(),
          step.end(), 200, s.categories(), new java.util.ArrayList<>(r.drawables()), List.of());
      assertThat(fromSpan).isNotEmpty();
      assertThat(fromSpan.keySet()).isEqualTo(fromObjects.keySet());
      fromSpan.forEach((category, columns) -> assertThat(columns).as("category %d", category)
          .containsExactly(fromObjects.get(category)));
    }
  }

  @Test
  void aLongScrollWithAFullCacheIsServedByReadAhead() throws Exception {
    Path uniform = dir.resolve("uniform.slog2");
    writeUniform(uniform);
    long total = 0;
    try (org.leapshot.slog2.format.Slog2Reader r = org.leapshot.slog2.format.Slog2Reader.open(uniform)) {
      for (org.leapshot.slog2.format.DirectoryEntry e : r.directory().entries()) {
        total += NodeSource.heapWeight(e.pointer());
      }
    }
    // room for well under half the file: the scroll across the whole run must evict as it goes
    try (TraceSession s = TraceSession.open(uniform, SessionOptions.DEFAULT.withCacheBytes(total / 3))) {
      TimeBox run = s.timeRange();
      double w = run.duration() / 20;
      WindowQuery q = WindowQuery.exact(run.earliest(), run.earliest() + w);
      s.query(q);
      s.awaitReadAhead();
      for (int step = 0; step < 38; step++) {
        q = q.shifted(w / 2);
        WindowResult r = s.query(q);
        assertThat(r.nodesRead()).as("nodes read at step %d", step).isZero();
        assertThat(s.cachedBytes()).isLessThanOrEqualTo(total / 3);
        s.awaitReadAhead();
      }
    } finally {
      Files.deleteIfExists(uniform);
    }
  }

  /** Four timelines of back-to-back one-second states and a message every half second: even density. */
  private static void writeUniform(Path target) throws IOException {
    try (org.leapshot.slog2.tree.Slog2Writer w = org.leapshot.slog2.tree.Slog2Writer.create(target,
        new WriterOptions(1000, 2))) {
      for (org.leapshot.slog2.model.Category c : GeneratedTrace.categories()) {
        w.addCategory(c);
      }
      for (int i = 0; i < 2000; i++) {
        for (int line = 0; line < 4; line++) {
          w.addDrawable(org.leapshot.slog2.model.Primitive.state(GeneratedTrace.COMPUTE, i, i + 1, line, null));
        }
        w.addDrawable(org.leapshot.slog2.model.Primitive.arrow(GeneratedTrace.MESSAGE, i + 0.7, i % 4, i + 1.2,
            (i + 1) % 4, null));
      }
      w.finish();
    }
  }

  @Test
  void cacheStaysWithinItsBudget() throws IOException {
    long budget = 64 << 10;
    try (TraceSession s = TraceSession.open(file, SessionOptions.DEFAULT.withCacheBytes(budget).withReadAhead(false))) {
      TimeBox run = s.timeRange();
      for (int i = 0; i < 20; i++) {
        double a = run.earliest() + run.duration() * i / 20;
        s.query(WindowQuery.exact(a, a + run.duration() / 10));
        assertThat(s.cachedBytes()).isLessThanOrEqualTo(budget);
      }
      assertThat(s.cachedBytes()).isPositive();
    }
  }

  @Test
  void interruptedQueryThrowsAndTheSessionKeepsWorking() throws IOException {
    try (TraceSession s = TraceSession.open(file, SessionOptions.DEFAULT.withReadAhead(false))) {
      TimeBox run = s.timeRange();
      Thread.currentThread().interrupt();
      try {
        assertThatThrownBy(() -> s.query(WindowQuery.exact(run.earliest(), run.latest())))
            .isInstanceOf(InterruptedIOException.class);
      } finally {
        Thread.interrupted();
      }
      // An interrupt during a channel read closes the shared channel: the session must reopen it.
      Thread.currentThread().interrupt();
      try {
        assertThatThrownBy(() -> s.nodes().reader().readRoot()).isInstanceOf(ClosedByInterruptException.class);
      } finally {
        Thread.interrupted();
      }
      WindowResult r = s.query(WindowQuery.exact(run.earliest(), run.latest()));
      assertThat(r.drawables()).hasSameSizeAs(all);
    }
  }

  @Test
  void closedSessionRefusesQueries() throws IOException {
    TraceSession s = TraceSession.open(file);
    s.close();
    assertThatThrownBy(() -> s.overview(10)).isInstanceOf(IOException.class).hasMessageContaining("closed");
  }
}
