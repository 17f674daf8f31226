#!/usr/bin/env bash
# Window queries side by side: Jumpshot-4's own reader (the reference harness SlogWindowBench) and
# `leapshot bench`, alternately in one run (A B A B ...), on the same file and the same windows.
#
#   benchmarks/vs-reference.sh [--quick] FILE.slog2 [ROUNDS]      (ROUNDS default 3)
#
# Per round: the harness in mode `full` (every real drawable, with -all), our bench (both modes in
# one JVM), the harness in mode `viewer` (Jumpshot's level of detail); the order turns round every
# round so that drift of the machine's load falls on both sides. Printed per operation: the median
# over rounds of each run's median, min-max over rounds, and the ratio reference / ours (> 1: ours is
# faster), exact vs `full` and level of detail vs `viewer`; then the counts compared (exact and `full`
# must return the same drawables in every window) and the machine's load during the runs.
# --quick: short warm-ups (`bench --quick`, harness `-warm 1`), to check that it runs; not figures.
# $LEAPSHOT_BENCH_ARGS: more options for our side, e.g. "--read-ahead off" (the cold neighbour).
# With FILE.overview beside FILE (`leapshot overview FILE`), the whole-run view from it is printed too
# (file/viewer), and open + whole-run view against the reference's open, root, growth and overview.
#
# Needs java, javac and python3. Where the tools are found: vs-reference-lib.sh.
set -euo pipefail

. "$(dirname "$0")/vs-reference-lib.sh"
seed=12345

quick=0
if [[ ${1:-} == --quick ]]; then
  quick=1
  shift
fi
need_args "[--quick] FILE.slog2 [ROUNDS]" $#
file=$1
rounds=${2:-3}
check_input "$file" "$rounds"
[[ -r $ref/lib/jumpshot.jar && -r $ref/harness/SlogWindowBench.java ]] \
  || { echo "$0: no reference tools in $ref (set LEAPSHOT_SHARED)" >&2; exit 2; }

javac -nowarn -cp "$ref/lib/jumpshot.jar" -d "$work/h" "$ref/harness/SlogWindowBench.java" 2>"$work/javac.err" \
  || { cat "$work/javac.err" >&2; exit 1; }

ref_cmd=(java -Xms32m -Xmx512m -cp "$ref/lib/jumpshot.jar:$work/h" SlogWindowBench -v -seed "$seed")
# Both sides get the same heap, so neither gains from memory the other may not use.
our_cmd=(java -Xmx512m "${leapshot[@]}" bench --json --seed "$seed")
if [[ $quick == 1 ]]; then
  ref_cmd+=(-warm 1)
  our_cmd+=(--quick)
fi
# $LEAPSHOT_BENCH_ARGS: more options for our bench, e.g. "--read-ahead off" (split at spaces).
read -r -a extra <<<"${LEAPSHOT_BENCH_ARGS:-}"
our_cmd+=("${extra[@]}")
echo "reference: ${ref_cmd[*]} -mode full -all | -mode viewer  $file"
echo "ours:      ${our_cmd[*]} $file"

for ((r = 1; r <= rounds; r++)); do
  echo "round $r of $rounds ..." >&2
  if ((r % 2 == 1)); then
    run "ref-full-$r" "${ref_cmd[@]}" -mode full -all "$file"
    run "ours-$r" "${our_cmd[@]}" "$file"
    run "ref-viewer-$r" "${ref_cmd[@]}" -mode viewer "$file"
  else
    run "ref-viewer-$r" "${ref_cmd[@]}" -mode viewer "$file"
    run "ours-$r" "${our_cmd[@]}" "$file"
    run "ref-full-$r" "${ref_cmd[@]}" -mode full -all "$file"
  fi
done

python3 "$here/vs_reference_report.py" windows "$work" "$rounds" "$(nproc)"
