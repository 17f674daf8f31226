package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Shadow;

/** Checks that a level-of-detail answer puts something on every pixel column where real data is. */
final class PixelCoverage {
  private PixelCoverage() {}

  static void assertCovers(WindowResult lod, List<Drawable> exact) {
    WindowQuery q = lod.query();
    BitSet wanted = new BitSet(q.widthPx());
    BitSet have = new BitSet(q.widthPx());
    for (Drawable d : exact) {
      mark(wanted, q, d.start(), d.end());
    }
    for (Drawable d : lod.drawables()) {
      mark(have, q, d.start(), d.end());
    }
    for (Shadow s : lod.shadows()) {
      mark(have, q, s.start(), s.end());
    }
    BitSet missing = (BitSet) wanted.clone();
    missing.andNot(have);
    assertThat(missing.toString()).as("pixel columns with data but nothing drawn").isEqualTo("{}");
    // everything level of detail returns as real is real and in the window
    assertThat(exact).containsAll(lod.drawables());
  }

  private static void mark(BitSet bits, WindowQuery q, double start, double end) {
    double spp = q.secondsPerPixel();
    int from;
    int to;
    if (!(spp > 0)) {
      from = 0;
      to = q.widthPx() - 1;
    } else {
      from = (int) Math.floor((Math.max(start, q.start()) - q.start()) / spp);
      to = (int) Math.floor((Math.min(end, q.end()) - q.start()) / spp);
    }
    from = Math.max(0, Math.min(q.widthPx() - 1, from));
    to = Math.max(0, Math.min(q.widthPx() - 1, to));
    bits.set(from, to + 1);
  }
}
