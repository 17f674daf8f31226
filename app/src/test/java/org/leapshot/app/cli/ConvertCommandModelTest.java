package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code convert}'s options are declared in code (ConvertCommand, for start-up time): its help, its
 * defaults and its required arguments must stay what the annotated command had.
 */
class ConvertCommandModelTest {

  /**
   * {@code leapshot convert --help}: the annotated command's, plus {@code --no-overview} and the
   * leaf size of the formats without a reference converter.
   */
  private static final String HELP = String.join(System.lineSeparator(),
      "Usage: leapshot convert [-hV] [--check-order] [--include-host] [--keep-going]",
      "                        [--no-overview] [--children=K] [--format=FORMAT]",
      "                        [--leaf-bytes=N] -o=OUTPUT INPUT",
      "Converts a trace (slog2sdk text, PICL, CLOG2 from MPE, OTF1, OTF2, Paraver or",
      "Paje) to a SLOG-2 file.",
      "Drawables may come in any end-time order; they are sorted (stably) unless",
      "--check-order is given.",
      "The output file appears only when the conversion succeeds.",
      "      INPUT             the trace to convert",
      "      --check-order     reject the first drawable that ends before its",
      "                          predecessor instead of sorting",
      "      --children=K      children per tree node (default: 2)",
      "      --format=FORMAT   auto, text, picl, clog2, otf, otf2, paraver or paje",
      "                          (default: auto, detected from the content)",
      "  -h, --help            Show this help message and exit.",
      "      --include-host    PICL: keep the host processor (32767)",
      "      --keep-going      skip bad records (reported with their lines) instead of",
      "                          stopping",
      "      --leaf-bytes=N    target size of a leaf node in bytes (default: 65536;",
      "                          OTF2, Paraver and Paje: about 1 KiB per timeline, a",
      "                          power of two from 65536 to 2097152)",
      "      --no-overview     do not write OUTPUT.overview, the whole run's picture",
      "                          kept for the viewer (written for outputs of 1 GiB and",
      "                          more)",
      "  -o, --output=OUTPUT   the SLOG-2 file to write",
      "  -V, --version         Print version information and exit.",
      "");

  @Test
  void theHelpIsTheAnnotatedCommandsUnderBothWaysOfBuildingTheCommand() {
    assertThat(LeapshotCommand.commandLine().getSubcommands().get("convert").getUsageMessage()).isEqualTo(HELP);
    assertThat(ToolLauncher.forTool("convert").getSubcommands().get("convert").getUsageMessage()).isEqualTo(HELP);
  }

  @Test
  void unsetOptionsTakeTheirDefaultsAndFlagsAreOff() {
    CommandLine cli = ToolLauncher.forTool("convert");
    cli.parseArgs("convert", "in.txt", "-o", "out.slog2");
    CommandSpec spec = cli.getSubcommands().get("convert").getCommandSpec();
    assertThat(spec.positionalParameters().get(0).<Path>getValue()).isEqualTo(Path.of("in.txt"));
    assertThat(spec.findOption("-o").<Path>getValue()).isEqualTo(Path.of("out.slog2"));
    assertThat(spec.findOption("--format").<String>getValue()).isEqualTo("auto");
    // Unset, so that the input's format chooses (ConvertOptions.leafBytesChosen).
    assertThat(spec.findOption("--leaf-bytes").<Integer>getValue()).isNull();
    assertThat(spec.findOption("--children").<Integer>getValue()).isEqualTo(2);
    for (String flag : new String[] {"--check-order", "--keep-going", "--include-host", "--no-overview"}) {
      assertThat(spec.findOption(flag).<Boolean>getValue()).as(flag).isFalse();
    }
  }

  @Test
  void inputAndOutputAreRequiredAndAFlagTakesNoValue() {
    CommandSpec spec = ToolLauncher.forTool("convert").getSubcommands().get("convert").getCommandSpec();
    assertThat(spec.positionalParameters().get(0).required()).isTrue();
    assertThat(spec.findOption("-o").required()).isTrue();
    assertThat(spec.findOption("--keep-going").arity().max()).isZero();
  }

  @Test
  void theCommandCarriesNoPicocliAnnotationToRead() {
    // Reading one builds a proxy class per annotation type at every start: the cost this avoids.
    assertThat(ConvertCommand.class.getAnnotations()).isEmpty();
    assertThat(Arrays.stream(ConvertCommand.class.getDeclaredFields()).map(Field::getAnnotations))
        .allSatisfy(a -> assertThat(a).isEmpty());
  }
}
