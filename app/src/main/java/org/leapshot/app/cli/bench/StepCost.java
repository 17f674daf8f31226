package org.leapshot.app.cli.bench;

/**
 * What one measured step cost: from the request to the last drawable read, then (read-ahead on) the
 * read-ahead it triggered, counted apart.
 *
 * @param nanos wall time of the query and the reading of its answer
 * @param cpuNanos CPU time of every thread but read-ahead's during the step
 * @param allocBytes heap allocated by those threads during the step
 * @param collected whether the garbage collector ran during the step
 * @param aheadNanos wall time spent waiting for the read-ahead after the step (0 when off)
 * @param aheadCpuNanos CPU time of the read-ahead threads from the request until the read-ahead finished
 * @param aheadAllocBytes heap the read-ahead threads allocated in that time
 * @param nodesRead tree nodes the query decoded from the file (0 for a picture made without one)
 * @param nodesFromCache tree nodes it found decoded in the session's cache
 */
public record StepCost(long nanos, long cpuNanos, long allocBytes, int drawables, int shadows, long vertices,
    boolean collected, long aheadNanos, long aheadCpuNanos, long aheadAllocBytes, int nodesRead, int nodesFromCache) {}
