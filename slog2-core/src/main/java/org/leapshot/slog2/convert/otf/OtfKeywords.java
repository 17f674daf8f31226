package org.leapshot.slog2.convert.otf;

/**
 * The record and field keywords of OTF 1 in their short and long spellings (spec §6, §11–§15),
 * mapped to small int ids so that a record line is parsed without making Strings.
 *
 * <p>Field ids are named after the short spelling. Some short keywords mean different things in
 * different records ({@code P} is PROPERTIES in DCNT and PROCESS in MS, {@code T} is TAG, TIME
 * or a description); the record decides, so they share one id.
 */
final class OtfKeywords {
  private OtfKeywords() {}

  // Record ids.
  static final int DV = 1, DUI = 2, DCR = 3, DCMT = 4, DTR = 5, DTRG = 6, DP = 7, DPG = 8, DA = 9,
      DPGA = 10, DPS = 11, DFG = 12, DF = 13, DCO = 14, DCG = 15, DCNT = 16, DCA = 17, DSF = 18,
      DS = 19, DFLG = 20, DFL = 21, DK = 22, DAUX = 23;
  static final int ENTER = 30, LEAVE = 31, SEND = 32, RECEIVE = 33, COUNTER = 34, COLLOP = 35,
      COLLOP_BEGIN = 36, COLLOP_END = 37, FILEOP = 38, FILEOP_BEGIN = 39, FILEOP_END = 40,
      PROCESS_BEGIN = 41, PROCESS_END = 42, RMA = 43, COMMENT = 44, NOOP = 45, KEY_VALUE = 46;
  static final int MARKER_DEF = 50, MARKER_SPOT = 51;

  static final KeywordTable RECORDS = new KeywordTable(new Object[] {
      DV, "DV", "DEFVERSION", DUI, "DUI", "DEFUNIQUEID", DCR, "DCR", "DEFCREATOR",
      DCMT, "DCMT", "DEFCOMMENT", DTR, "DTR", "DEFTIMERRESOLUTION", DTRG, "DTRG", "DEFTIMERANGE",
      DP, "DP", "DEFPROCESS", DPG, "DPG", "DEFPROCESSGROUP", DA, "DA", "DEFATTRIBUTELIST",
      DPGA, "DPGA", "DEFPROCESSORGROUPATTR", DPS, "DPS", "DEFPROCESSSUBSTITUTES",
      DFG, "DFG", "DEFFUNCTIONGROUP", DF, "DF", "DEFFUNCTION", DCO, "DCO", "DEFCOLLOP",
      DCG, "DCG", "DEFCOUNTERGROUP", DCNT, "DCNT", "DEFCOUNTER", DCA, "DCA", "DEFCOUNTERASSIGNMENTS",
      DSF, "DSF", "DEFSCLFILE", DS, "DS", "DEFSCL", DFLG, "DFLG", "DEFFILEGROUP", DFL, "DFL", "DEFFILE",
      DK, "DK", "DEFKEYVALUE", DAUX, "DAUX", "DEFAUXSAMPLEPOINT",
      ENTER, "E", "ENTER", LEAVE, "L", "LEAVE", SEND, "S", "SEND", RECEIVE, "R", "RECEIVE",
      COUNTER, "CNT", "COUNTER", COLLOP, "COP", "COLLOP", COLLOP_BEGIN, "COPB", "COLLOPBEGIN",
      COLLOP_END, "COPE", "COLLOPEND", FILEOP, "F", "FILEOP",
      FILEOP_BEGIN, "FA", "FILEOPBEGINNEW", "FB", "FILEOPBEGIN",
      FILEOP_END, "FF", "FILEOPENDNEW", "FE", "FILEOPEND",
      PROCESS_BEGIN, "PB", "PROCESSBEGIN", PROCESS_END, "PE", "PROCESSEND",
      RMA, "T", "TRMAPUT", "U", "URMAPUTRE", "G", "GRMAGET", "M", "MRMAEND",
      COMMENT, "#", "#EVTCOMMENT", NOOP, "N", "NOOP", KEY_VALUE, "K", "KEY",
      MARKER_DEF, "MD", "MARKERDEF", MARKER_SPOT, "MS", "MARKERSPOT"});

  /** The long spelling of a record id (e.g. "ENTER"), for reports. */
  static String longName(int recordId) {
    return switch (recordId) {
      case RMA -> "RMA (put, get, end; not converted)";
      case COLLOP_BEGIN, COLLOP_END, FILEOP_BEGIN, FILEOP_END -> RECORDS.longName(recordId) + " (not converted)";
      default -> RECORDS.longName(recordId);
    };
  }

  // Field ids; FIRST is the unnamed value right after the record keyword.
  static final int FIRST = 0, NM = 1, PT = 2, M = 3, G = 4, X = 5, Y = 6, P = 7, U = 8, V = 9,
      T = 10, C = 11, RT = 12, S = 13, R = 14, F = 15, L = 16, LN = 17, MI = 18, N = 19, NS = 20,
      NR = 21, NO = 22, NC = 23, NRD = 24, NW = 25, NSK = 26, BR = 27, BW = 28, B = 29, D = 30,
      E = 31, I = 32, O = 33, H = 34, OP = 35, CL = 36, CNT = 37;
  static final int FIELD_COUNT = 38;

  static final KeywordTable FIELDS = new KeywordTable(new Object[] {
      NM, "NM", "NAME", PT, "PT", "PARENT", M, "M", "MEMBERS", G, "G", "GROUP", X, "X", "SCL",
      Y, "Y", "TYPE", P, "P", "PROPERTIES", "PROCESS", U, "U", "UNIT", V, "V", "VALUE",
      T, "T", "TAG", "TIME", C, "C", "COMM", RT, "RT", "ROOT", S, "S", "SENT", R, "R", "RECVD",
      F, "F", "FILE", L, "L", "LEN", LN, "LN", "LINE", MI, "MI", "MATCHID", N, "N", "COUNT",
      NS, "NS", "NUMSENT", NR, "NR", "NUMRECVD", NO, "NO", "NUMOPEN", NC, "NC", "NUMCLOSE",
      NRD, "NRD", "NUMREAD", NW, "NW", "NUMWRITTEN", NSK, "NSK", "NUMSEEK",
      BR, "BR", "BYTESREAD", BW, "BW", "BYTESWRITE", B, "B", "BYTES", D, "D", "DUR",
      E, "E", "EXCL", I, "I", "INCL", O, "O", "OTIME", H, "H", "HANDLEID", OP, "OP", "OPERATION",
      CL, "CL", "COLL", CNT, "CNT", "COUNTER"});

  /**
   * An allocation-free map from keyword bytes to ids: open addressing over a hash of the bytes,
   * each hit verified byte by byte.
   */
  static final class KeywordTable {
    private final byte[][] keys = new byte[256][];
    private final int[] ids = new int[256];
    private final java.util.Map<Integer, String> longNames = new java.util.HashMap<>();
    /** Ids of one-character keywords by character: most short-format keywords are one letter. */
    private final int[] single = new int[128];
    /**
     * Keywords of two to eight bytes packed into a long (keyword bytes are never 0, so the packing
     * is unique), in open addressing with their ids: the short format's other keywords ({@code CNT},
     * {@code NM}, ...) are then found with one comparison instead of a byte loop.
     */
    private final long[] packedKeys = new long[256];
    private final int[] packedIds = new int[256];

    /** {@code spec} is a sequence of an Integer id followed by its spellings. */
    KeywordTable(Object[] spec) {
      int id = -1;
      for (Object o : spec) {
        if (o instanceof Integer i) {
          id = i;
        } else {
          // The long spelling is the last one given for an id.
          longNames.put(id, (String) o);
          byte[] k = ((String) o).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
          int slot = hash(k, 0, k.length) & 255;
          while (keys[slot] != null) {
            slot = (slot + 1) & 255;
          }
          keys[slot] = k;
          ids[slot] = id;
          if (k.length == 1) {
            single[k[0]] = id + 1;
          } else if (k.length <= Long.BYTES) {
            long packed = pack(k, 0, k.length);
            int p = packedSlot(packed);
            while (packedKeys[p] != 0) {
              p = (p + 1) & 255;
            }
            packedKeys[p] = packed;
            packedIds[p] = id;
          }
        }
      }
    }

    String longName(int id) {
      return longNames.getOrDefault(id, "record " + id);
    }

    /** The id of {@code b[start, end)}, or -1. */
    int lookup(byte[] b, int start, int end) {
      if (end - start == 1) {
        int c = b[start];
        return c >= 0 ? single[c] - 1 : -1;
      }
      if (end - start <= Long.BYTES) {
        long packed = pack(b, start, end);
        for (int p = packedSlot(packed); ; p = (p + 1) & 255) {
          long k = packedKeys[p];
          if (k == 0) {
            return -1;
          }
          if (k == packed) {
            return packedIds[p];
          }
        }
      }
      int slot = hash(b, start, end) & 255;
      while (true) {
        byte[] k = keys[slot];
        if (k == null) {
          return -1;
        }
        if (k.length == end - start && same(k, b, start)) {
          return ids[slot];
        }
        slot = (slot + 1) & 255;
      }
    }

    /** Keywords are a few bytes long: a plain loop beats the vectorised range compare. */
    private static boolean same(byte[] k, byte[] b, int start) {
      for (int i = 0; i < k.length; i++) {
        if (k[i] != b[start + i]) {
          return false;
        }
      }
      return true;
    }

    private static long pack(byte[] b, int start, int end) {
      long v = 0;
      for (int i = start; i < end; i++) {
        v = v << 8 | (b[i] & 0xff);
      }
      return v;
    }

    private static int packedSlot(long packed) {
      return (int) ((packed * 0x9e3779b97f4a7c15L) >>> 56);
    }

    private static int hash(byte[] b, int start, int end) {
      int h = 0;
      for (int i = start; i < end; i++) {
        h = h * 31 + b[i];
      }
      return h ^ (h >>> 7);
    }
  }
}
