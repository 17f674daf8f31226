package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;

/**
 * Readers whose windows share arrays ({@link Otf2Windows}) decode each file as a reader with its
 * own window does, however their reads interleave: a refill never touches a neighbour's window,
 * and a record bigger than the window moves the reader to an array of its own.
 */
class Otf2WindowsTest {

  @Property(tries = 100)
  void readersSharingArraysDecodeTheirOwnFiles(@ForAll @Size(min = 1, max = 5) List<@Size(max = 40) List<Long>> files,
      @ForAll @AlphaChars @StringLength(max = 300) String longName, @ForAll @IntRange(min = 64, max = 200) int window,
      @ForAll boolean little) throws IOException {
    List<Path> paths = new ArrayList<>();
    List<Otf2ChunkReader> readers = new ArrayList<>();
    // Room for about two windows per array, so that the readers span several arrays.
    Otf2Windows windows = new Otf2Windows(2L * window);
    try {
      for (List<Long> values : files) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (long v : values) {
          body.write(Otf2ChunkReaderTest.compressed(v, 8, little));
        }
        // A string longer than the window, when it is, makes the reader leave the shared array.
        body.write(longName.getBytes(StandardCharsets.UTF_8));
        body.write(0);
        body.write(Otf2ChunkReaderTest.compressed(values.size(), 8, little));
        Path file = Otf2ChunkReaderTest.chunk(body.toByteArray(), little);
        paths.add(file);
        Otf2ChunkReader in = new Otf2ChunkReader(file, Otf2Anchor.MIN_CHUNK, window, windows);
        readers.add(in);
        assertThat(in.nextChunk(true)).isTrue();
      }
      int longest = files.stream().mapToInt(List::size).max().orElse(0);
      // Round-robin, one value of each reader at a time, as the merge reads locations.
      for (int i = 0; i < longest; i++) {
        for (int f = 0; f < files.size(); f++) {
          if (i < files.get(f).size()) {
            assertThat(readers.get(f).cu64()).isEqualTo(files.get(f).get(i));
          }
        }
      }
      for (int f = 0; f < files.size(); f++) {
        Otf2ChunkReader in = readers.get(f);
        assertThat(in.str(in.fileSize())).isEqualTo(longName);
      }
      for (int f = 0; f < files.size(); f++) {
        Otf2ChunkReader in = readers.get(f);
        assertThat(in.cu64()).isEqualTo(files.get(f).size());
        assertThat(in.u8()).isEqualTo(Otf2ChunkReader.END_OF_FILE);
        assertThat(in.offset()).isEqualTo(in.fileSize());
      }
    } finally {
      for (Otf2ChunkReader in : readers) {
        in.close();
      }
      for (Path p : paths) {
        Files.delete(p);
      }
    }
  }

  @Property(tries = 50)
  void windowsAreTakenSideBySideAndNeverOverlap(@ForAll @Size(min = 1, max = 30) List<@IntRange(min = 1, max = 5000) Integer> sizes) {
    long total = sizes.stream().mapToLong(Integer::longValue).sum();
    Otf2Windows windows = new Otf2Windows(total);
    List<byte[]> arrays = new ArrayList<>();
    List<Integer> starts = new ArrayList<>();
    for (int size : sizes) {
      starts.add(windows.take(size));
      arrays.add(windows.array());
    }
    for (int i = 0; i < sizes.size(); i++) {
      assertThat(starts.get(i) + sizes.get(i)).isLessThanOrEqualTo(arrays.get(i).length);
      for (int j = 0; j < i; j++) {
        if (arrays.get(i) == arrays.get(j)) {
          boolean apart = starts.get(i) >= starts.get(j) + sizes.get(j) || starts.get(j) >= starts.get(i) + sizes.get(i);
          assertThat(apart).as("windows %d and %d overlap", i, j).isTrue();
        }
      }
    }
    // The exact total fits in one array (below the cap): no array is made but the first.
    assertThat(arrays.stream().distinct().count()).isEqualTo(1);
  }
}
