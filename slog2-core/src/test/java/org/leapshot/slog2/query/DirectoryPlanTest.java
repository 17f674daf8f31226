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
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.TreeDirectory;
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
          assertThat(found.nodes()).as("levels from the root, each in xpos order").containsExactlyElementsOf(walked);
          assertThat(IntStream.of(found.levelSizes()).sum()).isEqualTo(walked.size());
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

  /**
   * On directories whose xpos values have gaps (subtrees missing) or are dense, with boxes that
   * need not nest, the plan lists exactly the nodes whose box and every ancestor's box overlap the
   * window, root level first and each level in xpos order, as a brute-force look at every entry.
   */
  @Property(tries = 200)
  void planOfAnyDirectoryEqualsBruteForce(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int children,
      @ForAll @IntRange(min = 0, max = 4) int depth, @ForAll boolean gaps, @ForAll boolean shuffled) throws Exception {
    Random random = new Random(seed);
    List<DirectoryEntry> entries = new ArrayList<>();
    long offset = 100;
    // Per depth, from the root down: the xpos values present, each a child of a present parent.
    List<Integer> level = List.of(0);
    for (int d = depth; d >= 0; d--) {
      List<Integer> next = new ArrayList<>();
      for (int x : level) {
        double a = random.nextInt(100);
        entries.add(new DirectoryEntry(new NodeId(d, x), new TimeBox(a, a + random.nextInt(60)),
            new BlockPointer(offset, 1 + random.nextInt(50))));
        offset += 64;
        for (int c = 0; c < children; c++) {
          if (!gaps || random.nextInt(3) > 0) {
            next.add(x * children + c);
          }
        }
      }
      level = next;
    }
    if (shuffled) { // a directory out of its stored order: the plan sorts each level by xpos
      java.util.Collections.shuffle(entries, random);
    }
    var make = TreeDirectory.class.getDeclaredConstructor(List.class);
    make.setAccessible(true);
    DirectoryPlan plan = new DirectoryPlan(make.newInstance(entries), children);
    for (int i = 0; i < 10; i++) {
      double a = random.nextInt(170) - 10;
      double b = a + random.nextInt(40);
      List<DirectoryEntry> expected = bruteForce(entries, children, depth, a, b);
      DirectoryPlan.Nodes found = plan.overlapping(a, b, Long.MAX_VALUE);
      if (expected.isEmpty()) {
        assertThat(found).isNull();
        continue;
      }
      assertThat(found.nodes()).containsExactlyElementsOf(expected.stream().map(DirectoryEntry::pointer).toList());
      int[] sizes = new int[depth + 1];
      expected.forEach(e -> sizes[depth - e.id().depth()]++);
      assertThat(found.levelSizes()).containsExactly(IntStream.of(sizes).filter(n -> n > 0).toArray());
      int leaves = (int) expected.stream().filter(e -> e.id().depth() == 0).count();
      assertThat(found.leaves()).isEqualTo(leaves);
      for (int k = 0; k < expected.size(); k++) {
        assertThat(found.inner()[k]).isEqualTo(expected.get(k).id().depth() > 0);
      }
    }
  }

  /** Every entry whose box and whose ancestors' boxes (all present) overlap [a, b], by depth from the root, then xpos. */
  private static List<DirectoryEntry> bruteForce(List<DirectoryEntry> entries, int children, int rootDepth, double a,
      double b) {
    java.util.Map<NodeId, DirectoryEntry> byId = new java.util.HashMap<>();
    entries.forEach(e -> byId.put(e.id(), e));
    List<DirectoryEntry> out = new ArrayList<>();
    for (DirectoryEntry e : entries) {
      boolean in = true;
      NodeId id = e.id();
      while (in) {
        DirectoryEntry at = byId.get(id);
        in = at != null && at.box().overlaps(a, b);
        if (id.depth() == rootDepth) {
          break;
        }
        id = new NodeId(id.depth() + 1, id.xpos() / children);
      }
      if (in) {
        out.add(e);
      }
    }
    out.sort(java.util.Comparator.comparingInt((DirectoryEntry e) -> -e.id().depth())
        .thenComparingInt(e -> e.id().xpos()));
    return out;
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
