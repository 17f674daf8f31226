package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Valid files whose structures outgrow a child JVM of 256 MB heap: a million categories (48 MB:
 * fpilog.slog2 with its category map grown) and a line-ID map of five million rows. Every command
 * refuses them with one line naming the file and the memory they would need, instead of an
 * OutOfMemoryError; with 1 GB the categories open.
 */
class LargeStructuresTest {
  private static final int EXTRA_CATEGORIES = 1_000_000;
  private static final int MAP_ROWS = 5_000_000;
  /** Header offsets of MaxBufferByteSize and of the Categories and LineIDMaps pointers (spec §4). */
  private static final int MAX_BUFFER_AT = 20;
  private static final int CATEGORIES_AT = 24;
  private static final int LINE_ID_MAPS_AT = 48;
  @TempDir
  static Path dir;
  private static Path file;

  @BeforeAll
  static void writeFile() throws IOException {
    file = dir.resolve("cats.slog2");
    Files.write(file, withExtraCategories(Files.readAllBytes(CliRun.testdata("reference/fpilog.slog2"))));
  }

  @Test
  void lineIdMapOfMillionsOfRowsIsRefusedAtSmallHeap() throws Exception {
    Path rows = dir.resolve("rows.slog2");
    Files.write(rows, withLongLineIdMap(Files.readAllBytes(CliRun.testdata("reference/fpilog.slog2"))));
    Run run = java("-Xmx256m", List.of("info", rows.toString()));
    assertThat(run.code).as(run.err).isEqualTo(1);
    assertThat(run.err).hasLineCount(1).startsWith("info: rows.slog2: line-ID map list @")
        .contains(MAP_ROWS + " rows of map 'big' need about").endsWith("(run Java with a larger -Xmx)\n");
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "print", "info", "render"})
  void refusedWithOneLineAtSmallHeap(String command) throws Exception {
    List<String> args = new ArrayList<>(List.of(command, file.toString()));
    if (command.equals("render")) {
      args.addAll(List.of("-o", dir.resolve("cats.png").toString()));
    }
    Run run = java("-Xmx256m", args);
    assertThat(run.code).as(run.err).isEqualTo(1);
    assertThat(run.err).hasLineCount(1).startsWith(command + ": cats.slog2: category map @19694")
        .contains("1000013 categories need about").endsWith("(run Java with a larger -Xmx)\n");
    assertThat(dir.resolve("cats.png")).doesNotExist();
  }

  @Test
  void opensWithAGigabyte() throws Exception {
    Run run = java("-Xmx1g", List.of("check", file.toString()));
    assertThat(run.code).as(run.err).isZero();
    assertThat(run.out).startsWith("cats.slog2: OK, SLOG 2.0.6, 15 nodes, depth 3, 153 drawables, 1000013 categories");
  }

  private record Run(int code, String out, String err) {}

  private static Run java(String heap, List<String> args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        heap, "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"), "org.leapshot.app.Main"));
    cmd.addAll(args);
    File out = dir.resolve("out.txt").toFile();
    File err = dir.resolve("err.txt").toFile();
    Process p = new ProcessBuilder(cmd).redirectOutput(out).redirectError(err).start();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("child JVM finished").isTrue();
    return new Run(p.exitValue(), Files.readString(out.toPath()), Files.readString(err.toPath()));
  }

  /** The file with {@value #EXTRA_CATEGORIES} more State categories (48 bytes each) in a category map appended at its end. */
  private static byte[] withExtraCategories(byte[] src) throws IOException {
    ByteBuffer h = ByteBuffer.wrap(src);
    int catOffset = (int) h.getLong(CATEGORIES_AT);
    int catSize = h.getInt(CATEGORIES_AT + 8);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(catSize + 48 * EXTRA_CATEGORIES);
    DataOutputStream d = new DataOutputStream(bytes);
    d.writeInt(h.getInt(catOffset) + EXTRA_CATEGORIES);
    d.write(src, catOffset + 4, catSize - 4);
    for (int i = 0; i < EXTRA_CATEGORIES; i++) {
      d.writeInt(100_000 + i);
      byte[] name = String.format("cat%07d", i).getBytes(StandardCharsets.US_ASCII);
      d.writeShort(name.length);
      d.write(name);
      d.writeInt(1); // State
      d.writeInt(0xff00ff00);
      d.writeByte(1);
      d.writeByte(1);
      d.writeShort(0); // no info keys, types or methods
      d.writeShort(0);
      d.writeShort(0);
      d.writeFloat(0);
      d.writeFloat(0);
      d.writeLong(0);
    }
    return withBlock(src, CATEGORIES_AT, bytes.toByteArray());
  }

  /** The file with one more line-ID map, "big": no columns and {@value #MAP_ROWS} rows (4 bytes each). */
  private static byte[] withLongLineIdMap(byte[] src) throws IOException {
    ByteBuffer h = ByteBuffer.wrap(src);
    int mapsOffset = (int) h.getLong(LINE_ID_MAPS_AT);
    int mapsSize = h.getInt(LINE_ID_MAPS_AT + 8);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(mapsSize + 4 * MAP_ROWS + 64);
    DataOutputStream d = new DataOutputStream(bytes);
    d.writeInt(h.getInt(mapsOffset) + 1);
    d.write(src, mapsOffset + 4, mapsSize - 4);
    d.writeShort(3);
    d.writeBytes("big");
    d.writeInt(0); // columns
    d.writeInt(MAP_ROWS);
    for (int r = 0; r < MAP_ROWS; r++) {
      d.writeInt(r);
    }
    d.writeShort(0); // methods
    return withBlock(src, LINE_ID_MAPS_AT, bytes.toByteArray());
  }

  /** {@code src} with {@code block} appended and the header pointer at {@code pointerAt} (and MaxBufferByteSize) set to it. */
  private static byte[] withBlock(byte[] src, int pointerAt, byte[] block) {
    ByteBuffer out = ByteBuffer.allocate(src.length + block.length);
    out.put(src).put(block);
    out.putLong(pointerAt, src.length).putInt(pointerAt + 8, block.length);
    out.putInt(MAX_BUFFER_AT, Math.max(out.getInt(MAX_BUFFER_AT), block.length));
    return out.array();
  }
}
