package org.leapshot.app.cli.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** {@code --timelines}: ranges kept as ranges, met with the file's line IDs; the same answers as listing every ID. */
class TimelineListTest {
  @Property(tries = 300)
  void theListedIdsAreThoseOfEveryPartAndTheSmallestUnknownIsNamed(
      @ForAll @Size(min = 1, max = 6) List<@IntRange(min = -5, max = 40) Integer> starts,
      @ForAll @Size(min = 6, max = 6) List<@IntRange(min = 0, max = 12) Integer> lengths,
      @ForAll @Size(max = 50) Set<@IntRange(min = -5, max = 60) Integer> file) {
    StringBuilder text = new StringBuilder();
    TreeSet<Integer> listed = new TreeSet<>();
    for (int i = 0; i < starts.size(); i++) {
      int lo = starts.get(i);
      int hi = lo + lengths.get(i);
      text.append(i == 0 ? "" : ",").append(lo == hi ? "" + lo : lo + "-" + hi);
      for (int id = lo; id <= hi; id++) {
        listed.add(id);
      }
    }
    TimelineList list = TimelineList.parse(text.toString());
    TreeSet<Integer> known = new TreeSet<>(file);
    TreeSet<Integer> unknown = new TreeSet<>(listed);
    unknown.removeAll(known);
    if (unknown.isEmpty()) {
      assertThat(list.within(known)).containsExactlyElementsOf(listed);
    } else {
      assertThatThrownBy(() -> list.within(known)).hasMessage("has no timeline with line ID " + unknown.first());
    }
  }

  @Test
  void aMillionIdsAgainstAFewTimelinesTakeNoMemoryToSpeakOf() {
    // was a set of 1 048 576 boxed IDs (about 60 MB) before the file was even opened
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    TreeSet<Integer> four = new TreeSet<>(Set.of(0, 1, 2, 3));
    long before = threads.getCurrentThreadAllocatedBytes();
    assertThatThrownBy(() -> TimelineList.parse("0-1048575").within(four))
        .hasMessage("has no timeline with line ID 4");
    assertThat(threads.getCurrentThreadAllocatedBytes() - before).as("bytes allocated").isLessThan(1 << 20);
    assertThat(TimelineList.parse("3,0-2,1").within(four)).containsExactly(0, 1, 2, 3);
  }

  @Test
  void mistakesSayWhichPart() {
    assertThatThrownBy(() -> TimelineList.parse("1,,2")).hasMessage("'' is not a line ID or a range of them (like 8-15)");
    assertThatThrownBy(() -> TimelineList.parse("3-1")).hasMessage("range '3-1' ends before it starts");
    assertThatThrownBy(() -> TimelineList.parse("0-2000000000"))
        .hasMessage("more than 1048576 line IDs in '0-2000000000'");
    assertThat(TimelineList.parse("-3--1").within(new TreeSet<>(Set.of(-3, -2, -1))).stream()
        .map(String::valueOf).collect(Collectors.joining(","))).isEqualTo("-3,-2,-1");
  }
}
