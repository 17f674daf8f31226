package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;

/**
 * A Primitive line read with the one-method head gives what the checked path gives: the same
 * primitive, or the same error, and the cursor in the same place; on lines as writers print them
 * and on lines changed in the ways the grammar allows or forbids (blanks, signs, exponents, long
 * numbers, vertex counts, categories, info).
 */
class PrimitiveHeadFastPathTest {
  private static final List<String> CATEGORIES = List.of(
      "Category[ index=0 name=message topo=Arrow color=(255,255,255,255,true) width=3 <tag=%d size=%d> ]",
      "Category[ index=14 name=MPI_Isend topo=State color=(0,0,255,127,true) width=1 <dest=%d tag=%d bytes=%d> ]",
      "Category[ index=20 name=MPI_Init topo=State color=(105,105,105,127,true) width=1 ]",
      "Category[ index=30 name=PAPI topo=Event color=(255,255,0,255,true) width=1 <cycles=%l ipc=%e addr=%X> ]");

  @Property(tries = 4000)
  void theFastHeadReadsALineAsTheCheckedPathDoes(@ForAll("lines") String line) {
    Object fast = read(line, true);
    Object checked = read(line, false);
    assertThat(fast).as(line).isEqualTo(checked);
    if (fast instanceof Read r) {
      // What the text source tells its sink it checked (ItemSink.checkedPrimitive): the converter's checks pass.
      Primitive p = r.primitive();
      assertThat(p.verticesInsideBox() && Double.isFinite(p.start()) && Double.isFinite(p.end())).as(line).isTrue();
    }
  }

  @Property(tries = 1000)
  void linesAsWritersPrintThemTakeTheFastHead(@ForAll("printedLines") String line) {
    byte[] b = line.getBytes(StandardCharsets.US_ASCII);
    int from = "Primitive[".length();
    int stop = new PrimitiveHeadFastPath().read(b, from, b.length, new double[2], new int[2]);
    assertThat(stop).as(line).isPositive();
    assertThat(read(line, true)).as(line).isEqualTo(read(line, false)).isInstanceOf(Read.class);
  }

  @Test
  void unusualLinesAreLeftToTheCheckedPath() {
    for (String rest : new String[] {
        "  TimeBBox(1,2) Category=20 (1, 3) (2, 3) ]", // two blanks
        " TimeBBox(1x,2) Category=20 (1, 3) (2, 3) ]", // not a number
        " TimeBBox(1e99,2e99) Category=20 (1e99, 3) (2e99, 3) ]", // beyond exact rounding
        " TimeBBox(1,2) Category=20 (1, 3) (2, 3) (2, 3) ]", // three vertices
        " TimeBBox(1,2) Category=20 (1, 3)  (2, 3) ]", // a vertex after two blanks
        " TimeBBox(1,2) Category=20 (1,3) (2, 3) ]", // no blank after the comma
        " TimeBBox(0.12345678901234567890,2) Category=20 (1, 3) (2, 3) ]", // too many digits
        " TimeBBox(1,2) Category=1234567890 (1, 3) (2, 3) ]", // a ten-digit index
        " TimeBBox(2,1) Category=20 (1, 3) (2, 3) ]", // start after end
        " TimeBBox(1,2) Category=20 (1, 3) (2, 3)]"}) { // no blank before the bracket
      byte[] b = rest.getBytes(StandardCharsets.US_ASCII);
      assertThat(new PrimitiveHeadFastPath().read(b, 0, b.length, new double[2], new int[2])).as(rest).isEqualTo(-1);
    }
  }

  /** A primitive read, and where the cursor ended. */
  private record Read(Primitive primitive, int stop) {}

  /** The primitive and where the cursor ended, or the error's message. */
  private static Object read(String line, boolean fastHead) {
    Map<Integer, Category> categories = new HashMap<>();
    try {
      for (String definition : CATEGORIES) {
        TextCursor c = cursor(definition);
        c.expect("Category[");
        Category category = DefinitionParser.category(c);
        categories.put(category.index(), category);
      }
    } catch (TraceInputException e) {
      throw new AssertionError(e);
    }
    DrawableParser parser = new DrawableParser(categories, fastHead);
    TextCursor c = cursor(line);
    try {
      c.expect("Primitive[");
      return new Read(parser.primitive(c), c.pos());
    } catch (TraceInputException e) {
      return e.getMessage();
    }
  }

  private static TextCursor cursor(String line) {
    byte[] b = ("#" + line + "#").getBytes(StandardCharsets.US_ASCII);
    TextCursor c = new TextCursor("t.txt");
    c.reset(b, 1, b.length - 1, 7);
    return c;
  }

  @Provide
  Arbitrary<String> printedLines() {
    Arbitrary<String> time = Combinators.combine(Arbitraries.integers().between(0, 99),
        Arbitraries.integers().between(0, 999_999_999)).as((w, f) -> w + "." + String.format("%09d", f));
    Arbitrary<Integer> line = Arbitraries.integers().between(0, 100_000);
    return Combinators.combine(time, time, line, line, Arbitraries.of(0, 14, 20, 30)).as((a, b, l0, l1, cat) -> {
      boolean ordered = Double.parseDouble(a) <= Double.parseDouble(b);
      String s = ordered ? a : b;
      String e = ordered ? b : a;
      return switch (cat) {
        case 0 -> "Primitive[ TimeBBox(" + s + "," + e + ") Category=0 (" + s + ", " + l0 + ") (" + e + ", " + l1
            + ") <7;;131072> ]";
        case 14 -> "Primitive[ TimeBBox(" + s + "," + e + ") Category=14 (" + s + ", " + l0 + ") (" + e + ", " + l0
            + ") <40;;5;;65536> ]";
        case 20 -> "Primitive[ TimeBBox(" + s + "," + e + ") Category=20 (" + s + ", " + l0 + ") (" + e + ", " + l0
            + ") ]";
        default -> "Primitive[ TimeBBox(" + s + "," + s + ") Category=30 (" + s + ", " + l0
            + ") <123456789012;;1.5e+00;;ABCDEF> ]";
      };
    });
  }

  /** Printed lines, then changed: a piece of the line replaced by another that may or may not fit the grammar. */
  @Provide
  Arbitrary<String> lines() {
    Arbitrary<String> piece = Arbitraries.of(" ", "", "  ", "\t", ",", ", ", "(", ")", "]", "<", ">", "-", "+", "e+00",
        "E-3", ".", "0", "1", "9", "0.5", "12345678901234567890", "1234567890", "Category=", "Category=31",
        "Category=14", "TimeBBox(", " (0.5, 3)", " (1, 2)", ";;", "x", "<1;;2>", "<1>");
    return Combinators.combine(printedLines(), Arbitraries.integers().between(0, 200), Arbitraries.integers()
        .between(0, 3), piece, Arbitraries.integers().between(0, 2)).as((line, at, drop, with, times) -> {
          String s = line;
          for (int k = 0; k < times; k++) {
            int from = Math.min(s.length(), at + 11 * k);
            int to = Math.min(s.length(), from + drop);
            s = s.substring(0, from) + with + s.substring(to);
          }
          return s;
        });
  }
}
