package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * Categories as the reference's writer ends up with them (clog2-format.md §B.2, B.3, B.9), and the
 * timelines and line-ID maps (§B.7): cases the real traces do not exercise.
 */
class Clog2CategoriesTest {
  private static final Rgba DEFAULT_1 = new Rgba(0, 51, 255, 255);
  private static final Rgba DEFAULT_2 = new Rgba(153, 51, 255, 255);
  private static final Rgba DEFAULT_3 = new Rgba(0, 102, 51, 255);

  @TempDir
  Path dir;

  @Test
  void theFirstItemIsTheMessageCategory() throws IOException {
    List<TraceItem> items = drain(Clog2FileBuilder.world(1).worldCreated().bare(1, 0, 0, 0, -10)).items();

    Category message = ((TraceItem.CategoryItem) items.get(0)).category();
    assertThat(message).isEqualTo(Category.of(0, "message", Topology.ARROW, new Rgba(255, 255, 255, 255), 3,
        org.leapshot.slog2.model.InfoLabel.parse("msg_tag=%d, msg_size=%d")));
  }

  @Test
  void aCategoryUsedBeforeItsDefinitionIsAnnouncedAsUnknownThenRenamed() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(1).worldCreated()
        .bare(1, 0, 0, 0, 20).bare(2, 0, 0, 0, 21)      // state 10 -> category 11, not defined yet
        .bare(3, 0, 0, 0, 22).bare(4, 0, 0, 0, 23)      // state 11 -> category 12, never defined
        .stateDef(5, 10, 20, 21, "SteelBlue", "MPI_Ten", "n=%d");
    List<TraceItem> items = drain(b).items();

    assertThat(items.get(1)).isInstanceOf(TraceItem.CategoryItem.class);
    assertThat(category(items.get(1))).isEqualTo(Category.of(11, "UnknownType-11", Topology.STATE, DEFAULT_1, 1,
        org.leapshot.slog2.model.InfoLabel.NONE));
    assertThat(items.get(2)).isInstanceOf(TraceItem.DrawableItem.class);
    assertThat(category(items.get(3)).name()).isEqualTo("UnknownType-12");
    assertThat(category(items.get(3)).color()).isEqualTo(DEFAULT_2);
    Category defined = category(items.get(5));
    assertThat(defined.index()).isEqualTo(11);
    assertThat(defined.name()).isEqualTo("MPI_Ten");
    assertThat(defined.color()).isEqualTo(new Rgba(70, 130, 180, 255));
    assertThat(defined.label().format()).isEqualTo("n=%d");
  }

  @Test
  void unknownColourNamesTakeTheNextDefaultColourAndBitmapSuffixesAreIgnored() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(1).worldCreated()
        .stateDef(1, 10, 20, 21, "NoSuchColour", "A", null)
        .stateDef(1, 11, 22, 23, "navy blue:2x2", "B", null)
        .stateDef(1, 12, 24, 25, "steelblue", "C", null); // lookup is case-sensitive
    Clog2Fixtures.Drained d = drain(b);

    assertThat(d.categories().get(11).color()).isEqualTo(DEFAULT_1);
    assertThat(d.categories().get(12).color()).isEqualTo(new Rgba(0, 0, 128, 255));
    assertThat(d.categories().get(13).color()).isEqualTo(DEFAULT_2);
  }

  @Test
  void aDefinitionOfNewEventIdsGetsTheNextFreeIndex() throws IOException {
    // 300 known states, no user states, 2 known solo events: the next index is 303.
    Clog2FileBuilder b = Clog2FileBuilder.world(1).worldCreated()
        .stateDef(1, 999, 9000, 9001, "red", "Mine", null)
        .eventDef(1, 7777, "blue", "Ping", "x=%d")
        .bare(2, 0, 0, 0, 9000).bare(3, 0, 0, 0, 9001).bare(4, 0, 0, 0, 7777);
    Clog2Fixtures.Drained d = drain(b);

    assertThat(d.categories().get(303).name()).isEqualTo("Mine");
    assertThat(d.categories().get(303).topology()).isEqualTo(Topology.STATE);
    assertThat(d.categories().get(304).topology()).isEqualTo(Topology.EVENT);
    assertThat(d.drawables()).extracting(Primitive::categoryIndex).containsExactly(303, 304);
  }

  @Test
  void aNullFormatKeepsTheLabelAndARepeatedDefinitionUpdatesInPlace() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(1).worldCreated()
        .stateDef(1, 10, 20, 21, "red", "First", "v=%d")
        .stateDef(2, 10, 20, 21, "blue", "Second", null);
    Clog2Fixtures.Drained d = drain(b);

    Category c = d.categories().get(11);
    assertThat(c.name()).isEqualTo("Second");
    assertThat(c.color()).isEqualTo(new Rgba(0, 0, 255, 255));
    assertThat(c.label().format()).isEqualTo("v=%d");
  }

  @Test
  void undefinedEventIdsAndUnknownTimelinesAreSkippedAndCounted() throws IOException {
    Clog2FileBuilder b = Clog2FileBuilder.world(2).worldCreated()
        .bare(1, 0, 0, 0, 4242)
        .bare(2, 5, 0, 0, -10)      // communicator 5 was never created
        .bare(3, 0, 1, 0, -10);
    try (Clog2TraceSource source = Clog2TraceSource.open(b.write(dir, "t.clog2"))) {
      Clog2Fixtures.Drained d = Clog2Fixtures.drain(source);

      assertThat(d.drawables()).hasSize(1);
      assertThat(source.report().skipped())
          .containsEntry("CLOG2 unknown event ID", 1L)
          .containsEntry("CLOG2 drawable on an unknown timeline", 1L);
    }
  }

  @Test
  void linesFollowCommunicatorsRanksAndThreadsAndOnlyUsedOnesAreMapped() throws IOException {
    // MW = 2, MT = 3: line = icomm * 6 + rank * 3 + thread.
    Clog2FileBuilder b = new Clog2FileBuilder(4096, 2, 3, 0, 0).worldCreated()
        .comm(0.5, 100, 2, 0, 1)    // communicator 2, rank 0 is world rank 1
        .comm(0.6, 100, 2, 0, 0)    // a later COMMEVT for the same line does not replace it
        .bare(1, 0, 1, 2, -10)      // line 5
        .bare(2, 2, 0, 1, -10);     // line 13
    Clog2Fixtures.Drained d = drain(b);

    assertThat(d.drawables()).extracting(Primitive::firstLineId).containsExactly(5, 13);
    LineIdMap process = d.maps().get(0);
    LineIdMap communicator = d.maps().get(1);
    assertThat(process.title()).isEqualTo("Process-Thread View");
    assertThat(process.columnLabels()).containsExactly("world_rank", "thread");
    assertThat(process.rowCount()).isEqualTo(2);
    assertThat(process.values(0)).containsExactly(1, 2);
    assertThat(process.values(1)).containsExactly(1, 1);
    assertThat(communicator.title()).isEqualTo("Communicator-Thread View");
    assertThat(communicator.values(1)).containsExactly(2, 0, 1);
    assertThat(d.items().get(d.items().size() - 1)).isInstanceOf(TraceItem.LineIdMapItem.class);
  }

  private static Category category(TraceItem item) {
    return ((TraceItem.CategoryItem) item).category();
  }

  private Clog2Fixtures.Drained drain(Clog2FileBuilder b) throws IOException {
    return Clog2Fixtures.drain(b.write(dir, "t.clog2"));
  }
}
