package org.leapshot.slog2.convert.picl;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The first pass over a PICL file: the names that event label records (-5) give event types. The
 * first label of an event type wins, whatever its processor scope. Bad lines are left for the main
 * pass to report.
 */
final class EventLabels {
  private EventLabels() {}

  static Map<Integer, String> read(Path file) throws IOException {
    Map<Integer, String> labels = new HashMap<>();
    PiclRecordParser parser = new PiclRecordParser(String.valueOf(file.getFileName()));
    try (BoundedLineReader in = new BoundedLineReader(Files.newBufferedReader(file, StandardCharsets.ISO_8859_1),
        PiclTraceSource.MAX_LINE_CHARS)) {
      long lineNumber = 0;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        lineNumber++;
        if (in.tooLong()) {
          continue;
        }
        String[] head = line.strip().split("\\s+", 2);
        // Descriptor records are parsed too, since a label may use an alias they define.
        if (!head[0].equals("-5") && !head[0].equals("-6")) {
          continue;
        }
        try {
          PiclRecord r = parser.parse(line, lineNumber);
          if (r != null && r.recordType() == PiclRecord.LABEL && r.eventType() != -1) {
            labels.putIfAbsent(r.eventType(), r.dataText().strip());
          }
        } catch (TraceInputException bad) {
          // Reported with its line by the main pass.
        }
      }
    }
    return labels;
  }
}
