package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;

/** A row's cells are ordered by {@link TimelineRows#sort}: the order Arrays.sort gives, short rows or long. */
class TimelineRowsSortTest {
  @Property(tries = 500)
  void sameOrderAsArraysSort(@ForAll @Size(max = 120) @UniqueElements List<Long> keys) {
    long[] ours = keys.stream().mapToLong(Long::longValue).toArray();
    long[] expected = ours.clone();
    Arrays.sort(expected);
    TimelineRows.sort(ours);
    assertThat(ours).containsExactly(expected);
  }
}
