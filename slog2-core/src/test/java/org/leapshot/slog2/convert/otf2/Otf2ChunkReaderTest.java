package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The chunk reader decodes compressed integers (spec §3.3) as the writer's encoding defines them,
 * in either byte order, across window refills; and names the file and offset of what it cannot
 * decode.
 */
class Otf2ChunkReaderTest {

  /** The writer's encoding: 0 as {@code 00}, all ones as {@code ff}, else the length and the low bytes. */
  static byte[] compressed(long v, int maxBytes, boolean little) {
    long undefined = maxBytes == 4 ? 0xffff_ffffL : -1L;
    if (v == 0) {
      return new byte[] {0};
    }
    if (v == undefined) {
      return new byte[] {(byte) 0xff};
    }
    int n = 1;
    while (n < 8 && (v >>> (8 * n)) != 0) {
      n++;
    }
    byte[] b = new byte[n + 1];
    b[0] = (byte) n;
    for (int i = 0; i < n; i++) {
      byte x = (byte) (v >>> (8 * i));
      b[little ? 1 + i : n - i] = x;
    }
    return b;
  }

  /** One chunk: the header, the bytes, END_OF_FILE. */
  static Path chunk(byte[] body, boolean little) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(3);
    out.write(little ? 0x42 : 0x23);
    out.write(new byte[16]);
    out.write(body);
    out.write(2);
    Path file = Files.createTempFile("otf2-chunk", ".def");
    Files.write(file, out.toByteArray());
    return file;
  }

  @Property(tries = 200)
  void compressedAndFixedValuesDecodeInBothByteOrders(@ForAll List<Long> values, @ForAll boolean little) throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    for (long v : values) {
      body.write(compressed(v & 0xffff_ffffL, 4, little));
      body.write(compressed(v, 8, little));
      for (int i = 0; i < 8; i++) { // a fixed-size u64 (a timestamp) too
        body.write((int) (v >>> (8 * (little ? i : 7 - i))));
      }
    }
    Path file = chunk(body.toByteArray(), little);
    // A window of 64 bytes makes the reader refill in the middle of values.
    try (Otf2ChunkReader in = new Otf2ChunkReader(file, Otf2Anchor.MIN_CHUNK, 64)) {
      assertThat(in.nextChunk(true)).isTrue();
      for (long v : values) {
        assertThat(in.cu32()).isEqualTo(v & 0xffff_ffffL);
        assertThat(in.cu64()).isEqualTo(v);
        assertThat(in.u64()).isEqualTo(v);
      }
      assertThat(in.u8()).isEqualTo(Otf2ChunkReader.END_OF_FILE);
    } finally {
      Files.delete(file);
    }
  }

  @Test
  void theSamplesEncodingsDecode() throws IOException {
    // From the format description: 26 601, 2 095 197 216 and 7 397 466 976 977 800, little-endian.
    byte[] body = {2, (byte) 0xe9, 0x67, 4, 0x20, 0x2c, (byte) 0xe2, 0x7c, 7, (byte) 0x88, (byte) 0x83, 0x66, (byte) 0xff,
        (byte) 0xf4, 0x47, 0x1a};
    Path file = chunk(body, true);
    try (Otf2ChunkReader in = new Otf2ChunkReader(file, Otf2Anchor.MIN_CHUNK, 4096)) {
      in.nextChunk(true);
      assertThat(in.cu32()).isEqualTo(26_601);
      assertThat(in.cu32()).isEqualTo(2_095_197_216L);
      assertThat(in.cu64()).isEqualTo(7_397_466_976_977_800L);
    } finally {
      Files.delete(file);
    }
  }

  @Test
  void aLengthByteBeyondTheWidthNamesFileAndOffset() throws IOException {
    Path file = chunk(new byte[] {1, 7, 5, 1, 2, 3, 4, 5}, true);
    try (Otf2ChunkReader in = new Otf2ChunkReader(file, Otf2Anchor.MIN_CHUNK, 4096)) {
      in.nextChunk(true);
      assertThat(in.cu32()).isEqualTo(7);
      assertThatThrownBy(in::cu32).isInstanceOf(TraceInputException.class)
          .hasMessage(file + " @20: compressed integer of 5 bytes (at most 4)");
    } finally {
      Files.delete(file);
    }
  }

  @Test
  void aValueCutByTheEndOfTheFileIsReportedAsTruncated() throws IOException {
    Path file = Files.createTempFile("otf2-chunk", ".evt");
    byte[] bytes = new byte[18 + 3];
    bytes[0] = 3;
    bytes[1] = 0x42;
    bytes[18] = 8; // a cu64 of 8 bytes, of which 2 are there
    Files.write(file, bytes);
    try (Otf2ChunkReader in = new Otf2ChunkReader(file, Otf2Anchor.MIN_CHUNK, 4096)) {
      in.nextChunk(true);
      assertThatThrownBy(in::cu64).isInstanceOf(TraceInputException.class)
          .hasMessageContaining(file + " @18").hasMessageContaining("truncated");
    } finally {
      Files.delete(file);
    }
  }
}
