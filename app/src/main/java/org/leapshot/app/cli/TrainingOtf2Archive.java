package org.leapshot.app.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The small OTF2 archive the class-data training converts ({@link CdsTraining}), written as the
 * OTF2 library lays one out (otf2-format.md: anchor §6, definitions §7, events §8; little-endian,
 * one chunk a file): {@value #RANKS} MPI ranks, each with a program begin and end and, per step, a
 * compute region with an attribute list and a metric, a message to its neighbour (blocking or
 * immediate) and every tenth step a collective. Without it every OTF2 conversion loaded the OTF2
 * reader's classes from the jar and made their lambdas at start: 35-50 ms of CPU.
 */
final class TrainingOtf2Archive {
  static final int RANKS = 4;
  static final int STEPS = 200;
  private static final long EVENT_CHUNK = 1 << 20;
  private static final long DEFINITION_CHUNK = 4 << 20;
  private static final long UNDEFINED32 = 0xffff_ffffL;
  /** String ids. */
  private static final String[] STRINGS = {"", "main", "compute", "MPI_Send", "MPI_Recv", "MPI_Allreduce",
    "MPI_Isend", "MPI_Irecv", "machine", "node", "MPI_COMM_WORLD", "PAPI_TOT_INS", "#", "iteration", "MPI",
    "rank 0", "rank 1", "rank 2", "rank 3", "training.c"};
  private static final int STR_RANK0 = 15;
  /** Region ids (Region records in this order). */
  private static final int MAIN = 0;
  private static final int COMPUTE = 1;
  private static final int SEND = 2;
  private static final int RECV = 3;
  private static final int ALLREDUCE = 4;
  private static final int ISEND = 5;
  private static final int IRECV = 6;

  private TrainingOtf2Archive() {}

  /** Writes {@code DIR/training.otf2}, its definitions and event files; returns the anchor file. */
  static Path write(Path dir) throws IOException {
    Path events = Files.createDirectories(dir.resolve("training"));
    long[] counts = new long[RANKS];
    for (int rank = 0; rank < RANKS; rank++) {
      Bytes e = rankEvents(rank);
      counts[rank] = e.events;
      Files.write(events.resolve(rank + ".evt"), e.chunk(1, e.events));
    }
    Bytes defs = definitions(counts);
    Files.write(dir.resolve("training.def"), defs.chunk(1, defs.events));
    Bytes anchor = new Bytes();
    anchor.u8(3).u8(0x42).str("OTF2").u8(1).u8(1).u8(3).u8(0).u8(0).u64(EVENT_CHUNK).u64(DEFINITION_CHUNK)
        .u8(1).u8(1).u64(RANKS).u64(defs.events).str("training").str("leapshot").str("");
    Path file = dir.resolve("training.otf2");
    Files.write(file, anchor.toByteArray());
    return file;
  }

  private static Bytes definitions(long[] counts) {
    Bytes d = new Bytes();
    d.record(5, new Bytes().cu(1_000_000_000L).cu(0).cu((STEPS + 2) * 1000L));
    d.record(6, new Bytes().u8(4).cu(14).u8(1)); // Paradigm MPI
    for (int i = 0; i < STRINGS.length; i++) {
      d.record(10, new Bytes().cu(i).str(STRINGS[i]));
    }
    d.record(11, new Bytes().cu(0).cu(13).u8(4).cu(0)); // Attribute "iteration", UINT64
    d.record(12, new Bytes().cu(0).cu(8).cu(8).cu(UNDEFINED32)); // SystemTreeNode machine
    d.record(12, new Bytes().cu(1).cu(9).cu(9).cu(0));
    for (int rank = 0; rank < RANKS; rank++) {
      d.record(13, new Bytes().cu(rank).cu(STR_RANK0 + rank).u8(1).cu(1)); // LocationGroup, a process
    }
    for (int rank = 0; rank < RANKS; rank++) {
      d.record(14, new Bytes().cu(rank).cu(STR_RANK0 + rank).u8(1).cu(counts[rank]).cu(rank)); // Location, a CPU thread
    }
    int[][] regions = {{MAIN, 1, 1}, {COMPUTE, 2, 1}, {SEND, 3, 4}, {RECV, 4, 4}, {ALLREDUCE, 5, 4}, {ISEND, 6, 4},
      {IRECV, 7, 4}};
    for (int[] r : regions) { // id, name, description, type, file, lines, canonical name, role, paradigm, flags
      d.record(15, new Bytes().cu(r[0]).cu(r[1]).cu(0).u8(0).cu(19).cu(10 + r[0]).cu(20 + r[0]).cu(r[1])
          .u8(r[2] == 4 ? (r[0] == ALLREDUCE ? 25 : 28) : 1).u8(r[2]).cu(0)); // roles: collective, point to point
    }
    Bytes world = new Bytes().cu(0).cu(10).u8(6).cu(RANKS); // Group: the world's locations
    Bytes ranks = new Bytes().cu(1).cu(10).u8(4).cu(RANKS); // and the communicator's ranks in it
    for (int rank = 0; rank < RANKS; rank++) {
      world.cu(rank);
      ranks.cu(rank);
    }
    d.record(18, world.u8(4).u8(4).cu(0));
    d.record(18, ranks.u8(5).u8(4).cu(0));
    d.record(19, new Bytes().cu(0).cu(11).cu(0).u8(1).u8(0).u8(4).u8(0).cu(0).cu(12)); // MetricMember
    d.record(20, new Bytes().cu(0).u8(1).cu(0).u8(0).u8(2)); // MetricClass
    d.record(22, new Bytes().cu(0).cu(10).cu(1).cu(UNDEFINED32)); // Comm MPI_COMM_WORLD
    return d;
  }

  /** A rank's events in time order (ticks of a nanosecond). */
  private static Bytes rankEvents(int rank) {
    Bytes e = new Bytes();
    long t = rank * 7L;
    e.time(t).record(83, new Bytes().cu(1).cu(0)).time(t).singleton(12, MAIN); // ProgramBegin, Enter main
    int peer = rank ^ 1;
    for (int step = 0; step < STEPS; step++) {
      t = 1000L * (step + 1) + rank * 7L;
      e.time(t).attributes(step).singleton(12, COMPUTE);
      e.time(t + 300).record(31, new Bytes().cu(0).u8(1).u8(4).cu(1000L * step + rank)).singleton(13, COMPUTE);
      boolean sends = (rank & 1) == (step & 1);
      Bytes message = new Bytes().cu(peer).cu(0).cu(step & 7).cu(64L * (step + 1));
      if (step % 3 == 2) { // immediate: the request, then its completion
        e.time(t + 400).singleton(12, sends ? ISEND : IRECV);
        e.time(t + 410).record(sends ? 15 : 19, message.cu(step)).singleton(sends ? 16 : 17, step);
        e.time(t + 450).singleton(13, sends ? ISEND : IRECV);
      } else {
        e.time(t + 400).singleton(12, sends ? SEND : RECV).time(t + 420).record(sends ? 14 : 18, message);
        e.time(t + 450).singleton(13, sends ? SEND : RECV);
      }
      if (step % 10 == 9) { // MPI_Allreduce over the world
        e.time(t + 500).singleton(12, ALLREDUCE).record(22, new Bytes());
        e.time(t + 600).record(23, new Bytes().u8(11).cu(0).cu(UNDEFINED32).cu(8).cu(8L * RANKS))
            .singleton(13, ALLREDUCE);
      }
    }
    t = 1000L * (STEPS + 1) + rank * 7L;
    return e.time(t).singleton(13, MAIN).record(84, new Bytes().cu(0)); // Leave main, ProgramEnd
  }

  /** Little-endian OTF2 values (§3), and the events or records written. */
  private static final class Bytes extends ByteArrayOutputStream {
    long events;

    Bytes u8(int v) {
      write(v);
      return this;
    }

    Bytes u64(long v) {
      for (int i = 0; i < 8; i++) {
        write((int) (v >>> (8 * i)));
      }
      return this;
    }

    /** A compressed integer (§3.3): its byte count, then its bytes; undefined (all ones) as 0xff. */
    Bytes cu(long v) {
      if (v == UNDEFINED32 || v == -1) {
        return u8(0xff);
      }
      int n = (Long.SIZE - Long.numberOfLeadingZeros(v) + 7) / 8;
      u8(n);
      for (int i = 0; i < n; i++) {
        write((int) (v >>> (8 * i)));
      }
      return this;
    }

    Bytes str(String s) {
      writeBytes(s.getBytes(StandardCharsets.UTF_8));
      return u8(0);
    }

    Bytes time(long ticks) {
      return u8(5).u64(ticks);
    }

    /** A record with its length (§5.3). */
    Bytes record(int type, Bytes fields) {
      events++;
      u8(type).u8(fields.size());
      writeBytes(fields.toByteArray());
      return this;
    }

    /** A singleton event (§5.5): no record length. */
    Bytes singleton(int type, long value) {
      events++;
      return u8(type).cu(value);
    }

    /** An attribute list (§8.3) of one UINT64 for the event after it. */
    Bytes attributes(long value) {
      Bytes list = new Bytes().cu(1).cu(0).u8(4).cu(value);
      u8(6).u8(list.size());
      writeBytes(list.toByteArray());
      return this;
    }

    /** These bytes as one chunk: its header (§4.1), then END_OF_FILE. */
    byte[] chunk(long first, long last) {
      Bytes c = new Bytes().u8(3).u8(0x42).u64(first).u64(last);
      c.writeBytes(toByteArray());
      return c.u8(2).toByteArray();
    }
  }
}
