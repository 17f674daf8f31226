package org.leapshot.slog2.convert.clog2;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes small CLOG2 files as MPE lays them out (clog2-format.md Part A), for tests of cases the
 * real traces do not contain. Records go into blocks of {@code blockSize} bytes; a block is closed
 * with ENDBLOCK when the next record plus an ENDBLOCK would not fit, and the last one with ENDLOG.
 */
final class Clog2FileBuilder {
  private final int blockSize;
  private final int worldSize;
  private final int threads;
  private final int userStates;
  private final int userSolos;
  private final List<byte[]> records = new ArrayList<>();

  Clog2FileBuilder(int blockSize, int worldSize, int threads, int userStates, int userSolos) {
    this.blockSize = blockSize;
    this.worldSize = worldSize;
    this.threads = threads;
    this.userStates = userStates;
    this.userSolos = userSolos;
  }

  /** A default file: 4 KiB blocks, the given world size, one thread, no user states or events. */
  static Clog2FileBuilder world(int worldSize) {
    return new Clog2FileBuilder(4096, worldSize, 1, 0, 0);
  }

  Clog2FileBuilder record(double time, int icomm, int rank, int thread, int rectype, byte[] body) {
    ByteBuffer b = ByteBuffer.allocate(24 + body.length);
    b.putDouble(time).putInt(icomm).putInt(rank).putInt(thread).putInt(rectype).put(body);
    records.add(b.array());
    return this;
  }

  /** COMMEVT: body (kind, icomm, rank, wrank, gcomm[32]). */
  Clog2FileBuilder comm(double time, int kind, int icomm, int rank, int wrank) {
    ByteBuffer body = ByteBuffer.allocate(48).putInt(kind).putInt(icomm).putInt(rank).putInt(wrank);
    return record(time, 0, wrank, 0, 9, body.array());
  }

  /** World-create COMMEVTs for ranks 0 … worldSize−1 at time 0. */
  Clog2FileBuilder worldCreated() {
    for (int r = 0; r < worldSize; r++) {
      comm(0.0, 0, 0, r, r);
    }
    return this;
  }

  Clog2FileBuilder bare(double time, int icomm, int rank, int thread, int etype) {
    return record(time, icomm, rank, thread, 5, ByteBuffer.allocate(8).putInt(etype).array());
  }

  Clog2FileBuilder cargo(double time, int icomm, int rank, int thread, int etype, byte[] bytes32) {
    ByteBuffer body = ByteBuffer.allocate(40).putInt(etype).putInt(0).put(bytes32, 0, Math.min(32, bytes32.length));
    return record(time, icomm, rank, thread, 6, body.array());
  }

  /** MSGEVT on (icomm, rank): partner (peerComm, peerRank), tag and size. */
  Clog2FileBuilder msg(double time, int icomm, int rank, int etype, int peerComm, int peerRank, int tag, int size) {
    ByteBuffer body = ByteBuffer.allocate(24).putInt(etype).putInt(peerComm).putInt(peerRank).putInt(tag).putInt(size);
    return record(time, icomm, rank, 0, 7, body.array());
  }

  Clog2FileBuilder stateDef(double time, int stateId, int startEtype, int finalEtype, String color, String name,
      String format) {
    ByteBuffer body = ByteBuffer.allocate(112).putInt(stateId).putInt(startEtype).putInt(finalEtype).putInt(0);
    body.put(field(color, 24)).put(field(name, 32)).put(field(format, 40));
    return record(time, 0, 0, 0, 2, body.array());
  }

  Clog2FileBuilder eventDef(double time, int etype, String color, String name, String format) {
    ByteBuffer body = ByteBuffer.allocate(104).putInt(etype).putInt(0);
    body.put(field(color, 24)).put(field(name, 32)).put(field(format, 40));
    return record(time, 0, 0, 0, 3, body.array());
  }

  private static byte[] field(String value, int size) {
    byte[] f = new byte[size];
    if (value != null) {
      byte[] v = value.getBytes(StandardCharsets.US_ASCII);
      System.arraycopy(v, 0, f, 0, Math.min(v.length, size - 1));
    }
    return f;
  }

  byte[] preamble() {
    String[] tokens = {
      "CLOG-02.44", "is_big_endian=", "TRUE ", "is_finalzed=", "TRUE ", "block_size=", Integer.toString(blockSize),
      "num_buffered_blocks=", "128", "max_comm_world_size=", Integer.toString(worldSize), "max_thread_count=",
      Integer.toString(threads), "known_eventID_start=", "0", "user_eventID_start=", "600",
      "known_solo_eventID_start=", "-10", "user_solo_eventID_start=", "5000", "known_stateID_count=", "300",
      "user_stateID_count=", Integer.toString(userStates), "known_solo_eventID_count=", "2",
      "user_solo_eventID_count=", Integer.toString(userSolos), "commtable_fptr=", "0", "1073741824", "0"
    };
    return preamble(tokens);
  }

  static byte[] preamble(String... tokens) {
    byte[] p = new byte[1024];
    int at = 0;
    for (String t : tokens) {
      byte[] b = t.getBytes(StandardCharsets.US_ASCII);
      System.arraycopy(b, 0, p, at, b.length);
      at += b.length + 1;
    }
    return p;
  }

  byte[] build() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(preamble());
    ByteBuffer block = ByteBuffer.allocate(blockSize);
    double lastTime = 0;
    for (byte[] r : records) {
      if (block.position() + r.length + 24 > blockSize) {
        block.put(endRecord(ByteBuffer.wrap(r).getDouble(), 1));
        out.writeBytes(block.array());
        block = ByteBuffer.allocate(blockSize);
      }
      block.put(r);
      lastTime = ByteBuffer.wrap(r).getDouble();
    }
    block.put(endRecord(lastTime, 0));
    out.writeBytes(block.array());
    out.writeBytes(new byte[4]); // an empty communicator table
    return out.toByteArray();
  }

  private static byte[] endRecord(double time, int rectype) {
    return ByteBuffer.allocate(24).putDouble(time).putInt(0).putInt(0).putInt(0).putInt(rectype).array();
  }

  Path write(Path dir, String name) throws IOException {
    return Files.write(dir.resolve(name), build());
  }
}
