package org.leapshot.slog2.format;

import org.leapshot.slog2.format.decode.BlockInput;

/**
 * The 108-byte SLOG-2 header at offset 0 (spec §4).
 *
 * <pre>
 * offset size field
 *   0    2+10 version string "SLOG 2.0.6" (short length, bytes; at most 10 read)
 *  12    2   NumOfChildrenPerNode      14  4  TreeLeafByteSize
 *  18    2   MaxTreeDepth              20  4  MaxBufferByteSize
 *  24   12   Categories                36 12  MethodDefs (NULL)
 *  48   12   LineIDMaps                60 12  TreeRoot
 *  72   12   TreeDir                   84 12  Annotations (NULL)   96 12 Postamble (NULL)
 * </pre>
 */
public record Header(
    String version,
    int childrenPerNode,
    int leafByteSize,
    int maxTreeDepth,
    int maxBufferByteSize,
    BlockPointer categories,
    BlockPointer methodDefs,
    BlockPointer lineIdMaps,
    BlockPointer treeRoot,
    BlockPointer treeDir,
    BlockPointer annotations,
    BlockPointer postamble) {

  public static final int BYTES = 108;
  public static final String VERSION = "SLOG 2.0.6";

  static Header read(BlockInput in) throws Slog2FormatException {
    long start = in.offset();
    byte[] head = in.readBytes(12, "version");
    short len = (short) (((head[0] & 0xff) << 8) | (head[1] & 0xff));
    int take = Math.max(0, Math.min(len, 10));
    String version = new String(head, 2, take, java.nio.charset.StandardCharsets.ISO_8859_1);
    if (!version.startsWith("SLOG 2")) {
      // Quote the file's own first bytes: a text trace shows "Category[...", not a shifted fragment.
      throw new Slog2FormatException(fileOf(in), "header", start, "not a SLOG-2 file: expected the version \""
          + VERSION + "\", the file starts with " + printable(new String(head, java.nio.charset.StandardCharsets.ISO_8859_1)));
    }
    if (!version.equals(VERSION)) {
      throw new Slog2FormatException(fileOf(in), "header", start, "unsupported version \"" + version
          + "\": Leapshot reads " + VERSION + " (convert older files with the reference's slog2update205to206)");
    }
    if (len != 10) {
      throw in.error("version length must be 10, found " + len);
    }
    int children = in.readShort("NumOfChildrenPerNode");
    int leaf = in.readInt("TreeLeafByteSize");
    int depth = in.readShort("MaxTreeDepth");
    int maxBuf = in.readInt("MaxBufferByteSize");
    return new Header(version, children, leaf, depth, maxBuf,
        in.readPointer("Categories pointer"), in.readPointer("MethodDefs pointer"),
        in.readPointer("LineIDMaps pointer"), in.readPointer("TreeRoot pointer"),
        in.readPointer("TreeDir pointer"), in.readPointer("Annotations pointer"),
        in.readPointer("Postamble pointer"));
  }

  private static String fileOf(BlockInput in) {
    return in.error("").file();
  }

  private static String printable(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      sb.append(c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\x%02x", (int) c));
    }
    return sb.append('"').toString();
  }
}
