package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/**
 * The message sums of streamed statistics ({@link MessageSums}: a sender's first receivers beside
 * its slot, the rest in a table) against sums kept per pair in a map: senders with few receivers
 * and with many, senders past the slots kept, negative line IDs, arrows without a size; and sums
 * kept by line ID apart (as the decoding threads keep them) put together.
 */
class MessageSumsTest {

  @Property(tries = 300)
  void sumsPerPairAsCountedOneByOne(@ForAll @Size(max = 400) List<@IntRange(min = 0, max = 1 << 20) Integer> picks,
      @ForAll @IntRange(min = 1, max = 12) int senders, @ForAll @IntRange(min = 1, max = 40) int receivers,
      @ForAll @Size(min = 1, max = 8) List<@LongRange(min = -1, max = 1 << 20) Long> sizes, @ForAll boolean pastSlots) {
    int firstSlot = pastSlots ? MessageSums.SLOTS - 3 : 0; // senders past the slots kept go to the table
    MessageSums sums = new MessageSums();
    Map<Integer, Integer> slotOf = new HashMap<>();
    Map<Integer, Integer> lineOfSlot = new HashMap<>();
    TreeMap<Integer, TreeMap<Integer, long[]>> expected = new TreeMap<>();
    for (int i = 0; i < picks.size(); i++) {
      int pick = picks.get(i);
      int from = pick % senders - senders / 2; // some negative line IDs
      int to = (pick / senders) % receivers - 3;
      long bytes = sizes.get(i % sizes.size());
      int slot = slotOf.computeIfAbsent(from, f -> {
        lineOfSlot.put(firstSlot + lineOfSlot.size(), f);
        return firstSlot + lineOfSlot.size() - 1;
      });
      sums.add(slot, from, to, bytes);
      long[] e = expected.computeIfAbsent(from, f -> new TreeMap<>()).computeIfAbsent(to, t -> new long[3]);
      e[0]++;
      e[1] += Math.max(0, bytes);
      e[2] += bytes >= 0 ? 1 : 0;
    }
    List<Integer> rowLines = new ArrayList<>(expected.keySet());
    StatisticsRows rows = new StatisticsRows(rowLines.size());
    sums.emit(rowLines::indexOf, lineOfSlot::get, rows);
    for (int r = 0; r < rowLines.size(); r++) {
      TreeMap<Integer, long[]> pairs = expected.get(rowLines.get(r));
      assertThat(rows.receivers[r]).containsExactly(pairs.keySet().stream().mapToInt(Integer::intValue).toArray());
      List<Long> flat = new ArrayList<>();
      pairs.values().forEach(e -> {
        for (long v : e) {
          flat.add(v);
        }
      });
      assertThat(rows.messages[r]).containsExactly(flat.stream().mapToLong(Long::longValue).toArray());
    }
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
    MessageSums all = new MessageSums();
    for (MessageSums part : parts) {
      all.addAll(part);
    }
    List<Integer> rowLines = new ArrayList<>(expected.keySet());
    StatisticsRows rows = new StatisticsRows(rowLines.size());
    all.emit(rowLines::indexOf, line -> line, rows);
    for (int r = 0; r < rowLines.size(); r++) {
      TreeMap<Integer, long[]> pairs = expected.get(rowLines.get(r));
      assertThat(rows.receivers[r]).containsExactly(pairs.keySet().stream().mapToInt(Integer::intValue).toArray());
      assertThat(rows.messages[r]).containsExactly(pairs.values().stream().flatMapToLong(java.util.Arrays::stream)
          .toArray());
    }
  }
}
