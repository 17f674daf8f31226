package org.leapshot.app.legend;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.CategoryGroupsFile;
import org.leapshot.slog2.model.Category;

/**
 * The legend's category groups for a trace: the trace's own, from the groups file the converter
 * wrote beside it ({@link CategoryGroupsFile}), or else the groups its names suggest. A groups file
 * that does not fit the trace is ignored, with one line saying why. Reads a file: off the EDT.
 *
 * @param groups the groups to list and colour by
 * @param problem why the groups file was ignored, or null
 */
record TraceGroups(List<CategoryGroup> groups, String problem) {

  static TraceGroups load(Path slog2, Map<Integer, Category> categories) {
    Map<Integer, String> names = new HashMap<>();
    categories.values().forEach(c -> names.put(c.index(), c.name()));
    String problem = null;
    try {
      List<CategoryGroup> own = CategoryGroup.ofTrace(categories.values(), CategoryGroupsFile.read(slog2, names));
      if (!own.isEmpty()) {
        return new TraceGroups(own, null);
      }
    } catch (IOException | RuntimeException e) {
      problem = "Category groups ignored: " + e.getMessage();
    }
    return new TraceGroups(CategoryGroup.of(categories.values()), problem);
  }
}
