package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * A message size read straight from the info bytes equals the definition: the info decoded to
 * text as a label shows it, the size value parsed back (any types before it, bytes that end early).
 */
class MessageSizesTest {
  private static final String TYPES = "dhlxXeEs";

  @Property(tries = 2000)
  void sizeReadFromTheBytesAsFromTheirText(@ForAll long seed) {
    Random random = new Random(seed);
    StringBuilder types = new StringBuilder();
    for (int k = random.nextInt(4); k > 0; k--) {
      types.append(TYPES.charAt(random.nextInt(TYPES.length())));
    }
    int sizeAt = types.length();
    types.append("dhlxX".charAt(random.nextInt(5)));
    StringBuilder label = new StringBuilder();
    for (int k = 0; k < types.length(); k++) {
      label.append(k == sizeAt ? " msg_size=" : " v" + k + "=").append('%').append(types.charAt(k));
    }
    Category c = Category.of(3, "message", Topology.ARROW, new Rgba(0, 0, 0, 255), 1, InfoLabel.parse(label.toString()));
    byte[] info = new byte[random.nextInt(40)];
    random.nextBytes(info);
    if (random.nextBoolean() && info.length >= 2) {
      info[0] = 0; // a short string length where an 's' comes first
      info[1] = (byte) random.nextInt(6);
    }
    assertThat(new MessageSizes(Map.of(3, c)).sizeOf(3, info)).isEqualTo(definition(c.label().types(), sizeAt, info));
  }

  private static long definition(String types, int i, byte[] info) {
    List<String> values = InfoFormatter.decode(types, info);
    if (i >= values.size()) {
      return -1;
    }
    char type = types.charAt(i);
    return type == 'x' || type == 'X' ? Long.parseUnsignedLong(values.get(i), 16) : Long.parseLong(values.get(i));
  }
}
