package org.leapshot.app.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.testing.Shared;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;

/**
 * A window touching a damaged leaf still answers: the leaf's range comes back as damaged (named,
 * with its block offset) and every other drawable of the window is there exactly once, compared
 * with the intact file's drawables minus the leaf's own.
 */
class TolerantWindowQueryTest {
  @TempDir
  Path dir;

  @Test
  void theEngineAloneFailsTheWholeWindow() throws IOException {
    DamagedLeaf bad = DamagedLeaf.of(Shared.fpilog(), dir);
    try (TraceSession s = TraceSession.open(bad.file())) {
      assertThatThrownBy(() -> s.query(WindowQuery.exact(s.timeRange().earliest(), s.timeRange().latest())))
          .isInstanceOf(Slog2FormatException.class);
    }
  }

  @Test
  void readsAroundTheDamagedLeafAndNamesIt() throws IOException {
    DamagedLeaf bad = DamagedLeaf.of(Shared.fpilog(), dir);
    List<Drawable> expected = new ArrayList<>();
    try (Slog2Reader r = Slog2Reader.open(Shared.fpilog())) {
      for (DirectoryEntry e : r.directory().entries()) {
        if (!e.equals(bad.leaf())) {
          AllDrawables.forEachInNode(r.readNode(e), (node, d) -> expected.add(d));
        }
      }
    }
    try (TraceView view = TraceView.open(bad.file())) {
      // wide enough in pixels that every leaf is read, none summarised by shadows
      WindowData data = view.query(view.range().earliest(), view.range().latest(), 1_000_000);
      assertThat(data.shadows()).isEmpty();
      assertThat(data.problems().damaged()).singleElement().satisfies(d -> {
        assertThat(d.node()).isEqualTo(bad.nodeName());
        assertThat(d.offset()).isEqualTo(bad.leaf().pointer().offset());
        assertThat(d.startSec()).isEqualTo(bad.leaf().box().earliest());
        assertThat(d.endSec()).isEqualTo(bad.leaf().box().latest());
        assertThat(d.problem()).contains(bad.file().getFileName().toString());
      });
      assertThat(data.drawables()).containsExactlyInAnyOrderElementsOf(expected);
      assertThat(data.problems().undefinedCategories()).isEmpty();
    }
  }

  @Test
  void readsAroundSeveralDamagedLeavesTwoOfThemNeighbours() throws IOException {
    Path original = Shared.testdata("reference-converted/rnd-t4.slog2");
    Path bad = dir.resolve("rnd-damaged.slog2");
    List<DirectoryEntry> damaged = DamagedLeaf.several(original, bad, 4, 5, 8);
    List<Drawable> expected = new ArrayList<>();
    try (Slog2Reader r = Slog2Reader.open(original)) {
      for (DirectoryEntry e : r.directory().entries()) {
        if (!damaged.contains(e)) {
          AllDrawables.forEachInNode(r.readNode(e), (node, d) -> expected.add(d));
        }
      }
    }
    try (TraceView view = TraceView.open(bad)) {
      WindowData data = view.query(view.range().earliest(), view.range().latest(), 1_000_000);
      assertThat(data.problems().damaged()).extracting(DamagedNode::offset)
          .containsExactlyElementsOf(damaged.stream().map(e -> e.pointer().offset()).toList());
      assertThat(data.drawables()).containsExactlyInAnyOrderElementsOf(expected);
      // a narrower window at a coarser resolution: whatever it shows, nothing twice and no problem outside it
      double a = damaged.get(0).box().earliest();
      double b = damaged.get(2).box().latest();
      WindowData part = view.query(a - (b - a), b + (b - a), 800);
      assertThat(part.problems().damaged()).hasSize(3);
      assertThat(part.drawables()).doesNotHaveDuplicates();
      assertThat(part.shadows()).doesNotHaveDuplicates();
    }
  }

  @Test
  void theSoundLeavesUnderADamagedInnerNodeAreShown() throws IOException {
    Path original = Shared.testdata("reference-converted/rnd-t4.slog2");
    DirectoryEntry inner;
    try (Slog2Reader r = Slog2Reader.open(original)) {
      inner = r.directory().entries().stream().filter(e -> e.id().depth() == 1).skip(1).findFirst().orElseThrow();
    }
    byte[] bytes = Files.readAllBytes(original);
    ByteBuffer.wrap(bytes).putInt((int) inner.pointer().offset() + DamagedLeaf.NODE_HEADER_BYTES, Integer.MAX_VALUE);
    Path bad = Files.write(dir.resolve("inner-damaged.slog2"), bytes);
    List<Drawable> expected = new ArrayList<>();
    try (Slog2Reader r = Slog2Reader.open(original)) {
      for (DirectoryEntry e : r.directory().entries()) {
        if (!e.equals(inner)) {
          AllDrawables.forEachInNode(r.readNode(e), (node, d) -> expected.add(d));
        }
      }
    }
    try (TraceView view = TraceView.open(bad)) {
      WindowData data = view.query(view.range().earliest(), view.range().latest(), 1_000_000);
      assertThat(data.problems().damaged()).singleElement()
          .satisfies(d -> assertThat(d.node()).isEqualTo("tree node " + inner.id()));
      assertThat(data.drawables()).containsExactlyInAnyOrderElementsOf(expected);
    }
  }

  @Test
  void aWindowAwayFromTheDamageHasNoProblems() throws IOException {
    DamagedLeaf bad = DamagedLeaf.of(Shared.fpilog(), dir);
    try (TraceView view = TraceView.open(bad.file())) {
      double start = view.range().earliest();
      double end = Math.nextDown(bad.leaf().box().earliest());
      WindowData data = view.query(start, end, 10_000);
      assertThat(data.problems().isEmpty()).isTrue();
      assertThat(data.drawables()).isNotEmpty();
    }
  }

  @Test
  void drawablesOfUndefinedCategoriesAreCountedByCategory() throws IOException {
    // Leaf (0,0) at 108: 34-byte node header, int Nnestless, tag byte, then the first arrow's category.
    byte[] bytes = Files.readAllBytes(Shared.fpilog());
    ByteBuffer.wrap(bytes).putInt(147, 9999);
    Path file = Files.write(dir.resolve("undefined.slog2"), bytes);
    try (TraceView view = TraceView.open(file)) {
      WindowData data = view.query(view.range().earliest(), view.range().latest(), 1_000_000);
      assertThat(data.problems().undefinedCategories()).containsOnlyKeys(9999).containsEntry(9999, 1);
      assertThat(data.problems().damaged()).isEmpty();
    }
  }
}
