package org.leapshot.slog2.convert.otf2;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The global definitions of an archive that a timeline converter needs (spec §7.3), by id. Ids
 * are names, not indexes: every table is a map. Filled by {@link Otf2DefinitionReader}.
 */
final class Otf2Definitions {
  /** The all-ones value of a 32-bit reference (§3.6). */
  static final long UNDEFINED32 = 0xffff_ffffL;

  // Names are String references, resolved with string() when used: a String may be defined after
  // the record that names it.

  record SystemTreeNode(long id, long name, long className, long parent) {}

  record LocationGroup(long id, long name, int type, long systemTreeParent) {}

  record Location(long id, long name, int type, long numberOfEvents, long group) {}

  record Region(long id, long name, long canonicalName, long sourceFile, long beginLine, int role, int paradigm) {}

  record Group(long id, int type, int paradigm, long flags, long[] members) {}

  record Comm(long id, long name, long group) {}

  /** An attribute of attribute lists (§8.3): its name and declared type. */
  record Attribute(long name, int type) {}

  record MetricMember(long id, long name, long unit, int valueType) {}

  final Map<Long, String> strings = new HashMap<>();
  final Map<Long, SystemTreeNode> systemTreeNodes = new TreeMap<>();
  /** System tree node → domain (§11 SystemTreeDomain). */
  final Map<Long, Integer> systemTreeDomains = new HashMap<>();
  final Map<Long, LocationGroup> locationGroups = new TreeMap<>();
  /** In file order: the order of the Location definitions. */
  final List<Location> locations = new ArrayList<>();
  final Map<Long, Region> regions = new HashMap<>();
  final Map<Long, Group> groups = new HashMap<>();
  final Map<Long, Comm> comms = new HashMap<>();
  final Map<Long, MetricMember> metricMembers = new HashMap<>();
  /** MetricClass id → its members, in value order. */
  final Map<Long, long[]> metricClasses = new HashMap<>();
  /** MetricInstance id → its MetricClass (classes and instances share the Metric id space). */
  final Map<Long, Long> metricInstances = new HashMap<>();
  final Map<Long, Attribute> attributes = new HashMap<>();
  final Map<Long, String> parameters = new HashMap<>();
  /** Paradigm number → the name a Paradigm record gives it. */
  final Map<Integer, String> paradigmNames = new HashMap<>();
  /** Records read by type name, for the report. */
  final Map<String, Long> recordCounts = new TreeMap<>();
  long records;
  long timerResolution = 1;
  long globalOffset;
  long traceLength;
  boolean hasClockProperties;

  /** A String definition's text; {@code ""} for the undefined reference, a placeholder for a missing one. */
  String string(long id) {
    if (id == UNDEFINED32) {
      return "";
    }
    String s = strings.get(id);
    return s == null ? "<string " + id + ">" : s;
  }

  /** The members of a Metric reference (a class, or an instance's class), or an empty array. */
  long[] metricMembersOf(long metric) {
    Long cls = metricInstances.get(metric);
    long[] members = metricClasses.get(cls == null ? metric : cls);
    return members == null ? new long[0] : members;
  }

  void counted(String recordName) {
    records++;
    recordCounts.merge(recordName, 1L, Long::sum);
  }
}
