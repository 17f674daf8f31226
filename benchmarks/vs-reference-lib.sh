# Sourced by vs-reference.sh and vs-reference-convert.sh: where the tools are, the checks of INPUT and
# ROUNDS, the temporary directory, and running one side of the comparison.
#   $LEAPSHOT_SHARED     the shared material (reference tools), default ../shared beside the checkout
#   $LEAPSHOT_JAR        our jar, default app/target/leapshot.jar
#   $LEAPSHOT_CLASSPATH  run the classes of a build not yet packaged instead (the test suite does, before
#                        the jar exists)

here=$(cd "$(dirname "$0")" && pwd)
shared=${LEAPSHOT_SHARED:-$here/../../shared}
jar=${LEAPSHOT_JAR:-$here/../app/target/leapshot.jar}
ref=$shared/tools/reference

# need_args USAGE COUNT: a usage error (2) unless there are one or two arguments.
need_args() {
  if [[ $2 -lt 1 || $2 -gt 2 ]]; then
    echo "usage: $0 $1" >&2
    exit 2
  fi
}

# check_input FILE ROUNDS: exits with a usage error (2) when either is wrong or a tool is missing.
check_input() {
  [[ -r $1 ]] || { echo "$0: cannot read $1" >&2; exit 2; }
  [[ $2 =~ ^[1-9][0-9]*$ ]] || { echo "$0: ROUNDS must be a positive whole number, got '$2'" >&2; exit 2; }
  [[ -d $ref/lib ]] || { echo "$0: no reference tools in $ref (set LEAPSHOT_SHARED)" >&2; exit 2; }
  if [[ -n ${LEAPSHOT_CLASSPATH:-} ]]; then
    leapshot=(-cp "$LEAPSHOT_CLASSPATH" org.leapshot.app.Main)
  else
    [[ -r $jar ]] || { echo "$0: no $jar (build it with mvn -o package, or set LEAPSHOT_JAR)" >&2; exit 2; }
    leapshot=(-jar "$jar")
  fi
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
}

# run TAG COMMAND...: runs one side, keeping its output in $work/TAG.out (and, with timed=1, the
# report of /usr/bin/time -v in $work/TAG.time) and the load before it; a failed run stops everything.
run() {
  local tag=$1
  shift
  cut -d' ' -f1 /proc/loadavg >>"$work/load"
  local timer=()
  if [[ ${timed:-0} == 1 ]]; then
    timer=(/usr/bin/time -v -o "$work/$tag.time")
  fi
  local attempt
  for attempt in 1 2 3; do
    if "${timer[@]}" "$@" >"$work/$tag.out" 2>"$work/$tag.err"; then
      return 0
    fi
    # The reference converter's OutputLog has a finalizer that may close the file while the tree
    # directory is still being written ("Stream Closed" in OutputLog.finalize): a race in the
    # reference, not in its input, so that one failure is run again.
    if ! grep -q 'OutputLog.finalize' "$work/$tag.err"; then
      break
    fi
    echo "$tag: the reference converter's finalizer closed its output early (attempt $attempt); running it again" >&2
  done
  echo "$0: failed: $*" >&2
  tail -20 "$work/$tag.err" >&2
  exit 1
}
