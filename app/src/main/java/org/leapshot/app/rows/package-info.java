/**
 * The timeline tree and its arrangement: {@link org.leapshot.app.rows.TimelineTree} (a line-ID map's
 * columns as groups over its timelines, in arrays), {@link org.leapshot.app.rows.Arrangement}
 * (collapsed, hidden and moved rows, by stable keys, saved per trace), and
 * {@link org.leapshot.app.rows.RowPlan} (which timelines each picture row shows), built from both
 * in milliseconds for tens of thousands of timelines. No Swing; may import the core's model only.
 */
package org.leapshot.app.rows;
