"""The summary at the end of benchmarks/reproduce.sh: every ratio of its comparisons in one table per
trace, each marked against the goal of issue #22 (window operations >= 5x the reference, conversion
>= 10x its wall time and >= 5x less CPU), then the list of those below it and whether every count
and output agreed.

    python3 reproduce_summary.py REPORT
"""
import re
import sys

WINDOW_GOAL = 5.0
CONVERT_GOALS = {"wall s": 10.0, "cpu s": 5.0}
NUM = r"(\d+(?:\.\d+)?|inf)"
SPAN = r"\S+-\S+"
WINDOW_ROW = re.compile(
    r"^(open\+whole-run|whole-run view|open|zoom|scroll|jump|read-all)\s+(\S+/\S+)\s+"
    + NUM + r"\s+" + SPAN + r"\s+" + NUM + r"\s+" + SPAN + r"\s+" + NUM + r"\b")
CONVERT_ROW = re.compile(
    r"^(wall s|cpu s|peak RSS MiB)\s+" + NUM + r"\s+" + SPAN + r"\s+" + NUM + r"\s+" + SPAN + r"\s+" + NUM + r"\b")


def ratio(text):
    return float("inf") if text == "inf" else float(text)


def summarise(lines):
    """Returns (rows, misses, agreement): rows are (section, measure, ref, ours, ratio, goal)."""
    rows, misses, agreement = [], [], []
    section = None
    for line in lines:
        line = line.rstrip("\n")
        if line.startswith("== "):
            section = line[3:]
            continue
        if section is None:
            continue
        if line.startswith(("counts agree:", "byte-identical to the reference")):
            agreement.append((section, line))
            continue
        if section.startswith("windows "):
            m = WINDOW_ROW.match(line)
            goal = WINDOW_GOAL
        else:
            m = CONVERT_ROW.match(line)
            goal = CONVERT_GOALS.get(m.group(1)) if m else None
        if not m:
            continue
        measure = " ".join(m.groups()[:-3])
        ref, ours, r = m.groups()[-3:]
        rows.append((section, measure, ref, ours, r, goal))
        if goal is not None and ratio(r) < goal:
            misses.append((section, measure, r, goal))
    return rows, misses, agreement


def main(path):
    with open(path, encoding="utf-8") as f:
        rows, misses, agreement = summarise(f)
    if not rows:
        print(f"{path}: no comparison rows found", file=sys.stderr)
        return 1
    print("\nsummary: ratio = reference / ours (> 1: ours faster), goal from issue #22")
    print(f"{'comparison':16} {'measure':28} {'ref':>9} {'ours':>9} {'ratio':>8} {'goal':>5}")
    for section, measure, ref, ours, r, goal in rows:
        mark = "" if goal is None else ("ok" if ratio(r) >= goal else "BELOW")
        print(f"{section:16} {measure:28} {ref:>9} {ours:>9} {r:>8} {mark:>5}")
    print(f"\nbelow the goal: {len(misses)} of {sum(1 for row in rows if row[5] is not None)}")
    for section, measure, r, goal in misses:
        print(f"  {section}: {measure} {r} (goal {goal:g})")
    for section, line in agreement:
        print(f"{section}: {line}")
    bad = [line for _, line in agreement if "yes" not in line]
    print("counts and outputs agree: " + ("yes" if agreement and not bad else "NO"))
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: reproduce_summary.py REPORT", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
