package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** The message matcher's table of keys (each with a queue and an inline side) against a map of records. */
class Otf2MessageSlotsProperties {
  private record Pair(long first, long second) {}

  private record Side(boolean isSend, long time, long length, String file, long offset) {}

  @Property(tries = 300)
  void findsWhatWasPutAndNothingElse(
      @ForAll @Size(max = 300) List<@Size(2) List<@LongRange(min = -3, max = 40) Long>> puts,
      @ForAll @Size(max = 50) List<@Size(2) List<@LongRange(min = -3, max = 40) Long>> probes) {
    Otf2MessageSlots slots = new Otf2MessageSlots();
    Map<Pair, Otf2WaitingSides> expected = new HashMap<>();
    for (List<Long> put : puts) {
      Pair p = new Pair(put.get(0) << 32, put.get(1)); // high and low halves both vary
      if (!expected.containsKey(p)) {
        Otf2WaitingSides queue = new Otf2WaitingSides();
        expected.put(p, queue);
        int at = slots.put(p.first(), p.second(), queue);
        assertThat(slots.inlineKind(at)).isEqualTo(Otf2MessageSlots.NONE);
      }
    }
    for (Map.Entry<Pair, Otf2WaitingSides> e : expected.entrySet()) {
      int at = slots.find(e.getKey().first(), e.getKey().second());
      assertThat(at).isNotNegative();
      assertThat(slots.queue(at)).isSameAs(e.getValue());
    }
    for (List<Long> probe : probes) {
      Pair p = new Pair(probe.get(0) << 32, probe.get(1));
      int at = slots.find(p.first(), p.second());
      assertThat(at < 0 ? null : slots.queue(at)).isSameAs(expected.get(p));
    }
  }

  /**
   * Thousands of keys (the table grows many times, both halves of a key drawn from a few values so
   * that slots collide), each step putting a key, setting or clearing a key's inline side: every
   * key keeps its queue and its side through the growth, and the end moves the sides to the queues.
   */
  @Property(tries = 50)
  void keepsEveryKeyAndInlineSideThroughGrowth(@ForAll @IntRange(min = 0, max = 4000) int n,
      @ForAll @IntRange(min = 1, max = 100) int spread, @ForAll long seed) {
    java.util.Random random = new java.util.Random(seed);
    Otf2MessageSlots slots = new Otf2MessageSlots();
    Map<Pair, Otf2WaitingSides> queues = new HashMap<>();
    Map<Pair, Side> inline = new HashMap<>();
    List<Pair> keys = new java.util.ArrayList<>();
    for (long i = 0; i < n; i++) {
      Pair p = new Pair(random.nextInt(spread) - spread / 2, random.nextLong() % (4L * n + 1));
      if (!queues.containsKey(p)) {
        Otf2WaitingSides queue = new Otf2WaitingSides();
        queues.put(p, queue);
        keys.add(p);
        slots.put(p.first(), p.second(), queue);
      }
      Pair k = keys.get(random.nextInt(keys.size()));
      int at = slots.find(k.first(), k.second());
      if (inline.containsKey(k)) {
        slots.clearInline(at);
        inline.remove(k);
      } else if (random.nextBoolean()) {
        Side s = new Side(random.nextBoolean(), random.nextLong(), random.nextLong(), "f" + i, i);
        slots.setInline(at, s.isSend(), s.time(), s.length(), s.file(), s.offset());
        inline.put(k, s);
      }
    }
    for (Pair p : keys) {
      int at = slots.find(p.first(), p.second());
      assertThat(slots.queue(at)).isSameAs(queues.get(p));
      Side s = inline.get(p);
      if (s == null) {
        assertThat(slots.inlineKind(at)).isEqualTo(Otf2MessageSlots.NONE);
      } else {
        assertThat(slots.inlineKind(at)).isEqualTo(s.isSend() ? Otf2MessageSlots.SEND : Otf2MessageSlots.RECEIVE);
        assertThat(slots.inlineTime(at)).isEqualTo(s.time());
        assertThat(slots.inlineLength(at)).isEqualTo(s.length());
        assertThat(slots.inlineFile(at)).isEqualTo(s.file());
        assertThat(slots.inlineOffset(at)).isEqualTo(s.offset());
      }
    }
    for (int i = 0; i < 200; i++) {
      Pair p = new Pair(random.nextInt(spread + 2) - spread / 2 - 1, random.nextLong() % (4L * n + 1));
      int at = slots.find(p.first(), p.second());
      assertThat(at < 0 ? null : slots.queue(at)).isSameAs(queues.get(p));
    }
    slots.moveInlineToQueues();
    for (Pair p : keys) {
      Otf2WaitingSides queue = queues.get(p);
      Side s = inline.get(p);
      assertThat(slots.inlineKind(slots.find(p.first(), p.second()))).isEqualTo(Otf2MessageSlots.NONE);
      assertThat(queue.size()).isEqualTo(s == null ? 0 : 1);
      if (s != null) {
        assertThat(queue.areSends()).isEqualTo(s.isSend());
        assertThat(queue.time(0)).isEqualTo(s.time());
        assertThat(queue.length(0)).isEqualTo(s.length());
        assertThat(queue.file(0)).isEqualTo(s.file());
        assertThat(queue.offset(0)).isEqualTo(s.offset());
      }
    }
  }
}
