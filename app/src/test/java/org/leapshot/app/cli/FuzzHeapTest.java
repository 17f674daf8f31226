package org.leapshot.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/**
 * The fuzz suites' promise "no OutOfMemoryError at -Xmx256m" (issue #19) holds only if the build
 * runs them with that heap: their surefire fork says which heap it was given
 * ({@code leapshot.fuzz.heapMb}), and this checks the JVM really has no more.
 */
class FuzzHeapTest {
  @Test
  void fuzzSuitesRunWithTheSmallHeap() {
    String mb = System.getProperty("leapshot.fuzz.heapMb");
    assumeTrue(mb != null, "not run by the build's fuzz fork (e.g. picked with -Dtest)");
    assertThat(Integer.parseInt(mb)).isEqualTo(256);
    assertThat(Runtime.getRuntime().maxMemory()).isLessThanOrEqualTo(256L << 20);
  }
}
