package org.leapshot.slog2.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Vertex;

/**
 * The decoder builds one- and two-vertex primitives without vertex arrays; they must be
 * indistinguishable from the array-built ones (equality, hash, accessors), NaN and -0.0 included.
 */
class PrimitiveVertexFormsTest {

  @Property(tries = 300)
  void oneVertexFormEqualsArrayForm(@ForAll int category, @ForAll double t, @ForAll int line) {
    Primitive inline = Primitive.adopt(category, t, line, null);
    Primitive arrays = new Primitive(category, new double[] {t}, new int[] {line}, new byte[0]);
    assertSame(inline, arrays, new double[] {t}, new int[] {line});
  }

  @Property(tries = 300)
  void twoVertexFormEqualsArrayForm(@ForAll int category, @ForAll double t0, @ForAll int l0, @ForAll double t1,
      @ForAll int l1, @ForAll byte[] info) {
    if (info.length > Short.MAX_VALUE) {
      return;
    }
    Primitive inline = Primitive.adopt(category, t0, l0, t1, l1, info.clone());
    Primitive arrays = new Primitive(category, new double[] {t0, t1}, new int[] {l0, l1}, info);
    assertSame(inline, arrays, new double[] {t0, t1}, new int[] {l0, l1});
    assertThat(inline.info()).isEqualTo(info);
    assertThat(inline.byteSize()).isEqualTo(8 + info.length + 24);
  }

  @Property(tries = 300)
  void firstAndLastFormEqualsArrayForm(@ForAll int category, @ForAll double t0, @ForAll int l0, @ForAll double t1,
      @ForAll int l1) {
    assertSame(Primitive.adopt(category, 1, t0, l0, t0, l0, null),
        new Primitive(category, new double[] {t0}, new int[] {l0}, null), new double[] {t0}, new int[] {l0});
    assertSame(Primitive.adopt(category, 2, t0, l0, t1, l1, null),
        new Primitive(category, new double[] {t0, t1}, new int[] {l0, l1}, null), new double[] {t0, t1},
        new int[] {l0, l1});
  }

  @Property(tries = 100)
  void firstAndLastFormRejectsOtherCounts(@ForAll @IntRange(min = -3, max = 6) int count, @ForAll double t0,
      @ForAll double t1) {
    boolean sameVertex = Double.doubleToRawLongBits(t0) == Double.doubleToRawLongBits(t1);
    if (count == 2 || (count == 1 && sameVertex)) {
      assertThat(Primitive.adopt(0, count, t0, 3, t1, 3, null).vertexCount()).isEqualTo(count);
    } else {
      assertThatThrownBy(() -> Primitive.adopt(0, count, t0, 3, t1, 3, null))
          .isInstanceOf(IllegalArgumentException.class);
    }
    // one vertex must come twice: another line is refused as well
    assertThatThrownBy(() -> Primitive.adopt(0, 1, t0, 3, t0, 4, null)).isInstanceOf(IllegalArgumentException.class);
  }

  @Property(tries = 300)
  void infoLeftInABlockEqualsCopiedInfo(@ForAll byte[] block, @ForAll @IntRange(min = 0, max = 50) int from,
      @ForAll @IntRange(min = 0, max = 50) int length, @ForAll double t0, @ForAll double t1) {
    if (from + length > block.length) {
      return;
    }
    byte[] info = Arrays.copyOfRange(block, from, from + length);
    Primitive sliced = Primitive.adopt(4, t0, 7, t1, 8, block, from, length);
    Primitive copied = Primitive.arrow(4, t0, 7, t1, 8, info);
    assertSame(sliced, copied, new double[] {t0, t1}, new int[] {7, 8});
    assertThat(sliced.info()).isEqualTo(info);
    assertThat(sliced.infoLength()).isEqualTo(length);
    assertThat(Primitive.adopt(4, t0, 7, block, from, length)).isEqualTo(Primitive.event(4, t0, 7, info));
    if (length > 0) {
      byte[] other = info.clone();
      other[length - 1]++;
      assertThat(sliced).isNotEqualTo(Primitive.arrow(4, t0, 7, t1, 8, other));
    }
  }

  @Property(tries = 50)
  void infoOutsideItsBlockIsRejected(@ForAll @IntRange(min = 0, max = 20) int size,
      @ForAll @IntRange(min = -3, max = 30) int from, @ForAll @IntRange(min = -3, max = 30) int length) {
    if (from >= 0 && length >= 0 && from + length <= size) {
      return;
    }
    assertThatThrownBy(() -> Primitive.adopt(0, 1.0, 1, new byte[size], from, length))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Property(tries = 300)
  void aProducersBoxIsKeptExactly(@ForAll double t0, @ForAll double t1, @ForAll double start, @ForAll double end) {
    Primitive boxed = Primitive.withBox(3, new double[] {t0, t1}, new int[] {1, 1}, null, start, end);
    assertThat(Double.doubleToRawLongBits(boxed.start())).isEqualTo(Double.doubleToRawLongBits(start));
    assertThat(Double.doubleToRawLongBits(boxed.end())).isEqualTo(Double.doubleToRawLongBits(end));
    Primitive computed = Primitive.adopt(3, t0, 1, t1, 1, null);
    boolean sameBox = Double.compare(start, computed.start()) == 0 && Double.compare(end, computed.end()) == 0;
    assertThat(boxed.equals(computed)).isEqualTo(sameBox);
    assertThat(boxed.hashCode()).isEqualTo(computed.hashCode());
    assertThat(boxed.time(1)).isEqualTo(t1);
  }

  @Property(tries = 50)
  void signedZeroBoxesStayDistinct(@ForAll @IntRange(min = 1, max = 3) int vertices) {
    double[] times = new double[vertices];
    int[] lines = new int[vertices];
    Primitive negative = Primitive.withBox(0, times, lines, null, -0.0, 0.0);
    assertThat(Double.doubleToRawLongBits(negative.start())).isEqualTo(Double.doubleToRawLongBits(-0.0));
    assertThat(negative).isNotEqualTo(new Primitive(0, times, lines, null));
    assertThat(negative.boxMatchesVertices()).isTrue(); // -0.0 == 0.0 numerically, as before
  }

  @Property(tries = 100)
  void formsDifferWhenAVertexDiffers(@ForAll double t0, @ForAll double t1, @ForAll @IntRange(min = 0, max = 9) int l) {
    Primitive a = Primitive.adopt(1, t0, l, t1, l, null);
    Primitive b = Primitive.adopt(1, t0, l, t1, l + 1, null);
    Primitive event = Primitive.adopt(1, t0, l, null);
    assertThat(a).isNotEqualTo(b);
    assertThat(a).isNotEqualTo(event);
  }

  @Property(tries = 100)
  void manyVerticesKeepTheirArrays(@ForAll double t0, @ForAll double t1, @ForAll double t2) {
    double[] times = {t0, t1, t2};
    int[] lines = {3, 4, 5};
    Primitive p = new Primitive(2, times, lines, null);
    assertSame(p, Primitive.adopt(2, times.clone(), lines.clone(), null), times, lines);
  }

  @Property(tries = 50)
  void signedZerosAndNaNsCompareByBits(@ForAll @IntRange(min = 0, max = 3) int which) {
    double[] odd = {0.0, -0.0, Double.NaN, Double.longBitsToDouble(0x7ff8000000000001L)};
    double t = odd[which];
    double other = odd[(which + 1) % odd.length];
    Primitive p = Primitive.adopt(0, t, 1, t, 1, null);
    assertThat(p).isEqualTo(new Primitive(0, new double[] {t, t}, new int[] {1, 1}, null));
    assertThat(p.equals(Primitive.adopt(0, t, 1, other, 1, null)))
        .isEqualTo(Double.doubleToLongBits(t) == Double.doubleToLongBits(other));
  }

  @Property(tries = 20)
  void vertexIndexOutsideThePrimitiveFails(@ForAll @IntRange(min = 1, max = 5) int beyond) {
    Primitive event = Primitive.adopt(0, 1.0, 2, null);
    assertThatThrownBy(() -> event.time(beyond)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> event.lineId(-beyond)).isInstanceOf(IndexOutOfBoundsException.class);
    Primitive state = Primitive.adopt(0, 1.0, 2, 3.0, 2, null);
    assertThatThrownBy(() -> state.time(beyond + 1)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  private static void assertSame(Primitive p, Primitive q, double[] times, int[] lines) {
    assertThat(p).isEqualTo(q);
    assertThat(q).isEqualTo(p);
    assertThat(p.hashCode()).isEqualTo(q.hashCode())
        .isEqualTo((p.categoryIndex() * 31 + Arrays.hashCode(times)) * 31 + Arrays.hashCode(lines));
    assertThat(p.vertexCount()).isEqualTo(times.length);
    assertThat(Double.compare(p.start(), q.start())).isZero();
    assertThat(Double.compare(p.end(), q.end())).isZero();
    assertThat(p.firstLineId()).isEqualTo(lines[0]);
    assertThat(p.lastLineId()).isEqualTo(lines[lines.length - 1]);
    assertThat(p.vertices()).isEqualTo(q.vertices());
    for (int i = 0; i < times.length; i++) {
      assertThat(p.vertices().get(i)).isEqualTo(new Vertex(times[i], lines[i]));
    }
    assertThat(p.toString()).isEqualTo(q.toString());
    assertThat(p.boxMatchesVertices()).isEqualTo(q.boxMatchesVertices());
    assertThat(p.verticesInsideBox()).isEqualTo(q.verticesInsideBox());
  }
}
