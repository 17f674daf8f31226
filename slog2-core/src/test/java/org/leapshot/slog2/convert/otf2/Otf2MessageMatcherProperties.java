package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The message matcher (its table of keys, with a side waiting in a key's slot, and its rings of
 * waiting sides) against a map of queues of side records: the k-th send of a key meets its k-th
 * receive, whichever comes first.
 */
class Otf2MessageMatcherProperties {
  private record Side(boolean isSend, long time, long length, String file, long offset) {}

  /**
   * Each offer: sender, receiver, communicator (one of three, one past 32 bits so it goes by the
   * map), tag, and whether it is the send, packed in one int; few keys, so that sides queue up
   * (the rings grow) and meet.
   */
  @Property(tries = 300)
  void matchesEachKeysSidesInOrderAndKeepsTheRest(
      @ForAll @Size(max = 400) List<@IntRange(min = 0, max = 0xfff) Integer> offers) {
    Otf2MessageMatcher matcher = new Otf2MessageMatcher();
    Map<Otf2MessageMatcher.Key, ArrayDeque<Side>> model = new HashMap<>();
    long[] comms = {0, 7, 1L << 33};
    for (int step = 0; step < offers.size(); step++) {
      int o = offers.get(step);
      int sender = o & 1;
      int receiver = (o >> 1) & 1;
      long comm = comms[((o >> 2) & 3) % 3];
      long tag = (o >> 4) & 1;
      boolean isSend = (o & 0x20) != 0;
      long time = 1000L * step + (o >> 6);
      long length = 17L * step;
      String file = "loc" + (isSend ? sender : receiver);
      Otf2MessageMatcher.Key key = new Otf2MessageMatcher.Key(sender, receiver, comm, tag);
      ArrayDeque<Side> queue = model.computeIfAbsent(key, k -> new ArrayDeque<>());
      boolean matched = matcher.offer(sender, receiver, comm, tag, isSend, time, length, file, step);
      if (!queue.isEmpty() && queue.peekFirst().isSend() != isSend) {
        Side partner = queue.pollFirst();
        assertThat(matched).as("step %d", step).isTrue();
        assertThat(matcher.partnerTime()).isEqualTo(partner.time());
        assertThat(matcher.partnerLength()).isEqualTo(partner.length());
      } else {
        assertThat(matched).as("step %d", step).isFalse();
        queue.addLast(new Side(isSend, time, length, file, step));
      }
    }
    model.values().removeIf(ArrayDeque::isEmpty);
    Map<Otf2MessageMatcher.Key, Otf2WaitingSides> left = new HashMap<>(matcher.waiting());
    left.values().removeIf(Otf2WaitingSides::isEmpty);
    assertThat(left.keySet()).isEqualTo(model.keySet());
    model.forEach((key, queue) -> {
      Otf2WaitingSides sides = left.get(key);
      assertThat(sides.size()).isEqualTo(queue.size());
      int i = 0;
      for (Side s : queue) {
        assertThat(sides.areSends()).isEqualTo(s.isSend());
        assertThat(sides.time(i)).isEqualTo(s.time());
        assertThat(sides.length(i)).isEqualTo(s.length());
        assertThat(sides.file(i)).isEqualTo(s.file());
        assertThat(sides.offset(i)).isEqualTo(s.offset());
        i++;
      }
    });
  }
}
