package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/**
 * Names cut to a narrow column stay apart where they share a long start (APEX's phylanx
 * primitives, wrf's C_ESMC_ALARM* functions), and a name that fits, or whose start tells it
 * apart, is shown as before.
 */
class NameElisionTest {
  /** Seven pixels a character, as a monospaced font would. */
  private static final ToIntFunction<String> MONO = s -> 7 * s.codePointCount(0, s.length());

  static final List<String> APEX = List.of("/phylanx/access-variable$28$conf/2$49$53::eval",
      "/phylanx/access-variable$29$u/2$49$59::eval", "/phylanx/access-variable$31$conf_u/2$50$45::eval",
      "/phylanx/access-variable$33$conf_u/2$51$45::eval", "/phylanx/access-variable$35$Y/2$52$56::eval",
      "/phylanx/access-variable$18$Y/2$44$46::eval", "/phylanx/block$1/2$36$17::eval", "/phylanx/block$3/2$48$25::eval");
  static final List<String> WRF = List.of("C_ESMC_ALARMSET", "C_ESMC_ALARMTURNON", "C_ESMC_ALARMENABLE",
      "C_ESMC_ALARMTURNOFF", "C_ESMC_BASETIMEEQ", "C_ESMC_CLOCKSET");

  private static List<String> fitted(List<String> names, int room) {
    Map<String, Integer> differs = NameElision.differences(names);
    return names.stream().map(n -> NameElision.fit(n, differs.get(n), MONO, room)).toList();
  }

  @Test
  void namesSharingALongStartStayApartInANarrowColumn() {
    for (List<String> names : List.of(APEX, WRF)) {
      for (int chars : new int[] {13, 16, 20, 24}) {
        List<String> shown = fitted(names, 7 * chars);
        assertThat(shown).as("%d characters: %s", chars, shown).doesNotHaveDuplicates()
            .allSatisfy(s -> assertThat(MONO.applyAsInt(s)).isLessThanOrEqualTo(7 * chars));
      }
    }
    assertThat(fitted(APEX, 7 * 20).get(0)).isEqualTo("/ph…$28$conf/2$49$5…");
    assertThat(fitted(WRF, 7 * 13)).contains("C_E…_ALARMSET", "C_E…ARMTURNON", "C_E…RMTURNOFF", "C_ESMC_BASET…");
  }

  @Test
  void aShortDifferenceLeavesTheRoomToTheStart() {
    // Paraver's "Sampled functions #2" … "#10" read "Sam…#10" in a column of 16 characters.
    List<String> names = List.of("Sampled functions", "Sampled functions #2", "Sampled functions #10");
    assertThat(fitted(names, 7 * 16)).containsExactly("Sampled functio…", "Sampled funct…#2", "Sampled func…#10");
  }

  @Test
  void aNameThatFitsIsWholeAndOneWhoseStartTellsItApartIsCutAtTheEnd() {
    List<String> names = List.of("MPI_File_write_all", "MPI_Finalize", "Compute");
    assertThat(fitted(names, 7 * 13)).containsExactly("MPI_File_wri…", "MPI_Finalize", "Compute");
    assertThat(fitted(List.of("MPI_Send", "MPI_Sendrecv"), 7 * 8)).containsExactly("MPI_Send", "MPI…recv");
  }

  @Property
  void whatIsShownFitsTheRoomAndIsTheWholeNameWhenThatFits(@ForAll @StringLength(min = 1, max = 60) String a,
      @ForAll @StringLength(min = 1, max = 60) String b, @ForAll @IntRange(min = 2, max = 70) int chars) {
    Map<String, Integer> differs = NameElision.differences(List.of(a, b, a + b));
    for (String n : List.of(a, b, a + b)) {
      String shown = NameElision.fit(n, differs.get(n), MONO, 7 * chars);
      if (MONO.applyAsInt(n) <= 7 * chars) {
        assertThat(shown).isEqualTo(n);
      } else {
        assertThat(MONO.applyAsInt(shown)).isLessThanOrEqualTo(7 * chars);
        assertThat(shown).contains(NameElision.ELLIPSIS);
      }
    }
  }
}
