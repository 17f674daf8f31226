package org.leapshot.slog2.convert.paraver;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Counts the file's bytes read, for progress through a gzip stream too. */
final class CountingInput extends FilterInputStream {
  long count;

  CountingInput(InputStream in) {
    super(in);
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    count += b >= 0 ? 1 : 0;
    return b;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n = super.read(b, off, len);
    count += Math.max(n, 0);
    return n;
  }
}
