package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The prefetch loads the byte a line past each location's next event, inside the bytes read into
 * its window, at any point of the file and after its end; and it runs once per so many events.
 */
class Otf2WindowPrefetchTest {

  @Property(tries = 100)
  void touchesTheLineAfterTheNextEventWithinTheWindow(@ForAll @IntRange(min = 1, max = 600) int events,
      @ForAll @IntRange(min = 64, max = 300) int window) throws Exception {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    for (int i = 0; i < events; i++) {
      body.write(Otf2EventTypes.TIMESTAMP);
      body.write(new byte[] {(byte) i, 0, 0, 0, 0, 0, 0, 0});
      body.write(i % 2 == 0 ? Otf2EventTypes.ENTER : Otf2EventTypes.LEAVE);
      body.write(new byte[] {1, (byte) (i * 7)});
    }
    Path file = Otf2ChunkReaderTest.chunk(body.toByteArray(), true);
    byte[] bytes = Files.readAllBytes(file);
    try (Otf2EventCursor c = new Otf2EventCursor(file, 0, new Otf2LocalDefinitions(), 1 << 20, window, null)) {
      Otf2WindowPrefetch prefetch = new Otf2WindowPrefetch(List.of(c));
      int expectedSum = 0;
      while (c.advance()) {
        int from = (int) c.offset();
        int at = Math.min(from + Otf2WindowPrefetch.LINE_BYTES, bytes.length - 1);
        int b = c.byteAhead();
        // The byte a line on, or (the window ending sooner) the last one read, or 0 when none is left.
        if (b != bytes[at] && b != 0) {
          assertThat(java.util.Arrays.copyOfRange(bytes, from, at + 1)).contains((byte) b);
        }
        expectedSum += b;
        assertThat(prefetch.touch()).isEqualTo(expectedSum);
      }
      prefetch.touch(); // after the end: no error
    } finally {
      Files.delete(file);
    }
  }

  @Property(tries = 20)
  void touchesOncePerSoManyEvents(@ForAll @IntRange(min = 1, max = 100) int step) throws Exception {
    Path file = Otf2ChunkReaderTest.chunk(new byte[] {Otf2EventTypes.TIMESTAMP, 9, 0, 0, 0, 0, 0, 0, 0,
        Otf2EventTypes.ENTER, 1, 42}, true);
    try (Otf2EventCursor c = new Otf2EventCursor(file, 0, new Otf2LocalDefinitions(), 1 << 20, 64, null)) {
      assertThat(c.advance()).isTrue();
      Otf2WindowPrefetch prefetch = new Otf2WindowPrefetch(List.of(c));
      for (int events = step; events <= 3 * Otf2WindowPrefetch.EVERY_EVENTS; events += step) {
        prefetch.afterEvents(step);
      }
      // Three loops (each adds the byte ahead: here END_OF_FILE's), the third within a step of the end.
      assertThat(prefetch.touched() / c.byteAhead()).isBetween(2, 3);
    } finally {
      Files.delete(file);
    }
  }
}
