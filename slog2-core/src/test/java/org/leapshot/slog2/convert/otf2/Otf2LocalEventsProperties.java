package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * Converting the events that stay on their timeline ahead of the merge ({@link Otf2LocalEvents})
 * gives exactly the items of sending every event through the merge: the same drawables with the
 * same positions in the same order, the same failures where a reader going on after them (as
 * {@code --keep-going} does) meets them, the same report. On every sample archive, whole, with an
 * event file cut or bit-flipped anywhere, ended cleanly right after an event converted ahead
 * (its open regions closed at the location's end) or cut just after one (a failure after it).
 */
class Otf2LocalEventsProperties {
  private static final String[][] ARCHIVES = {{"otf2/ping-pong-otf2", "traces.otf2"},
      {"otf2/ping-pong-otf2-papi", "traces.otf2"}, {"otf2/otf2_test_traces", "traces.otf2"},
      {"otf2/OTF2_archive", "APEX.otf2"}, {"otf2-synthetic/features-4ranks", "traces.otf2"}};

  @Property(tries = 120)
  void localEventsAheadGiveTheItemsOfTheMerge(@ForAll @IntRange(min = 0, max = 4) int archive,
      @ForAll @IntRange(min = 0, max = 4) int damage, @ForAll long seed) throws IOException {
    Path tmp = Files.createTempDirectory("otf2-local");
    try {
      Path dir = Otf2Samples.copy(ARCHIVES[archive][0], tmp);
      Path anchor = dir.resolve(ARCHIVES[archive][1]);
      damage(anchor, damage, new Random(seed));
      assertThat(items(anchor, true)).isEqualTo(items(anchor, false));
    } finally {
      try (Stream<Path> files = Files.walk(tmp)) {
        for (Path p : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
          Files.delete(p);
        }
      }
    }
  }

  /**
   * Damages one event file of the archive: 0 none, 1 cut anywhere, 2 bits flipped, 3 an
   * END_OF_FILE record right after an event that stays local, 4 cut 0-3 bytes after such an event.
   */
  private static void damage(Path anchor, int kind, Random random) throws IOException {
    if (kind == 0) {
      return;
    }
    Path folder = anchor.resolveSibling(anchor.getFileName().toString().replace(".otf2", ""));
    List<Path> events;
    try (Stream<Path> files = Files.list(folder)) {
      events = files.filter(p -> p.toString().endsWith(".evt")).sorted().toList();
    }
    Path file = events.get(random.nextInt(events.size()));
    byte[] bytes = Files.readAllBytes(file);
    if (kind == 1) {
      bytes = Arrays.copyOf(bytes, random.nextInt(bytes.length));
    } else if (kind == 2) {
      for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
        bytes[random.nextInt(bytes.length)] ^= (byte) (1 << random.nextInt(8));
      }
    } else {
      List<Long> afterLocal = offsetsAfterLocalEvents(file, Otf2Anchor.read(anchor).eventChunkSize());
      if (afterLocal.isEmpty()) {
        return;
      }
      int at = (int) (long) afterLocal.get(random.nextInt(afterLocal.size()));
      if (kind == 3) {
        bytes[at] = Otf2ChunkReader.END_OF_FILE;
      } else {
        bytes = Arrays.copyOf(bytes, Math.min(bytes.length, at + random.nextInt(4)));
      }
    }
    Files.write(file, bytes);
  }

  /** File offsets just past each Enter, collective begin and request of an event file. */
  private static List<Long> offsetsAfterLocalEvents(Path file, long chunkSize) throws IOException {
    List<Long> offsets = new ArrayList<>();
    try (Otf2EventCursor c = new Otf2EventCursor(file, 0, new Otf2LocalDefinitions(), chunkSize, 1 << 16, null)) {
      while (c.advance()) {
        int t = c.type;
        if (t == Otf2EventTypes.ENTER || t == Otf2EventTypes.MPI_COLLECTIVE_BEGIN
            || t == Otf2EventTypes.MPI_IRECV_REQUEST || t == Otf2EventTypes.MPI_ISEND_COMPLETE) {
          offsets.add(c.offset());
        }
      }
    }
    return offsets;
  }

  /** What the source hands out, its failures and its report, going on after failures as {@code --keep-going} does. */
  private static List<String> items(Path anchor, boolean ahead) {
    List<String> seen = new ArrayList<>();
    ItemSink sink = new ItemSink() {
      @Override
      public void drawable(Drawable d, String file, long line) {
        Primitive p = (Primitive) d;
        seen.add(p + " " + Arrays.toString(Arrays.copyOf(p.info(), p.infoLength())) + " @ " + file + ":" + line);
      }

      @Override
      public void item(TraceItem item) {
        seen.add(item instanceof TraceItem.DrawableItem d ? d.drawable() + " @ " + d.position() : item.toString());
      }
    };
    try (Otf2TraceSource source = Otf2TraceSource.open(anchor)) {
      if (!ahead) {
        source.mergeEveryEvent();
      }
      SourcePosition lastBad = null;
      while (true) {
        try {
          if (!source.drainTo(sink)) {
            break;
          }
        } catch (TraceInputException e) {
          seen.add("failure " + e.getMessage());
          if (e.position().equals(lastBad)) {
            break;
          }
          lastBad = e.position();
        }
      }
      seen.add("report " + source.report().skipped() + " " + source.report().seen() + " "
          + source.report().messages());
    } catch (IOException e) {
      seen.add("failure " + e.getMessage());
    }
    return seen;
  }
}
