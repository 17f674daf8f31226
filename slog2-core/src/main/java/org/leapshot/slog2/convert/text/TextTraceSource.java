package org.leapshot.slog2.convert.text;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceSource;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Primitive;

/**
 * The slog2sdk ASCII trace format: one record per line, handed out in file order. Categories and
 * YCoordMaps (as line-ID maps, spec §6.2) become definition items; Primitive lines and Composite
 * lines with their following primitives become drawables that keep the producer's TimeBBox.
 *
 * <p>The source checks each record on its own (syntax, numbers, categories, info values, boxes)
 * and throws a {@link TraceInputException} with the file and line at the first problem. It does not
 * check the end-time order between drawables; the writer does.
 */
public final class TextTraceSource implements TraceSource {
  private static final byte[] PRIMITIVE = TextCursor.literal("Primitive[");
  private static final long PRIMITIVE_FIRST = ByteWords.words(PRIMITIVE)[0];
  private static final long PRIMITIVE_LAST = ByteWords.words(PRIMITIVE)[1];
  private static final byte[] COMPOSITE = TextCursor.literal("Composite[");
  private static final byte[] CATEGORY = TextCursor.literal("Category[");
  private static final byte[] Y_COORD_MAP = TextCursor.literal("YCoordMap[");
  /**
   * Most usual Primitive lines one {@link #drainTo} hands over: few enough that a caller that stops
   * reading (a cancelled conversion, a refused batch) stops soon after.
   */
  static final int RUN = 64;

  private final InputStream in;
  private final String name;
  private final long size;
  private final LineReader lines;
  private final TextCursor cursor;
  private final Map<Integer, Category> categories = new HashMap<>();
  private final DrawableParser drawables = new DrawableParser(categories);
  private final ImportReport report = new ImportReport();
  private TraceItem peeked;
  /** The current line is to be read again by the next {@link #nextLine()} (after skipping members). */
  private boolean pushedBack;
  /** Member lines of the current Composite consumed so far. */
  private int membersRead;

  /** Reads a text trace from a stream; {@code name} appears in messages, {@code size} (or -1) drives progress. */
  public TextTraceSource(InputStream in, String name, long size) {
    this.in = in;
    this.name = name;
    this.size = size;
    this.lines = new LineReader(in);
    this.cursor = new TextCursor(name);
  }

  public static TextTraceSource open(Path file) throws IOException {
    return new TextTraceSource(Files.newInputStream(file), file.getFileName().toString(), Files.size(file));
  }

  @Override
  public TraceItem peek() throws IOException {
    if (peeked == null) {
      peeked = read();
    }
    return peeked;
  }

  @Override
  public TraceItem next() throws IOException {
    if (peeked == null) {
      // Not through the field: storing each new item into this long-lived object would cost a
      // garbage-collector write barrier with a memory fence per item.
      return read();
    }
    TraceItem item = peeked;
    peeked = null;
    return item;
  }

  @Override
  public ImportReport report() {
    return report;
  }

  @Override
  public double progress() {
    return size > 0 ? Math.min(1.0, (double) lines.consumed() / size) : -1;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  /**
   * As {@link #next()}, but a Primitive line goes to the sink as the primitive with its file and
   * line: no position and no item object per record, which the quick compiler the converter runs
   * with would allocate for every one of them.
   */
  @Override
  public boolean drainTo(ItemSink sink) throws IOException {
    if (peeked != null) {
      TraceItem item = peeked;
      peeked = null;
      sink.item(item);
      return true;
    }
    if (!pushedBack && primitiveAhead(sink)) {
      // The usual lines that follow too, up to a run's worth: one call of this and of the caller's
      // loop (and its checks for a stop) per run instead of per line, as nearly every line is one.
      int handed = 1;
      while (handed < RUN && primitiveAhead(sink)) {
        handed++;
      }
      return true;
    }
    if (!nextLine()) {
      return false;
    }
    if (cursor.accept(PRIMITIVE, PRIMITIVE_FIRST, PRIMITIVE_LAST)) {
      // The parser checked the box, the vertices and the category as the sink's checks would.
      sink.checkedPrimitive(drawables.primitive(cursor), name, cursor.line());
    } else {
      sink.item(record());
    }
    return true;
  }

  /**
   * The usual next line, a Primitive as writers print it, read before its end is looked for: its
   * head holds no line feed, so the search starts after it, and most of the line is scanned once
   * instead of twice. True when the primitive went to the sink; false, with nothing consumed,
   * for anything else (another record, blanks first, a head the checked path must read, a line
   * whose end is not yet in the buffer), which the caller then reads as usual.
   */
  private boolean primitiveAhead(ItemSink sink) throws TraceInputException {
    byte[] b = lines.bytes();
    int from = lines.nextStart();
    int limit = lines.limit();
    if (limit - from <= PRIMITIVE.length
        || !ByteWords.matches(b, from, PRIMITIVE.length, PRIMITIVE_FIRST, PRIMITIVE_LAST)) {
      return false;
    }
    int stop = drawables.readHead(b, from + PRIMITIVE.length, limit);
    if (stop < 0 || !lines.nextEndingAfter(stop)) {
      return false;
    }
    TextCursor c = cursor;
    c.reset(b, lines.start(), lines.end(), lines.lineNumber());
    c.seek(stop);
    // The parser checked the box, the vertices and the category as the sink's checks would.
    sink.checkedPrimitive(drawables.afterFastHead(c), name, c.line());
    return true;
  }

  private TraceItem read() throws IOException {
    return nextLine() ? record() : null;
  }

  /** The record that starts on the current line (a Composite also reads its member lines). */
  private TraceItem record() throws IOException {
    TextCursor c = cursor;
    SourcePosition at = c.position();
    if (c.accept(PRIMITIVE)) {
      return new TraceItem.DrawableItem(drawables.primitive(c), at);
    }
    if (c.accept(COMPOSITE)) {
      DrawableParser.CompositeHeader h;
      try {
        h = drawables.compositeHeader(c);
      } catch (TraceInputException e) {
        skipMembers(announcedMembers());
        throw e;
      }
      return new TraceItem.DrawableItem(composite(h, at), at);
    }
    if (c.accept(CATEGORY)) {
      Category category = DefinitionParser.category(c);
      Category earlier = categories.put(category.index(), category);
      if (earlier != null && !earlier.equals(category)) {
        // The file keeps one definition, the later: the earlier one's name and colour were lost unsaid.
        report.skip("text: categories defined again differently (the earlier definition dropped)", at, "category "
            + category.index() + " " + earlier.name() + " is defined again as " + category.name());
      }
      drawables.redefined(category.index());
      return new TraceItem.CategoryItem(category, at);
    }
    if (c.accept(Y_COORD_MAP)) {
      return new TraceItem.LineIdMapItem(DefinitionParser.yCoordMap(c), at);
    }
    throw c.error("unknown record '" + c.word() + "' (expected Category[, YCoordMap[, Primitive[ or Composite[)");
  }

  /** Advances to the next non-blank line; false at the end of the input. */
  private boolean nextLine() throws IOException {
    if (pushedBack) {
      pushedBack = false;
      cursor.reset(lines.bytes(), lines.start(), lines.end(), lines.lineNumber());
      return true;
    }
    while (lines.next()) {
      cursor.reset(lines.bytes(), lines.start(), lines.end(), lines.lineNumber());
      if (!cursor.atEnd()) {
        return true;
      }
    }
    return false;
  }

  /**
   * After a bad Composite line or member: skips the rest of its member Primitive lines, so that a
   * caller that goes on after the error does not read them as top-level primitives. Stops early at
   * a line that is not a Primitive, which is then read normally.
   */
  private void skipMembers(int count) throws IOException {
    for (int i = 0; i < count; i++) {
      if (!nextLine()) {
        return;
      }
      if (!cursor.accept(PRIMITIVE)) {
        pushedBack = true;
        return;
      }
    }
  }

  /** NumPrimes of the current Composite line read leniently (0 if absent), for skipping after an error. */
  private int announcedMembers() {
    String line = new String(lines.bytes(), lines.start(), lines.end() - lines.start(), StandardCharsets.ISO_8859_1);
    int at = line.indexOf("NumPrimes=");
    if (at < 0) {
      return 0;
    }
    int n = 0;
    for (int i = at + "NumPrimes=".length(); i < line.length() && Character.isDigit(line.charAt(i)); i++) {
      n = Math.min(Short.MAX_VALUE, n * 10 + (line.charAt(i) - '0'));
    }
    return n;
  }

  private Composite composite(DrawableParser.CompositeHeader h, SourcePosition at) throws IOException {
    try {
      return compositeMembers(h, at);
    } catch (TraceInputException e) {
      skipMembers(h.primitiveCount() - membersRead);
      throw e;
    }
  }

  private Composite compositeMembers(DrawableParser.CompositeHeader h, SourcePosition at) throws IOException {
    List<Primitive> primitives = new ArrayList<>(Math.min(h.primitiveCount(), 64));
    membersRead = 0;
    for (int i = 1; i <= h.primitiveCount(); i++) {
      if (!nextLine()) {
        throw new TraceInputException(at, "the Composite announces " + h.primitiveCount()
            + " primitives but the file ends after " + (i - 1));
      }
      membersRead = i;
      if (!cursor.accept(PRIMITIVE)) {
        TraceInputException e = cursor.error("primitive " + i + " of the Composite at line " + at.line()
            + " expected, found '" + cursor.word() + "'");
        // Not a member: it is read again as a record of its own if the caller goes on.
        pushedBack = true;
        throw e;
      }
      Primitive p = drawables.primitive(cursor);
      if (p.start() < h.start() || p.end() > h.end()) {
        throw cursor.error("primitive " + i + " TimeBBox(" + p.start() + "," + p.end()
            + ") is outside the Composite's TimeBBox(" + h.start() + "," + h.end() + ") at line " + at.line());
      }
      primitives.add(p);
    }
    return new Composite(h.categoryIndex(), primitives, h.info(), h.start(), h.end());
  }
}
