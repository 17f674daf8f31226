package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.testing.SharedData;

/**
 * A level-of-detail window whose planned nodes are all wider than {@link LevelOfDetail#MAX_SHADOW_PIXELS}
 * is answered from the plan, as an exact one is, instead of walking down through the upper nodes'
 * shadow buffers: the answer must be the walk's, drawable for drawable and in the same order, and no
 * inner node may have been read whole (its shadow buffers are what the walk read for nothing).
 */
class WidePlanPropertiesTest {
  private static final long TIGHT_BUDGET = 2_000;

  @Provide
  Arbitrary<GeneratedFilePropertiesTest.Spec> specs() {
    return GeneratedFilePropertiesTest.anySpec();
  }

  @Property(tries = 40)
  void wideLevelOfDetailWindowsGetTheWalksAnswerFromThePlan(@ForAll("specs") GeneratedFilePropertiesTest.Spec spec)
      throws IOException {
    GeneratedTrace.withFile(spec, file -> {
      for (long budget : new long[] {SessionOptions.DEFAULT_LOD_BYTE_BUDGET, TIGHT_BUDGET}) {
        compareWithWalk(file, budget, new Random(spec.seed()), 25);
      }
    });
  }

  /** A file of many small leaves: some random windows must take the new way, or the property above proves nothing. */
  @Example
  void someWindowsOfAManyLeafFileTakeThePlanBecauseTheirNodesAreWide() throws IOException {
    int[] fired = new int[1];
    GeneratedTrace.withFile(new GeneratedFilePropertiesTest.Spec(7, 4, 60, 300, 2), file ->
        fired[0] = compareWithWalk(file, SessionOptions.DEFAULT_LOD_BYTE_BUDGET, new Random(7), 200));
    assertThat(fired[0]).as("windows planned only because every node is wide").isPositive();
  }

  /** The same on the files the reference toolkit wrote (its own tree, boxes and shadows), at both budgets. */
  @Example
  void filesTheReferenceWroteGetTheWalksAnswerToo() throws IOException {
    int fired = 0;
    for (String dir : new String[] {"reference-converted", "real-mpi"}) {
      try (Stream<Path> files = Files.list(SharedData.testdata(dir))) {
        for (Path file : files.filter(f -> f.toString().endsWith(".slog2")).sorted().toList()) {
          for (long budget : new long[] {SessionOptions.DEFAULT_LOD_BYTE_BUDGET, TIGHT_BUDGET}) {
            fired += compareWithWalk(file, budget, new Random(file.getFileName().toString().hashCode()), 40);
          }
        }
      }
    }
    assertThat(fired).as("windows planned only because every node is wide").isPositive();
  }

  /**
   * Compares, on {@code windows} random windows, each level-of-detail answer that the wide rule
   * plans (and the old leaf count did not) with the walk's; returns how many such windows it met.
   */
  private static int compareWithWalk(Path file, long budget, Random random, int windows) throws IOException {
    SessionOptions options = SessionOptions.DEFAULT.withLodByteBudget(budget).withReadAhead(false);
    int fired = 0;
    try (Slog2Reader reader = Slog2Reader.open(file);
        NodeSource walkNodes = new NodeSource(Slog2Reader.open(file), 0)) {
      DirectoryPlan plan = new DirectoryPlan(reader.directory(), reader.header().childrenPerNode());
      // the walk alone, as every such window was answered before: no plan to take a short cut through
      WindowWalker walk = new WindowWalker(new NodeLoader(walkNodes, null, 0), reader.header().treeRoot(), budget, null);
      long wideBudget = budget * WindowWalker.WIDE_READ_FACTOR;
      for (int i = 0; i < windows; i++) {
        WindowQuery q = randomQuery(reader, random);
        DirectoryPlan.Nodes found = plan.overlapping(q.start(), q.end(), wideBudget);
        boolean byLeaves = found != null && (long) found.leaves() * WindowWalker.PLANNED_LEAF_PIXELS <= q.widthPx();
        if (found == null || byLeaves || !LevelOfDetail.wide(found.narrowestSeconds(), q)) {
          continue; // answered as before
        }
        fired++;
        try (TraceSession s = TraceSession.open(file, options)) { // fresh: nothing cached
          WindowResult planned = s.query(q);
          WindowResult walked = walk.run(q, () -> false);
          assertThat(planned.drawables()).as("%s", q).containsExactlyElementsOf(walked.drawables());
          assertThat(planned.shadows()).as("%s", q).isEqualTo(walked.shadows()).isEmpty();
          assertThat(planned.coarse()).isEqualTo(walked.coarse()).isEmpty();
          assertThat(planned.drawables()).containsExactlyElementsOf(s.query(WindowQuery.exact(q.start(), q.end())).drawables());
          for (int n = 0; n < found.nodes().size(); n++) {
            BlockPointer p = found.nodes().get(n);
            if (found.inner()[n]) {
              assertThat(s.nodes().cached(p)).as("inner node @%d read whole, shadow buffers and all", p.offset()).isNull();
            }
          }
        }
      }
    }
    return fired;
  }

  /** A window of 1/2 to 1/2000 of the run anywhere in it, at 17 to 400 pixels (few pixels make many leaves too many). */
  private static WindowQuery randomQuery(Slog2Reader reader, Random random) throws IOException {
    TimeBox run = reader.readRoot().box();
    double width = run.duration() * Math.pow(10, -0.3 - 3 * random.nextDouble());
    double start = run.earliest() + random.nextDouble() * (run.duration() - width);
    return WindowQuery.lod(start, start + width, 17 + random.nextInt(384));
  }
}
