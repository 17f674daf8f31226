package org.leapshot.slog2.convert.clog2;

import org.leapshot.slog2.model.Primitive;

/**
 * Pairs message sends and receives into arrows (clog2-format.md §B.5). Only the tag and the two
 * process lines (communicator LID · MW + rank, ignoring threads) are matched, first-in first-out, as
 * in the reference. A send that finds an earlier receive makes a backward arrow whose size is 0,
 * because the reference takes the size only from a send that was pending.
 */
final class MessageMatcher {

  /** Receives each message half still waiting at the end. */
  interface Visitor {
    void visit(int tag, int sender, int receiver, double time, long offset);
  }

  private final PendingQueues sends = new PendingQueues();
  private final PendingQueues receives = new PendingQueues();

  /** A send from process line {@code me} to {@code peer}: the arrow it completes, or null. */
  Primitive send(int category, int me, int peer, int tag, int size, double time, int lineId, long offset) {
    int receive = receives.poll(tag, me, peer);
    if (receive != PendingQueues.NONE) {
      return arrow(category, time, lineId, receives.time(receive), receives.lineId(receive), tag, 0);
    }
    sends.add(tag, me, peer, time, lineId, size, null, offset);
    return null;
  }

  /** A receive by process line {@code me} from {@code peer}: the arrow it completes, or null. */
  Primitive receive(int category, int me, int peer, int tag, double time, int lineId, long offset) {
    int send = sends.poll(tag, peer, me);
    if (send != PendingQueues.NONE) {
      return arrow(category, sends.time(send), sends.lineId(send), time, lineId, tag, sends.size(send));
    }
    receives.add(tag, peer, me, time, lineId, 0, null, offset);
    return null;
  }

  long pendingSends() {
    return sends.waiting();
  }

  long pendingReceives() {
    return receives.waiting();
  }

  void forEachPendingSend(Visitor visitor) {
    sends.forEach((tag, sender, receiver, time, line, offset) -> visitor.visit(tag, sender, receiver, time, offset));
  }

  void forEachPendingReceive(Visitor visitor) {
    receives.forEach((tag, sender, receiver, time, line, offset) -> visitor.visit(tag, sender, receiver, time, offset));
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
