package org.leapshot.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The core exports its file-format and tree-writer packages to the app only for the commands that
 * print the file's structure and for conversion options (see the core's module-info); the compiler
 * cannot tell the app's packages apart, so this keeps the viewer and every other tool off them.
 */
class ImportBoundaryTest {
  private static final Pattern INTERNAL = Pattern.compile("org\\.leapshot\\.slog2\\.(format|tree)\\.");
  /** The known exceptions, until the core publishes the node walk and conversion summary they need. */
  private static final List<String> ALLOWED = List.of("org/leapshot/app/cli/print/", "org/leapshot/app/cli/PrintCommand.java",
      "org/leapshot/app/cli/InfoCommand.java", "org/leapshot/app/cli/ConvertCommand.java",
      "org/leapshot/app/cli/convert/ConvertReportPrinter.java");

  @Test
  void onlyTheStructurePrintersAndConvertSeeTheFileFormat() throws IOException {
    Path root = Path.of("src/main/java");
    assertThat(root).isDirectory();
    List<String> offenders;
    try (Stream<Path> files = Files.walk(root)) {
      offenders = files.filter(p -> p.toString().endsWith(".java"))
          .filter(p -> !allowed(root.relativize(p).toString().replace('\\', '/')))
          .filter(ImportBoundaryTest::mentionsInternals)
          .map(p -> root.relativize(p).toString())
          .sorted()
          .toList();
    }
    assertThat(offenders).as("app sources using the core's format/tree packages").isEmpty();
  }

  private static boolean allowed(String relative) {
    return relative.equals("module-info.java") || ALLOWED.stream().anyMatch(relative::startsWith);
  }

  private static boolean mentionsInternals(Path p) {
    try {
      return INTERNAL.matcher(Files.readString(p)).find();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
