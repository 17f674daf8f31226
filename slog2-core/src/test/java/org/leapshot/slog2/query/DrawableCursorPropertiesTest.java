package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.GeneratedFilePropertiesTest.Spec;
import org.leapshot.slog2.write.WriterOptions;

/**
 * A result's {@link DrawableCursor} and {@link DrawablePlaces} yield exactly the drawables its object
 * list yields, in the same order, with the same category, box and vertices, on generated files with many nodes (nested and
 * long states, arrows, composites, events spread over several tree levels).
 */
class DrawableCursorPropertiesTest {

  @Provide
  Arbitrary<Spec> specs() {
    return GeneratedFilePropertiesTest.anySpec();
  }

  @Property(tries = 40)
  void cursorYieldsTheObjectListsDrawables(@ForAll("specs") Spec spec) throws IOException {
    inGeneratedFile(spec, (file, written) -> {
      Random random = new Random(spec.seed());
      try (TraceSession s = TraceSession.open(file, SessionOptions.DEFAULT.withCacheBytes(32 << 10))) {
        TimeBox run = s.timeRange();
        for (int i = 0; i < 10; i++) {
          double a = run.earliest() + (random.nextDouble() * 1.2 - 0.1) * run.duration();
          double w = random.nextInt(4) == 0 ? 0 : Math.pow(10, -4 * random.nextDouble()) * run.duration();
          assertCursorMatches(s.query(WindowQuery.exact(a, a + w)));
          assertCursorMatches(s.query(WindowQuery.lod(a, a + w, 1 + random.nextInt(1600))));
        }
        assertCursorMatches(s.query(WindowQuery.exact(run.earliest(), run.latest())));
        assertCursorMatches(s.overview(50));
      }
    });
  }

  @Property(tries = 20)
  void cursorOverAnyListYieldsItsElements(@ForAll("specs") Spec spec) throws IOException {
    inGeneratedFile(spec, (file, written) -> {
      DrawableCursor c = DrawableCursor.over(written);
      assertYields(c, written);
      c.rewind();
      assertYields(c, written);
    });
  }

  private interface FileCheck {
    void check(Path file, List<Drawable> written) throws IOException;
  }

  private static void inGeneratedFile(Spec spec, FileCheck check) throws IOException {
    Path dir = Files.createTempDirectory("leapshot-cursor");
    Path file = dir.resolve("g.slog2");
    try {
      check.check(file, GeneratedTrace.write(file, spec.seed(), spec.lines(), spec.items(),
          new WriterOptions(spec.leafBytes(), spec.children())));
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  private static void assertCursorMatches(WindowResult r) {
    List<Drawable> expected = new ArrayList<>(r.drawables());
    assertYields(r.cursor(), expected);
    assertPlaces(r.places(), expected);
  }

  @Property(tries = 20)
  void placesOverAnyListAreItsElements(@ForAll("specs") Spec spec) throws IOException {
    inGeneratedFile(spec, (file, written) -> assertPlaces(DrawablePlaces.over(written), written));
  }

  /** Every drawable's place reads as the expected drawable: in columns as its primitive, else as the object. */
  static void assertPlaces(DrawablePlaces places, List<Drawable> expected) {
    assertThat(places.size()).isEqualTo(expected.size());
    for (int j = 0; j < expected.size(); j++) {
      long p = places.place(j);
      Drawable d = expected.get(j);
      assertThat(places.drawable(p)).as("drawable %d", j).isEqualTo(d);
      int count = places.vertexCount(p);
      if (count == 0) {
        assertThat(places.stored(p)).as("object %d", j).isEqualTo(d);
        continue;
      }
      assertThat(places.stored(p)).isNull();
      assertThat(d).isInstanceOf(Primitive.class);
      Primitive prim = (Primitive) d;
      assertThat(count).isEqualTo(prim.vertexCount());
      assertThat(places.category(p)).isEqualTo(d.categoryIndex());
      for (int v = 0; v < 2; v++) { // an event's vertex 1 reads as its vertex 0
        assertThat(places.time(p, v)).as("time %d of %d", v, j).isEqualTo(prim.time(Math.min(v, count - 1)));
        assertThat(places.lineId(p, v)).as("line %d of %d", v, j).isEqualTo(prim.lineId(Math.min(v, count - 1)));
      }
      assertThat(Math.min(places.time(p, 0), places.time(p, 1))).isEqualTo(d.start());
      assertThat(Math.max(places.time(p, 0), places.time(p, 1))).isEqualTo(d.end());
    }
    assertThatThrownBy(() -> places.place(expected.size())).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> places.place(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertRuns(places);
  }

  /**
   * Read run by run ({@link DrawablePlaces#runLength}), every drawable's values are those of its
   * place, and each run is as long as it can be: the drawable after it is not the next in the same
   * array (brute force over every position).
   */
  static void assertRuns(DrawablePlaces places) {
    int n = places.size();
    int j = 0;
    while (j < n) {
      long first = places.place(j);
      long[] v = places.values(first);
      int length = places.runLength(j);
      assertThat(length).as("run at %d", j).isBetween(1, n - j);
      for (int k = 0; k < length; k++) {
        long p = places.place(j + k);
        assertThat(places.values(p)).as("array of %d", j + k).isSameAs(v);
        int at = DrawablePlaces.at(first) + DrawablePlaces.STRIDE * k;
        assertThat(DrawablePlaces.at(p)).as("place of %d", j + k).isEqualTo(at);
        assertThat(DrawablePlaces.vertexCount(v, at)).isEqualTo(places.vertexCount(p));
        if (places.vertexCount(p) > 0) {
          assertThat(DrawablePlaces.category(v, at)).isEqualTo(places.category(p));
          for (int vertex = 0; vertex < 2; vertex++) {
            assertThat(DrawablePlaces.time(v, at, vertex)).isEqualTo(places.time(p, vertex));
            assertThat(DrawablePlaces.lineId(v, at, vertex)).isEqualTo(places.lineId(p, vertex));
          }
        }
      }
      int after = j + length;
      if (after < n) {
        long next = places.place(after);
        long last = places.place(after - 1);
        assertThat(places.values(next) == v && DrawablePlaces.at(next) == DrawablePlaces.at(last) + DrawablePlaces.STRIDE)
            .as("run at %d stops at %d though the next drawable follows in its array", j, after).isFalse();
      }
      j = after;
    }
    assertThatThrownBy(() -> places.runLength(n)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  /** Every value the cursor hands out, drawable by drawable, equals the expected drawable's. */
  static void assertYields(DrawableCursor c, List<Drawable> expected) {
    assertThat(c.size()).isEqualTo(expected.size());
    for (int k = 0; k < expected.size(); k++) {
      assertThat(c.next()).as("next at %d of %d", k, expected.size()).isTrue();
      Drawable d = expected.get(k);
      assertThat(c.position()).isEqualTo(k);
      assertThat(c.drawable()).as("drawable %d", k).isEqualTo(d);
      assertThat(c.categoryIndex()).isEqualTo(d.categoryIndex());
      assertThat(c.start()).isEqualTo(d.start());
      assertThat(c.end()).isEqualTo(d.end());
      assertThat(c.isComposite()).isEqualTo(d instanceof Composite);
      if (c.stored() != null) {
        assertThat(c.stored()).isEqualTo(d);
      }
      if (d instanceof Primitive p) {
        assertThat(c.vertexCount()).isEqualTo(p.vertexCount());
        for (int v = 0; v < p.vertexCount(); v++) {
          assertThat(c.time(v)).as("time of vertex %d of drawable %d", v, k).isEqualTo(p.time(v));
          assertThat(c.lineId(v)).as("line of vertex %d of drawable %d", v, k).isEqualTo(p.lineId(v));
        }
        int past = p.vertexCount();
        assertThatThrownBy(() -> c.time(past)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> c.lineId(past)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> c.time(-1)).isInstanceOf(IndexOutOfBoundsException.class);
      } else {
        assertThat(c.stored()).as("a composite is handed out as it is").isSameAs(c.drawable());
        assertThatThrownBy(c::vertexCount).isInstanceOf(IllegalStateException.class);
      }
    }
    assertThat(c.next()).isFalse();
    assertThat(c.next()).isFalse();
    assertThatThrownBy(c::start).isInstanceOf(NoSuchElementException.class);
  }
}
