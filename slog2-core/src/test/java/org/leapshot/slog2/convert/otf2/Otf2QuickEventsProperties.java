package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The quick path reads exactly what the checked path reads: on event files of the common records
 * with odd field widths, trailing bytes, short records, oversized integers and flipped bytes, a
 * cursor with it and one without give the same events (type, time, fields, offset) and fail at the
 * same place with the same message.
 */
class Otf2QuickEventsProperties {
  private static final int CHUNK = 1 << 20;

  @Property(tries = 300)
  void quickPathDecodesAsTheCheckedPath(@ForAll long seed, @ForAll @IntRange(min = 64, max = 400) int window,
      @ForAll boolean mapped, @ForAll @IntRange(min = 0, max = 3) int flips) throws IOException {
    Random random = new Random(seed);
    byte[] body = events(random, 1 + random.nextInt(400));
    for (int i = 0; i < flips && body.length > 0; i++) {
      body[random.nextInt(body.length)] ^= (byte) (1 << random.nextInt(8));
    }
    Path file = Otf2ChunkReaderTest.chunk(body, true);
    try {
      assertThat(decode(file, window, mapped, true)).isEqualTo(decode(file, window, mapped, false));
    } finally {
      Files.delete(file);
    }
  }

  /** Each event the cursor stops on, and the error that ended it (if any), as lines. */
  private List<String> decode(Path file, int window, boolean mapped, boolean quick) throws IOException {
    Otf2LocalDefinitions local = new Otf2LocalDefinitions();
    if (mapped) {
      long[] globals = new long[300];
      for (int i = 0; i < globals.length; i++) {
        globals[i] = 1000 + 7L * i;
      }
      local.setMap(Otf2LocalDefinitions.REGION, new Otf2LocalDefinitions.IdMap(null, globals));
      local.setMap(Otf2LocalDefinitions.COMM, new Otf2LocalDefinitions.IdMap(null, globals));
    }
    List<String> seen = new ArrayList<>();
    try (Otf2EventCursor c = new Otf2EventCursor(file, 0, local, CHUNK, window, null)) {
      c.quick = quick;
      while (true) {
        if (!c.advance()) {
          break;
        }
        seen.add(c.type + " t=" + c.time + " ref=" + c.ref + (c.type == Otf2EventTypes.ENTER
            || c.type == Otf2EventTypes.LEAVE || c.type == 16 || c.type == 17 ? ""
            : " comm=" + c.comm + " tag=" + c.tag + " len=" + c.length + " recv=" + c.received + " op=" + c.op)
            + " at " + c.offset() + " #" + c.events());
      }
    } catch (IOException e) {
      seen.add("error: " + e.getMessage());
    }
    return seen;
  }

  /** {@code n} events of the common kinds, with timestamps, some with odd encodings. */
  private static byte[] events(Random r, int n) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    long time = r.nextInt(1000);
    for (int i = 0; i < n; i++) {
      if (i == 0 || r.nextInt(4) > 0) {
        time += r.nextInt(3) == 0 ? 0 : r.nextInt(1 << 20);
        out.write(Otf2EventTypes.TIMESTAMP);
        for (int k = 0; k < 8; k++) {
          out.write((int) (time >>> (8 * k)));
        }
      }
      int kind = r.nextInt(10);
      switch (kind) {
        case 0, 1, 2 -> singleton(out, r, r.nextBoolean() ? Otf2EventTypes.ENTER : Otf2EventTypes.LEAVE, 4);
        case 3 -> singleton(out, r, r.nextBoolean() ? 16 : 17, 8);
        case 4, 5 -> record(out, r, 14 + r.nextInt(6), 4, 4, 4, 8);
        case 6 -> record(out, r, Otf2EventTypes.MPI_COLLECTIVE_END, 1, 4, 4, 8, 8);
        case 7 -> record(out, r, Otf2EventTypes.MPI_COLLECTIVE_BEGIN);
        case 8 -> record(out, r, Otf2EventTypes.METRIC, 4, 1, 1, 8);
        default -> record(out, r, 100 + r.nextInt(50), 8, 8);
      }
    }
    return out.toByteArray();
  }

  private static void singleton(ByteArrayOutputStream out, Random r, int type, int width) throws IOException {
    out.write(type);
    out.write(value(r, width));
  }

  /** A record of fields of these widths (1: a plain byte), with trailing bytes or cut short now and then. */
  private static void record(ByteArrayOutputStream out, Random r, int type, int... widths) throws IOException {
    ByteArrayOutputStream fields = new ByteArrayOutputStream();
    for (int w : widths) {
      fields.write(w == 1 ? new byte[] {(byte) r.nextInt(4)} : value(r, w));
    }
    int extra = r.nextInt(8) == 0 ? r.nextInt(5) : 0;
    fields.write(new byte[extra]);
    byte[] f = fields.toByteArray();
    int length = r.nextInt(20) == 0 ? r.nextInt(f.length + 1) : f.length;
    out.write(type);
    out.write(length);
    out.write(f, 0, r.nextInt(20) == 0 ? length : f.length);
  }

  /** A compressed value of a field of {@code width} bytes: mostly small, sometimes all ones or too wide. */
  private static byte[] value(Random r, int width) {
    int pick = r.nextInt(30);
    if (pick == 0) {
      return new byte[] {(byte) 0xff};
    }
    if (pick == 1) { // more bytes than the field has
      byte[] b = new byte[2 + width];
      b[0] = (byte) (width + 1);
      return b;
    }
    long v = pick < 10 ? r.nextInt(256) : r.nextLong() >>> (64 - 8 * width + r.nextInt(8 * width));
    return Otf2ChunkReaderTest.compressed(v, width, true);
  }
}
