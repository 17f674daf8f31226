package org.leapshot.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.Slog2Reader;

/**
 * The core's module keeps its decoders and tree writer to itself (the compiler refuses them), but
 * it publishes the file's structure ({@code format}) for the commands that print it; a module
 * cannot tell the app's packages apart, so this keeps the viewer and every other tool off it: they
 * read drawables through the query engine.
 */
class ImportBoundaryTest {
  private static final Pattern STRUCTURE = Pattern.compile("org\\.leapshot\\.slog2\\.format\\b");
  /** The structure printers: {@code print} (nodes, shadows) and {@code info} (header, directory). */
  private static final List<String> ALLOWED = List.of("org/leapshot/app/cli/print/", "org/leapshot/app/cli/PrintCommand.java",
      "org/leapshot/app/cli/InfoCommand.java");

  @Test
  void onlyTheStructurePrintersSeeTheFileStructure() throws IOException {
    Path root = Path.of("src/main/java");
    assertThat(root).isDirectory();
    List<String> offenders;
    try (Stream<Path> files = Files.walk(root)) {
      offenders = files.filter(p -> p.toString().endsWith(".java"))
          .filter(p -> !allowed(root.relativize(p).toString().replace('\\', '/')))
          .filter(ImportBoundaryTest::mentionsStructure)
          .map(p -> root.relativize(p).toString())
          .sorted()
          .toList();
    }
    assertThat(offenders).as("app sources using the core's file structure (format)").isEmpty();
  }

  /**
   * The compiler's half: the core exports exactly its published packages, to everyone, so that
   * the decoders and the tree writer cannot be reached from the app at all. Read from the core's
   * compiled descriptor because tests run on the class path, where modules are not enforced.
   */
  @Test
  void theCoreKeepsItsDecodersAndWriterToItself() throws Exception {
    ModuleDescriptor module = coreModule(root -> {
      try (InputStream in = Files.newInputStream(root.resolve("module-info.class"))) {
        return ModuleDescriptor.read(in);
      }
    });
    assertThat(module.name()).isEqualTo("org.leapshot.core");
    assertThat(module.exports()).allSatisfy(e -> assertThat(e.isQualified()).as(e.source()).isFalse());
    assertThat(module.exports()).map(ModuleDescriptor.Exports::source).map(p -> p.substring("org.leapshot.slog2.".length()))
        .containsExactlyInAnyOrder("check", "concurrent", "convert", "format", "io", "model", "query", "write");
    assertThat(module.packages()).contains("org.leapshot.slog2.format.decode", "org.leapshot.slog2.tree");
  }

  /**
   * What the app can call in the core names only what it can see: no public signature of an
   * exported class names a class of the core's unexported packages (the core's pom keeps {@code
   * -Xlint:exports} on, which only warns). Checked on the compiled classes, like the descriptor.
   */
  @Test
  void theCoresPublishedApiNamesOnlyExportedTypes() throws Exception {
    List<String> leaks = coreModule(root -> {
      Set<String> exported = new HashSet<>();
      try (InputStream in = Files.newInputStream(root.resolve("module-info.class"))) {
        ModuleDescriptor.read(in).exports().forEach(e -> exported.add(e.source()));
      }
      PublishedApi api = new PublishedApi(exported);
      try (Stream<Path> files = Files.walk(root)) {
        for (Path f : files.filter(f -> f.toString().endsWith(".class") && !f.toString().contains("-")).toList()) {
          String name = root.relativize(f).toString().replace('\\', '/').replace('/', '.');
          api.check(Class.forName(name.substring(0, name.length() - ".class".length()), false, getClass().getClassLoader()));
        }
      }
      return api.leaks();
    });
    assertThat(leaks).as("public signatures of exported classes naming unexported core types").isEmpty();
  }

  @FunctionalInterface
  private interface CoreRead<T> {
    T read(Path root) throws Exception;
  }

  /**
   * Reads the core's compiled classes, a directory or a jar, from where tests find them: on the class
   * path, where modules are not enforced.
   */
  private static <T> T coreModule(CoreRead<T> read) throws Exception {
    Path core = Path.of(Slog2Reader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    if (Files.isDirectory(core)) {
      return read.read(core);
    }
    try (FileSystem jar = FileSystems.newFileSystem(core)) {
      return read.read(jar.getPath("/"));
    }
  }

  private static boolean allowed(String relative) {
    return relative.equals("module-info.java") || ALLOWED.stream().anyMatch(relative::startsWith);
  }

  private static boolean mentionsStructure(Path p) {
    try {
      return STRUCTURE.matcher(Files.readString(p)).find();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
