package org.leapshot.app.trace;

/**
 * A tree node that could not be read: which node ({@code "tree node (0,3)"}), where its block is in
 * the file, the time range it covers (from the tree directory) and the reader's message. The viewer
 * draws this range as unreadable instead of failing the whole window.
 */
public record DamagedNode(String node, long offset, int size, double startSec, double endSec, String problem) {

  /** One line for the status bar, e.g. {@code tree node (0,3) at byte 4520 (0x11a8) is unreadable}. */
  public String summary() {
    return node + " at byte " + offset + " (0x" + Long.toHexString(offset) + ") is unreadable";
  }

  public boolean covers(double timeSec) {
    return startSec <= timeSec && timeSec <= endSec;
  }
}
