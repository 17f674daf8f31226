package org.leapshot.slog2.convert.clog2;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.leapshot.slog2.model.Primitive;

/**
 * Pairs message sends and receives into arrows (clog2-format.md §B.5). Only the tag and the two
 * process lines (communicator LID · MW + rank, ignoring threads) are matched, first-in first-out, as
 * in the reference. A send that finds an earlier receive makes a backward arrow whose size is 0,
 * because the reference takes the size only from a send that was pending.
 */
final class MessageMatcher {

  /** A message half waiting for its partner. */
  record Pending(int tag, int sender, int receiver, double time, int lineId, int size, long offset) {}

  private record Key(int tag, int sender, int receiver) {}

  private final Map<Key, ArrayDeque<Pending>> sends = new HashMap<>();
  private final Map<Key, ArrayDeque<Pending>> receives = new HashMap<>();
  private long pendingSends;
  private long pendingReceives;

  /** A send from process line {@code me} to {@code peer}: the arrow it completes, or null. */
  Primitive send(int category, int me, int peer, int tag, int size, double time, int lineId, long offset) {
    Key key = new Key(tag, me, peer);
    Pending receive = poll(receives, key);
    if (receive != null) {
      pendingReceives--;
      return arrow(category, time, lineId, receive.time(), receive.lineId(), tag, 0);
    }
    sends.computeIfAbsent(key, k -> new ArrayDeque<>(4)).addLast(new Pending(tag, me, peer, time, lineId, size, offset));
    pendingSends++;
    return null;
  }

  /** A receive by process line {@code me} from {@code peer}: the arrow it completes, or null. */
  Primitive receive(int category, int me, int peer, int tag, double time, int lineId, long offset) {
    Key key = new Key(tag, peer, me);
    Pending send = poll(sends, key);
    if (send != null) {
      pendingSends--;
      return arrow(category, send.time(), send.lineId(), time, lineId, tag, send.size());
    }
    receives.computeIfAbsent(key, k -> new ArrayDeque<>(4)).addLast(new Pending(tag, peer, me, time, lineId, 0, offset));
    pendingReceives++;
    return null;
  }

  long pendingSends() {
    return pendingSends;
  }

  long pendingReceives() {
    return pendingReceives;
  }

  void forEachPendingSend(Consumer<Pending> action) {
    sends.values().forEach(q -> q.forEach(action));
  }

  void forEachPendingReceive(Consumer<Pending> action) {
    receives.values().forEach(q -> q.forEach(action));
  }

  private static Pending poll(Map<Key, ArrayDeque<Pending>> pending, Key key) {
    ArrayDeque<Pending> queue = pending.get(key);
    return queue == null ? null : queue.pollFirst();
  }

  /** Vertex 0 is the send and vertex 1 the receive, whatever their time order; info is tag, size. */
  private static Primitive arrow(int category, double sendTime, int sendLine, double recvTime, int recvLine,
      int tag, int size) {
    byte[] info = {
      (byte) (tag >>> 24), (byte) (tag >>> 16), (byte) (tag >>> 8), (byte) tag,
      (byte) (size >>> 24), (byte) (size >>> 16), (byte) (size >>> 8), (byte) size
    };
    return Primitive.adopt(category, new double[] {sendTime, recvTime}, new int[] {sendLine, recvLine}, info);
  }
}
