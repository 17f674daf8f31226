package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;

/** The preamble and block structure (clog2-format.md §A.1–A.5) and how damage to them is reported. */
class Clog2StructureTest {

  @TempDir
  Path dir;

  @Test
  void thePreambleOfARealTraceIsReadByPosition() throws IOException {
    try (Clog2TraceSource source = Clog2TraceSource.open(Clog2Fixtures.clog2("comm1_isr-4p"))) {
      assertThat(source.preamble()).isEqualTo(new Clog2Preamble(65536, 4, 1, 0, 600, -10, 5000, 300, 0, 2, 0, 66560));
    }
  }

  @Test
  void recordsAreReadAcrossManyBlocksAndTheirBytesAreCounted() throws IOException {
    // 112-byte blocks: the COMMEVT and one BAREEVT, then two BAREEVTs per block, each closed by ENDBLOCK.
    Clog2FileBuilder b = new Clog2FileBuilder(112, 1, 1, 0, 0).worldCreated();
    for (int i = 0; i < 50; i++) {
      b.bare(i + 1, 0, 0, 0, -10);
    }
    try (Clog2TraceSource source = Clog2TraceSource.open(b.write(dir, "blocks.clog2"))) {
      assertThat(Clog2Fixtures.drain(source).drawables()).hasSize(50);
      // 1 COMMEVT (72) + 50 BAREEVTs (32) + 25 ENDBLOCKs and 1 ENDLOG (24 each).
      assertThat(source.recordBytes()).isEqualTo(72 + 50 * 32 + 26 * 24);
    }
  }

  @Test
  void theReferenceSummaryFiguresOfRealTracesAreReproduced() throws IOException {
    // Validated figures from clog2-format.md §C: total record bytes and 0 unmatched events.
    for (String trace : new String[] {"comm1_isr-4p", "stencil2d-8p"}) {
      try (Clog2TraceSource source = Clog2TraceSource.open(Clog2Fixtures.clog2(trace))) {
        Clog2Fixtures.drain(source);
        assertThat(source.recordBytes()).as(trace).isEqualTo(trace.startsWith("comm1") ? 11408 : 84856);
        assertThat(source.unmatchedEvents()).as(trace).isZero();
        assertThat(source.drawableCount()).as(trace).isEqualTo(trace.startsWith("comm1") ? 114 : 1176);
        assertThat(source.report().skipped()).as(trace).isEmpty();
        // Records that draw nothing are still accounted for, by type.
        assertThat(source.report().seen()).as(trace)
            .containsKeys("CLOG2 COMMEVT records", "CLOG2 TIMESHIFT records", "CLOG2 STATEDEF records")
            .doesNotContainKeys("CLOG2 BAREEVT records", "CLOG2 MSGEVT records");
      }
    }
  }

  @Test
  void anUnknownRecordTypeNamesItsOffset() throws IOException {
    byte[] file = Clog2FileBuilder.world(1).worldCreated().bare(1, 0, 0, 0, -10).build();
    int second = 1024 + 72;
    ByteBuffer.wrap(file).putInt(second + 20, 12);

    assertThatThrownBy(() -> Clog2Fixtures.drain(write(file)))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("bad.clog2 @" + second)
        .hasMessageContaining("unknown record type 12");
  }

  @Test
  void aRecordCrossingItsBlockEndIsReported() throws IOException {
    byte[] file = new Clog2FileBuilder(128, 1, 1, 0, 0).worldCreated().bare(1, 0, 0, 0, -10).build();
    // The ENDLOG at 1024 + 72 + 32 becomes a 136-byte STATEDEF that cannot fit in the 128-byte block.
    ByteBuffer.wrap(file).putInt(1024 + 104 + 20, 2);

    assertThatThrownBy(() -> Clog2Fixtures.drain(write(file)))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("@1128")
        .hasMessageContaining("crosses the end of block 0");
  }

  @Test
  void aFileWithoutEndlogIsTruncated() throws IOException {
    byte[] file = new Clog2FileBuilder(120, 1, 1, 0, 0).worldCreated().bare(1, 0, 0, 0, -10).bare(2, 0, 0, 0, -10)
        .bare(3, 0, 0, 0, -10).build();
    byte[] cut = Arrays.copyOf(file, 1024 + 120 + 50);

    assertThatThrownBy(() -> Clog2Fixtures.drain(write(cut)))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("@1144")
        .hasMessageContaining("inside block 1")
        .hasMessageContaining("truncated");
  }

  @Test
  void afterABadRecordReadingGoesOnWithTheNextBlock() throws IOException {
    Clog2FileBuilder b = new Clog2FileBuilder(112, 1, 1, 0, 0).worldCreated();
    for (int i = 0; i < 10; i++) {
      b.bare(i + 1, 0, 0, 0, -10);
    }
    byte[] file = b.build();
    int blockTwo = 1024 + 2 * 112;
    ByteBuffer.wrap(file).putInt(blockTwo + 20, 99); // its two events become unreadable

    try (Clog2TraceSource source = Clog2TraceSource.open(write(file))) {
      List<TraceItem> items = new ArrayList<>();
      List<TraceInputException> errors = new ArrayList<>();
      while (true) {
        try {
          TraceItem item = source.next();
          if (item == null) {
            break;
          }
          items.add(item);
        } catch (TraceInputException e) {
          errors.add(e);
        }
      }
      assertThat(errors).singleElement().extracting(TraceInputException::position)
          .isEqualTo(SourcePosition.offset(dir.resolve("bad.clog2").toString(), blockTwo));
      assertThat(items.stream().filter(i -> i instanceof TraceItem.DrawableItem)).hasSize(8);
      assertThat(items.get(items.size() - 1)).isInstanceOf(TraceItem.LineIdMapItem.class);
    }
  }

  @Test
  void afterTruncationTheLogEndsWithWhatWasRead() throws IOException {
    // 128-byte blocks: the COMMEVT and the first event in block 0; block 1 is cut.
    byte[] file = new Clog2FileBuilder(128, 1, 1, 0, 0).worldCreated().bare(1, 0, 0, 0, -10).bare(2, 0, 0, 0, -10)
        .bare(3, 0, 0, 0, -10).build();
    try (Clog2TraceSource source = Clog2TraceSource.open(write(Arrays.copyOf(file, 1024 + 128 + 50)))) {
      assertThat(source.next()).isInstanceOf(TraceItem.CategoryItem.class); // message
      assertThat(source.next()).isInstanceOf(TraceItem.CategoryItem.class); // MPE_Comm_init at first use
      assertThat(source.next()).isInstanceOf(TraceItem.DrawableItem.class);
      assertThatThrownBy(source::next).isInstanceOf(TraceInputException.class).hasMessageContaining("truncated");
      assertThat(source.next()).isInstanceOf(TraceItem.LineIdMapItem.class);
      assertThat(source.next()).isInstanceOf(TraceItem.LineIdMapItem.class);
      assertThat(source.next()).isNull();
    }
  }

  @Test
  void badPreamblesAreRejectedWithTheTokenOffset() {
    String[] good = preambleTokens();
    assertPreambleError(replace(good, 0, "CLOG-02.30"), "version is \"CLOG-02.30\"");
    assertPreambleError(replace(good, 2, "FALSE "), "big-endian");
    assertPreambleError(replace(good, 6, "16"), "block_size 16");
    assertPreambleError(replace(good, 6, "64k"), "block_size is not a 32-bit integer");
    assertPreambleError(replace(good, 10, "0"), "max_comm_world_size 0");
    assertPreambleError(replace(good, 12, "1000000"), "max_thread_count 1000000");
    assertPreambleError(replace(good, 22, "-3"), "known_stateID_count is negative");
    assertPreambleError(replace(good, 24, "2000000000"), "more than 1073741824 states");
    assertPreambleError(Arrays.copyOf(good, 20), "20 tokens");
  }

  @Test
  void hugeAnnouncedCountsCostNothingUntilUsed() throws IOException {
    // 500 million user solo events: the pre-allocation is arithmetic, so this reads at once.
    Clog2FileBuilder b = new Clog2FileBuilder(4096, 1, 1, 0, 500_000_000).worldCreated()
        .bare(1, 0, 0, 0, 5000).bare(2, 0, 0, 0, 5000 + 499_999_999);
    Clog2Fixtures.Drained d = Clog2Fixtures.drain(b.write(dir, "huge.clog2"));

    assertThat(d.drawables()).extracting(p -> p.categoryIndex()).containsExactly(303, 303 + 499_999_999);
  }

  @Test
  void theTimelinesOfAManyThreadedFileAreBounded() throws IOException {
    // MT = 65536: each new communicator line base adds 65536 timelines, and 2^20 is the limit.
    Clog2FileBuilder b = new Clog2FileBuilder(4096, 64, 65536, 0, 0);
    for (int r = 0; r < 15; r++) {
      b.comm(0, 0, 0, r, r).comm(0, 0, 0, r, r); // repeats are free
    }
    b.bare(1, 0, 3, 65535, -10);
    assertThat(Clog2Fixtures.drain(b.write(dir, "threads.clog2")).drawables()).hasSize(1);

    b.comm(2, 0, 0, 15, 15).comm(2, 0, 0, 16, 16);
    assertThatThrownBy(() -> Clog2Fixtures.drain(b.write(dir, "threads.clog2")))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("more than 1048576 timelines");
  }

  @Test
  void thePreambleValuesAreTrimmedAndBooleansAcceptYes() throws IOException {
    String[] tokens = replace(replace(preambleTokens(), 2, " yes "), 10, " 8 ");
    Clog2Preamble p = Clog2Preamble.parse(Clog2FileBuilder.preamble(tokens), "p");
    assertThat(p.maxCommWorldSize()).isEqualTo(8);
    assertThat(p.commTableOffset()).isEqualTo(66560);
  }

  @Test
  void aFileShorterThanThePreambleIsReported() throws IOException {
    Path shortFile = Files.write(dir.resolve("short.clog2"), Arrays.copyOf(Clog2FileBuilder.world(1).build(), 500));
    assertThatThrownBy(() -> Clog2TraceSource.open(shortFile))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("short.clog2 @500")
        .hasMessageContaining("preamble");
  }

  @Test
  void clog2FilesAreRecognisedByTheirFirstBytes() throws IOException {
    byte[] head = Arrays.copyOf(Files.readAllBytes(Clog2Fixtures.clog2("cpilog-4p")), 64);
    assertThat(Clog2TraceSource.looksLikeClog2(head)).isTrue();
    assertThat(Clog2TraceSource.looksLikeClog2("clog-02.44\0".getBytes(java.nio.charset.StandardCharsets.US_ASCII)))
        .isTrue();
    byte[] slog2 = Arrays.copyOf(Files.readAllBytes(Clog2Fixtures.realMpi().resolve("cpilog-4p.slog2")), 64);
    assertThat(Clog2TraceSource.looksLikeClog2(slog2)).isFalse();
    assertThat(Clog2TraceSource.looksLikeClog2("CLOG-02.44x".getBytes(java.nio.charset.StandardCharsets.US_ASCII)))
        .isFalse();
    assertThat(Clog2TraceSource.looksLikeClog2(new byte[3])).isFalse();
  }

  private static String[] preambleTokens() {
    return new String[] {
      "CLOG-02.44", "is_big_endian=", "TRUE ", "is_finalzed=", "TRUE ", "block_size=", "65536",
      "num_buffered_blocks=", "128", "max_comm_world_size=", "4", "max_thread_count=", "1",
      "known_eventID_start=", "0", "user_eventID_start=", "600", "known_solo_eventID_start=", "-10",
      "user_solo_eventID_start=", "5000", "known_stateID_count=", "300", "user_stateID_count=", "0",
      "known_solo_eventID_count=", "2", "user_solo_eventID_count=", "0", "commtable_fptr=", "0", "1073741824",
      "66560"
    };
  }

  private static String[] replace(String[] tokens, int index, String value) {
    String[] copy = tokens.clone();
    copy[index] = value;
    return copy;
  }

  private static void assertPreambleError(String[] tokens, String problem) {
    assertThatThrownBy(() -> Clog2Preamble.parse(Clog2FileBuilder.preamble(tokens), "x.clog2"))
        .isInstanceOf(TraceInputException.class)
        .hasMessageContaining("x.clog2 @")
        .hasMessageContaining(problem);
  }

  private Path write(byte[] bytes) throws IOException {
    return Files.write(dir.resolve("bad.clog2"), bytes);
  }
}
