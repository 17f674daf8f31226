package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;

/**
 * The byte-literal and one-character forms of {@code accept}/{@code expect} that the record parser
 * uses behave exactly as the String forms: same answer, same position after, same error message.
 */
class TextCursorLiteralTest {
  @Property(tries = 400)
  void byteLiteralsAcceptWhatStringLiteralsAccept(
      @ForAll @StringLength(max = 12) @CharRange(from = ' ', to = ']') String line,
      @ForAll @StringLength(min = 1, max = 4) @CharRange(from = '(', to = ']') String literal) {
    TextCursor byString = cursor(line);
    TextCursor byBytes = cursor(line);
    assertThat(byBytes.accept(TextCursor.literal(literal))).isEqualTo(byString.accept(literal));
    assertThat(byBytes.pos()).isEqualTo(byString.pos());
  }

  /**
   * Literals as long as the records' own (8 to 12 bytes): against lines that hold the literal,
   * the literal with one byte changed, a cut of it, or the literal after blanks.
   */
  @Property(tries = 1000)
  void longByteLiteralsAcceptWhatStringLiteralsAccept(
      @ForAll @StringLength(min = 8, max = 12) @CharRange(from = '(', to = ']') String literal,
      @ForAll @IntRange(min = 0, max = 13) int changeAt, @ForAll @IntRange(min = 0, max = 3) int form,
      @ForAll @StringLength(max = 3) @CharRange(from = ' ', to = ']') String rest) {
    String text = switch (form) {
      case 0 -> literal;
      case 1 -> changeAt < literal.length()
          ? literal.substring(0, changeAt) + (char) (literal.charAt(changeAt) ^ 1) + literal.substring(changeAt + 1)
          : literal;
      case 2 -> literal.substring(0, Math.min(changeAt, literal.length()));
      default -> " \t".substring(0, changeAt % 3) + literal;
    };
    String line = text + rest;
    TextCursor byString = cursor(line);
    TextCursor byBytes = cursor(line);
    TextCursor byWords = cursor(line);
    byte[] bytes = TextCursor.literal(literal);
    long[] words = ByteWords.words(bytes);
    boolean accepted = byString.accept(literal);
    assertThat(byBytes.accept(bytes)).as(line).isEqualTo(accepted);
    assertThat(byWords.accept(bytes, words[0], words[1])).as(line).isEqualTo(accepted);
    assertThat(byBytes.pos()).isEqualTo(byString.pos());
    assertThat(byWords.pos()).isEqualTo(byString.pos());
  }

  @Property(tries = 400)
  void expectingOneCharacterFailsOrMovesAsTheStringForm(
      @ForAll @StringLength(max = 6) @CharRange(from = ' ', to = ']') String line,
      @ForAll @CharRange(from = '(', to = ']') char literal) {
    TextCursor byString = cursor(line);
    TextCursor byChar = cursor(line);
    TextCursor byBytes = cursor(line);
    Throwable s = catchThrowable(() -> byString.expect(String.valueOf(literal)));
    Throwable c = catchThrowable(() -> byChar.expect(literal));
    Throwable b = catchThrowable(() -> byBytes.expect(TextCursor.literal(String.valueOf(literal))));
    assertThat(message(c)).isEqualTo(message(s));
    assertThat(message(b)).isEqualTo(message(s));
    assertThat(byChar.pos()).isEqualTo(byString.pos());
    assertThat(byBytes.pos()).isEqualTo(byString.pos());
  }

  private static String message(Throwable t) {
    return t == null ? null : t.getMessage();
  }

  private static TextCursor cursor(String line) {
    byte[] bytes = ("x" + line).getBytes(StandardCharsets.US_ASCII);
    TextCursor c = new TextCursor("t.txt");
    c.reset(bytes, 1, bytes.length, 7);
    return c;
  }
}
