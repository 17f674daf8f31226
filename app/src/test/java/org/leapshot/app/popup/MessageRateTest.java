package org.leapshot.app.popup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A message arrow's info box gives its size and rate, not only the bytes. */
class MessageRateTest {
  @Test
  void sizeAndRateFromMpeAndOtf2Info() {
    assertThat(MessageRate.line(List.of("msg_tag=10, msg_size=1048576"), 416.9e-6))
        .contains("Message:  1.00 MiB (1,048,576 bytes) in 416.9 µs: 2.52 GB/s");
    // Paraver's and OTF's "size=", small messages in bytes, slow ones in MB/s
    assertThat(MessageRate.line(List.of("tag=3 size=800"), 2e-3)).contains("Message:  800 bytes in 2.000 ms: 400 kB/s");
    assertThat(MessageRate.line(List.of("tag=3 size=1"), 1e-6)).contains("Message:  1 byte in 1.000 µs: 1.00 MB/s");
  }

  @Test
  void noRateWithoutATimeOrBytes() {
    assertThat(MessageRate.line(List.of("msg_tag=1, msg_size=0"), 1e-3)).contains("Message:  0 bytes");
    assertThat(MessageRate.line(List.of("msg_tag=1, msg_size=4096"), 0)).contains("Message:  4.00 KiB (4,096 bytes)");
  }

  @Test
  void otherNumbersAreNotSizes() {
    assertThat(MessageRate.line(List.of("file_size=12, comm_size=4"), 1)).isEmpty();
    assertThat(MessageRate.line(List.of("msg_size=12345678901234567890"), 1)).as("too long for a long").isEmpty();
    assertThat(MessageRate.line(List.of("msg_tag=7"), 1)).isEmpty();
  }
}
