package org.leapshot.app.popup;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.leapshot.app.canvas.TimeUnits;

/**
 * A message arrow's size and the rate it reached, from the size its info gives ("msg_size=1048576"
 * of MPE and OTF2, "size=…" of OTF and Paraver) and the arrow's duration: "1.00 MiB (1,048,576
 * bytes) in 416.9 µs: 2.52 GB/s". The bytes alone left the reader to do the sum for each message,
 * where Vampir shows the bandwidth.
 */
final class MessageRate {
  private static final Pattern SIZE = Pattern.compile("(?:^|[\\s,;(])(?:msg_)?size=(\\d{1,18})(?!\\d)");
  private static final String[] BINARY = {"bytes", "KiB", "MiB", "GiB", "TiB"};
  private static final String[] RATE = {"B/s", "kB/s", "MB/s", "GB/s", "TB/s"};

  private MessageRate() {
  }

  /** The line for an arrow of {@code durationSec} whose info lines are {@code info}; empty without a size. */
  static Optional<String> line(List<String> info, double durationSec) {
    for (String l : info) {
      Matcher m = SIZE.matcher(l);
      if (m.find()) {
        long bytes = Long.parseLong(m.group(1));
        String size = size(bytes);
        if (bytes == 0 || !(durationSec > 0) || !Double.isFinite(durationSec)) {
          return Optional.of("Message:  " + size);
        }
        return Optional.of("Message:  " + size + " in " + TimeUnits.duration(durationSec) + ": " + rate(bytes / durationSec));
      }
    }
    return Optional.empty();
  }

  /** "512 bytes", or "1.00 MiB (1,048,576 bytes)". */
  static String size(long bytes) {
    if (bytes < 1024) {
      return bytes + (bytes == 1 ? " byte" : " bytes");
    }
    double v = bytes;
    int unit = 0;
    while (v >= 1024 && unit < BINARY.length - 1) {
      v /= 1024;
      unit++;
    }
    return String.format(Locale.ROOT, "%.2f %s (%,d bytes)", v, BINARY[unit], bytes);
  }

  /** Bytes per second in decimal units, as networks are rated: "2.52 GB/s". */
  static String rate(double bytesPerSec) {
    double v = bytesPerSec;
    int unit = 0;
    while (v >= 1000 && unit < RATE.length - 1) {
      v /= 1000;
      unit++;
    }
    return String.format(Locale.ROOT, v >= 100 ? "%.0f %s" : "%.3g %s", v, RATE[unit]);
  }
}
