package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.write.WriterOptions;

/** Issue #3: any input order gives the same file, also when the sorter spills runs to disk. */
class AnyOrderConvertsAlikeProperties {

  @Property(tries = 15)
  void aShuffledTraceConvertsToTheSameBytesAsTheOrderedOne(
      @ForAll @IntRange(min = 1, max = 400) int drawables,
      @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 20_000) int sortBudgetBytes) throws IOException {
    Path dir = Files.createTempDirectory("any-order");
    try {
      Random random = new Random(seed);
      List<String[]> lines = new ArrayList<>();
      for (int i = 0; i < drawables; i++) {
        // Distinct end times, so that the end-time order is unique and the two files must agree.
        double end = (i + 1) * 0.001;
        double start = end - random.nextInt(50) * 0.0005;
        int line = random.nextInt(8);
        String text = random.nextBoolean()
            ? String.format("Primitive[ TimeBBox(%s,%s) Category=1 (%s, %d) (%s, %d) ]", start, end, start, line, end, line)
            : String.format("Primitive[ TimeBBox(%s,%s) Category=0 (%s, %d) (%s, %d) <%d;;%d> ]", start, end, start, line,
                end, random.nextInt(8), i, random.nextInt(1000));
        lines.add(new String[] {Double.toString(end), text});
      }
      List<String> header = List.of(
          "Category[ index=0 name=message topo=Arrow color=(255,255,255,255,true) width=3 < tag=%d size=%d > ]",
          "Category[ index=1 name=work topo=State color=(255,0,0,127,true) width=1 ]");
      Path ordered = write(dir.resolve("ordered.txt"), header, lines);
      Collections.shuffle(lines, random);
      Path shuffled = write(dir.resolve("shuffled.txt"), header, lines);

      ConvertOptions options = ConvertOptions.defaults().withWriter(new WriterOptions(1024, 3))
          .withSortBudgetBytes(sortBudgetBytes);
      new Converter(options, null).convert(ordered, dir.resolve("ordered.slog2"));
      ConvertSummary s = new Converter(options, null).convert(shuffled, dir.resolve("shuffled.slog2"));

      assertThat(Files.readAllBytes(dir.resolve("shuffled.slog2"))).isEqualTo(Files.readAllBytes(dir.resolve("ordered.slog2")));
      assertThat(s.written().drawables()).isEqualTo(drawables);
      try (Stream<Path> files = Files.list(dir)) {
        assertThat(files.filter(f -> f.getFileName().toString().contains("leapshot-sort"))).isEmpty();
      }
    } finally {
      try (Stream<Path> files = Files.list(dir)) {
        for (Path f : files.toList()) {
          Files.delete(f);
        }
      }
      Files.delete(dir);
    }
  }

  private static Path write(Path file, List<String> header, List<String[]> lines) throws IOException {
    List<String> all = new ArrayList<>(header);
    List<String[]> sorted = new ArrayList<>(lines);
    if (file.getFileName().toString().startsWith("ordered")) {
      sorted.sort(Comparator.comparingDouble(l -> Double.parseDouble(l[0])));
    }
    for (String[] l : sorted) {
      all.add(l[1]);
    }
    Files.write(file, all);
    return file;
  }
}
