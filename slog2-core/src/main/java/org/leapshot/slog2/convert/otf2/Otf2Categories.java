package org.leapshot.slog2.convert.otf2;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Topology;

/**
 * The SLOG-2 categories of an OTF2 archive, made on first use (spec §13): a state category per
 * region entered, coloured by its paradigm and role, whose label carries the region's constant
 * facts as literal text; one arrow category for messages; a state category per collective
 * operation; an event category per metric member and per kind of marker (program begin and end,
 * measurement on/off, buffer flush, thread fork/join). Each category belongs to a group ("MPI",
 * "OpenMP", "metrics", ...) for colouring and filtering.
 */
final class Otf2Categories {
  private static final String[] COLLECTIVES = {"BARRIER", "BCAST", "GATHER", "GATHERV", "SCATTER", "SCATTERV",
      "ALLGATHER", "ALLGATHERV", "ALLTOALL", "ALLTOALLV", "ALLTOALLW", "ALLREDUCE", "REDUCE", "REDUCE_SCATTER", "SCAN",
      "EXSCAN", "REDUCE_SCATTER_BLOCK", "CREATE_HANDLE", "DESTROY_HANDLE", "ALLOCATE", "DEALLOCATE",
      "CREATE_HANDLE_AND_ALLOCATE", "DESTROY_HANDLE_AND_DEALLOCATE"};
  private static final String[] PARADIGMS = {"UNKNOWN", "USER", "COMPILER", "OPENMP", "MPI", "CUDA",
      "MEASUREMENT_SYSTEM", "PTHREAD", "HMPP", "OMPSS", "HARDWARE", "GASPI", "UPC", "SHMEM", "WINTHREAD", "QTTHREAD",
      "ACETHREAD", "TBBTHREAD", "OPENACC", "OPENCL", "MTAPI", "SAMPLING", "NONE", "HIP", "KOKKOS"};
  private static final String[] ROLES = {"UNKNOWN", "FUNCTION", "WRAPPER", "LOOP", "CODE", "PARALLEL", "SECTIONS",
      "SECTION", "WORKSHARE", "SINGLE", "SINGLE_SBLOCK", "MASTER", "CRITICAL", "CRITICAL_SBLOCK", "ATOMIC", "BARRIER",
      "IMPLICIT_BARRIER", "FLUSH", "ORDERED", "ORDERED_SBLOCK", "TASK", "TASK_CREATE", "TASK_WAIT", "COLL_ONE2ALL",
      "COLL_ALL2ONE", "COLL_ALL2ALL", "COLL_OTHER", "FILE_IO", "POINT2POINT", "RMA", "DATA_TRANSFER", "ARTIFICIAL",
      "THREAD_CREATE", "THREAD_WAIT", "TASK_UNTIED", "ALLOCATE", "DEALLOCATE", "REALLOCATE", "FILE_IO_METADATA"};
  /** Region lookups by id go through an array up to this id, then a map. */
  private static final int DIRECT_REGIONS = 1 << 20;
  /** Metric values of these OTF2 types are shown as floating point. */
  static final int TYPE_FLOAT = 9;
  static final int TYPE_DOUBLE = 10;

  private final Otf2Definitions defs;
  private int[] byRegion = new int[0];
  private final Map<Long, Integer> byRegionFar = new HashMap<>();
  private final Map<String, Integer> byKey = new HashMap<>();
  private final Set<String> usedNames = new HashSet<>();
  private final Map<Integer, String> groups = new LinkedHashMap<>();
  private final ArrayDeque<Category> fresh = new ArrayDeque<>();
  private int nextIndex;
  private int messageCategory = -1;
  private final int[] byCollective = new int[256];

  Otf2Categories(Otf2Definitions defs) {
    this.defs = defs;
  }

  Category pollFresh() {
    return fresh.poll();
  }

  boolean hasFresh() {
    return !fresh.isEmpty();
  }

  /** Category index → group name. */
  Map<Integer, String> groups() {
    return Collections.unmodifiableMap(groups);
  }

  /** The state category of a region (global id). */
  int region(long id) {
    if (id >= 0 && id < byRegion.length && byRegion[(int) id] > 0) {
      return byRegion[(int) id] - 1;
    }
    if (id >= DIRECT_REGIONS || id < 0) {
      Integer index = byRegionFar.get(id);
      if (index != null) {
        return index;
      }
    }
    int index = makeRegion(id);
    if (id >= 0 && id < DIRECT_REGIONS) {
      if (id >= byRegion.length) {
        byRegion = Arrays.copyOf(byRegion, (int) Math.min(DIRECT_REGIONS, Math.max(id + 1, 2L * byRegion.length)));
      }
      byRegion[(int) id] = index + 1;
    } else {
      byRegionFar.put(id, index);
    }
    return index;
  }

  private int makeRegion(long id) {
    Otf2Definitions.Region r = defs.regions.get(id);
    if (r == null) {
      return make(uniqueName("Region " + id, id), "undefined regions", Topology.STATE,
          Otf2Colours.byName("Region " + id, 0.5), defs.attributes.isEmpty() ? "" : "%s");
    }
    String name = defs.string(r.name());
    if (name.isEmpty()) {
      name = defs.string(r.canonicalName());
    }
    if (name.isEmpty()) {
      name = "Region " + id;
    }
    String paradigm = paradigmName(r.paradigm());
    StringBuilder label = new StringBuilder(name).append(" [").append(paradigm).append(", ")
        .append(r.role() >= 0 && r.role() < ROLES.length ? ROLES[r.role()] : "role " + r.role()).append(']');
    String file = defs.string(r.sourceFile());
    if (!file.isEmpty()) {
      label.append(' ').append(file).append(':').append(r.beginLine());
    }
    // an archive with attribute definitions gives each region state its Enter's attributes as text
    String attributes = defs.attributes.isEmpty() ? "" : "\\n%s";
    return make(uniqueName(name, id), paradigm, Topology.STATE, Otf2Colours.region(name, r.paradigm(), r.role()),
        literal(label.toString()) + attributes);
  }

  private String paradigmName(int paradigm) {
    String named = defs.paradigmNames.get(paradigm);
    if (named != null && !named.isEmpty()) {
      return named;
    }
    return paradigm >= 0 && paradigm < PARADIGMS.length ? PARADIGMS[paradigm] : "paradigm " + paradigm;
  }

  /** Two regions with one name stay two categories: the second gets its id appended. */
  private String uniqueName(String name, long id) {
    return usedNames.add(name) ? name : name + " " + id;
  }

  /** The arrow category of messages (made on first use; asked for at every arrow, so kept in a field). */
  int message() {
    if (messageCategory < 0) {
      messageCategory = make("message", "messages", Topology.ARROW, Otf2Colours.MESSAGE, "msg_tag=%d, msg_size=%d");
    }
    return messageCategory;
  }

  /** The state category of a collective operation (u8), by operation. */
  int collective(int op) {
    int index = byCollective[op & 0xff] - 1;
    if (index < 0) {
      String name = "collective " + (op >= 0 && op < COLLECTIVES.length ? COLLECTIVES[op] : "operation " + op);
      index = make(name, "MPI collectives", Topology.STATE, Otf2Colours.collective(op),
          "comm=%d root=%d sent=%l received=%l");
      byCollective[op & 0xff] = index + 1;
    }
    return index;
  }

  /** The event category of a metric member; its values are shown as {@code %E} or {@code %l} by the member's type. */
  int metric(long member) {
    return keyed("metric " + member, () -> {
      Otf2Definitions.MetricMember m = defs.metricMembers.get(member);
      String name = m == null ? "metric " + member : defs.string(m.name());
      boolean floating = m != null && (m.valueType() == TYPE_DOUBLE || m.valueType() == TYPE_FLOAT);
      String unit = m == null ? "" : literal(defs.string(m.unit()));
      return make(uniqueName(name, member), "metrics", Topology.EVENT, Otf2Colours.byName(name, 0.9),
          (floating ? "value=%E" : "value=%l") + (unit.isEmpty() ? "" : " " + unit));
    });
  }

  /** An event category for markers of one kind (program begin, buffer flush, ...). */
  int marker(String name, String label) {
    Integer known = byKey.get(name); // first: a capturing lambda costs an allocation at every marker
    return known != null ? known
        : keyed(name, () -> make(name, "markers", Topology.EVENT, Otf2Colours.byName(name, 0.3), label));
  }

  private int keyed(String key, java.util.function.IntSupplier maker) {
    Integer index = byKey.get(key);
    if (index == null) {
      index = maker.getAsInt();
      byKey.put(key, index);
    }
    return index;
  }

  private int make(String name, String group, Topology topology, org.leapshot.slog2.model.Rgba colour, String label) {
    int index = nextIndex++;
    groups.put(index, group);
    int width = topology == Topology.ARROW ? 3 : 8;
    fresh.add(Category.of(index, name, topology, colour, width, InfoLabel.parse(label)));
    return index;
  }

  /** Label text is literal: a '%' would start a conversion. */
  private static String literal(String s) {
    return s.replace('%', ' ').trim();
  }
}
