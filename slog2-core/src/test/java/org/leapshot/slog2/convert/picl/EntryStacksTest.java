package org.leapshot.slog2.convert.picl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;

/** Entries wait for the exit of their own event type, found at once however many others are open. */
class EntryStacksTest {
  private long line;

  @Test
  void exitsOfAnotherTypeDoNotSearchThroughEveryOpenEntry() {
    // 200 000 open entries and as many exits of another type: searching each time took minutes.
    int n = 200_000;
    EntryStacks stacks = new EntryStacks();
    assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
      for (int i = 0; i < n; i++) {
        stacks.push(record(PiclRecord.ENTRY, 5, 0));
      }
      for (int i = 0; i < n; i++) {
        assertThat(stacks.pop(record(PiclRecord.EXIT, 7, 0))).isNull();
      }
    });
    ImportReport report = new ImportReport();
    stacks.finish(report);
    assertThat(report.skipped()).containsEntry("unmatched entry", (long) n);
  }

  @Test
  void anExitClosesTheLatestEntryOfItsTypeOnItsProcessorEvenWhenOthersOpenedLater() {
    EntryStacks stacks = new EntryStacks();
    PiclRecord outerA = record(PiclRecord.ENTRY, 1, 0);
    PiclRecord innerA = record(PiclRecord.ENTRY, 1, 0);
    PiclRecord b = record(PiclRecord.ENTRY, 2, 0);
    PiclRecord otherProcessor = record(PiclRecord.ENTRY, 1, 3);
    for (PiclRecord r : List.of(outerA, innerA, b, otherProcessor)) {
      stacks.push(r);
    }
    assertThat(stacks.pop(record(PiclRecord.EXIT, 1, 0))).isSameAs(innerA);
    assertThat(stacks.pop(record(PiclRecord.EXIT, 1, 0))).isSameAs(outerA);
    assertThat(stacks.pop(record(PiclRecord.EXIT, 1, 0))).isNull();
    assertThat(stacks.pop(record(PiclRecord.EXIT, 2, 3))).isNull();
    ImportReport report = new ImportReport();
    stacks.finish(report);
    // Still open: b (line 3) and the other processor's entry (line 4), reported in the order they opened.
    assertThat(report.messages()).hasSize(2);
    assertThat(report.messages().get(0)).startsWith("t.trf:3: ");
    assertThat(report.messages().get(1)).startsWith("t.trf:4: ").contains("processor 3");
  }

  private PiclRecord record(int recordType, int eventType, int processor) {
    line++;
    return new PiclRecord(recordType, eventType, line, processor, 0, List.of(), null, SourcePosition.line("t.trf", line));
  }
}
