package org.leapshot.slog2.convert.otf2;

import java.util.HashMap;
import java.util.Map;

/**
 * Turns an MPI rank within a communicator into the line of its location (spec §10): through the
 * communicator's group, which lists locations itself (COMM_LOCATIONS), indexes into its
 * paradigm's COMM_LOCATIONS group (COMM_GROUP, or the rank itself with GLOBAL_MEMBERS), or means
 * the calling location (COMM_SELF). The rank → line table of each communicator is made once.
 */
final class Otf2Communicators {
  /** A rank that names no location (or one without a timeline) while the tables are made. */
  private static final long UNRESOLVED = Long.MIN_VALUE;
  private static final long GLOBAL_MEMBERS = 1;
  private static final int[] SELF = new int[0];

  /** Communicator → line by rank (-1: none); {@link #SELF} for COMM_SELF; absent when unresolvable. */
  private final Map<Long, int[]> byComm = new HashMap<>();

  Otf2Communicators(Otf2Definitions defs, Otf2Timelines timelines) {
    Map<Integer, Otf2Definitions.Group> worldByParadigm = new HashMap<>();
    for (Otf2Definitions.Group g : defs.groups.values()) {
      if (g.type() == Otf2DefinitionReader.GROUP_COMM_LOCATIONS) {
        worldByParadigm.putIfAbsent(g.paradigm(), g);
      }
    }
    for (Otf2Definitions.Comm c : defs.comms.values()) {
      Otf2Definitions.Group g = defs.groups.get(c.group());
      if (g == null) {
        continue;
      }
      switch (g.type()) {
        case Otf2DefinitionReader.GROUP_COMM_SELF -> byComm.put(c.id(), SELF);
        case Otf2DefinitionReader.GROUP_COMM_LOCATIONS -> byComm.put(c.id(), lines(g.members(), timelines));
        case Otf2DefinitionReader.GROUP_COMM_GROUP -> {
          Otf2Definitions.Group world = worldByParadigm.get(g.paradigm());
          if (world != null) {
            long[] members = (g.flags() & GLOBAL_MEMBERS) != 0 ? world.members() : indexed(world.members(), g.members());
            byComm.put(c.id(), lines(members, timelines));
          }
        }
        default -> {
          // Groups of other kinds name no ranks.
        }
      }
    }
  }

  private static long[] indexed(long[] world, long[] indexes) {
    long[] locations = new long[indexes.length];
    for (int i = 0; i < indexes.length; i++) {
      long k = indexes[i];
      locations[i] = k >= 0 && k < world.length ? world[(int) k] : UNRESOLVED;
    }
    return locations;
  }

  private static int[] lines(long[] locations, Otf2Timelines timelines) {
    int[] lines = new int[locations.length];
    for (int i = 0; i < lines.length; i++) {
      lines[i] = locations[i] == UNRESOLVED ? -1 : timelines.lineOf(locations[i]);
    }
    return lines;
  }

  /** The communicator asked for last and its table: most messages of a trace use one communicator. */
  private long lastComm = -1;
  private int[] lastRanks;

  /** The line of {@code rank} in communicator {@code comm}, seen from line {@code self}; -1 if none. */
  int line(long comm, long rank, int self) {
    int[] ranks;
    if (comm == lastComm) {
      ranks = lastRanks;
    } else {
      ranks = byComm.get(comm);
      lastComm = comm;
      lastRanks = ranks;
    }
    if (ranks == null) {
      return -1;
    }
    if (ranks == SELF) {
      return rank == 0 ? self : -1;
    }
    return rank >= 0 && rank < ranks.length ? ranks[(int) rank] : -1;
  }
}
