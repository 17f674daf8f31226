#!/usr/bin/env bash
# The side-by-side figures of docs/benchmarks.md in one command: makes the standard generated traces
# (once; they are kept in DIR for the next run), converts them, writes their stored overviews, then
# runs vs-reference-convert.sh on the 100 MB text traces and vs-reference.sh on every SLOG-2 file,
# and ends with a summary of every ratio against the goals of issue #22 (5× for window operations,
# 10× for conversion).
#
#   benchmarks/reproduce.sh [--quick] [--5g] [--rounds N] DIR
#
# Traces (../shared/tools/gen_text_trace.py, the seeds docs/benchmarks.md names):
#   r64     --ranks 64   --target-bytes 100M --seed 1
#   r4096   --ranks 4096 --target-bytes 100M --seed 3
#   r64_1g  --ranks 64   --target-bytes 1G   --seed 4
#   r64_5g  --ranks 64   --target-bytes 5G   --seed 5   (only with --5g: about 25 GB of disk)
# --rounds N: rounds of each comparison (default 3). --quick: two tiny traces and one short round, to
# check that the chain runs (the test suite does); its ratios are not figures.
# Our side: $LEAPSHOT_JAR or $LEAPSHOT_CLASSPATH as for the two scripts, else the checkout's jar.
# Needs java, javac, python3 and /usr/bin/time; a run of the default set takes 15-30 minutes.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
shared=${LEAPSHOT_SHARED:-$here/../../shared}
usage() {
  echo "usage: $0 [--quick] [--5g] [--rounds N] DIR" >&2
  exit 2
}

quick=0 big=0 rounds=3
while [[ $# -gt 0 && $1 == --* ]]; do
  case $1 in
    --quick) quick=1 rounds=1 ;;
    --5g) big=1 ;;
    --rounds)
      [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || { echo "$0: --rounds needs a positive whole number" >&2; exit 2; }
      rounds=$2
      shift
      ;;
    *) usage ;;
  esac
  shift
done
[[ $# -eq 1 ]] || usage
dir=$1
mkdir -p "$dir" || { echo "$0: cannot make $dir" >&2; exit 2; }
gen=$shared/tools/gen_text_trace.py
[[ -r $gen ]] || { echo "$0: no $gen (set LEAPSHOT_SHARED)" >&2; exit 2; }

if [[ -n ${LEAPSHOT_CLASSPATH:-} ]]; then
  leapshot=(java -Xmx1g -cp "$LEAPSHOT_CLASSPATH" org.leapshot.app.Main)
elif [[ -n ${LEAPSHOT_JAR:-} ]]; then
  leapshot=(java -Xmx1g -jar "$LEAPSHOT_JAR")
else
  leapshot=("$here/../bin/leapshot")
fi

# name ranks bytes seed: the traces of this run, smallest first
if ((quick)); then
  traces=("q8 8 400k 1" "q64 64 400k 3")
else
  traces=("r64 64 100M 1" "r4096 4096 100M 3" "r64_1g 64 1G 4")
  ((big)) && traces+=("r64_5g 64 5G 5")
fi

# make NAME RANKS BYTES SEED: the text trace, its SLOG-2 file and stored overview, each only when
# missing (written under a temporary name and renamed, so a stopped run never leaves half a trace).
make_trace() {
  local name=$1 ranks=$2 bytes=$3 seed=$4
  local txt=$dir/$name.txt slog=$dir/$name.slog2
  if [[ ! -s $txt ]]; then
    echo "making $txt ($ranks ranks, $bytes, seed $seed) ..." >&2
    python3 "$gen" --ranks "$ranks" --target-bytes "$bytes" --seed "$seed" --quiet -o "$txt.part"
    mv "$txt.part" "$txt"
  fi
  if [[ ! -s $slog ]]; then
    echo "converting $txt ..." >&2
    "${leapshot[@]}" convert "$txt" -o "$slog" --no-overview >/dev/null
  fi
  if [[ ! -s $slog.overview ]]; then
    "${leapshot[@]}" overview "$slog" >/dev/null
  fi
}

for t in "${traces[@]}"; do
  # shellcheck disable=SC2086 # the record's fields are the arguments
  make_trace $t
done

# identity NAME: the reference's own output orders some records by identity hash codes, so a plain
# run differs from ours from some byte on; with the hash fixed (-XX:hashCode=2) it must be ours.
identity() {
  local ref=$shared/tools/reference out=$dir/$1.reference.slog2
  rm -f "$out"
  java -XX:+UnlockExperimentalVMOptions -XX:hashCode=2 -Djava.library.path="$ref/native" -Xms32m -Xmx128m \
    -jar "$ref/lib/traceTOslog2.jar" -o "$out" "$dir/$1.txt" >/dev/null 2>&1 || true
  if cmp -s "$out" "$dir/$1.slog2"; then
    echo "byte-identical to the reference (its hash order fixed): yes"
  else
    echo "byte-identical to the reference (its hash order fixed): no ($(cmp "$out" "$dir/$1.slog2" 2>&1 | head -1))"
  fi
  rm -f "$out"
}

quick_flag=()
((quick)) && quick_flag=(--quick)
report=$dir/reproduce-$(date -u +%Y%m%dT%H%M%SZ).txt
{
  echo "# reproduce.sh $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) processors, load $(cut -d' ' -f1-3 /proc/loadavg)"
  for t in "${traces[@]}"; do
    read -r name ranks bytes _ <<<"$t"
    if [[ $bytes != *G ]]; then
      echo "== convert $name"
      echo "$ranks ranks, $bytes of text"
      bash "$here/vs-reference-convert.sh" "$dir/$name.txt" "$rounds"
      identity "$name"
    fi
  done
  for t in "${traces[@]}"; do
    read -r name _ <<<"$t"
    echo "== windows $name"
    bash "$here/vs-reference.sh" "${quick_flag[@]}" "$dir/$name.slog2" "$rounds"
  done
} 2>&1 | tee "$report"

python3 "$here/reproduce_summary.py" "$report"
echo "full output: $report"
