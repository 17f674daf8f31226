package org.leapshot.slog2.convert.otf2;

import java.io.IOException;
import java.nio.file.Path;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;

/**
 * Reads definition files (spec §7): the global {@code NAME.def} into {@link Otf2Definitions}, a
 * location's {@code NAME/<L>.def} into {@link Otf2LocalDefinitions}. Fields are read in on-disk
 * order, later versions' trailing fields only while the record has bytes left (§5.4), and every
 * record ends at its announced length, so newer writers' extra fields and unknown record types are
 * skipped.
 */
final class Otf2DefinitionReader {
  private static final String[] GLOBAL_NAMES = {null, null, null, null, null, "ClockProperties", "Paradigm",
      "ParadigmProperty", "IoParadigm", null, "String", "Attribute", "SystemTreeNode", "LocationGroup", "Location",
      "Region", "Callsite", "Callpath", "Group", "MetricMember", "MetricClass", "MetricInstance", "Comm", "Parameter",
      "RmaWin", "MetricClassRecorder", "SystemTreeNodeProperty", "SystemTreeNodeDomain", "LocationGroupProperty",
      "LocationProperty", "CartDimension", "CartTopology", "CartCoordinate", "SourceCodeLocation", "CallingContext",
      "CallingContextProperty", "InterruptGenerator", "IoFileProperty", "IoRegularFile", "IoDirectory", "IoHandle",
      "IoPreCreatedHandleState", "CallpathParameter", "InterComm"};
  /** Pre-1.2 group types (attic field) that mean MPI_GROUP and MPI_LOCATIONS. */
  private static final int PRE12_MPI_GROUP = 4;
  private static final int PRE12_MPI_LOCATIONS = 6;
  static final int GROUP_COMM_LOCATIONS = 4;
  static final int GROUP_COMM_GROUP = 5;
  static final int GROUP_COMM_SELF = 6;
  private static final int PARADIGM_MPI = 4;

  private final Otf2Anchor anchor;
  private final ImportReport report;

  Otf2DefinitionReader(Otf2Anchor anchor, ImportReport report) {
    this.anchor = anchor;
    this.report = report;
  }

  static String globalName(int type) {
    return type < GLOBAL_NAMES.length && GLOBAL_NAMES[type] != null ? GLOBAL_NAMES[type] : "definition type " + type;
  }

  Otf2Definitions readGlobal() throws IOException {
    Otf2Definitions defs = new Otf2Definitions();
    Path file = anchor.globalDefinitionFile();
    try (Otf2ChunkReader in = new Otf2ChunkReader(file, anchor.definitionChunkSize(), 1 << 20)) {
      for (int type = firstRecord(in); type >= 0; type = nextRecord(in)) {
        long end = in.recordEnd();
        global(in, type, end, defs);
        in.seek(end);
      }
    }
    if (defs.records != anchor.definitionCount()) {
      report.count("otf2: global definitions differ from the anchor's count (" + anchor.definitionCount() + ")",
          defs.records);
    }
    if (!defs.hasClockProperties) {
      report.skip("otf2: no ClockProperties", SourcePosition.offset(file.toString(), 0),
          "no ClockProperties definition: times taken as seconds from 0");
    }
    return defs;
  }

  /** The local definitions of a location; none when its file is missing. */
  Otf2LocalDefinitions readLocal(long location) throws IOException {
    Otf2LocalDefinitions local = new Otf2LocalDefinitions();
    Path file = anchor.localDefinitions(location);
    if (!java.nio.file.Files.isRegularFile(file)) {
      return local;
    }
    try (Otf2ChunkReader in = new Otf2ChunkReader(file, anchor.definitionChunkSize(), 64 << 10)) {
      for (int type = firstRecord(in); type >= 0; type = nextRecord(in)) {
        long end = in.recordEnd();
        if (type == 5) {
          mappingTable(in, end, local);
        } else if (type == 6) {
          local.addClockOffset(in.u64(), in.cu64());
        } else {
          report.skip("otf2: local definitions other than mapping tables and clock offsets",
              SourcePosition.offset(file.toString(), in.offset()),
              globalName(type) + " in a local definition file (archive not unified) skipped");
        }
        in.seek(end);
      }
    }
    return local;
  }

  /** The type byte of the first record, or -1 for an empty file. */
  private static int firstRecord(Otf2ChunkReader in) throws IOException {
    return in.nextChunk(true) ? nextRecord(in) : -1;
  }

  /** The type byte of the next record, moving over chunk ends; -1 at the end of the file (§4.2). */
  private static int nextRecord(Otf2ChunkReader in) throws IOException {
    while (true) {
      if (in.remainingInChunk() == 0) {
        if (in.chunkEnd() < in.fileSize() && in.nextChunk(true)) {
          continue; // a chunk filled to its last byte
        }
        throw in.error(in.offset(), "the data ends without an END_OF_FILE record (truncated?)");
      }
      int type = in.u8();
      if (type == Otf2ChunkReader.END_OF_FILE || type == Otf2ChunkReader.END_OF_BUFFER) {
        return -1;
      }
      if (type != Otf2ChunkReader.END_OF_CHUNK) {
        if (type < 5) {
          throw in.error(in.offset() - 1, "record type " + type + " is reserved");
        }
        return type;
      }
      if (!in.nextChunk(true)) {
        throw in.error(in.offset(), "the file ends after END_OF_CHUNK without END_OF_FILE (truncated?)");
      }
    }
  }

  private void mappingTable(Otf2ChunkReader in, long end, Otf2LocalDefinitions local) throws IOException {
    int type = in.u8();
    long n = in.cu64();
    int mode = in.u8();
    long bytes = end - in.offset();
    if (n < 0 || n > bytes) {
      throw in.error(in.offset(), "mapping table of " + Long.toUnsignedString(n) + " ids in a record of " + bytes
          + " bytes");
    }
    long[] globals = new long[(int) n];
    long[] locals = mode == 1 ? new long[(int) n] : null;
    for (int i = 0; i < n; i++) {
      if (locals != null) {
        locals[i] = in.cu64();
        if (i > 0 && locals[i] <= locals[i - 1]) {
          throw in.error(in.offset(), "sparse mapping table not sorted by local id");
        }
      }
      globals[i] = in.cu64();
    }
    local.setMap(type, new Otf2LocalDefinitions.IdMap(locals, globals));
  }

  private static void global(Otf2ChunkReader in, int type, long end, Otf2Definitions d) throws IOException {
    d.counted(globalName(type));
    switch (type) {
      case 5 -> {
        d.timerResolution = in.cu64();
        d.globalOffset = in.cu64();
        d.traceLength = in.cu64();
        d.hasClockProperties = true;
        if (d.timerResolution == 0 || d.timerResolution == -1) {
          throw in.error(in.offset(), "timer resolution " + Long.toUnsignedString(d.timerResolution) + " ticks per second");
        }
      }
      case 6 -> d.paradigmNames.put(in.u8(), d.string(in.cu32()));
      case 10 -> d.strings.put(in.cu32(), in.str(end));
      case 11 -> d.attributes.put(in.cu32(), new Otf2Definitions.Attribute(in.cu32(), in.u8()));
      case 12 -> {
        long id = in.cu32();
        d.systemTreeNodes.put(id, new Otf2Definitions.SystemTreeNode(id, in.cu32(), in.cu32(), in.cu32()));
      }
      case 13 -> {
        long id = in.cu32();
        d.locationGroups.put(id, new Otf2Definitions.LocationGroup(id, in.cu32(), in.u8(), in.cu32()));
      }
      case 14 -> d.locations.add(new Otf2Definitions.Location(in.cu64(), in.cu32(), in.u8(), in.cu64(), in.cu32()));
      case 15 -> region(in, end, d);
      case 18 -> group(in, end, d);
      case 19 -> {
        long id = in.cu32();
        long name = in.cu32();
        in.cu32(); // description
        in.u8(); // metric type
        in.u8(); // metric mode
        int valueType = in.u8();
        in.u8(); // base
        in.cu64(); // exponent
        d.metricMembers.put(id, new Otf2Definitions.MetricMember(id, name, in.cu32(), valueType));
      }
      case 20 -> {
        long id = in.cu32();
        int n = in.u8();
        long[] members = new long[n];
        for (int i = 0; i < n; i++) {
          members[i] = in.cu32();
        }
        d.metricClasses.put(id, members);
      }
      case 21 -> d.metricInstances.put(in.cu32(), in.cu32());
      case 22 -> {
        long id = in.cu32();
        d.comms.put(id, new Otf2Definitions.Comm(id, in.cu32(), in.cu32()));
      }
      case 23 -> d.parameters.put(in.cu32(), d.string(in.cu32()));
      case 27 -> d.systemTreeDomains.put(in.cu32(), in.u8());
      default -> {
        // Not needed for timelines (§7.3): counted, skipped by its length.
      }
    }
  }

  private static void region(Otf2ChunkReader in, long end, Otf2Definitions d) throws IOException {
    long id = in.cu32();
    long name = in.cu32();
    in.cu32(); // description
    in.u8(); // regionType (attic 1.1)
    long sourceFile = in.cu32();
    long beginLine = in.cu32();
    in.cu32(); // end line
    long canonical = Otf2Definitions.UNDEFINED32;
    int role = 1; // FUNCTION, the pre-1.1 default
    int paradigm = 0;
    if (in.before(end)) {
      canonical = in.cu32();
      role = in.u8();
      paradigm = in.u8();
    }
    d.regions.put(id, new Otf2Definitions.Region(id, name, canonical, sourceFile, beginLine, role, paradigm));
  }

  private static void group(Otf2ChunkReader in, long end, Otf2Definitions d) throws IOException {
    long id = in.cu32();
    in.cu32(); // name
    int pre12 = in.u8();
    long n = in.cu32();
    if (n > end - in.offset()) {
      throw in.error(in.offset(), "group of " + n + " members in a record of " + (end - in.offset()) + " bytes");
    }
    long[] members = new long[(int) n];
    for (int i = 0; i < n; i++) {
      members[i] = in.cu64();
    }
    int type = pre12 == PRE12_MPI_GROUP ? GROUP_COMM_GROUP : pre12 == PRE12_MPI_LOCATIONS ? GROUP_COMM_LOCATIONS : 0;
    int paradigm = type != 0 ? PARADIGM_MPI : 0;
    long flags = 0;
    if (in.before(end)) {
      type = in.u8();
      paradigm = in.u8();
      flags = in.cu32();
    }
    d.groups.put(id, new Otf2Definitions.Group(id, type, paradigm, flags, members));
  }
}
