package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The message key's written-out equality and hash against a plain record of the same fields (whose
 * are the JDK's): the same hash keeps the matcher's map, and the report of unmatched messages made
 * by walking it, in the order they had.
 */
class Otf2MessageKeyProperties {
  private record Plain(int senderLine, int receiverLine, long comm, long tag) {}

  @Property(tries = 2000)
  void hashAndEqualityAreTheRecords(@ForAll int sender, @ForAll int receiver, @ForAll long comm, @ForAll long tag,
      @ForAll int which) {
    Otf2MessageMatcher.Key key = new Otf2MessageMatcher.Key(sender, receiver, comm, tag);
    Plain plain = new Plain(sender, receiver, comm, tag);
    assertThat(key.hashCode()).isEqualTo(plain.hashCode());
    assertThat(key.toString()).isEqualTo(plain.toString().replace("Plain[", "Key["));
    assertThat(key).isEqualTo(new Otf2MessageMatcher.Key(sender, receiver, comm, tag));
    // One field changed: unequal, as a record would be.
    int bit = which & 3;
    Otf2MessageMatcher.Key other = new Otf2MessageMatcher.Key(sender ^ (bit == 0 ? 1 : 0),
        receiver ^ (bit == 1 ? 1 : 0), comm ^ (bit == 2 ? 1 : 0), tag ^ (bit == 3 ? 1 : 0));
    assertThat(key).isNotEqualTo(other);
    assertThat(key.equals(other)).isEqualTo(plain.equals(new Plain(other.senderLine(), other.receiverLine(),
        other.comm(), other.tag())));
    assertThat(key).isNotEqualTo(plain);
  }
}
