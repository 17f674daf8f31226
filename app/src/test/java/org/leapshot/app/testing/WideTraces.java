package org.leapshot.app.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Traces of many timelines, written by a test: their conversion gets leaves bigger than 64 KiB. */
public final class WideTraces {
  private WideTraces() {}

  /** A Paraver trace of {@code threads} tasks of one thread each, with one state, as {@code dir/wide.prv}. */
  public static Path paraver(Path dir, int threads) throws IOException {
    StringBuilder prv = new StringBuilder("#Paraver (01/01/2020 at 10:00):5000:1:1:").append(threads).append('(');
    for (int task = 0; task < threads; task++) {
      prv.append(task == 0 ? "" : ",").append("1:1");
    }
    prv.append("),0\n1:1:1:1:1:0:1000:1\n");
    return Files.writeString(dir.resolve("wide.prv"), prv);
  }
}
