#!/usr/bin/env bash
# Conversion side by side: `bin/leapshot convert` (-Xmx256m) and the reference converter (traceTOslog2
# for slog2sdk text, clog2TOslog2 for CLOG2, at the reference's -Xmx128m), alternately in one run
# (A B A B ...), on the same input.
#
#   benchmarks/vs-reference-convert.sh INPUT [ROUNDS]      (ROUNDS default 3)
#
# Each run under /usr/bin/time -v. Printed: wall time, CPU time (user + system) and peak RSS, the
# median over rounds, min-max and the ratio reference / ours (> 1: ours faster or smaller), whether
# the two SLOG-2 outputs are byte-identical (cmp), and the machine's load during the runs.
#
# Needs java, python3 and /usr/bin/time. Where the tools are found: vs-reference-lib.sh. Outputs go
# to a temporary directory, deleted at the end.
set -euo pipefail

. "$(dirname "$0")/vs-reference-lib.sh"
timed=1

need_args "INPUT [ROUNDS]" $#
input=$1
rounds=${2:-3}
check_input "$input" "$rounds"
[[ -x /usr/bin/time ]] || { echo "$0: needs /usr/bin/time (GNU time)" >&2; exit 2; }

# CLOG2 files start with the text "CLOG-02." (MPE's clog2 header); anything else is taken as text.
if [[ $(head -c 7 "$input" | tr -d '\0') == CLOG-02 ]]; then
  kind=clog2
  # clog2TOslog2 writes IN.slog2 beside its input: give it a copy in the temporary directory.
  cp "$input" "$work/in.clog2"
  ref_out=$work/in.slog2
  ref_cmd=(java -Xms32m -Xmx128m -jar "$ref/lib/clog2TOslog2.jar" "$work/in.clog2")
else
  kind=text
  ref_out=$work/ref.slog2
  ref_cmd=(java "-Djava.library.path=$ref/native" -Xms32m -Xmx128m -jar "$ref/lib/traceTOslog2.jar" -o "$ref_out"
    "$input")
fi
our_out=$work/ours.slog2
# Ours as a user runs it: bin/leapshot (its class-data archive and JVM options for convert) at the
# heap asked for; a jar or classpath given by the environment runs with plain java instead.
if [[ -z ${LEAPSHOT_CLASSPATH:-} && -z ${LEAPSHOT_JAR:-} ]]; then
  our_cmd=(env LEAPSHOT_JAVA_OPTS=-Xmx256m "$here/../bin/leapshot" convert "$input" -o "$our_out")
else
  our_cmd=(java -Xmx256m "${leapshot[@]}" convert "$input" -o "$our_out")
fi
echo "input:     $input ($kind, $(stat -L -c %s "$input") bytes)"
echo "reference: /usr/bin/time -v ${ref_cmd[*]}"
echo "ours:      /usr/bin/time -v ${our_cmd[*]}"

for ((r = 1; r <= rounds; r++)); do
  echo "round $r of $rounds ..." >&2
  rm -f "$ref_out" "$our_out" # the reference converter does not truncate an existing output
  if ((r % 2 == 1)); then
    run "ref-$r" "${ref_cmd[@]}"
    run "ours-$r" "${our_cmd[@]}"
  else
    run "ours-$r" "${our_cmd[@]}"
    run "ref-$r" "${ref_cmd[@]}"
  fi
  if cmp -s "$ref_out" "$our_out"; then
    echo identical >"$work/cmp-$r"
  else
    echo "different ($(cmp "$ref_out" "$our_out" 2>&1 | head -1); sizes: ref $(stat -c %s "$ref_out"), ours $(stat -c %s "$our_out"))" \
      >"$work/cmp-$r"
  fi
done

python3 "$here/vs_reference_report.py" convert "$work" "$rounds" "$(nproc)"
