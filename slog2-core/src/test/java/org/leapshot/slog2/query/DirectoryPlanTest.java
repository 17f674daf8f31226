package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.write.WriterOptions;

/** The directory's plan of a window against the nodes a walk down the stored tree reaches. */
class DirectoryPlanTest {

  @Property(tries = 40)
  void planListsExactlyTheNodesAWalkDownTheTreeReaches(@ForAll long seed, @ForAll @IntRange(min = 1, max = 5) int lines,
      @ForAll @IntRange(min = 1, max = 50) int items, @ForAll @IntRange(min = 2, max = 4) int children)
      throws IOException {
    Path dir = Files.createTempDirectory("leapshot-plan");
    Path file = dir.resolve("p.slog2");
    try {
      GeneratedTrace.write(file, seed, lines, items, new WriterOptions(400, children));
      try (Slog2Reader reader = Slog2Reader.open(file)) {
        DirectoryPlan plan = new DirectoryPlan(reader.directory(), reader.header().childrenPerNode());
        TreeNode root = reader.readRoot();
        Random random = new Random(seed);
        for (int i = 0; i < 8; i++) {
          TimeBox run = root.box();
          double a = run.earliest() + (random.nextDouble() * 1.2 - 0.1) * run.duration();
          double b = a + random.nextDouble() * random.nextDouble() * run.duration();
          DirectoryPlan.Nodes found = plan.overlapping(a, b, Long.MAX_VALUE);
          List<BlockPointer> walked = walk(reader, root, a, b);
          if (walked.isEmpty()) {
            assertThat(found).isNull();
            continue;
          }
          assertThat(found).isNotNull();
          assertThat(found.nodes()).containsExactlyInAnyOrderElementsOf(walked);
          assertThat(found.leaves()).isEqualTo(leaves(reader, walked));
          long bytes = walked.stream().mapToLong(BlockPointer::size).sum();
          assertThat(plan.overlapping(a, b, bytes - 1)).as("over the byte bound").isNull();
        }
      }
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  private static List<BlockPointer> walk(Slog2Reader reader, TreeNode root, double a, double b) throws IOException {
    List<BlockPointer> out = new ArrayList<>();
    if (!root.box().overlaps(a, b)) {
      return out;
    }
    List<TreeNode> level = List.of(root);
    out.add(root.self());
    while (!level.isEmpty()) {
      List<TreeNode> next = new ArrayList<>();
      for (TreeNode n : level) {
        for (ShadowBuffer c : n.children()) {
          if (c.childBox().overlaps(a, b)) {
            out.add(c.childPointer());
            next.add(reader.readChild(c));
          }
        }
      }
      level = next;
    }
    return out;
  }

  private static int leaves(Slog2Reader reader, List<BlockPointer> nodes) throws IOException {
    Set<BlockPointer> set = new HashSet<>(nodes);
    int n = 0;
    for (var e : reader.directory().entries()) {
      if (e.id().depth() == 0 && set.contains(e.pointer())) {
        n++;
      }
    }
    return n;
  }
}
