package org.leapshot.slog2.convert.clog2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.convert.clog2.Slog2Printout.PrintedCategory;
import org.leapshot.slog2.convert.clog2.Slog2Printout.PrintedDrawable;
import org.leapshot.slog2.convert.clog2.Slog2Printout.PrintedMap;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;

/**
 * Each real MPE trace converts to what the reference converter stored, as its
 * {@code slog2printserial} printout lists it: categories, line-ID maps and every drawable.
 */
class Clog2ReferencePrintoutTest {

  @ParameterizedTest
  @MethodSource("org.leapshot.slog2.convert.clog2.Clog2Fixtures#traces")
  void categoriesMatchThePrintout(String trace) throws IOException {
    Clog2Fixtures.Drained ours = Clog2Fixtures.drain(Clog2Fixtures.clog2(trace));
    Slog2Printout printed = printout(trace);

    assertThat(printed.categories()).as("%s: printed categories", trace).hasSizeGreaterThan(4);
    for (PrintedCategory p : printed.categories().values()) {
      if (p.index() < 0) {
        continue; // preview categories: the writer registers them, not the source
      }
      Category c = ours.categories().get(p.index());
      assertThat(c).as("%s: category %d", trace, p.index()).isNotNull();
      assertThat(c.name()).as("%s: name of %d", trace, p.index()).isEqualTo(p.name());
      assertThat(c.topology().displayName()).as("%s: topology of %d", trace, p.index()).isEqualTo(p.topology());
      assertThat(List.of(c.color().red(), c.color().green(), c.color().blue(), c.color().alpha()))
          .as("%s: colour of %s", trace, p.name()).containsExactly(p.r(), p.g(), p.b(), p.a());
      assertThat(c.width()).as("%s: width of %s", trace, p.name()).isEqualTo(p.width());
      assertThat(c.label().isEmpty() ? null : c.label().format()).as("%s: label of %s", trace, p.name())
          .isEqualTo(p.infoFmt());
    }
    // The printout lists exactly the used categories: every category a drawable uses is there.
    assertThat(ours.drawables().stream().map(Primitive::categoryIndex).distinct())
        .as("%s: used categories", trace).allMatch(printed.categories()::containsKey);
    assertThat(ours.categories().keySet()).as("%s: the source hands over no preview category", trace)
        .allMatch(index -> index >= 0);
  }

  @ParameterizedTest
  @MethodSource("org.leapshot.slog2.convert.clog2.Clog2Fixtures#traces")
  void lineIdMapsMatchThePrintout(String trace) throws IOException {
    Clog2Fixtures.Drained ours = Clog2Fixtures.drain(Clog2Fixtures.clog2(trace));
    List<PrintedMap> printed = printout(trace).maps();

    // The reference writer appends the Identity Map itself; the converter hands over the first two.
    assertThat(printed).hasSize(3);
    assertThat(ours.maps()).hasSize(2);
    for (int m = 0; m < 2; m++) {
      LineIdMap map = ours.maps().get(m);
      PrintedMap p = printed.get(m);
      assertThat(map.title()).isEqualTo(p.title());
      assertThat(map.columnLabels()).isEqualTo(p.columns());
      List<List<Integer>> rows = new ArrayList<>();
      for (int r = 0; r < map.rowCount(); r++) {
        List<Integer> row = new ArrayList<>();
        row.add(map.lineId(r));
        for (int v : map.values(r)) {
          row.add(v);
        }
        rows.add(row);
      }
      assertThat(rows).as("%s: rows of %s", trace, p.title())
          .isEqualTo(p.rows().stream().map(r -> java.util.Arrays.stream(r).boxed().toList()).toList());
    }
  }

  @ParameterizedTest
  @MethodSource("org.leapshot.slog2.convert.clog2.Clog2Fixtures#traces")
  void drawablesMatchThePrintout(String trace) throws IOException {
    Clog2Fixtures.Drained ours = Clog2Fixtures.drain(Clog2Fixtures.clog2(trace));
    List<PrintedDrawable> printed = printout(trace).drawables();
    assertThat(printed).as("%s: printed drawables", trace).hasSizeGreaterThan(50);

    Map<PrintedDrawable, Integer> missing = counts(printed);
    List<PrintedDrawable> extra = new ArrayList<>();
    for (Primitive p : ours.drawables()) {
      PrintedDrawable d = asPrinted(p, ours.categories().get(p.categoryIndex()));
      if (missing.merge(d, -1, Integer::sum) < 0) {
        extra.add(d);
      }
    }
    assertThat(missing.entrySet().stream().filter(e -> e.getValue() > 0).map(Map.Entry::getKey).toList())
        .as("%s: printed drawables we did not produce", trace).isEmpty();

    // slog2printserial omits a drawable that starts at the file's last time: the final MPE_Comm_finalize.
    double last = ours.drawables().stream().mapToDouble(Primitive::end).max().orElseThrow();
    assertThat(extra).as("%s: drawables the printout does not list", trace).allSatisfy(d -> {
      assertThat(ours.categories().get(d.category()).name()).isEqualTo("MPE_Comm_finalize");
      assertThat(d.boxStart()).isEqualTo(Double.toString(last));
    });
    assertThat(extra).hasSize(trace.equals("ncpilog-4p") ? 0 : 1);
  }

  private static PrintedDrawable asPrinted(Primitive p, Category category) {
    String vertices = p.vertices().stream()
        .map(v -> "(" + Float.toString((float) v.time()) + ", " + v.lineId() + ")")
        .collect(Collectors.joining(" "));
    return new PrintedDrawable(p.categoryIndex(), Double.toString(p.start()), Double.toString(p.end()), vertices,
        InfoFormatter.format(category.label(), p.info()));
  }

  private static <T> Map<T, Integer> counts(List<T> list) {
    Map<T, Integer> counts = new HashMap<>();
    list.forEach(x -> counts.merge(x, 1, Integer::sum));
    return counts;
  }

  private static Slog2Printout printout(String trace) throws IOException {
    return Slog2Printout.read(Clog2Fixtures.realMpi().resolve(trace + ".slog2printserial.txt"));
  }
}
