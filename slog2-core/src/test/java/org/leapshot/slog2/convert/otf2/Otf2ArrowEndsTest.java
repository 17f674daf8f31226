package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * Every message arrow goes from the send's location and time to the receive's, as {@code
 * otf2-print} shows them (corrected ticks; peers as the locations it resolves): the printout's
 * sends and receives are paired first in, first out per sender, receiver, communicator and tag,
 * blocking and non-blocking alike (otf2_test_traces has 576 messages of a location to itself).
 */
class Otf2ArrowEndsTest {
  private static final Pattern SEND = Pattern.compile(
      "^MPI_I?SEND\\s+(\\d+)\\s+(\\d+)\\s+Receiver: \\d+ \\(\".*?\" <(\\d+)>\\), Communicator: .*? <(\\d+)>, Tag: (\\d+)");
  private static final Pattern RECV = Pattern.compile(
      "^MPI_I?RECV\\s+(\\d+)\\s+(\\d+)\\s+Sender: \\d+ \\(\".*?\" <(\\d+)>\\), Communicator: .*? <(\\d+)>, Tag: (\\d+)");

  record Arrow(long from, long sendTick, long to, long recvTick) {}

  @ParameterizedTest
  @ValueSource(strings = {"otf2/ping-pong-otf2/traces", "otf2/ping-pong-otf2-papi/traces",
      "otf2/otf2_test_traces/traces", "otf2-synthetic/features-4ranks/traces"})
  void arrowsJoinThePrintedSendAndReceive(String stub) throws IOException {
    List<Arrow> ours = new ArrayList<>();
    long origin = Otf2Samples.globalOffset(stub);
    try (Otf2TraceSource source = Otf2TraceSource.open(Otf2Samples.TESTDATA.resolve(stub + ".otf2"))) {
      double ticks = source.ticksPerSecond();
      Map<Integer, Topology> topologies = new HashMap<>();
      for (TraceItem item = source.next(); item != null; item = source.next()) {
        if (item instanceof TraceItem.CategoryItem c) {
          topologies.put(c.category().index(), c.category().topology());
        } else if (item instanceof TraceItem.DrawableItem d && d.drawable() instanceof Primitive p
            && topologies.get(p.categoryIndex()) == Topology.ARROW) {
          ours.add(new Arrow(source.locationOf(p.lineId(0)), Math.round(p.time(0) * ticks), source.locationOf(p.lineId(1)),
              Math.round(p.time(1) * ticks)));
        }
      }
    }
    List<Arrow> printed = printedArrows(stub, origin);
    Comparator<Arrow> order = Comparator.comparingLong(Arrow::from).thenComparingLong(Arrow::sendTick)
        .thenComparingLong(Arrow::to).thenComparingLong(Arrow::recvTick);
    ours.sort(order);
    printed.sort(order);
    assertThat(printed).isNotEmpty();
    assertThat(ours).isEqualTo(printed);
  }

  private static List<Arrow> printedArrows(String stub, long origin) throws IOException {
    Path plain = Otf2Samples.TESTDATA.resolve(stub + ".otf2-print.txt");
    InputStream in = Files.exists(plain) ? Files.newInputStream(plain)
        : new GZIPInputStream(Files.newInputStream(Otf2Samples.TESTDATA.resolve(stub + ".otf2-print.txt.gz")));
    Map<String, ArrayDeque<Long>> sends = new HashMap<>();
    Map<String, ArrayDeque<Long>> recvs = new HashMap<>();
    List<Arrow> arrows = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        Matcher s = SEND.matcher(line);
        Matcher v = RECV.matcher(line);
        boolean send = s.find();
        if (!send && !v.find()) {
          continue;
        }
        Matcher m = send ? s : v;
        long here = Long.parseLong(m.group(1));
        long tick = Long.parseLong(m.group(2)) - origin;
        long peer = Long.parseLong(m.group(3));
        long from = send ? here : peer;
        long to = send ? peer : here;
        String key = from + " " + to + " " + m.group(4) + " " + m.group(5);
        ArrayDeque<Long> other = (send ? recvs : sends).get(key);
        if (other != null && !other.isEmpty()) {
          long o = other.pollFirst();
          arrows.add(send ? new Arrow(from, tick, to, o) : new Arrow(from, o, to, tick));
        } else {
          (send ? sends : recvs).computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(tick);
        }
      }
    }
    return arrows;
  }
}
