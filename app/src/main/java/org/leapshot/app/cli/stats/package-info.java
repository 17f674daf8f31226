/** The {@code stats} command's list parsing and report (text and JSON). */
package org.leapshot.app.cli.stats;
