package org.leapshot.slog2.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.testing.SharedData;

/**
 * Golden test: everything our reader decodes from the reference's files equals the reference's
 * own {@code slog2printserial} printout — header, categories, tree directory, line-ID maps and the
 * multiset of drawables (times, category, vertices, info text, byte size).
 *
 * <p>The one allowed difference is the oracle's quirk of spec §11.4: its serial iterator never
 * reports a drawable whose start equals the file's final time (the final {@code MPE_Comm_finalize}
 * event of the real-MPI traces). Exactly those may be missing from the printout, nothing else.
 */
class ReferencePrintoutTest {

  static Stream<String> files() throws IOException {
    List<String> names = new ArrayList<>();
    for (String dir : List.of("reference", "reference-converted", "real-mpi")) {
      try (Stream<Path> s = Files.list(SharedData.testdata(dir))) {
        // The big generated pairs come without a printout; their oracle is the .slog2 itself.
        s.filter(p -> Files.exists(p.resolveSibling(p.getFileName() + "printserial.txt")))
            .map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".slog2")).sorted()
            .forEach(n -> names.add(dir + "/" + n));
      }
    }
    assertThat(names).hasSize(22);
    return names.stream();
  }

  private static Printout printout(String file) throws IOException {
    return Printout.read(SharedData.testdata(file + "printserial.txt"));
  }

  @ParameterizedTest
  @MethodSource("files")
  void headerEqualsThePrintout(String file) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(SharedData.testdata(file))) {
      Header h = r.header();
      Map<String, String> expected = printout(file).header;
      Map<String, String> ours = new HashMap<>();
      ours.put("version", h.version());
      ours.put("NumOfChildrenPerNode", Integer.toString(h.childrenPerNode()));
      ours.put("TreeLeafByteSize", Integer.toString(h.leafByteSize()));
      ours.put("MaxTreeDepth", Integer.toString(h.maxTreeDepth()));
      ours.put("MaxBufferByteSize", Integer.toString(h.maxBufferByteSize()));
      ours.put("Categories", h.categories().toString());
      ours.put("MethodDefs", h.methodDefs().toString());
      ours.put("LineIDMaps", h.lineIdMaps().toString());
      ours.put("TreeRoot", h.treeRoot().toString());
      ours.put("TreeDir", h.treeDir().toString());
      ours.put("Annotations", h.annotations().toString());
      ours.put("Postamble", h.postamble().toString());
      assertThat(ours).as(file).isEqualTo(expected);
    }
  }

  @ParameterizedTest
  @MethodSource("files")
  void categoriesEqualThePrintout(String file) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(SharedData.testdata(file))) {
      List<Printout.CategoryLine> ours = new ArrayList<>();
      for (Category c : r.categories().values()) {
        ours.add(new Printout.CategoryLine(c.index(), c.name(), c.topology().displayName(),
            c.color().red() + "," + c.color().green() + "," + c.color().blue() + "," + c.color().alpha() + ","
                + c.colorModifiable(),
            c.width(), c.label().format(),
            Float.toString(c.summary().inclusiveRatio()) + "," + Float.toString(c.summary().exclusiveRatio()),
            c.summary().count()));
      }
      assertThat(ours).as(file).containsExactlyInAnyOrderElementsOf(printout(file).categories);
    }
  }

  @ParameterizedTest
  @MethodSource("files")
  void treeDirectoryAndLineIdMapsEqualThePrintout(String file) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(SharedData.testdata(file))) {
      Printout expected = printout(file);
      List<Printout.DirectoryLine> dir = new ArrayList<>();
      for (DirectoryEntry e : r.directory().entries()) {
        dir.add(new Printout.DirectoryLine(e.id().depth(), e.id().xpos(), Double.toString(e.box().earliest()),
            Double.toString(e.box().latest()), e.pointer().toString()));
      }
      assertThat(dir).as(file).containsExactlyElementsOf(expected.directory);
      List<Printout.LineMap> maps = new ArrayList<>();
      for (LineIdMap m : r.lineIdMaps()) {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < m.rowCount(); i++) {
          StringBuilder sb = new StringBuilder().append(m.lineId(i)).append(':');
          int[] v = m.values(i);
          for (int c = 0; c < v.length; c++) {
            sb.append(c == 0 ? "" : " ").append(v[c]);
          }
          rows.add(sb.toString());
        }
        List<String> methods = new ArrayList<>();
        for (int id : m.methodIds()) {
          methods.add(id == Category.CONNECT_COMPOSITE_STATE ? "CONNECT_COMPOSITE_STATE" : Integer.toString(id));
        }
        maps.add(new Printout.LineMap(m.title(), m.columnLabels(), rows, methods));
      }
      assertThat(maps).as(file).containsExactlyElementsOf(expected.lineMaps);
    }
  }

  @ParameterizedTest
  @MethodSource("files")
  void drawablesEqualThePrintoutButForTheFinalTimeQuirk(String file) throws IOException {
    try (Slog2Reader r = Slog2Reader.open(SharedData.testdata(file))) {
      double finalTime = r.directory().entries().get(0).box().latest();
      List<String> ours = new ArrayList<>();
      List<String> atFinalTime = new ArrayList<>();
      AllDrawables.forEach(r, (node, d) -> {
        String key = DrawableKey.of(d, r.categories());
        ours.add(key);
        if (d.start() == finalTime) {
          atFinalTime.add(key);
        }
      });
      List<String> printed = printout(file).drawables;
      List<String> missing = new ArrayList<>(ours);
      for (String p : printed) {
        missing.remove(p);
      }
      List<String> extra = new ArrayList<>(printed);
      for (String o : ours) {
        extra.remove(o);
      }
      assertThat(extra).as(file + ": printed but not read by us").isEmpty();
      assertThat(missing).as(file + ": read by us but not printed").isSubsetOf(atFinalTime);
      assertThat(ours.size() - printed.size()).as(file).isEqualTo(missing.size());
      if (file.startsWith("real-mpi/")) {
        // The real-MPI README: the final MPE_Comm_finalize event is missing in all but ncpilog-4p.
        assertThat(missing).as(file).hasSize(file.contains("ncpilog") ? 0 : 1);
      }
    }
  }
}
