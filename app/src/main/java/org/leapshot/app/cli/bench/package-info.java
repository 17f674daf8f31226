/** The {@code bench} command's measurement runs and their report (issue #4). */
package org.leapshot.app.cli.bench;
