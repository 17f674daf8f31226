package org.leapshot.slog2.convert.otf;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class OtfQuickTest {
  @Test
  void speed() throws Exception {
    List<Path> files;
    try (var st = Files.list(OtfTraceStats.OTF.resolve("wrf"))) {
      files = st.filter(p -> p.toString().contains("events")).toList();
    }
    for (int round = 0; round < 15; round++) {
      long t0 = System.nanoTime();
      long lines = 0;
      for (Path f : files) {
        try (OtfLineReader r = OtfLineReader.open(f)) {
          while (r.next()) {
            lines++;
          }
        }
      }
      long t1 = System.nanoTime();
      long n = 0;
      try (OtfTraceSource s = OtfTraceSource.open(OtfTraceStats.master("wrf"), OtfOptions.DEFAULT)) {
        while (s.next() != null) {
          n++;
        }
      }
      long t2 = System.nanoTime();
      System.out.println("wrf lines " + lines + " " + (t1 - t0) / 1_000_000 + " ms; items " + n + " " + (t2 - t1) / 1_000_000 + " ms = " + (17.79e6 / 1e6) / ((t2 - t1) / 1e9) + " MB/s");
    }
  }
}
