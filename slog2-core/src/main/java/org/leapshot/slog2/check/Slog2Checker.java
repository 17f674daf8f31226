package org.leapshot.slog2.check;

import java.io.IOException;
import java.nio.file.Path;
import org.leapshot.slog2.format.AllDrawables.NodeVisitor;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.TimeBox;

/**
 * Validates a whole SLOG-2 file and stops at the first problem, reported as a
 * {@link Slog2FormatException} naming the file, block and offset. The commands that read every
 * node ({@code print}, {@code info}) walk through here too, so that they accept exactly the files
 * {@code check} accepts.
 *
 * <p>Beyond what opening checks, every node must be reached from the header's TreeRoot through the
 * child pointers, once, and be listed in the tree directory with the same pointer and box; a
 * node's ID and self pointer match the pointer that led to it; a child is one level down and its
 * box lies inside its parent's; a node has at most NumOfChildrenPerNode children; every drawable
 * lies inside its node's box and uses a defined category whose topology fits its vertex count.
 * The directory on its own is checked by {@link DirectoryCheck}; the walk is {@link TreeWalk}.
 */
public final class Slog2Checker {
  private Slog2Checker() {}

  /** Opens, checks and closes a file. */
  public static CheckSummary check(Path path) throws IOException {
    try (Slog2Reader reader = Slog2Reader.open(path)) {
      return check(reader);
    }
  }

  /** Checks an open file; reads every node once. */
  public static CheckSummary check(Slog2Reader reader) throws IOException {
    return walk(reader, (entry, node) -> { });
  }

  /**
   * Checks only the tree directory, on its own and against the header, without reading a node: for
   * commands that read a part of the file, or that want to refuse a bad directory before printing.
   */
  public static void checkDirectory(Slog2Reader reader) throws Slog2FormatException {
    new DirectoryCheck(reader).run();
  }

  /**
   * Checks an open file and hands every node to {@code visitor} as soon as it has passed, in
   * tree-directory order (as {@link org.leapshot.slog2.format.AllDrawables#forEachNode} reads them).
   *
   * @throws Slog2FormatException at the first problem; the nodes before it have been visited
   */
  public static CheckSummary walk(Slog2Reader reader, NodeVisitor visitor) throws IOException {
    return new TreeWalk(reader, visitor, null).run();
  }

  /**
   * Walks as {@link #walk} does but goes past problems, each handed to {@code problems}: visits
   * every node that decodes and whose drawables pass, in the same order, and skips the others.
   */
  public static void walkLeniently(Slog2Reader reader, NodeVisitor visitor, ProblemListener problems) throws IOException {
    new TreeWalk(reader, visitor, problems).run();
  }

  /**
   * Checks only the nodes a window query of [start, end] reads (those whose directory box overlaps
   * it), as {@link #walk} checks every node, after the whole directory; hands each sound one to
   * {@code visitor}. For commands that read a window of the file ({@code print --from/--to}).
   *
   * @param problems null to throw the first problem, else each problem goes to it and the walk
   *     skips what it spoils, as {@link #walkLeniently} does
   */
  public static void walkWindow(Slog2Reader reader, double start, double end, NodeVisitor visitor,
      ProblemListener problems) throws IOException {
    new TreeWalk(reader, visitor, problems, new TimeBox(start, end)).run();
  }
}
