package org.leapshot.app.cli;

import java.nio.file.Path;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The parts of a command declared in code rather than with picocli's annotations, for the tools a
 * short run uses (convert, info, print, check, stats): reading the annotations builds a proxy class
 * for each annotation type at every start, which no class-data archive keeps (issue #22: about a
 * third of {@code info}'s start-up CPU). They give the same help and parsing as the annotations did.
 */
final class CommandSpecs {
  private CommandSpecs() {}

  /**
   * The command {@code name} run by {@code command}'s {@code call()}, with {@code description} and
   * the options {@code mixinStandardHelpOptions} adds (without the annotated mixin class it reads).
   */
  static CommandSpec command(Object command, String name, String... description) {
    CommandSpec spec = CommandSpec.wrapWithoutInspection(command).name(name);
    spec.usageMessage().description(description);
    spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show this help message and exit.").build());
    spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
        .description("Print version information and exit.").build());
    return spec;
  }

  /** Adds {@code args} to {@code spec} in this order; returns {@code spec}. */
  static CommandSpec with(CommandSpec spec, ArgSpec... args) {
    for (ArgSpec a : args) {
      spec.add(a);
    }
    return spec;
  }

  /** The required file that is the command's first positional parameter. */
  static PositionalParamSpec file(String label, String description) {
    return PositionalParamSpec.builder().index("0").arity("1").required(true).paramLabel(label).type(Path.class)
        .description(description).build();
  }

  /** An option without a value, off unless given. */
  static OptionSpec flag(String name, String description) {
    return OptionSpec.builder(name).type(boolean.class).initialValue(false).description(description).build();
  }

  /** An option with a value of {@code type} (null when not given), shown as {@code name=label}. */
  static OptionSpec value(String name, Class<?> type, String label, String description) {
    return OptionSpec.builder(name).type(type).paramLabel(label).description(description).build();
  }
}
