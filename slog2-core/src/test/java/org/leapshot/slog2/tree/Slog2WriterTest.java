package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.write.WriteSummary;
import org.leapshot.slog2.write.WriterOptions;

/** The writer's contract: what it writes reads back, and failures leave no file behind. */
class Slog2WriterTest {
  private static final Category STATE = Category.of(1, "Compute", Topology.STATE, new Rgba(255, 0, 0, 255), 1,
      InfoLabel.NONE);
  private static final Category ARROW = Category.of(2, "message", Topology.ARROW, new Rgba(255, 255, 255, 255), 3,
      InfoLabel.parse("tag=%d"));
  private static final Category EVENT = Category.of(3, "Tick", Topology.EVENT, new Rgba(0, 0, 255, 255), 1,
      InfoLabel.NONE);
  private static final Category UNUSED = Category.of(9, "Unused", Topology.STATE, new Rgba(9, 9, 9, 255), 1,
      InfoLabel.NONE);

  @TempDir
  Path dir;

  @ParameterizedTest
  @CsvSource({"65536, 2", "400, 2", "300, 3", "200, 5"})
  void everyDrawableReadsBackFromATreeOfTheRequestedShape(int leaf, int k) throws IOException {
    Path out = dir.resolve("t.slog2");
    List<Drawable> drawables = randomTrace(new Random(leaf * 31L + k), 600);
    WriteSummary summary;
    try (Slog2Writer w = Slog2Writer.create(out, new WriterOptions(leaf, k))) {
      for (Category c : List.of(STATE, ARROW, EVENT, UNUSED)) {
        w.addCategory(c);
      }
      w.addLineIdMap(LineIdMap.identity(new int[] {0, 1, 2, 3}));
      for (Drawable d : drawables) {
        w.addDrawable(d);
      }
      summary = w.finish();
    }

    assertThat(summary.drawables()).isEqualTo(drawables.size());
    assertThat(summary.bytes()).isEqualTo(Files.size(out));
    assertThat(summary.timelines()).isEqualTo(4);
    try (Slog2Reader r = Slog2Reader.open(out)) {
      assertThat(r.header().childrenPerNode()).isEqualTo(k);
      assertThat(r.header().leafByteSize()).isEqualTo(leaf);
      assertThat(r.header().maxTreeDepth()).isEqualTo(summary.depth());
      assertThat(r.directory().size()).isEqualTo(summary.nodes());
      assertThat(r.categories().keySet()).containsExactlyInAnyOrder(-1, -2, -3, 1, 2, 3);
      assertThat(r.categories().get(1).summary().count()).isEqualTo(countOf(drawables, 1));
      assertThat(r.lineIdMaps()).extracting(LineIdMap::title).containsExactly("Identity Map", "Identity Map");
      List<Drawable> read = new ArrayList<>();
      for (DirectoryEntry e : r.directory().entries()) {
        TreeNode n = r.readNode(e);
        assertThat(n.id()).isEqualTo(e.id());
        for (Drawable d : Stream.concat(n.nestless().stream(), n.nestable().stream()).toList()) {
          assertThat(e.box().contains(d.timeBox())).as("node %s holds %s", e.id(), d).isTrue();
          read.add(d);
        }
      }
      assertThat(read).containsExactlyInAnyOrderElementsOf(drawables);
      if (leaf < 1000) {
        assertThat(summary.depth()).isPositive();
      }
    }
  }

  @Test
  void outOfOrderDrawableNamesBothEndTimesAndLeavesNoFile() throws IOException {
    Path out = dir.resolve("t.slog2");
    try (Slog2Writer w = Slog2Writer.create(out, WriterOptions.DEFAULT)) {
      w.addCategory(STATE);
      w.addDrawable(Primitive.state(1, 0.0, 2.0, 0, null));
      assertThatThrownBy(() -> w.addDrawable(Primitive.state(1, 0.5, 1.5, 0, null)))
          .isInstanceOf(OutOfOrderException.class)
          .hasMessageContaining("1.5").hasMessageContaining("2.0");
    }
    assertThat(dir).isEmptyDirectory();
  }

  @Test
  void aDrawableStartingAfterItEndsIsRefused() throws IOException {
    Path out = dir.resolve("t.slog2");
    try (Slog2Writer w = Slog2Writer.create(out, WriterOptions.DEFAULT)) {
      w.addCategory(STATE);
      Primitive backwards = Primitive.withBox(1, new double[] {1, 2}, new int[] {0, 0}, null, 2, 1);
      assertThatThrownBy(() -> w.addDrawable(backwards)).isInstanceOf(IOException.class)
          .hasMessageContaining("starts after it ends");
    }
    assertThat(dir).isEmptyDirectory();
  }

  @Test
  void theFileGetsTheSamePermissionsAsAnyNewFile() throws IOException {
    Path out = dir.resolve("t.slog2");
    try (Slog2Writer w = Slog2Writer.create(out, WriterOptions.DEFAULT)) {
      w.addCategory(STATE);
      w.addDrawable(Primitive.state(1, 0.0, 2.0, 0, null));
      w.finish();
    }
    Path plain = Files.createFile(dir.resolve("plain"));
    assertThat(Files.getPosixFilePermissions(out)).isEqualTo(Files.getPosixFilePermissions(plain));
  }

  @Test
  void undefinedCategoryIsAnErrorNamingTheIndex() throws IOException {
    Path out = dir.resolve("t.slog2");
    try (Slog2Writer w = Slog2Writer.create(out, WriterOptions.DEFAULT)) {
      w.addCategory(STATE);
      Composite c = new Composite(1, List.of(Primitive.event(42, 1.0, 0, null)), null);
      assertThatThrownBy(() -> w.addDrawable(c)).isInstanceOf(IOException.class).hasMessageContaining("category 42");
    }
    assertThat(dir).isEmptyDirectory();
  }

  @Test
  void emptyTraceIsRefusedAndAnExistingTargetIsKept() throws IOException {
    Path out = dir.resolve("t.slog2");
    Files.writeString(out, "old");
    try (Slog2Writer w = Slog2Writer.create(out, WriterOptions.DEFAULT)) {
      w.addCategory(STATE);
      assertThatThrownBy(w::finish).isInstanceOf(IOException.class).hasMessageContaining("no drawables");
    }
    assertThat(Files.readString(out)).isEqualTo("old");
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).containsExactly(out);
    }
  }

  @Test
  void closeBeforeFinishDeletesTheTemporaryFileAndKeepsTheTarget() throws IOException {
    Path out = dir.resolve("t.slog2");
    Files.writeString(out, "old");
    try (Slog2Writer w = Slog2Writer.create(out, WriterOptions.DEFAULT)) {
      w.addCategory(STATE);
      w.addDrawable(Primitive.state(1, 0.0, 2.0, 0, null));
      try (Stream<Path> files = Files.list(dir)) {
        assertThat(files).hasSize(2);
      }
    }
    assertThat(Files.readString(out)).isEqualTo("old");
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).containsExactly(out);
    }
  }

  @Test
  void finishReplacesAnExistingTargetAndThenRefusesMoreInput() throws IOException {
    Path out = dir.resolve("t.slog2");
    Files.writeString(out, "old");
    try (Slog2Writer w = Slog2Writer.create(out, WriterOptions.DEFAULT)) {
      w.addCategory(STATE);
      w.addDrawable(Primitive.state(1, 0.0, 2.0, 0, null));
      WriteSummary s = w.finish();
      assertThat(s.nodes()).isEqualTo(1);
      assertThat(s.depth()).isZero();
      assertThat(s.primitives()).containsEntry(Topology.STATE, 1L);
      assertThatThrownBy(() -> w.addDrawable(Primitive.state(1, 2.0, 3.0, 0, null)))
          .isInstanceOf(IllegalStateException.class);
    }
    assertThat(Files.readAllBytes(out)).startsWith((byte) 0, (byte) 10, (byte) 'S', (byte) 'L', (byte) 'O', (byte) 'G');
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).containsExactly(out);
    }
  }

  @Test
  void aDrawableLargerThanALeafStillGoesIntoTheFile() throws IOException {
    Path out = dir.resolve("t.slog2");
    Category big = Category.of(5, "Big", Topology.STATE, new Rgba(1, 2, 3, 255), 1, InfoLabel.parse("s=%s"));
    byte[] info = new byte[2 + 300];
    info[1] = (byte) 44;
    info[0] = 1; // 300 = 0x012c: a %s of 300 bytes
    List<Drawable> drawables = List.of(Primitive.state(5, 0, 1, 0, info), Primitive.state(5, 1, 2, 0, info),
        Primitive.state(5, 2, 3, 1, info));
    try (Slog2Writer w = Slog2Writer.create(out, new WriterOptions(WriterOptions.MIN_LEAF_BYTE_SIZE, 2))) {
      w.addCategory(big);
      for (Drawable d : drawables) {
        w.addDrawable(d);
      }
      w.finish();
    }
    try (Slog2Reader r = Slog2Reader.open(out)) {
      int count = 0;
      for (DirectoryEntry e : r.directory().entries()) {
        count += r.readNode(e).drawableCount();
      }
      assertThat(count).isEqualTo(3);
    }
  }

  private static long countOf(List<Drawable> drawables, int category) {
    long n = 0;
    for (Drawable d : drawables) {
      if (d instanceof Composite c) {
        n += c.primitives().stream().filter(p -> p.categoryIndex() == category).count();
      } else if (d.categoryIndex() == category) {
        n++;
      }
    }
    return n;
  }

  /** Nested states, arrows, events and composites on 4 lines, sorted by end time as the writer needs. */
  static List<Drawable> randomTrace(Random rnd, int n) {
    List<Drawable> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      double s = rnd.nextInt(100_000) / 1e5;
      double e = s + rnd.nextInt(2000) / 1e5;
      int line = rnd.nextInt(4);
      switch (rnd.nextInt(4)) {
        case 0 -> list.add(Primitive.state(1, s, e, line, null));
        case 1 -> list.add(Primitive.arrow(2, s, line, e, rnd.nextInt(4), new byte[] {0, 0, 0, (byte) i}));
        case 2 -> list.add(Primitive.event(3, s, line, null));
        default -> list.add(new Composite(1, List.of(Primitive.state(1, s, e, line, null),
            Primitive.event(3, e, line, null)), null));
      }
    }
    list.sort((a, b) -> Double.compare(a.end(), b.end()));
    return list;
  }
}
