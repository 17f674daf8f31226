package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.convert.TraceItem.CategoryItem;
import org.leapshot.slog2.convert.otf2.Otf2TraceSource;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * The OTF2 source hands its primitives over as already checked ({@link ItemSink#checkedPrimitive}),
 * which spares them all checks but their category's: so each of them must pass every other check
 * of {@link DrawableChecks}. Checked here on every OTF2 sample, in full.
 */
class Otf2CheckedPrimitivesTest {
  private static final Path OTF2 = Path.of(System.getProperty("leapshot.shared"), "testdata", "otf2");

  @ParameterizedTest
  @ValueSource(strings = {"OTF2_archive/APEX.otf2", "ping-pong-otf2/traces.otf2", "otf2_test_traces/traces.otf2",
      "ping-pong-otf2-papi/traces.otf2"})
  void everyPrimitiveHandedOverAsCheckedPassesTheChecks(String anchor) throws IOException {
    DrawableChecks checks = new DrawableChecks();
    long[] checked = {0};
    ItemSink sink = new ItemSink() {
      @Override
      public void drawable(Drawable drawable, String file, long line) throws TraceInputException {
        checks.check(drawable, SourcePosition.line(file, line));
      }

      @Override
      public void checkedPrimitive(Primitive primitive, String file, long line) throws TraceInputException {
        checked[0]++;
        checks.check(primitive, SourcePosition.line(file, line));
      }

      @Override
      public void item(TraceItem item) throws TraceInputException {
        if (item instanceof CategoryItem c) {
          checks.define(c.category(), c.position());
        }
      }
    };
    try (Otf2TraceSource source = Otf2TraceSource.open(OTF2.resolve(anchor))) {
      while (source.drainTo(sink)) {
        // all of it
      }
    }
    assertThat(checked[0]).as("primitives handed over as checked").isPositive();
  }
}
