package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/**
 * The message sums of streamed statistics ({@link MessageSums}: a sender's first receivers beside
 * it, the rest in a table) against sums kept per pair in a map: senders with few receivers and
 * with many, senders past the line IDs kept, negative line IDs, arrows without a size, pairs past
 * 2^31 arrows; sums kept apart (as the decoding threads keep them) put together.
 */
class MessageSumsTest {

  /**
   * Arrows added many at a time, up to 2^31 - 1 at once: a pair kept beside its sender that passes
   * 2^31 arrows (what its packed count holds) goes on in the table, and the row sums both.
   */
  @Property(tries = 300)
  void pairsPastTheirPackedCountAsCountedInLongs(
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 1 << 20) Integer> picks,
      @ForAll @IntRange(min = 1, max = 4) int senders, @ForAll @IntRange(min = 1, max = 7) int receivers,
      @ForAll @IntRange(min = 1, max = 3) int apart) {
    MessageSums[] parts = new MessageSums[apart];
    for (int k = 0; k < apart; k++) {
      parts[k] = new MessageSums();
    }
    TreeMap<Integer, TreeMap<Integer, long[]>> expected = new TreeMap<>();
    for (int i = 0; i < picks.size(); i++) {
      int pick = picks.get(i);
      int from = pick % senders;
      int to = (pick / senders) % receivers;
      long count = pick % 3 == 0 ? Integer.MAX_VALUE - pick % 5 : 1 + pick % 1000;
      long sized = pick % 2 == 0 ? count : count / 2;
      long bytes = 3 * sized;
      parts[(pick >> 4) % apart].add(from, to, count, bytes, sized);
      long[] e = expected.computeIfAbsent(from, f -> new TreeMap<>()).computeIfAbsent(to, t -> new long[3]);
      e[0] += count;
      e[1] += bytes;
      e[2] += sized;
    }
    assertRows(parts, expected);
  }

  @Property(tries = 300)
  void sumsByLineKeptApartAndPutTogetherAsCountedOneByOne(
      @ForAll @Size(max = 400) List<@IntRange(min = 0, max = 1 << 20) Integer> picks,
      @ForAll @IntRange(min = 1, max = 12) int senders, @ForAll @IntRange(min = 1, max = 40) int receivers,
      @ForAll @Size(min = 1, max = 8) List<@LongRange(min = -1, max = 1 << 20) Long> sizes,
      @ForAll @IntRange(min = 1, max = 4) int apart, @ForAll boolean pastSlots) {
    int firstLine = pastSlots ? MessageSums.SLOTS - 3 : 0; // lines past the slots kept go to the table
    MessageSums[] parts = new MessageSums[apart];
    for (int k = 0; k < apart; k++) {
      parts[k] = new MessageSums();
    }
    TreeMap<Integer, TreeMap<Integer, long[]>> expected = new TreeMap<>();
    for (int i = 0; i < picks.size(); i++) {
      int pick = picks.get(i);
      int from = firstLine + pick % senders - senders / 2; // some negative line IDs
      int to = (pick / senders) % receivers - 3;
      long bytes = sizes.get(i % sizes.size());
      parts[(pick >> 3) % apart].addByLine(from, to, bytes);
      long[] e = expected.computeIfAbsent(from, f -> new TreeMap<>()).computeIfAbsent(to, t -> new long[3]);
      e[0]++;
      e[1] += Math.max(0, bytes);
      e[2] += bytes >= 0 ? 1 : 0;
    }
    assertRows(parts, expected);
  }

  private static void assertRows(MessageSums[] parts, TreeMap<Integer, TreeMap<Integer, long[]>> expected) {
    List<Integer> rowLines = new ArrayList<>(expected.keySet());
    StatisticsRows rows = new StatisticsRows(rowLines.size());
    MessageSums.emit(List.of(parts), rowLines::indexOf, rows);
    for (int r = 0; r < rowLines.size(); r++) {
      TreeMap<Integer, long[]> pairs = expected.get(rowLines.get(r));
      assertThat(rows.receivers[r]).containsExactly(pairs.keySet().stream().mapToInt(Integer::intValue).toArray());
      assertThat(rows.messages[r]).containsExactly(pairs.values().stream().flatMapToLong(java.util.Arrays::stream)
          .toArray());
    }
  }
}
