package org.leapshot.app.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.leapshot.app.rows.GroupNames;
import org.leapshot.slog2.convert.TimelineNamesFile;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The names a trace gives its timelines and its maps' groups, from the names file the converter
 * wrote beside it ({@link TimelineNamesFile}); none when there is no such file. A names file that
 * does not fit the trace (another size, a line ID or group path none of its maps has, damaged text)
 * is ignored as a whole, with one line saying why: the labels fall back to the maps' numbers.
 * Reads a file: off the EDT.
 *
 * @param names line ID → name
 * @param groups the maps' groups' names
 * @param problem why the names file was ignored, or null
 */
public record TimelineNames(Map<Integer, String> names, GroupNames groups, String problem) {
  public static final TimelineNames NONE = new TimelineNames(Map.of(), GroupNames.NONE, null);

  public static TimelineNames load(Path slog2, List<LineIdMap> maps) {
    if (!Files.exists(TimelineNamesFile.of(slog2))) {
      return NONE; // most SLOG-2 files: no set of line IDs to build
    }
    try {
      TimelineNamesFile.Names read = TimelineNamesFile.read(slog2, maps);
      return new TimelineNames(read.timelines(), GroupNames.of(read.groups()), null);
    } catch (IOException | RuntimeException e) {
      return new TimelineNames(Map.of(), GroupNames.NONE, "Timeline names ignored: " + e.getMessage());
    }
  }
}
