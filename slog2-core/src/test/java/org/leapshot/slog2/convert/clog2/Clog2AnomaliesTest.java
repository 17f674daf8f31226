package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;

/**
 * Records on which the reference crashes or exits (clog2-format.md §B.3, §B.6): here each is skipped
 * and counted by kind, and the rest of the trace converts.
 */
class Clog2AnomaliesTest {

  @TempDir
  Path dir;

  @Test
  void eventIdsInTheWrongKindOfRecordAreSkippedAndCounted() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(2).worldCreated()
        .bare(1, 0, 0, 0, -101)                    // a message ID in a BAREEVT
        .cargo(2, 0, 0, 0, -102, new byte[32])     // and in a CARGOEVT
        .msg(3, 0, 0, 20, 0, 1, 1, 4)              // a state ID in a MSGEVT
        .msg(4, 0, 0, 4242, 0, 1, 1, 4)            // an undefined ID in a MSGEVT
        .msg(5, 0, 0, -1, 0, 1, 1, 4)              // -1 means undefined and is ignored silently
        .bare(6, 0, 0, 0, -1)
        .bare(7, 0, 0, 0, -10);
    try (Clog2TraceSource source = Clog2TraceSource.open(b.write(dir, "t.clog2"))) {
      assertThat(Clog2Fixtures.drain(source).drawables()).hasSize(1);
      assertThat(source.report().skipped())
          .containsEntry("CLOG2 message ID in a plain event", 2L)
          .containsEntry("CLOG2 bad message event ID", 2L)
          .hasSize(2);
    }
  }

  @Test
  void eventsWithNonFiniteTimesAreSkippedAndCounted() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(1).worldCreated()
        .bare(Double.NaN, 0, 0, 0, -10)
        .bare(Double.POSITIVE_INFINITY, 0, 0, 0, 20)
        .bare(1, 0, 0, 0, -9);
    try (Clog2TraceSource source = Clog2TraceSource.open(b.write(dir, "t.clog2"))) {
      assertThat(Clog2Fixtures.drain(source).drawables()).hasSize(1);
      assertThat(source.report().skipped()).containsEntry("CLOG2 non-finite time", 2L);
    }
  }

  @Test
  void aStateDefinitionSpanningTwoCategoriesHandsOverTheLastDefinedStateAgain() throws IOException {
    // Events 20 and 23 belong to states 10 and 11 (categories 11 and 12).
    Clog2FileBuilder b = Clog2FileBuilder.world(1).worldCreated()
        .stateDef(1, 10, 20, 21, "red", "Ten", null)
        .stateDef(2, 99, 20, 23, "blue", "Mixed", null);
    try (Clog2TraceSource source = Clog2TraceSource.open(b.write(dir, "t.clog2"))) {
      List<TraceItem> items = Clog2Fixtures.drain(source).items();

      List<Category> handed = items.stream().filter(i -> i instanceof TraceItem.CategoryItem)
          .map(i -> ((TraceItem.CategoryItem) i).category()).toList();
      assertThat(handed).extracting(Category::name).containsExactly("message", "Ten", "Ten");
      assertThat(source.report().skipped()).containsEntry("CLOG2 conflicting state definition", 1L);
    }
  }

  @Test
  void anUnusableLabelIsDroppedAndCounted() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(1).worldCreated()
        .eventDef(1, -10, "red", "Init", "value=%q");
    try (Clog2TraceSource source = Clog2TraceSource.open(b.write(dir, "t.clog2"))) {
      Clog2Fixtures.Drained d = Clog2Fixtures.drain(source);

      assertThat(d.categories().get(301).label().isEmpty()).isTrue();
      assertThat(source.report().skipped()).containsEntry("CLOG2 unusable label (dropped)", 1L);
    }
  }
}
