package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.Collator;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;

class CollatedNamesTest {
  @Property(tries = 300)
  void sortsAsTheSortersDefaultCollatorDoes(
      @ForAll @Size(max = 40) List<@StringLength(max = 12) @Chars({'a', 'A', 'b', 'B', '_', 'é', 'E', '1', '2', ' ', 'ß'}) String> names) {
    List<String> cached = new ArrayList<>(names);
    List<String> plain = new ArrayList<>(names);
    CollatedNames order = new CollatedNames();
    cached.sort(order);
    cached.sort(order); // a second sort reads the keys it kept
    Collator collator = Collator.getInstance();
    plain.sort(collator::compare);
    for (int i = 0; i + 1 < cached.size(); i++) {
      assertThat(collator.compare(cached.get(i), cached.get(i + 1))).isLessThanOrEqualTo(0);
    }
    assertThat(cached).containsExactlyInAnyOrderElementsOf(plain);
    for (int i = 0; i < cached.size(); i++) {
      assertThat(collator.compare(cached.get(i), plain.get(i))).isZero();
    }
  }

  @Property(tries = 100)
  void comparesLikeTheCollator(@ForAll @StringLength(max = 10) String a, @ForAll @StringLength(max = 10) String b) {
    assertThat(Integer.signum(new CollatedNames().compare(a, b)))
        .isEqualTo(Integer.signum(Collator.getInstance().compare(a, b)));
  }
}
