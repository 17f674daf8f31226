/**
 * The legend: one row per category with colour swatch and topology icon, name, count, inclusive
 * and exclusive ratios, and visible/searchable check boxes that take effect at once; a filter box
 * and a group chooser (MPI_*, MODULE::*) narrow the rows that Show/Hide act on. EDT only.
 */
package org.leapshot.app.legend;
