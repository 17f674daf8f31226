package org.leapshot.slog2.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.TimeBox;

/** The directory kept as columns gives back the entries it was made of, by column, by entry and as a list. */
class TreeDirectoryTest {

  @Property(tries = 50)
  void columnsGiveBackTheEntries(@ForAll long seed, @ForAll @IntRange(min = 0, max = 300) int n) {
    Random random = new Random(seed);
    List<DirectoryEntry> entries = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      double a = random.nextGaussian() * 100;
      entries.add(new DirectoryEntry(new NodeId(random.nextInt(5) - (random.nextInt(50) == 0 ? 3 : 0), random.nextInt()),
          new TimeBox(a, a + random.nextDouble() * 10), new BlockPointer(random.nextLong() & Long.MAX_VALUE,
              random.nextInt())));
    }
    TreeDirectory d = new TreeDirectory(entries);
    assertThat(d.size()).isEqualTo(n);
    assertThat(d.entries()).containsExactlyElementsOf(entries);
    for (int i = 0; i < n; i++) {
      DirectoryEntry e = entries.get(i);
      assertThat(d.entry(i)).isEqualTo(e);
      assertThat(d.depth(i)).isEqualTo(e.id().depth());
      assertThat(d.xpos(i)).isEqualTo(e.id().xpos());
      assertThat(d.earliest(i)).isEqualTo(e.box().earliest());
      assertThat(d.latest(i)).isEqualTo(e.box().latest());
      assertThat(d.pointer(i)).isEqualTo(e.pointer());
      assertThat(d.offset(i)).isEqualTo(e.pointer().offset());
      assertThat(d.blockSize(i)).isEqualTo(e.pointer().size());
      assertThat(d.idAt(e.pointer().offset())).isEqualTo(
          entries.stream().filter(x -> x.pointer().offset() == e.pointer().offset()).findFirst().orElseThrow().id());
    }
    assertThat(d.leaves()).containsExactlyElementsOf(entries.stream().filter(e -> e.id().depth() == 0)
        .sorted((a, b) -> Integer.compare(a.id().xpos(), b.id().xpos())).toList());
  }
}
