package org.leapshot.slog2.convert.sort;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

class ExternalSorterProperties {

  @Property(tries = 200)
  void outputIsAStableSortByEndTime(
      @ForAll("drawables") List<Drawable> input,
      @ForAll @IntRange(min = 1, max = 3000) int budgetBytes,
      @ForAll @IntRange(min = 2, max = 5) int fanIn) throws IOException {
    Path dir = Files.createTempDirectory("sorter-test");
    List<Drawable> output = new ArrayList<>();
    try (ExternalSorter sorter = new ExternalSorter(budgetBytes, dir, fanIn)) {
      for (Drawable d : input) {
        sorter.add(d);
      }
      DrawableCursor cursor = sorter.sorted();
      for (Drawable d = cursor.next(); d != null; d = cursor.next()) {
        output.add(d);
      }
    }
    List<Drawable> expected = new ArrayList<>(input);
    expected.sort(Comparator.comparingDouble(Drawable::end));
    // Every drawable carries a unique id in its info, so equality also checks the order of ties.
    assertThat(output).containsExactlyElementsOf(expected);
    assertThat(listDir(dir)).as("temporary runs are deleted on close").isEmpty();
    Files.delete(dir);
  }

  @Property(tries = 50)
  void closingWithoutReadingDeletesTheRuns(@ForAll("drawables") List<Drawable> input) throws IOException {
    Path dir = Files.createTempDirectory("sorter-test");
    try (ExternalSorter sorter = new ExternalSorter(1, dir, 3)) {
      for (Drawable d : input) {
        sorter.add(d);
      }
      assertThat(sorter.spilledRuns()).isEqualTo(input.size());
    }
    assertThat(listDir(dir)).isEmpty();
    Files.delete(dir);
  }

  @Property(tries = 100)
  void codecRoundTripsEveryBit(@ForAll("drawables") List<Drawable> input) throws IOException {
    var bytes = new java.io.ByteArrayOutputStream();
    var out = new java.io.DataOutputStream(bytes);
    for (Drawable d : input) {
      DrawableCodec.write(d, out);
    }
    var in = new java.io.DataInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()));
    List<Drawable> back = new ArrayList<>();
    for (Drawable d = DrawableCodec.read(in); d != null; d = DrawableCodec.read(in)) {
      back.add(d);
    }
    assertThat(back).containsExactlyElementsOf(input);
  }

  @Provide
  Arbitrary<List<Drawable>> drawables() {
    // Few distinct end times, so that ties are frequent and stability matters.
    Arbitrary<Integer> endSlot = Arbitraries.integers().between(-3, 6);
    Arbitrary<Integer> kind = Arbitraries.integers().between(0, 3);
    Arbitrary<Double> length = Arbitraries.doubles().between(0, 2);
    return Combinators.combine(endSlot, kind, length).as(Shape::new).list().ofMaxSize(120)
        .map(ExternalSorterProperties::build);
  }

  private record Shape(int endSlot, int kind, double length) {}

  private static List<Drawable> build(List<Shape> shapes) {
    List<Drawable> list = new ArrayList<>(shapes.size());
    for (int id = 0; id < shapes.size(); id++) {
      Shape s = shapes.get(id);
      double end = s.endSlot() * 0.5;
      double start = end - s.length();
      byte[] info = ByteBuffer.allocate(4).putInt(id).array();
      Drawable d = switch (s.kind()) {
        case 0 -> Primitive.event(3, end, id % 7, info);
        case 1 -> Primitive.state(5, start, end, id % 5, info);
        case 2 -> Primitive.withBox(0, new double[] {end, start}, new int[] {1, 2}, info, start - 1, end);
        default -> new Composite(9, List.of(
            Primitive.state(5, start, end, 1, null), Primitive.arrow(0, start, 1, end, 2, info)), info, start - 1, end);
      };
      list.add(d);
    }
    return list;
  }

  private static List<Path> listDir(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.toList();
    }
  }
}
