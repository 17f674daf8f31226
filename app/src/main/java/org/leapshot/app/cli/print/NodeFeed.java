package org.leapshot.app.cli.print;

import java.io.IOException;
import org.leapshot.slog2.format.AllDrawables.NodeVisitor;

/**
 * The nodes to print, in tree-directory order: through the whole-file check, strict or going past
 * problems ({@code print --keep-going}), so that print lists what check accepts.
 */
@FunctionalInterface
public interface NodeFeed {
  void forEach(NodeVisitor visitor) throws IOException;
}
