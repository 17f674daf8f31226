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
#
# Needs java, javac and python3. The reference tools are found in ../shared beside the checkout, or
# in $LEAPSHOT_SHARED; our jar is app/target/leapshot.jar, or $LEAPSHOT_JAR
# (or the classes on $LEAPSHOT_CLASSPATH).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
shared=${LEAPSHOT_SHARED:-$here/../../shared}
jar=${LEAPSHOT_JAR:-$here/../app/target/leapshot.jar}
seed=12345

quick=0
if [[ ${1:-} == --quick ]]; then
  quick=1
  shift
fi
if [[ $# -lt 1 || $# -gt 2 ]]; then
  echo "usage: $0 [--quick] FILE.slog2 [ROUNDS]" >&2
  exit 2
fi
file=$1
rounds=${2:-3}
[[ -r $file ]] || { echo "$0: cannot read $file" >&2; exit 2; }
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "$0: ROUNDS must be a positive whole number, got '$rounds'" >&2; exit 2; }
# $LEAPSHOT_CLASSPATH: run the classes of a build not yet packaged (the test suite does, before the jar exists).
if [[ -n ${LEAPSHOT_CLASSPATH:-} ]]; then
  leapshot=(-cp "$LEAPSHOT_CLASSPATH" org.leapshot.app.Main)
else
  [[ -r $jar ]] || { echo "$0: no $jar (build it with mvn -o package, or set LEAPSHOT_JAR)" >&2; exit 2; }
  leapshot=(-jar "$jar")
fi
ref=$shared/tools/reference
[[ -r $ref/lib/jumpshot.jar && -r $ref/harness/SlogWindowBench.java ]] \
  || { echo "$0: no reference tools in $ref (set LEAPSHOT_SHARED)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -nowarn -cp "$ref/lib/jumpshot.jar" -d "$work/h" "$ref/harness/SlogWindowBench.java" 2>"$work/javac.err" \
  || { cat "$work/javac.err" >&2; exit 1; }

ref_cmd=(java -Xms32m -Xmx512m -cp "$ref/lib/jumpshot.jar:$work/h" SlogWindowBench -v -seed "$seed")
our_cmd=(java "${leapshot[@]}" bench --json --seed "$seed")
if [[ $quick == 1 ]]; then
  ref_cmd+=(-warm 1)
  our_cmd+=(--quick)
fi
echo "reference: ${ref_cmd[*]} -mode full -all | -mode viewer  $file"
echo "ours:      ${our_cmd[*]} $file"

# Runs one side, keeping its output and the load before it; a failed run stops everything.
run() {
  local tag=$1
  shift
  cut -d' ' -f1 /proc/loadavg >>"$work/load"
  if ! "$@" >"$work/$tag.out" 2>"$work/$tag.err"; then
    echo "$0: failed: $*" >&2
    cat "$work/$tag.err" >&2
    exit 1
  fi
}

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
