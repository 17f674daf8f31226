package org.leapshot.slog2.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputFileTest {
  @TempDir Path dir;

  @Test
  void theTargetAppearsOnlyOnCommitAndAnAbandonedFileLeavesNothing() throws IOException {
    Path target = Files.writeString(dir.resolve("x.png"), "old");
    try (OutputFile f = OutputFile.create(target)) {
      Files.writeString(f.temp(), "half");
      assertThat(f.temp().getParent()).isEqualTo(dir);
    }
    assertThat(target).hasContent("old");
    assertThat(list()).containsExactly(target);
    try (OutputFile f = OutputFile.create(target)) {
      Files.writeString(f.temp(), "new");
      f.commit();
    }
    assertThat(target).hasContent("new");
    assertThat(list()).containsExactly(target);
  }

  @Test
  void aMissingDirectoryIsNamedNotTheHiddenTemporaryFile() {
    Path target = dir.resolve("nope").resolve("x.slog2");
    assertThatThrownBy(() -> OutputFile.create(target))
        .hasMessage("cannot write " + target + ": directory " + dir.resolve("nope") + " does not exist");
  }

  @Test
  void systemReasonsBecomeOneLineNamingTheTarget() {
    Path target = Path.of("out.slog2");
    assertThat(OutputFile.cannotWrite(target, new IOException("No space left on device")))
        .hasMessage("cannot write out.slog2: No space left on device");
    assertThat(OutputFile.cannotWrite(target, new AccessDeniedException("/d/.out.slog2.1234.tmp")))
        .hasMessage("cannot write out.slog2: permission denied");
    assertThat(OutputFile.cannotWrite(Path.of("v.png"),
        new IOException("I/O error writing PNG file!", new IOException("No space left on device"))))
        .hasMessage("cannot write v.png: No space left on device");
  }

  private Stream<Path> list() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.toList().stream();
    }
  }
}
