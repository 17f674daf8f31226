package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/**
 * A read of a node's drawables from a prefix of its block ({@link StreamedNodeReader}) stops before
 * the decoder runs past the prefix, which would make it read the whole block (26 MB for the root
 * of 16 384 timelines, more than a 64 MB heap has room for), and asks for a prefix at least twice
 * as long with room for the drawables still to come at the bytes each took so far. Fed by hand:
 * drawables laid one after another as in a block, the prefix ending among them.
 */
class PrefixNearEndTest {
  private static final int HEAD = 42;
  private static final Map<Integer, Category> STATE =
      Map.of(1, Category.of(1, "s", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE));

  @Property(tries = 300)
  void stopsBeforeThePrefixEndsWithRoomForTheRest(@ForAll @IntRange(min = 33, max = 120) int bytesEach,
      @ForAll @IntRange(min = 10, max = 5000) int count, @ForAll @IntRange(min = 1, max = 99) int percent,
      @ForAll boolean someTimelines) {
    int block = 1 << 24;
    int prefix = Math.max(HEAD + 512, HEAD + (int) ((long) count * bytesEach * percent / 100));
    StreamedNodeReader reading = new StreamedNodeReader(0, 1, STATE, null, 1,
        someTimelines ? StatisticsLines.of(new int[] {0}) : null);
    DirectoryEntry e = new DirectoryEntry(new NodeId(3, 0), new TimeBox(0, 1), new BlockPointer(1000, block));
    StreamedNodeReader.Columns columns = reading.new Columns(e, prefix, true);
    columns.begin(new TimeBox(0, 1), count);
    int at = HEAD;
    int taken = 0;
    try {
      for (int i = 0; i < count; i++) {
        int infoLength = bytesEach - 33;
        int infoAt = at + 7;
        assertThat(at + bytesEach).as("no drawable read past the prefix").isLessThanOrEqualTo(prefix);
        columns.primitive(1, 2, 0.1, i % 2, 0.2, i % 2, null, infoAt, infoLength);
        at += bytesEach;
        taken++;
      }
    } catch (PrefixWatch.PrefixTooShort stop) {
      assertThat(stop.bytes).isGreaterThanOrEqualTo(2 * prefix);
      assertThat((long) stop.bytes).isGreaterThanOrEqualTo(HEAD + (long) count * bytesEach);
      assertThat(prefix - (at + bytesEach)).as("stopped near the end").isLessThan(PrefixWatch.NEAR_END_BYTES);
      return;
    }
    assertThat(HEAD + (long) count * bytesEach).as("all fit: read on to the end").isLessThanOrEqualTo(prefix);
    assertThat(taken).isEqualTo(count);
  }

  @Property(tries = 50)
  void aPrefixSizedForTheCountIsNotJudgedByItAgain(@ForAll @IntRange(min = 1000, max = 5000) int count) {
    StreamedNodeReader reading = new StreamedNodeReader(0, 1, STATE, null, 1);
    DirectoryEntry e = new DirectoryEntry(new NodeId(3, 0), new TimeBox(0, 1), new BlockPointer(1000, 1 << 24));
    int tooShort = HEAD + count * 20;
    assertThatThrownBy(() -> reading.new Columns(e, tooShort, false).begin(new TimeBox(0, 1), count))
        .isInstanceOf(PrefixWatch.PrefixTooShort.class);
    reading.new Columns(e, tooShort, true).begin(new TimeBox(0, 1), count); // read on: its end is watched
  }
}
