package org.leapshot.slog2.convert.otf2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.convert.EventFileCursors;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;

/**
 * Opens the event file of each location of an archive, a cursor on its first event, with the
 * location's local definitions; a location without an event file, or with an empty one, gets no
 * timeline (counted in the report).
 */
final class Otf2EventFiles {
  /** The locations with events, in definition order. */
  final List<Otf2Definitions.Location> withEvents = new ArrayList<>();
  /** Their cursors, each standing on its first event, in the same order. */
  final List<Otf2EventCursor> open = new ArrayList<>();

  /**
   * Opens the event files of {@code defs}' locations; every cursor made (also of empty files) is
   * added to {@code cursors}, which closes them.
   */
  Otf2EventFiles(Otf2Anchor anchor, Otf2DefinitionReader reader, Otf2Definitions defs, ImportReport report,
      EventFileCursors<Otf2EventCursor> cursors) throws IOException {
    int window = Otf2Windows.windowOfEach(anchor.eventChunkSize(), defs.locations.size());
    Otf2Windows windows = Otf2Windows.forEventFiles(anchor, defs.locations, window);
    for (Otf2Definitions.Location l : defs.locations) {
      Path events = anchor.events(l.id());
      if (!Files.isRegularFile(events)) {
        report.skip("otf2: missing event files", SourcePosition.offset(events.toString(), 0),
            "no event file for location " + Long.toUnsignedString(l.id()) + " (taken as empty)");
        continue;
      }
      Otf2EventCursor cursor = new Otf2EventCursor(events, l.id(), reader.readLocal(l.id()),
          anchor.eventChunkSize(), window, windows);
      cursors.add(cursor);
      if (cursor.advance()) {
        withEvents.add(l);
        open.add(cursor);
      } else {
        report.count("otf2: locations without events (no timeline)", 1);
        cursor.close();
      }
    }
  }
}
