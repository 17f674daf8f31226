#!/usr/bin/env python3
"""Summarises the runs of vs-reference.sh (windows) and vs-reference-convert.sh (convert).

  vs_reference_report.py windows WORKDIR ROUNDS NPROC
  vs_reference_report.py convert WORKDIR ROUNDS NPROC

Reads the outputs the scripts left in WORKDIR and prints, per operation, the median over rounds,
min-max over rounds and the ratio reference / ours (> 1: ours is faster); then the counts compared
and the load. Exit status 1 when the exact counts differ or an output could not be read.
"""
import json
import os
import re
import statistics
import sys


def fail(msg):
    print("vs-reference: " + msg, file=sys.stderr)
    sys.exit(1)


def read(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError as e:
        fail("cannot read %s: %s" % (path, e))


def harness(path):
    """The harness's RESULT object and its per-window counts (W lines, printed with -v)."""
    result, windows = None, {}
    for line in read(path).splitlines():
        if line.startswith("RESULT "):
            try:
                result = json.loads(line[len("RESULT "):])
            except ValueError as e:
                fail("%s: RESULT line is not JSON (%s)" % (path, e))
        elif line.startswith("W "):
            f = line.split()
            # W op index start end ms real shadows depth
            if len(f) >= 8:
                windows.setdefault(f[1], []).append((int(f[6]), int(f[7])))
    if result is None:
        fail("%s: no RESULT line (did the harness run to the end?)" % path)
    return result, windows


def ours(path):
    """The last JSON object `leapshot bench --json` printed."""
    for line in reversed(read(path).splitlines()):
        if line.startswith("{"):
            try:
                return json.loads(line)
            except ValueError as e:
                fail("%s: not JSON (%s)" % (path, e))
    fail("%s: no JSON object from leapshot bench" % path)


def spread(values):
    return "%s-%s" % (fmt(min(values)), fmt(max(values)))


def fmt(v):
    if v >= 100:
        return "%.0f" % v
    if v >= 10:
        return "%.1f" % v
    if v >= 1:
        return "%.2f" % v
    return "%.3f" % v


def ratio(a, b):
    return "%.2f" % (a / b) if b > 0 else "inf"


def row(name, modes, ref, our, ref_cpu=None, our_cpu=None):
    rm, om = statistics.median(ref), statistics.median(our)
    cpu = ""
    if ref_cpu and our_cpu:
        cpu = "%9s %9s %6s" % (fmt(statistics.median(ref_cpu)), fmt(statistics.median(our_cpu)),
                               ratio(statistics.median(ref_cpu), statistics.median(our_cpu)))
    print("%-15s %-14s %9s %15s %9s %15s %7s  %s" % (name, modes, fmt(rm), spread(ref), fmt(om), spread(our),
                                                     ratio(rm, om), cpu))


def load_line(work, nproc):
    loads = [float(x) for x in read(os.path.join(work, "load")).split()]
    return "machine load (1-min average before each run): median %.1f, min %.1f, max %.1f on %s processors" % (
        statistics.median(loads), min(loads), max(loads), nproc)


def windows(work, rounds, nproc):
    full, viewer, our = [], [], []
    for r in range(1, rounds + 1):
        full.append(harness(os.path.join(work, "ref-full-%d.out" % r)))
        viewer.append(harness(os.path.join(work, "ref-viewer-%d.out" % r)))
        our.append(ours(os.path.join(work, "ours-%d.out" % r)))

    def ref_ms(runs, *ops):
        return [sum(res[op]["median_ms"] for op in ops) for res, _ in runs]

    def ref_cpu(runs, *ops):
        return [sum(res[op]["median_cpu_ms"] for op in ops) for res, _ in runs]

    # bench rounds median_ms to a microsecond, a fifth of a scroll step: use its finer fields when given
    def ms(x):
        return x["median_us"] / 1000 if "median_us" in x else x["median_ms"]

    def cpu_ms(x):
        return x["median_cpu_us"] / 1000 if "median_cpu_us" in x else x["median_cpu_ms"]

    print()
    print("wall ms: median over %d rounds of each run's median; ratio = reference / ours (> 1: ours faster)" % rounds)
    print("%-15s %-14s %9s %15s %9s %15s %7s  %9s %9s %6s" % ("operation", "ours vs ref", "ref", "ref min-max",
                                                            "ours", "ours min-max", "ratio", "ref cpu", "ours cpu",
                                                            "ratio"))
    row("open", "exact/full", ref_ms(full, "open", "root"), [o["open_ms"] for o in our])
    row("open", "lod/viewer", ref_ms(viewer, "open", "root+grow"), [o["open_ms"] for o in our])
    row("whole-run view", "lod/viewer", ref_ms(viewer, "overview"), [ms(o["overview"]) for o in our],
        ref_cpu(viewer, "overview"), [cpu_ms(o["overview"]) for o in our])
    # With FILE.overview beside the file (`leapshot overview FILE`), bench also times the whole-run
    # view from it; the user waits for open and that view together, the reference's open includes its
    # root and first growth.
    stored = all("overview_stored" in o for o in our)
    if stored:
        row("whole-run view", "file/viewer", ref_ms(viewer, "overview"), [ms(o["overview_stored"]) for o in our],
            ref_cpu(viewer, "overview"), [cpu_ms(o["overview_stored"]) for o in our])
    open_view = ref_ms(viewer, "open", "root+grow", "overview")
    row("open+whole-run", "lod/viewer", open_view, [o["open_ms"] + ms(o["overview"]) for o in our])
    if stored:
        row("open+whole-run", "file/viewer", open_view, [o["open_ms"] + ms(o["overview_stored"]) for o in our])
    for op in ("zoom", "scroll", "jump"):
        for mode, runs, label in (("exact", full, "exact/full"), ("lod", viewer, "lod/viewer")):
            row(op, label, ref_ms(runs, op), [ms(o[op][mode]) for o in our], ref_cpu(runs, op),
                [cpu_ms(o[op][mode]) for o in our])
    row("read-all", "all/all", [res["all"]["seconds"] * 1000 for res, _ in full],
        [o["all"]["seconds"] * 1000 for o in our], [res["all"]["cpu_seconds"] * 1000 for res, _ in full],
        [o["all"]["cpu_seconds"] * 1000 for o in our])
    print("open: reference = InputLog open + tree root (+ the viewer's first growth); read-all ms")
    print("whole-run view file/viewer: ours from FILE.overview (%s)" % (
        "read, resampled, every run read" if stored else "none beside the file: run leapshot overview FILE"))
    print()
    print("ours, per step (median over rounds): heap allocated, and the read-ahead the step started (waited"
          " for after it, not in the times above)")
    print("%-15s %-6s %12s %16s %16s" % ("operation", "mode", "alloc KiB", "read-ahead ms", "read-ahead cpu ms"))
    steps = [("whole-run view", "lod", lambda o: o["overview"])] + (
        [("whole-run view", "file", lambda o: o["overview_stored"])] if stored else []) + [
        (op, mode, (lambda op, mode: lambda o: o[op][mode])(op, mode)) for op in ("zoom", "scroll", "jump")
        for mode in ("exact", "lod")]
    for name, mode, get in steps:
        t = [get(o) for o in our]
        print("%-15s %-6s %12s %16s %16s" % (
            name, mode, fmt(statistics.median(x.get("median_alloc_bytes", 0) for x in t) / 1024),
            fmt(statistics.median(x.get("median_read_ahead_ms", 0) for x in t)),
            fmt(statistics.median(x.get("median_read_ahead_cpu_ms", 0) for x in t))))
    print("read-ahead: " + our[-1].get("read_ahead", "?"))

    print()
    print("counts, exact vs full (must agree):")
    agree = True
    for r in range(rounds):
        res, win = full[r]
        o = our[r]
        for op in ("zoom", "scroll", "jump"):
            ref_total = sum(real for real, _ in win.get(op, []))
            our_total = o[op]["exact"].get("total_drawables")
            same = our_total == ref_total and o[op]["exact"]["drawables"] == res[op]["real"]
            agree &= same
            print("  round %d %-7s windows %3d  drawables in all: ref %9d ours %9s  median: ref %8s ours %8s  %s" % (
                r + 1, op, len(win.get(op, [])), ref_total, our_total, res[op]["real"], o[op]["exact"]["drawables"],
                "same" if same else "DIFFERENT"))
        extra = o["all"]["drawables"] - res["all"]["drawables"]
        # The reference's whole-file iterator (slog2printserial's) leaves out a zero-length drawable at
        # the run's very end time (shared/testdata/real-mpi/README.md): one more on our side is that.
        same = extra in (0, 1)
        agree &= same
        print("  round %d read-all drawables: ref %d ours %d  %s" % (
            r + 1, res["all"]["drawables"], o["all"]["drawables"],
            "same" if extra == 0 else "ours +1: the reference's iterator skips the zero-length drawable at the end"
            if extra == 1 else "DIFFERENT"))
    print("counts, level of detail vs viewer (median drawables + shadows per window; ours must show at least"
          " the reference's detail):")
    res, _ = viewer[-1]
    o = our[-1]
    for op in ("overview", "zoom", "scroll", "jump"):
        t = o["overview"] if op == "overview" else o[op]["lod"]
        print("  %-8s ref %s + %s shadows, ours %s + %s shadows" % (op, res[op]["real"], res[op]["shadows"],
                                                                   t["drawables"], t["shadows"]))
    if stored:
        print("  overview from FILE.overview: ours %s runs (one picture cell run per row; no drawables read)" %
              o["overview_stored"]["drawables"])
    warm = ", ".join("%s %d rounds%s" % (m, res["warm_rounds"], "" if res["warm_quiet"] else " (not quiet)")
                     for m, runs in (("full", full), ("viewer", viewer)) for res, _ in runs[-1:])
    print("reference warm-up (last round): " + warm)
    print(load_line(work, nproc))
    print("counts agree: " + ("yes" if agree else "NO"))
    return 0 if agree else 1


TIME_FIELDS = {
    "wall": re.compile(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)"),
    "user": re.compile(r"User time \(seconds\): (\S+)"),
    "sys": re.compile(r"System time \(seconds\): (\S+)"),
    "rss": re.compile(r"Maximum resident set size \(kbytes\): (\d+)"),
}


def gnu_time(path):
    """Wall and CPU seconds and peak RSS (MiB) from /usr/bin/time -v."""
    text = read(path)
    got = {}
    for key, rx in TIME_FIELDS.items():
        m = rx.search(text)
        if not m:
            fail("%s: no '%s' in the output of /usr/bin/time -v" % (path, key))
        got[key] = m.group(1)
    wall = 0.0
    for part in got["wall"].split(":"):
        wall = wall * 60 + float(part)
    return wall, float(got["user"]) + float(got["sys"]), int(got["rss"]) / 1024.0


def convert(work, rounds, nproc):
    ref = [gnu_time(os.path.join(work, "ref-%d.time" % r)) for r in range(1, rounds + 1)]
    our = [gnu_time(os.path.join(work, "ours-%d.time" % r)) for r in range(1, rounds + 1)]
    print()
    print("median over %d rounds; ratio = reference / ours (> 1: ours faster or smaller)" % rounds)
    print("%-15s %-14s %9s %15s %9s %15s %7s" % ("measure", "", "ref", "ref min-max", "ours", "ours min-max",
                                                 "ratio"))
    for i, name in enumerate(("wall s", "cpu s", "peak RSS MiB")):
        row(name, "", [t[i] for t in ref], [t[i] for t in our])
    print()
    same = True
    for r in range(1, rounds + 1):
        verdict = read(os.path.join(work, "cmp-%d" % r)).strip()
        same &= verdict == "identical"
        print("round %d outputs: %s" % (r, verdict))
    print(load_line(work, nproc))
    print("outputs identical: " + ("yes" if same else "no"))
    return 0


def main(argv):
    if len(argv) != 5 or argv[1] not in ("windows", "convert"):
        print(__doc__, file=sys.stderr)
        return 2
    work, rounds, nproc = argv[2], int(argv[3]), argv[4]
    return windows(work, rounds, nproc) if argv[1] == "windows" else convert(work, rounds, nproc)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
