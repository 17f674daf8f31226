package org.leapshot.slog2.convert.otf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

class OtfRecordTest {
  private final OtfRecord r = new OtfRecord();

  private int parse(String line) throws TraceInputException {
    byte[] b = line.getBytes(StandardCharsets.ISO_8859_1);
    return r.parse(b, 0, b.length, () -> SourcePosition.line("x.def", 7));
  }

  @Test
  void shortAndLongSpellingsGiveTheSameFields() throws Exception {
    for (String line : new String[] {"S6L5be00T5C3b9aca00", "SEND 6 LEN 5be00 TAG 5 COMM 3b9aca00", "  S 6 L5be00\tT 5 C3b9aca00"}) {
      assertThat(parse(line)).as(line).isEqualTo(OtfKeywords.SEND);
      assertThat(r.number(OtfKeywords.FIRST, -1)).isEqualTo(6);
      assertThat(r.number(OtfKeywords.L, -1)).isEqualTo(0x5be00);
      assertThat(r.number(OtfKeywords.T, -1)).isEqualTo(5);
      assertThat(r.number(OtfKeywords.C, -1)).isEqualTo(0x3b9aca00);
    }
  }

  @Test
  void keywordsAreWholeUpperCaseRuns() throws Exception {
    assertThat(parse("COPaC3b9aca00RT1S40R4Dd7")).isEqualTo(OtfKeywords.COLLOP);
    assertThat(r.number(OtfKeywords.FIRST, -1)).isEqualTo(0xa);
    assertThat(r.number(OtfKeywords.RT, -1)).isEqualTo(1);
    assertThat(r.number(OtfKeywords.D, -1)).isEqualTo(0xd7);
    assertThat(parse("COPB1H2C3RT0S0R0")).isEqualTo(OtfKeywords.COLLOP_BEGIN);
    assertThat(parse("CNT5V64")).isEqualTo(OtfKeywords.COUNTER);
    assertThat(r.number(OtfKeywords.V, -1)).isEqualTo(100);
  }

  @Test
  void bareLeaveHasNoToken() throws Exception {
    assertThat(parse("L")).isEqualTo(OtfKeywords.LEAVE);
    assertThat(r.hasNumber(OtfKeywords.FIRST)).isFalse();
    assertThat(parse("L3")).isEqualTo(OtfKeywords.LEAVE);
    assertThat(r.number(OtfKeywords.FIRST, -1)).isEqualTo(3);
  }

  @Test
  void stringsAndListsAndTheEmptyListBeforeAName() throws Exception {
    assertThat(parse("DPG3b9aca00M1,2,3,NM\"MPI Communicator 0\"")).isEqualTo(OtfKeywords.DPG);
    assertThat(new String(r.stringBytes(OtfKeywords.NM), StandardCharsets.US_ASCII)).isEqualTo("MPI Communicator 0");
    assertThat(r.number(OtfKeywords.M, -1)).isEqualTo(1);
    assertThat(parse("DPG7MNM\"empty\"")).isEqualTo(OtfKeywords.DPG);
    assertThat(r.has(OtfKeywords.M)).isTrue();
    assertThat(new String(r.stringBytes(OtfKeywords.NM), StandardCharsets.US_ASCII)).isEqualTo("empty");
    assertThat(parse("DCNT1G1NM\"counter-name\"P0U\"\"")).isEqualTo(OtfKeywords.DCNT);
    assertThat(r.stringBytes(OtfKeywords.U)).isEmpty();
  }

  @Test
  void unknownRecordAndTrailingContent() throws Exception {
    assertThat(parse("ZZZ1")).isEqualTo(-1);
    assertThat(parse("E1QQ5")).isEqualTo(OtfKeywords.ENTER);
    assertThat(r.skippedContent()).isTrue();
    assertThat(r.number(OtfKeywords.FIRST, -1)).isEqualTo(1);
  }

  @Test
  void malformedValuesNameThePosition() {
    assertThatThrownBy(() -> parse("DP1NM\"no end")).isInstanceOf(TraceInputException.class)
        .hasMessageStartingWith("x.def:7: ").hasMessageContaining("closing quote");
    assertThatThrownBy(() -> parse("E12345678901234567")).isInstanceOf(TraceInputException.class)
        .hasMessageContaining("17 digits");
    assertThatThrownBy(() -> {
      parse("E123456789");
      r.token(OtfKeywords.FIRST, "function token");
    }).isInstanceOf(TraceInputException.class).hasMessageContaining("32 bits");
  }

  @Test
  void wholeLineNumbers() throws Exception {
    byte[] b = "2fd6".getBytes(StandardCharsets.US_ASCII);
    assertThat(r.wholeLineHex(b, 0, b.length, () -> SourcePosition.line("e", 1), "time")).isEqualTo(0x2fd6);
    byte[] bad = "2fd6x".getBytes(StandardCharsets.US_ASCII);
    assertThatThrownBy(() -> r.wholeLineHex(bad, 0, bad.length, () -> SourcePosition.line("e", 1), "time"))
        .isInstanceOf(TraceInputException.class).hasMessageContaining("extra content");
  }
}
