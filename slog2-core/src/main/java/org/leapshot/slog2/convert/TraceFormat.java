package org.leapshot.slog2.convert;

/** The input formats the converter knows; {@link FormatDetector} tells them apart by content. */
public enum TraceFormat {
  /** The slog2sdk ASCII text format (Category[, Primitive[, Composite[, YCoordMap[ lines). */
  TEXT,
  /** Worley's PICL trace format: lines of blank-separated numbers. */
  PICL,
  /** MPE's binary CLOG-2 format (files start with "CLOG-02."). */
  CLOG2,
  /** An Open Trace Format 1 master file (name ends in .otf). */
  OTF,
  /** An OTF2 archive, given by its anchor file (.otf2, starts with 03 42 "OTF2") or its directory. */
  OTF2,
  /** A Paraver trace: {@code .prv} (or {@code .prv.gz}) text starting with "#Paraver ". */
  PARAVER,
  /** A Paje trace ({@code .paje}, {@code .trace}): a header of %EventDef definitions, then events. */
  PAJE
}
