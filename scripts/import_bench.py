#!/usr/bin/env python3
"""`plumb import` on long console logs: time and peak memory as the log grows.

Two synthetic log shapes, written by this script (no real log is copied):

  * one   — one report whose list holds N constraints, each pinning a view 8 points from its
            superview's leading edge, three of them conflicting, followed by 3·N unrelated
            log lines (a device log where one report sits in a long session);
  * many  — N/4 separate reports of the same four-constraint conflict on different views, each
            with its own "Will attempt to recover" line and the two trailing hint lines.

Every run is a fresh release `plumb import LOG`, timed on the wall clock, with its peak
resident memory (/usr/bin/time's %M). Medians over --reps runs; the growth exponent between
two sizes is log(t2/t1) / log(n2/n1): 1 is linear.

Usage:
  scripts/import_bench.py                       # N = 2500 10000 25000 lines of constraints, 3 reps
  scripts/import_bench.py --n 1000 4000 --reps 5 --shapes many

Prints a Markdown table on stdout, progress on stderr. Exit status 0, 1 when a run failed.
"""

from __future__ import annotations

import argparse
import math
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ".build-release"
HEADER = "2026-01-01 10:00:00.000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints."


def one_report(n: int) -> str:
    lines = [HEADER, "("]
    elements = []
    for i in range(n):
        a = 0x7F0000000000 + i * 0x100
        elements.append(
            f'    "<NSLayoutConstraint:0x6000{i:08x} H:|-(8)-[UIView:0x{a + 0x10:x}]   '
            f"(active, names: '|':UIView:0x{a:x} )>\""
        )
    a = 0x7F0000000000
    broken = f'<NSLayoutConstraint:0x7000 UIView:0x{a + 0x10:x}.width == 100   (active)>'
    elements.append(f'    "{broken}"')
    elements.append(
        f'    "<NSLayoutConstraint:0x7001 H:[UIView:0x{a + 0x10:x}]-(8)-|   (active, names: \'|\':UIView:0x{a:x} )>"'
    )
    elements.append(f'    "<NSLayoutConstraint:0x7002 UIView:0x{a:x}.width == 50   (active)>"')
    lines += [e + ("," if k < len(elements) - 1 else "") for k, e in enumerate(elements)]
    lines += [")", "", "Will attempt to recover by breaking constraint", broken]
    lines += [f"2026-01-01 10:00:01.000 App[1:2] an unrelated line {i}" for i in range(3 * n)]
    return "\n".join(lines) + "\n"


def many_reports(n: int) -> str:
    lines = []
    for r in range(max(1, n // 4)):
        a = 0x7F0000000000 + r * 0x100
        b = a + 0x10
        broken = f"<NSLayoutConstraint:0x6000{r:08x} UIView:0x{b:x}.width == 100   (active)>"
        lines += [
            HEADER,
            "(",
            f'    "{broken}",',
            f"    \"<NSLayoutConstraint:0x6001{r:08x} H:|-(20)-[UIView:0x{b:x}]   (active, names: '|':UIView:0x{a:x} )>\",",
            f"    \"<NSLayoutConstraint:0x6002{r:08x} H:[UIView:0x{b:x}]-(20)-|   (active, names: '|':UIView:0x{a:x} )>\",",
            f'    "<NSLayoutConstraint:0x6003{r:08x} UIView:0x{a:x}.width == 100   (active)>"',
            ")",
            "",
            "Will attempt to recover by breaking constraint",
            broken,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
        ]
    return "\n".join(lines) + "\n"


SHAPES = {"one": one_report, "many": many_reports}


def build() -> Path:
    command = ["swift", "build", "-c", "release", "--product", "plumb", "--scratch-path", SCRATCH]
    print("building:", " ".join(command), file=sys.stderr)
    subprocess.run(command, cwd=ROOT, check=True, stdout=sys.stderr)
    return ROOT / SCRATCH / "release" / "plumb"


def run(binary: Path, log: Path) -> tuple[float, int] | None:
    timing = log.with_suffix(".time")
    result = subprocess.run(
        ["/usr/bin/time", "-f", "%e %M", "-o", str(timing), str(binary), "import", str(log)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    if result.returncode not in (0, 1):
        print(f"import failed ({result.returncode}): {result.stderr[-400:]}", file=sys.stderr)
        return None
    seconds, kilobytes = timing.read_text().split()[-2:]
    return float(seconds), int(kilobytes)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, nargs="+", default=[2500, 10000, 25000], help="constraints per log")
    parser.add_argument("--reps", type=int, default=3, help="runs per size (median)")
    parser.add_argument("--shapes", default="one,many", help="comma-separated: one, many")
    args = parser.parse_args()
    binary = build()
    failed = False
    print("| shape | constraints | log lines | time (median) | peak memory | exponent |")
    print("|---|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        for shape in args.shapes.split(","):
            previous = None
            for n in args.n:
                text = SHAPES[shape](n)
                log = Path(folder) / f"{shape}-{n}.log"
                log.write_text(text)
                samples = []
                for rep in range(args.reps):
                    print(f"{shape} n={n} run {rep + 1}/{args.reps}", file=sys.stderr)
                    sample = run(binary, log)
                    if sample is None:
                        failed = True
                        break
                    samples.append(sample)
                if not samples:
                    continue
                seconds = statistics.median(s[0] for s in samples)
                memory = statistics.median(s[1] for s in samples) / 1024
                exponent = ""
                if previous and previous[1] > 0 and seconds > 0:
                    exponent = f"{math.log(seconds / previous[1]) / math.log(n / previous[0]):.2f}"
                previous = (n, seconds)
                lines = text.count("\n")
                print(f"| {shape} | {n} | {lines} | {seconds:.2f} s | {memory:.0f} MB | {exponent} |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
