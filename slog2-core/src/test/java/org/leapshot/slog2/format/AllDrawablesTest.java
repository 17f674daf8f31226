package org.leapshot.slog2.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.testing.SharedData;

/** Serial iteration: every real drawable exactly once, each node's drawables in drawing order. */
class AllDrawablesTest {
  private static final Path RND = SharedData.testdata("reference-converted/rnd-t4.slog2");

  @Test
  void visitsWhatAWalkFromTheRootFinds() throws IOException {
    try (Slog2Reader r = Slog2Reader.open(RND)) {
      List<Drawable> walked = new ArrayList<>();
      Deque<TreeNode> todo = new ArrayDeque<>();
      todo.push(r.readRoot());
      while (!todo.isEmpty()) {
        TreeNode n = todo.pop();
        walked.addAll(n.nestless());
        walked.addAll(n.nestable());
        for (ShadowBuffer c : n.children()) {
          todo.push(r.readChild(c));
        }
      }
      List<Drawable> visited = new ArrayList<>();
      AllDrawables.forEach(r, (node, d) -> visited.add(d));
      assertThat(visited).containsExactlyInAnyOrderElementsOf(walked);
      assertThat(AllDrawables.count(r)).isEqualTo(walked.size()).isGreaterThan(1000);
    }
  }

  @Test
  void nodesComeInDirectoryOrderAndDrawablesInDrawingOrder() throws IOException {
    try (Slog2Reader r = Slog2Reader.open(RND)) {
      List<NodeId> ids = new ArrayList<>();
      AllDrawables.forEachNode(r, (entry, node) -> {
        assertThat(node.id()).isEqualTo(entry.id());
        ids.add(node.id());
        List<Drawable> inNode = new ArrayList<>();
        AllDrawables.forEachInNode(node, (n, d) -> inNode.add(d));
        assertThat(inNode).hasSize(node.drawableCount()).isSortedAccordingTo(DrawingOrder.DRAWABLES);
      });
      assertThat(ids).hasSize(r.directory().size()).isSorted();
    }
  }
}
