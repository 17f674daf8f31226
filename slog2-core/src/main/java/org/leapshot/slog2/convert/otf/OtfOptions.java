package org.leapshot.slog2.convert.otf;

import java.nio.charset.Charset;

/**
 * What an OTF conversion includes besides states and message arrows, and how names are decoded.
 *
 * @param nameCharset charset for names that are not valid UTF-8; {@code null} guesses it from the
 *     names (KOI8-R, windows-1251 or ISO-8859-1, see {@link OtfNameDecoder})
 * @param counters one event per counter sample, the value in its info
 * @param collectives one event per collective-operation record ({@code COP})
 * @param fileOperations one event per file operation ({@code F})
 * @param markers one event per marker spot and per event comment ({@code #} record)
 * @param completeAtProcessBounds turn an unmatched leave into a state that starts at the process's
 *     {@code PB}, and close states still open at its {@code PE} (or at the end of the trace);
 *     otherwise (strict) they are left out and counted
 */
public record OtfOptions(Charset nameCharset, boolean counters, boolean collectives, boolean fileOperations,
    boolean markers, boolean completeAtProcessBounds) {

  public static final OtfOptions DEFAULT = new OtfOptions(null, true, true, true, true, false);

  /** Only states and arrows. */
  public static final OtfOptions STATES_AND_ARROWS = new OtfOptions(null, false, false, false, false, false);

  public OtfOptions withCompleteAtProcessBounds(boolean complete) {
    return new OtfOptions(nameCharset, counters, collectives, fileOperations, markers, complete);
  }

  public OtfOptions withNameCharset(Charset charset) {
    return new OtfOptions(charset, counters, collectives, fileOperations, markers, completeAtProcessBounds);
  }
}
