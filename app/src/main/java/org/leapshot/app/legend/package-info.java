/**
 * The legend: one row per category with colour swatch and topology icon, name, count, inclusive
 * and exclusive ratios, and visible/searchable check boxes that take effect at once. EDT only.
 */
package org.leapshot.app.legend;
