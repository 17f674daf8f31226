package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;

/**
 * Marker definitions and spots (spec §15) from {@code <stub>.0.marker} and the streams' marker
 * files. Spots carry their own time and process and are not sorted, so they are read whole and
 * sorted; marker files are annotations, small next to the events, and capped anyway.
 */
final class OtfMarkers {
  /** More marker spots than this are counted and left out, to bound memory. */
  static final int MAX_SPOTS = 1_000_000;
  /** Likewise for the bytes of their texts. */
  static final long MAX_TEXT_BYTES = 64L << 20;

  record Spot(long kind, long time, long process, byte[] text, SourcePosition position) {}

  final Map<Long, byte[]> kinds = new HashMap<>();
  private final List<Spot> spots = new ArrayList<>();
  private long textBytes;

  /** Reads {@code <stub>.0.marker} and the streams' marker files; returns all spots by time. */
  List<Spot> readAll(OtfMaster master, ImportReport report) throws IOException {
    for (Path file : master.parts("marker")) {
      read(file, report);
    }
    return sortedSpots();
  }

  void read(Path file, ImportReport report) throws IOException {
    OtfRecord rec = new OtfRecord();
    try (OtfLineReader in = OtfLineReader.open(file)) {
      java.util.function.Supplier<SourcePosition> where = in::position;
      while (in.next()) {
        if (in.lineStart() == in.lineEnd()) {
          continue;
        }
        int id = rec.parse(in.buffer(), in.lineStart(), in.lineEnd(), where);
        if (id == OtfKeywords.MARKER_DEF) {
          long token = rec.token(OtfKeywords.FIRST, "marker token");
          textBytes += in.lineEnd() - in.lineStart();
          if (kinds.size() < MAX_SPOTS && textBytes <= MAX_TEXT_BYTES) {
            byte[] name = rec.stringBytes(OtfKeywords.NM);
            kinds.putIfAbsent(token, name == null ? new byte[0] : name);
          }
        } else if (id == OtfKeywords.MARKER_SPOT) {
          textBytes += in.lineEnd() - in.lineStart();
          if (spots.size() >= MAX_SPOTS || textBytes > MAX_TEXT_BYTES) {
            report.skip("otf: marker spot beyond limit", in.position(), "more than " + MAX_SPOTS
                + " marker spots or " + MAX_TEXT_BYTES + " bytes of marker text");
            continue;
          }
          spots.add(new Spot(rec.token(OtfKeywords.FIRST, "marker token"), rec.number(OtfKeywords.T, 0),
              rec.token(OtfKeywords.P, "marker process"), rec.stringBytes(OtfKeywords.V), in.position()));
        } else if (id != OtfKeywords.KEY_VALUE) {
          report.skip("otf: unknown marker record", in.position(), "unknown marker record skipped");
        }
      }
    }
  }

  /** All spots by time (stable, so equal times keep file order). */
  private List<Spot> sortedSpots() {
    List<Spot> sorted = new ArrayList<>(spots);
    sorted.sort(Comparator.comparingLong(Spot::time));
    return sorted;
  }
}
