package org.leapshot.slog2.convert.picl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;

/**
 * Pairs sends with receives that have the same source processor, destination processor and message
 * type, first come first served in record order, whichever of the two is read first. A send to
 * processor -1 (PICL's broadcast) pairs with one receive on every other processor.
 */
final class MessageMatcher {

  /** One end of a message: where it leaves (send) or arrives (receive), and when. */
  record Message(int from, int to, int type, int length, double time, SourcePosition position, long sequence) {
    String describe(String what) {
      return what + " from processor " + from + " to " + (to < 0 ? "all" : to) + ", type " + type + ", length " + length;
    }
  }

  record Match(Message send, Message receive) {
    /** The length recorded by the send, or by the receive when the send did not record one. */
    int length() {
      return send.length >= 0 ? send.length : receive.length;
    }
  }

  private record Key(int from, int to, int type) {}

  private static final class Broadcast {
    final Message send;
    final Set<Integer> reached = new HashSet<>();

    Broadcast(Message send) {
      this.send = send;
    }
  }

  private final Map<Key, ArrayDeque<Message>> sends = new LinkedHashMap<>();
  private final Map<Key, ArrayDeque<Message>> receives = new LinkedHashMap<>();
  private final Map<Key, List<Broadcast>> broadcasts = new HashMap<>();

  /** Registers a send; returns the receives it completes (none, one, or several for a broadcast). */
  List<Match> send(Message send) {
    if (send.to() < 0) {
      return broadcast(send);
    }
    Message receive = poll(receives, new Key(send.from(), send.to(), send.type()));
    if (receive == null) {
      sends.computeIfAbsent(new Key(send.from(), send.to(), send.type()), k -> new ArrayDeque<>()).add(send);
      return List.of();
    }
    return List.of(new Match(send, receive));
  }

  /** Registers a receive; returns its match, or {@code null} when its send has not been read yet. */
  Match receive(Message receive) {
    Key key = new Key(receive.from(), receive.to(), receive.type());
    ArrayDeque<Message> queue = sends.get(key);
    Message direct = queue == null ? null : queue.peek();
    Broadcast broadcast = firstBroadcastFor(receive);
    if (broadcast != null && (direct == null || broadcast.send.sequence() < direct.sequence())) {
      broadcast.reached.add(receive.to());
      return new Match(broadcast.send, receive);
    }
    if (direct != null) {
      return new Match(poll(sends, key), receive);
    }
    receives.computeIfAbsent(key, k -> new ArrayDeque<>()).add(receive);
    return null;
  }

  /** Counts every send and receive left without a partner. */
  void finish(ImportReport report) {
    for (ArrayDeque<Message> queue : sends.values()) {
      for (Message m : queue) {
        report.skip("unmatched send", m.position(), m.describe("send") + " has no matching receive");
      }
    }
    for (List<Broadcast> list : broadcasts.values()) {
      for (Broadcast b : list) {
        if (b.reached.isEmpty()) {
          report.skip("unmatched send", b.send.position(), b.send.describe("broadcast") + " has no matching receive");
        }
      }
    }
    for (ArrayDeque<Message> queue : receives.values()) {
      for (Message m : queue) {
        report.skip("unmatched receive", m.position(), m.describe("receive") + " has no matching send");
      }
    }
  }

  private List<Match> broadcast(Message send) {
    Broadcast b = new Broadcast(send);
    List<Match> matches = new ArrayList<>();
    for (Map.Entry<Key, ArrayDeque<Message>> e : receives.entrySet()) {
      Key k = e.getKey();
      if (k.from() == send.from() && k.type() == send.type() && k.to() != send.from() && !e.getValue().isEmpty()) {
        matches.add(new Match(send, e.getValue().poll()));
        b.reached.add(k.to());
      }
    }
    broadcasts.computeIfAbsent(new Key(send.from(), -1, send.type()), k -> new ArrayList<>()).add(b);
    return matches;
  }

  private Broadcast firstBroadcastFor(Message receive) {
    List<Broadcast> list = broadcasts.get(new Key(receive.from(), -1, receive.type()));
    if (list == null || receive.to() == receive.from()) {
      return null;
    }
    for (Broadcast b : list) {
      if (!b.reached.contains(receive.to())) {
        return b;
      }
    }
    return null;
  }

  private static Message poll(Map<Key, ArrayDeque<Message>> queues, Key key) {
    ArrayDeque<Message> queue = queues.get(key);
    if (queue == null) {
      return null;
    }
    Message m = queue.poll();
    if (queue.isEmpty()) {
      queues.remove(key);
    }
    return m;
  }
}
