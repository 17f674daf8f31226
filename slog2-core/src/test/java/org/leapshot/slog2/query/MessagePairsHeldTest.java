package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The sender–receiver pairs whose messages the decoding threads sum count against the streamed
 * read's budget ({@link HeldBudget}): {@link NodeMessages} counts, per thread and group, each pair
 * it keeps once, whether beside its sender or in the table (brute force: a set of pairs), and a
 * budget that holds the states but not the pairs is over.
 */
class MessagePairsHeldTest {

  @Property(tries = 300)
  void eachPairKeptIsCountedOnce(@ForAll @Size(max = 300) List<@IntRange(min = 0, max = 1 << 20) Integer> picks,
      @ForAll @IntRange(min = 1, max = 12) int senders, @ForAll @IntRange(min = 1, max = 40) int receivers,
      @ForAll @IntRange(min = 1, max = 60) int perNode, @ForAll boolean farLines) {
    HeldBudget budget = new HeldBudget(Long.MAX_VALUE);
    NodeMessages messages = new NodeMessages(1, budget);
    // line IDs past those kept beside their senders, and negative ones, go to the table
    int firstLine = farLines ? MessageSums.SLOTS - 5 : 0;
    Set<Long> pairs = new HashSet<>();
    for (int i = 0; i < picks.size(); i += perNode) {
      int n = Math.min(perNode, picks.size() - i);
      StreamedNode node = new StreamedNode(0, n);
      for (int k = 0; k < n; k++) {
        int pick = picks.get(i + k);
        int from = pick % 7 == 0 ? -1 - pick % senders : firstLine + pick % senders;
        int to = (pick / senders) % receivers;
        node.arrowLine[k] = from;
        node.arrowReceiver[k] = to;
        node.arrowSize[k] = pick % 3 == 0 ? -1 : pick % 100;
        pairs.add(KeySlots.pair(from, to));
      }
      node.arrows = n;
      messages.add(new StreamedNode[] {node});
      assertThat(budget.messagePairs()).isLessThanOrEqualTo(pairs.size());
    }
    assertThat(budget.messagePairs()).isEqualTo(pairs.size());
  }

  /** Each thread keeps its own sums, so a pair summed by two threads is held twice. */
  @Test
  void aPairSummedOnTwoThreadsCountsTwice() throws Exception {
    HeldBudget budget = new HeldBudget(Long.MAX_VALUE);
    NodeMessages messages = new NodeMessages(1, budget);
    Runnable oneArrow = () -> {
      StreamedNode node = new StreamedNode(0, 1);
      node.arrowLine[0] = 3;
      node.arrowReceiver[0] = 4;
      node.arrows = 1;
      messages.add(new StreamedNode[] {node});
    };
    oneArrow.run();
    Thread other = new Thread(oneArrow);
    other.start();
    other.join();
    oneArrow.run();
    assertThat(budget.messagePairs()).isEqualTo(2);
  }

  @Test
  void pairsCountAgainstTheBudgetWithTheStates() {
    HeldBudget budget = new HeldBudget(100);
    assertThat(budget.change(100 - 3 * HeldBudget.HELD_PER_MESSAGE_PAIR)).isFalse();
    budget.messagePairs(3);
    assertThat(budget.change(0)).isFalse();
    budget.messagePairs(1);
    assertThat(budget.change(0)).isTrue();
  }
}
