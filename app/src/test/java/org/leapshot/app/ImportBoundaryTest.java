package org.leapshot.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    Path core = Path.of(Slog2Reader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    ModuleDescriptor module;
    try (FileSystem jar = Files.isDirectory(core) ? null : FileSystems.newFileSystem(core);
        InputStream in = Files.newInputStream((jar == null ? core : jar.getPath("/")).resolve("module-info.class"))) {
      module = ModuleDescriptor.read(in);
    }
    assertThat(module.name()).isEqualTo("org.leapshot.core");
    assertThat(module.exports()).allSatisfy(e -> assertThat(e.isQualified()).as(e.source()).isFalse());
    assertThat(module.exports()).map(ModuleDescriptor.Exports::source).map(p -> p.substring("org.leapshot.slog2.".length()))
        .containsExactlyInAnyOrder("check", "concurrent", "convert", "format", "io", "model", "query", "write");
    assertThat(module.packages()).contains("org.leapshot.slog2.format.decode", "org.leapshot.slog2.tree");
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
