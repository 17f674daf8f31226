/** JMH benchmarks of the window-query engine (issue #4), built only with {@code -Pbenchmarks}. */
package org.leapshot.benchmarks;
