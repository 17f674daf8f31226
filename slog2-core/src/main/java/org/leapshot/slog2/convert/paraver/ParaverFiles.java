package org.leapshot.slog2.convert.paraver;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The files of one Paraver trace: the records, {@code <stub>.prv} or {@code <stub>.prv.gz}, and
 * beside them the {@code <stub>.pcf} configuration and {@code <stub>.row} names (either may be
 * missing). The reader and the converter's output check ({@code TraceFiles}) both name them here.
 */
public record ParaverFiles(Path prv, Path pcf, Path row) {

  /** The files belonging with the records file {@code prv} (suffixes matched ignoring case). */
  public static ParaverFiles of(Path prv) {
    Path dir = prv.toAbsolutePath().getParent();
    String stub = stub(String.valueOf(prv.getFileName()));
    return new ParaverFiles(prv, dir.resolve(stub + ".pcf"), dir.resolve(stub + ".row"));
  }

  /** {@code <stub>} of {@code <stub>.prv} or {@code <stub>.prv.gz}, or the whole name. */
  static String stub(String fileName) {
    String lower = fileName.toLowerCase(Locale.ROOT);
    for (String suffix : new String[] {".prv.gz", ".prv"}) {
      if (lower.endsWith(suffix)) {
        return fileName.substring(0, fileName.length() - suffix.length());
      }
    }
    return fileName;
  }

  /** Whether the records file starts with gzip's magic number (its name need not say so). */
  boolean gzipped() throws IOException {
    try (InputStream in = Files.newInputStream(prv)) {
      byte[] magic = in.readNBytes(2);
      return magic.length == 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b;
    }
  }
}
