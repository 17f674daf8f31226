package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The prefix read first of a node block for its drawables: against a plain model of "the largest
 * drawables part seen in a block of the same power-of-two size class, plus a quarter (at least the
 * initial guess), else a quarter of a large block or the initial guess for a smaller one".
 */
class PrefixGuessesTest {
  @Property(tries = 300)
  void guessesTheLargestSeenInTheBlocksSizeClass(
      @ForAll @Size(max = 40) List<@IntRange(min = 1, max = 1 << 24) Integer> blocks,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 1 << 22) Integer> drawables,
      @ForAll @IntRange(min = 1, max = 1 << 24) int asked) {
    PrefixGuesses guesses = new PrefixGuesses();
    Map<Integer, Integer> largest = new HashMap<>();
    for (int i = 0; i < Math.min(blocks.size(), drawables.size()); i++) {
      int block = blocks.get(i);
      int used = Math.min(drawables.get(i), block);
      guesses.seen(block, used);
      largest.merge(Integer.highestOneBit(block), used, Math::max);
    }
    Integer seen = largest.get(Integer.highestOneBit(asked));
    int first = asked >= PrefixGuesses.FRACTION_FROM_BYTES ? asked / 4 : PrefixGuesses.INITIAL_BYTES;
    int expected = seen == null || seen == 0 ? first : Math.max(PrefixGuesses.INITIAL_BYTES, seen + seen / 4);
    assertThat(guesses.guess(asked)).isEqualTo(expected);
  }

  @Property(tries = 100)
  void aBlockLikeOneSeenIsReadInOnePrefix(@ForAll @IntRange(min = 1, max = 1 << 24) int block,
      @ForAll @IntRange(min = 0, max = 1 << 22) int used) {
    PrefixGuesses guesses = new PrefixGuesses();
    guesses.seen(block, Math.min(used, block));
    assertThat(guesses.guess(block)).isGreaterThanOrEqualTo(Math.min(used, block));
  }
}
