package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Category;

class CategoryGroupsFileTest {
  private static final Path TESTDATA = Path.of(System.getProperty("leapshot.shared"), "testdata");

  @TempDir Path dir;

  private static Map<Integer, String> names(Path slog2) throws IOException {
    Map<Integer, String> names = new HashMap<>();
    try (Slog2Reader reader = Slog2Reader.open(slog2)) {
      for (Category c : reader.categories().values()) {
        names.put(c.index(), c.name());
      }
    }
    return names;
  }

  private Path convert(Path input, String name) throws IOException {
    assertThat(input).as("test data beside the checkout").isRegularFile();
    Path out = dir.resolve(name);
    new Converter(ConvertOptions.defaults(), null).convert(input, out);
    return out;
  }

  @Test
  void anOtfConversionKeepsTheFunctionGroupsBesideTheOutput() throws IOException {
    Path out = convert(TESTDATA.resolve("otf/hello_world/hello_world.otf"), "hello.slog2");
    Map<Integer, String> names = names(out);
    Map<String, String> groupOfName = new TreeMap<>();
    CategoryGroupsFile.read(out, names).forEach((index, group) -> groupOfName.put(names.get(index), group));

    // hello_world.0.def: DFG10 "standard functions" holds main, DFG11 "user functions" foo and bar
    assertThat(groupOfName).containsEntry("main", "standard functions").containsEntry("foo", "user functions")
        .containsEntry("bar", "user functions");
    assertThat(Files.readString(CategoryGroupsFile.of(out))).startsWith(CategoryGroupsFile.HEADER + "\n");
  }

  @Test
  void anOtf2ConversionKeepsEachRegionsParadigm() throws IOException {
    Path out = convert(TESTDATA.resolve("otf2/ping-pong-otf2-papi/traces.otf2"), "pp.slog2");
    Map<Integer, String> names = names(out);
    Map<Integer, String> groups = CategoryGroupsFile.read(out, names);

    // Every category the trace defines has its group; the writer's preview categories have none.
    assertThat(groups.keySet()).containsExactlyInAnyOrderElementsOf(names.entrySet().stream()
        .filter(e -> !e.getValue().startsWith("Preview_")).map(Map.Entry::getKey).toList());
    assertThat(groups.values()).contains("MPI", "messages");
    names.forEach((index, name) -> {
      if (name.startsWith("MPI_")) {
        assertThat(groups.get(index)).as(name).isEqualTo("MPI");
      }
    });
  }

  private Map<String, String> groupOfName(Path out) throws IOException {
    Map<Integer, String> names = names(out);
    Map<String, String> byName = new TreeMap<>();
    CategoryGroupsFile.read(out, names).forEach((index, group) -> byName.put(names.get(index), group));
    return byName;
  }

  @Test
  void aParaverConversionGroupsCallsByTheirEventType() throws IOException {
    // qsort_beo3.pcf: MPI_Send and MPI_Recv are values of type 50000001 "MPI Point-to-point"
    Map<String, String> groups = groupOfName(convert(TESTDATA.resolve("paraver/qsort_beo3/qsort_beo3.prv"), "q.slog2"));
    assertThat(groups).containsEntry("MPI_Send", "MPI Point-to-point").containsEntry("MPI_Recv", "MPI Point-to-point")
        .containsEntry("MPI_Bcast", "MPI Collective Comm").containsEntry("Running", "states")
        .containsEntry("message", "messages");
  }

  @Test
  void aPajeConversionGroupsStateValuesByTheirStateType() throws IOException {
    Map<String, String> groups = groupOfName(convert(TESTDATA.resolve("paje/native_sample/native_sample.trace"),
        "n.slog2"));
    assertThat(groups).containsEntry("Executing", "Thread State").containsEntry("Idle", "Worker State")
        .containsEntry("Number of Ready Tasks", "variables");
  }

  @Test
  void aFormatWithoutGroupsWritesNoneAndRemovesAStaleOne() throws IOException {
    Path in = dir.resolve("t.trf");
    Files.writeString(in, "-3 -601 1.0 0 -1 0\n-4 -601 5.0 0 -1 0\n");
    Path out = dir.resolve("t.slog2");
    Files.writeString(CategoryGroupsFile.of(out), "left by an earlier conversion\n");

    new Converter(ConvertOptions.defaults(), null).convert(in, out);

    assertThat(CategoryGroupsFile.of(out)).doesNotExist();
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).containsExactlyInAnyOrder(in, out);
    }
  }

  @Test
  void noGroupsFileReadsAsNoGroups() throws IOException {
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "1234");
    assertThat(CategoryGroupsFile.read(slog2, Map.of(0, "a"))).isEmpty();
  }

  @Test
  void writtenGroupsReadBackWithAwkwardNames() throws IOException {
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "not really SLOG-2");
    Map<Integer, String> names = Map.of(0, "a\tb", 1, "back\\slash", 2, "line\nfeed", 3, "ungrouped");
    Map<Integer, String> groups = Map.of(0, "g 1", 1, "g\r2", 2, "g 1");

    CategoryGroupsFile.write(slog2, names, groups);

    assertThat(CategoryGroupsFile.read(slog2, names)).isEqualTo(groups);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "# something else\nslog2-bytes 4\n0\ta\tg\n|line 1",
      "# leapshot category groups 1\nslog2-bytes 5\n0\ta\tg\n|line 2",
      "# leapshot category groups 1\nslog2-bytes 4\n0\tb\tg\n|line 3: category 0 is \"a\"",
      "# leapshot category groups 1\nslog2-bytes 4\n7\ta\tg\n|line 3: category 7 is not in",
      "# leapshot category groups 1\nslog2-bytes 4\nx\ta\tg\n|line 3: category index \"x\"",
      "# leapshot category groups 1\nslog2-bytes 4\n0\ta\n|line 3: expected index, name and group",
      "# leapshot category groups 1\nslog2-bytes 4\n0\ta\tg\\q\n|line 3: unknown escape",
      "# leapshot category groups 1\nslog2-bytes 4\n0\ta\tg\n0\ta\th\n|line 4: category 0 is listed twice",
      "# leapshot category groups 1|line 2"})
  void aBadGroupsFileIsRefusedWithItsNameAndLine(String caseText) throws IOException {
    String[] parts = caseText.split("\\|");
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "abcd");
    Files.writeString(CategoryGroupsFile.of(slog2), parts[0]);

    assertThatThrownBy(() -> CategoryGroupsFile.read(slog2, Map.of(0, "a"))).isInstanceOf(IOException.class)
        .hasMessageStartingWith(CategoryGroupsFile.of(slog2) + ": ").hasMessageContaining(parts[1]);
  }

  @Test
  void binaryOrHugeGroupsFilesAreRefusedBeforeReading() throws IOException {
    Path slog2 = Files.writeString(dir.resolve("x.slog2"), "abcd");
    Files.write(CategoryGroupsFile.of(slog2), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
    assertThatThrownBy(() -> CategoryGroupsFile.read(slog2, Map.of())).hasMessageContaining("not UTF-8");

    try (var f = new java.io.RandomAccessFile(CategoryGroupsFile.of(slog2).toFile(), "rw")) {
      f.setLength(CategoryGroupsFile.MAX_BYTES + 1);
    }
    assertThatThrownBy(() -> CategoryGroupsFile.read(slog2, Map.of())).hasMessageContaining("more than the");
  }
}
