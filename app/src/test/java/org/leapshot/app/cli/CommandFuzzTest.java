package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #19.6: mutated text, PICL, CLOG2, OTF, OTF2, Paraver and Paje traces through {@code convert}
 * (issue #20's corruption cases end to end: reader, checks and writer), and mutated SLOG-2
 * files through {@code render}, run in-process. Every case must end within a bound with either
 * exit 0 and a valid output ({@code check} accepts it), or exit 1/2 with one line on stderr that
 * names the file, without a stack trace or "internal error"; the inputs keep their checksums and
 * a failure leaves no file behind.
 *
 * <p>Seeded: {@code -Dleapshot.fuzz.seed=S} replays a run, {@code -Dleapshot.fuzz.cases=N} runs N
 * cases per input kind instead of the quick default, {@code -Dleapshot.fuzz.verbose=true} prints
 * every case's outcome. A failure names its case's seed and mutations.
 */
class CommandFuzzTest {
  private static final long SEED = Long.getLong("leapshot.fuzz.seed", 19L);
  private static final Integer CASES = Integer.getInteger("leapshot.fuzz.cases");
  /** Far above any seed's conversion (milliseconds); only a hang gets near it. */
  private static final Duration BOUND = Duration.ofSeconds(30);

  @TempDir Path dir;

  private final List<String> failures = new ArrayList<>();
  /** Cases by command and exit status, printed so that a run shows it tried both outcomes. */
  private final Map<String, Integer> outcomes = new TreeMap<>();

  @AfterEach
  void printOutcomes(TestInfo test) {
    System.out.println(test.getDisplayName() + ": " + outcomes);
  }

  @Test
  void mutatedTextTracesConvertOrFailCleanly() throws Exception {
    fuzzConvert("text", 60, List.of(List.of("reference-converted/data.txt"), List.of("reference-converted/data1.txt"),
        List.of("reference-converted/arrow.txt"), List.of("reference-converted/onetimeline.txt")));
  }

  @Test
  void mutatedPiclTracesConvertOrFailCleanly() throws Exception {
    fuzzConvert("picl", 40, List.of(List.of("picl/worley-table20.trf")));
  }

  @Test
  void mutatedClog2TracesConvertOrFailCleanly() throws Exception {
    fuzzConvert("clog2", 50, List.of(List.of("real-mpi/cpilog-4p.clog2"), List.of("real-mpi/comm1_isr-4p.clog2")));
  }

  @Test
  void mutatedOtfTracesConvertOrFailCleanly() throws Exception {
    fuzzConvert("otf", 60, List.of(otf("otf/hello_world", "hello_world.otf"), otf("otf/philosophers",
        "philosophers.otf")));
  }

  @Test
  void mutatedOtf2ArchivesConvertOrFailCleanly() throws Exception {
    fuzzConvert("otf2", 40, List.of(archive("otf2/ping-pong-otf2", "traces.otf2"),
        archive("otf2-synthetic/features-4ranks", "traces.otf2"), archive("otf2/OTF2_archive", "APEX.otf2")));
  }

  @Test
  void mutatedParaverTracesConvertOrFailCleanly() throws Exception {
    String lulesh = "paraver/lulesh_7+1_with_uncores_sockets1+2.chop8/lulesh_7+1_with_uncores_sockets1+2.chop8";
    fuzzConvert("paraver", 40, List.of(List.of(lulesh + ".prv", lulesh + ".pcf", lulesh + ".row"),
        List.of("paraver/prime_v0/prime_v0.prv", "paraver/prime_v0/prime_v0.pcf", "paraver/prime_v0/prime_v0.row")));
  }

  @Test
  void mutatedPajeTracesConvertOrFailCleanly() throws Exception {
    fuzzConvert("paje", 40, List.of(List.of("paje/simu-mardi/simu-mardi.trace"),
        List.of("paje/native_sample/native_sample.trace"), List.of("paje/testAll/testAll.trace")));
  }

  @Test
  void mutatedSlog2FilesRenderOrFailCleanly() throws Exception {
    List<List<String>> seeds = List.of(List.of("reference/fpilog.slog2"), List.of("reference-converted/data.slog2"),
        List.of("reference-converted/arrow.slog2"), List.of("real-mpi/cpilog-4p.slog2"));
    int cases = CASES != null ? CASES : 40;
    for (int i = 0; i < cases; i++) {
      long seed = SEED * 1_000_003L + 50_000 + i;
      Random r = random(seed);
      Case c = prepare(i, seeds.get(r.nextInt(seeds.size())), 0, r, seed, r.nextBoolean());
      Path out = c.outDir().resolve(r.nextInt(4) == 0 ? "view.svg" : "view.png");
      List<String> args = new ArrayList<>(List.of("render", c.input().toString(), "-o", out.toString(), "--width",
          "400", "--height", "200"));
      if (r.nextInt(3) == 0) {
        args.addAll(List.of("--from", "0.001", "--to", "0.01"));
      }
      run(c, args, out, false);
    }
    assertThat(failures).as("fuzz failures (seed %d)", SEED).isEmpty();
  }

  /** A generator for one case: neighbouring seeds of java.util.Random start alike, so they are spread first. */
  private static Random random(long seed) {
    return new Random(new SplittableRandom(seed).nextLong());
  }

  /** An OTF trace: its master file first, then every other file of the trace. */
  private static List<String> otf(String folder, String master) throws IOException {
    List<String> files = new ArrayList<>(List.of(folder + "/" + master));
    try (Stream<Path> parts = Files.list(CliRun.testdata(folder))) {
      parts.map(p -> folder + "/" + p.getFileName()).filter(p -> !p.endsWith(master)).sorted().forEach(files::add);
    }
    return files;
  }

  /**
   * An OTF2 archive: its anchor file first, then every other file under its folder, each named
   * relative to the folder so that a case keeps the archive's layout (anchor, X.def, X/N.evt).
   */
  private static List<String> archive(String folder, String anchor) throws IOException {
    List<String> files = new ArrayList<>(List.of(folder + "//" + anchor));
    Path root = CliRun.testdata(folder);
    try (Stream<Path> parts = Files.walk(root)) {
      parts.filter(Files::isRegularFile).map(p -> folder + "//" + root.relativize(p).toString().replace('\\', '/'))
          .filter(p -> !p.endsWith("//" + anchor)).filter(p -> p.endsWith(".otf2") || p.endsWith(".def")
              || p.endsWith(".evt")).sorted().forEach(files::add);
    }
    return files;
  }

  private void fuzzConvert(String format, int defaultCases, List<List<String>> seeds) throws Exception {
    int cases = CASES != null ? CASES : defaultCases;
    for (int i = 0; i < cases; i++) {
      long seed = SEED * 1_000_003L + format.hashCode() * 10_000L + i;
      Random r = random(seed);
      List<String> files = seeds.get(r.nextInt(seeds.size()));
      Case c = prepare(i, files, r.nextInt(files.size()), r, seed, false);
      // Now and then the output is a file of the input trace under another spelling: refused, untouched.
      Path out = r.nextInt(10) == 0 ? c.dir().resolve(".").resolve(placeInCase(files.get(r.nextInt(files.size()))))
          : c.outDir().resolve("out.slog2");
      List<String> args = new ArrayList<>(List.of("convert", c.input().toString(), "-o", out.toString()));
      if (r.nextBoolean()) {
        args.add("--keep-going");
      }
      if (r.nextInt(5) == 0) {
        args.add("--check-order");
      }
      if (r.nextInt(3) == 0) {
        args.addAll(List.of("--format", format));
      }
      if (r.nextInt(4) == 0) {
        args.addAll(List.of("--leaf-bytes", "1024", "--children", "3"));
      }
      run(c, args, out, true);
    }
    assertThat(failures).as("fuzz failures (seed %d)", SEED).isEmpty();
  }

  /** Where a file of the test data goes in a case's folder: "folder//part" at its part, else by its name. */
  private static String placeInCase(String file) {
    String[] place = file.split("//", 2);
    return place.length == 2 ? place[1] : file.replaceFirst(".*/", "");
  }

  /** One case's folder: copies of {@code files}, the one at {@code mutated} mutated; the first is the input. */
  private Case prepare(int index, List<String> files, int mutated, Random r, long seed, boolean oneBit)
      throws IOException {
    Path caseDir = Files.createDirectories(dir.resolve("case-" + index));
    InputMutator mutator = new InputMutator(r.nextLong());
    Path input = null;
    for (int f = 0; f < files.size(); f++) {
      Path from = CliRun.testdata(files.get(f).replace("//", "/"));
      Path to = caseDir.resolve(placeInCase(files.get(f)));
      Files.createDirectories(to.getParent());
      byte[] bytes = Files.readAllBytes(from);
      Files.write(to, f != mutated ? bytes : oneBit ? mutator.flipOne(bytes) : mutator.mutate(bytes));
      if (f == 0) {
        input = to;
      }
    }
    String what = "case " + index + " (seed " + seed + "): " + files.get(mutated) + ": " + mutator.description();
    return new Case(caseDir, input, Files.createDirectory(caseDir.resolve("out")), what, checksums(caseDir));
  }

  private record Case(Path dir, Path input, Path outDir, String what, Map<Path, String> checksums) {}

  private void run(Case c, List<String> args, Path out, boolean slog2Output) throws IOException {
    CliRun r;
    try {
      r = assertTimeoutPreemptively(BOUND, () -> CliRun.of(args.toArray(String[]::new)));
    } catch (AssertionError e) {
      failures.add(c.what() + ": no answer within " + BOUND + ": " + args);
      return;
    }
    String problem = verdict(c, r, out, slog2Output);
    if (problem == null && !checksums(c.dir()).equals(c.checksums())) {
      problem = "an input file changed";
    }
    if (problem != null) {
      failures.add(c.what() + ": " + problem + "\n  " + String.join(" ", args) + "\n  exit " + r.exitCode() + ", stderr: "
          + r.err());
    }
    outcomes.merge(args.get(0) + " exit " + r.exitCode(), 1, Integer::sum);
    if (Boolean.getBoolean("leapshot.fuzz.verbose")) {
      System.out.print(c.what() + " -> " + r.exitCode() + " " + r.err());
    }
    deleteTree(c.dir());
  }

  /** Null if the run behaved, else what was wrong. */
  private static String verdict(Case c, CliRun r, Path out, boolean slog2Output) throws IOException {
    List<Path> left = list(c.outDir());
    if (!out.startsWith(c.outDir())) {
      return r.exitCode() == 2 && r.err().contains("the output would overwrite it") ? null
          : "an input file as output was not refused as a usage error";
    }
    if (r.exitCode() == 0) {
      // beside a converted file, the input's category groups and timeline names when it has some
      List<Path> besides = List.of(org.leapshot.slog2.convert.CategoryGroupsFile.of(out),
          org.leapshot.slog2.convert.TimelineNamesFile.of(out));
      if (!left.equals(List.of(out)) && !(slog2Output && left.contains(out)
          && left.stream().allMatch(f -> f.equals(out) || besides.contains(f)))) {
        return "exit 0 but the output folder holds " + left;
      }
      if (slog2Output) {
        CliRun check = CliRun.of("check", out.toString());
        if (check.exitCode() != 0) {
          return "exit 0 but check rejects the output: " + check.err();
        }
      }
      return null;
    }
    if (r.exitCode() != 1 && r.exitCode() != 2) {
      return "exit status " + r.exitCode();
    }
    String err = r.err();
    String stem = c.input().getFileName().toString().replaceFirst("\\.[^.]*$", "");
    if (err.lines().count() != 1) {
      return "stderr is not one line";
    }
    if (err.contains("internal error") || err.contains("\tat ") || err.contains("Exception")) {
      return "a bug's message";
    }
    if (!err.contains(stem)) {
      return "the message does not name the file";
    }
    if (!left.isEmpty()) {
      return "a failure left " + left;
    }
    return null;
  }

  private static Map<Path, String> checksums(Path caseDir) throws IOException {
    Map<Path, String> sums = new TreeMap<>();
    Path outputs = caseDir.resolve("out");
    try (Stream<Path> files = Files.walk(caseDir)) {
      for (Path p : files.filter(f -> Files.isRegularFile(f) && !f.startsWith(outputs)).toList()) {
        sums.put(p, sha256(Files.readAllBytes(p)));
      }
    }
    return sums;
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<Path> list(Path folder) throws IOException {
    try (Stream<Path> s = Files.list(folder)) {
      return s.sorted().toList();
    }
  }

  private static void deleteTree(Path root) throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
