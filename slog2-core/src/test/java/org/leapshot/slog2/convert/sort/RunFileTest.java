package org.leapshot.slog2.convert.sort;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A sort that cannot spill says where it was writing, not just the system's reason. */
class RunFileTest {
  @TempDir Path dir;

  @Test
  void aFolderThatCannotTakeTheRunsIsNamed() {
    Path gone = dir.resolve("gone");
    assertThatThrownBy(() -> RunFile.write(gone, () -> null)).isInstanceOf(IOException.class)
        .hasMessage("cannot write the sort's runs in " + gone + ": no such file or directory");
  }
}
