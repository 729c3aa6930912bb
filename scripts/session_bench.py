#!/usr/bin/env python3
"""Whole sessions shaped like real screens, timed end to end, with kiwisolver beside them.

Each workload is a description of views and constraints (feed, nest, grid, form, and the
gaps, optional-gaps and free-widths chains that are not linear yet) at a given
number of views. From one description the script writes

  * a Plumb session (one statement per constraint, in order, ending with `check`), run with
    the release `plumb run FILE`: parsing, layout model, solver and the check all count;
  * the same constraints for kiwisolver (x, y, width, height per view; width >= 0 and
    height >= 0 for every view, as Plumb adds them; the window's frame required), added in
    the same order, then updateVariables().

Every run is a fresh process timed on the wall clock, with its peak resident memory
(/usr/bin/time's %M; for kiwi that includes the Python interpreter, about 10 MB). Medians
over --reps runs; the growth exponent between two sizes is log(t2/t1) / log(n2/n1) (1 is
linear; ×4 views costing ×5.5 is an exponent of 1.23).

Usage:
  scripts/session_bench.py                          # 1000 4000 16000 32000 views, 3 reps
  scripts/session_bench.py --n 1000 4000 --reps 5 --workloads feed,nest
  scripts/session_bench.py --kiwi-max-n 8000        # kiwi is quadratic on chains: slow above
  scripts/session_bench.py --n 4000 --workloads feed --undo 20
                                                    # also time 20 `undo` after the session
  scripts/session_bench.py --n 2000 4000 8000 --workloads gaps,optional-gaps,free-widths
                                                    # chains of `>=` gaps, optional gaps and
                                                    # free widths (adding them is not linear
                                                    # yet: docs/solver.md)

Prints a Markdown table on stdout (progress on stderr); `--json FILE` also writes every run.
Exit status 0, or 1 when a run failed, 2 for setup errors.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from package_support import ROOT, build_product
SCRATCH = ".build-release"

# ---------------------------------------------------------------------------------------------
# Workloads: views (name, parent) and constraints (lhs view, lhs attribute, relation,
# rhs view or None, rhs attribute, constant), in order.


class Layout:
    def __init__(self, width: float, height: float):
        self.window = (width, height)
        self.views: list[tuple[str, str]] = []
        self.constraints: list[tuple] = []

    def view(self, name: str, parent: str) -> str:
        self.views.append((name, parent))
        return name

    def eq(self, a, attr, b=None, battr=None, constant=0.0, relation="==", priority=None):
        self.constraints.append((a, attr, relation, b, battr, float(constant), priority))


def feed(n: int) -> Layout:
    """Cards stacked 8 points apart in a column, each with an icon, a title and a subtitle."""
    cards = max(1, n // 4)
    lay = Layout(375, 64 + 72 * cards + 100)
    lay.view("column", "root")
    lay.eq("column", "left", "root", "left")
    lay.eq("column", "right", "root", "right")
    lay.eq("column", "top", "root", "top")
    for i in range(cards):
        card, icon, title, sub = (lay.view(f"{k}{i}", "column" if k == "card" else f"card{i}")
                                  for k in ("card", "icon", "title", "sub"))
        lay.eq(card, "left", "column", "left", constant=8)
        lay.eq(card, "right", "column", "right", constant=-8)
        if i == 0:
            lay.eq(card, "top", "column", "top", constant=8)
        else:
            lay.eq(card, "top", f"card{i - 1}", "bottom", constant=8)
        lay.eq(icon, "left", card, "left", constant=12)
        lay.eq(icon, "width", constant=40)
        lay.eq(title, "left", icon, "right", constant=12)
        lay.eq(card, "right", title, "right", constant=12)
        lay.eq(icon, "top", card, "top", constant=12)
        lay.eq(icon, "height", constant=40)
        lay.eq(title, "top", card, "top", constant=12)
        lay.eq(title, "height", constant=20)
        lay.eq(sub, "top", title, "bottom", constant=4)
        lay.eq(sub, "height", constant=16)
        lay.eq(card, "bottom", sub, "bottom", constant=12)
        lay.eq(sub, "left", title, "left")
        lay.eq(sub, "right", title, "right")
    return lay


def nest(n: int) -> Layout:
    """Each view inside the previous one, 1 point in from every edge."""
    side = 2 * n + 100
    lay = Layout(side, side)
    parent = "root"
    for i in range(n):
        v = lay.view(f"n{i}", parent)
        lay.eq(v, "left", parent, "left", constant=1)
        lay.eq(v, "right", parent, "right", constant=-1)
        lay.eq(v, "top", parent, "top", constant=1)
        lay.eq(v, "bottom", parent, "bottom", constant=-1)
        parent = v
    return lay


def grid(n: int) -> Layout:
    """A grid of equal cells 4 points apart, filling the window."""
    columns = max(1, int(math.sqrt(n)))
    rows = max(1, n // columns)
    lay = Layout(columns * 20 + 4, rows * 20 + 4)
    for r in range(rows):
        for c in range(columns):
            v = lay.view(f"c{r}_{c}", "root")
            if c == 0:
                lay.eq(v, "left", "root", "left", constant=4)
            else:
                lay.eq(v, "left", f"c{r}_{c - 1}", "right", constant=4)
            if r == 0:
                lay.eq(v, "top", "root", "top", constant=4)
            else:
                lay.eq(v, "top", f"c{r - 1}_{c}", "bottom", constant=4)
            if (r, c) != (0, 0):
                lay.eq(v, "width", "c0_0", "width")
                lay.eq(v, "height", "c0_0", "height")
            if c == columns - 1:
                lay.eq(v, "right", "root", "right", constant=-4)
            if r == rows - 1 and c == 0:
                lay.eq(v, "bottom", "root", "bottom", constant=-4)
    return lay


def form(n: int) -> Layout:
    """Label and field rows; every label as wide as the first."""
    rows = max(1, n // 2)
    lay = Layout(375, 42 * rows + 100)
    for i in range(rows):
        label, field = lay.view(f"label{i}", "root"), lay.view(f"field{i}", "root")
        lay.eq(label, "left", "root", "left", constant=16)
        lay.eq(field, "left", label, "right", constant=8)
        lay.eq(field, "right", "root", "right", constant=-16)
        if i == 0:
            lay.eq(label, "width", constant=100)
            lay.eq(label, "top", "root", "top", constant=20)
        else:
            lay.eq(label, "width", "label0", "width")
            lay.eq(label, "top", f"label{i - 1}", "bottom", constant=12)
        lay.eq(label, "height", constant=30)
        lay.eq(field, "top", label, "top")
        lay.eq(field, "height", label, "height")
    return lay


def stack(n: int, priority: float | None = None) -> Layout:
    """Rows stacked at least 8 points apart (`>=` gaps): the first row pinned to the top, the
    others free to slide down, as a layout debugged for ambiguity is. With `priority`, each gap
    is also asked to be exactly 8 at that priority, so the layout is determined.

    Adding them is not linear yet: the gaps' slacks (or errors) are parametric, and each row's
    position is written in terms of every gap above it (docs/solver.md, "Short rows"); `check`
    is, on the factored core (docs/factored-basis.md §6)."""
    lay = Layout(375, 40 * n + 100)
    for i in range(n):
        v = lay.view(f"row{i}", "root")
        lay.eq(v, "left", "root", "left", constant=16)
        lay.eq(v, "right", "root", "right", constant=-16)
        lay.eq(v, "height", constant=30)
        if i == 0:
            lay.eq(v, "top", "root", "top", constant=8)
            continue
        lay.eq(v, "top", f"row{i - 1}", "bottom", constant=8, relation=">=")
        if priority is not None:
            lay.eq(v, "top", f"row{i - 1}", "bottom", constant=8, priority=priority)
    return lay


def gaps(n: int) -> Layout:
    """A stack of rows with `>=` gaps only (ambiguous: every row but the first can slide)."""
    return stack(n)


def optional_gaps(n: int) -> Layout:
    """A stack of rows with `>=` gaps, each also asked to be 8 at priority 750."""
    return stack(n, priority=750)


def free_widths(n: int) -> Layout:
    """Views side by side, each 1 point right of the one before, whose widths nothing but
    the `width >= 0` every view has holds (ambiguous: every width and every x but the
    first). A fuzzing run found this shape quadratic in `plumb` (docs/development.md)."""
    lay = Layout(40 * n + 100, 100)
    for i in range(n):
        v = lay.view(f"cell{i}", "root")
        lay.eq(v, "top", "root", "top", constant=8)
        lay.eq(v, "height", constant=30)
        if i == 0:
            lay.eq(v, "left", "root", "left", constant=8)
        else:
            lay.eq(v, "left", f"cell{i - 1}", "right", constant=1)
    return lay


WORKLOADS = {
    "feed": feed, "nest": nest, "grid": grid, "form": form,
    "gaps": gaps, "optional-gaps": optional_gaps, "free-widths": free_widths,
}

# ---------------------------------------------------------------------------------------------
# Writers


def plumb_script(lay: Layout) -> str:
    lines = [f"window root {lay.window[0]:g}x{lay.window[1]:g}"]
    lines += [f"view {name} in {parent}" for name, parent in lay.views]
    for a, attr, rel, b, battr, k, priority in lay.constraints:
        rhs = f"{b}.{battr}" if b else ""
        if b and k:
            rhs += f" {'+' if k > 0 else '-'} {abs(k):g}"
        elif not b:
            rhs = f"{k:g}"
        suffix = f" @{priority:g}" if priority is not None else ""
        lines.append(f"{a}.{attr} {rel} {rhs}{suffix}")
    lines.append("check")
    return "\n".join(lines) + "\n"


def kiwi_program(workload: str, n: int) -> str:
    """A Python program that builds the workload in kiwisolver (run in its own process)."""
    return f"""
import sys, time
sys.path.insert(0, {str(ROOT / 'scripts')!r})
import session_bench as sb
import kiwisolver as kiwi
lay = sb.WORKLOADS[{workload!r}]({n})
t0 = time.perf_counter()
s = kiwi.Solver()
frames = {{}}
def frame(name):
    if name not in frames:
        frames[name] = [kiwi.Variable(name + k) for k in ("x", "y", "w", "h")]
    return frames[name]
x, y, w, h = frame("root")
for c in (x == 0, y == 0, w == lay.window[0], h == lay.window[1]):
    s.addConstraint(c)
for name, _ in lay.views:
    x, y, w, h = frame(name)
    s.addConstraint(w >= 0)
    s.addConstraint(h >= 0)
def attribute(name, attr):
    x, y, w, h = frame(name)
    return {{"left": x, "right": x + w, "top": y, "bottom": y + h, "width": w, "height": h}}[attr]
for a, attr, rel, b, battr, k, priority in lay.constraints:
    lhs = attribute(a, attr)
    rhs = (attribute(b, battr) + k) if b else k
    c = lhs == rhs if rel == "==" else (lhs >= rhs if rel == ">=" else lhs <= rhs)
    # kiwi's strengths: required 1e9, strong 1e6, medium 1e3; Auto Layout's 750 is high.
    s.addConstraint(c if priority is None else c | ("strong" if priority >= 500 else "weak"))
s.updateVariables()
print(time.perf_counter() - t0)
"""


# ---------------------------------------------------------------------------------------------
# Running


def timed(command: list[str], stdin: str | None = None) -> tuple[float, float, str]:
    """Runs `command` under /usr/bin/time: (wall seconds, peak MB, stdout)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        done = subprocess.run(
            ["/usr/bin/time", "-f", "%e %M", "-o", report.name] + command,
            input=stdin, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(done.stderr[-2000:])
        seconds, kb = report.read().split()[-2:]
        return float(seconds), float(kb) / 1024, done.stdout


def build() -> Path:
    return build_product("session-bench", "plumb", "-c", "release", "--scratch-path", SCRATCH)


def exponent(points: list[tuple[int, float]], n: int) -> str:
    """The growth exponent from the previous size to n."""
    previous = [(m, t) for m, t in points if m < n]
    current = [t for m, t in points if m == n]
    if not previous or not current or previous[-1][1] <= 0:
        return ""
    m, t = previous[-1]
    return f"{math.log(current[0] / t) / math.log(n / m):.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, nargs="+", default=[1000, 4000, 16000, 32000])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--workloads", default="feed,nest,grid,form")
    parser.add_argument("--kiwi-max-n", type=int, default=4000,
                        help="skip kiwi above this many views (default 4000; kiwi is quadratic "
                             "on chains: about 15 s for an 8,000-view feed)")
    parser.add_argument("--binary", type=Path, help="a release plumb (default: build one)")
    parser.add_argument("--json", type=Path, help="also write every run as JSON")
    parser.add_argument("--undo", type=int, default=0, metavar="K",
                        help="also run each session followed by K `undo` lines and report "
                             "what the undos add (median of the differences)")
    args = parser.parse_args()
    names = [w.strip() for w in args.workloads.split(",") if w.strip()]
    unknown = [w for w in names if w not in WORKLOADS]
    if unknown:
        parser.error(f"unknown workload {unknown[0]!r}: choose from {', '.join(WORKLOADS)}")
    try:
        import kiwisolver  # noqa: F401
        have_kiwi = True
    except ImportError:
        print("session_bench: kiwisolver is missing (pip install kiwisolver); Plumb only",
              file=sys.stderr)
        have_kiwi = False
    binary = args.binary or build()
    runs = []
    rows = []
    failed = False
    for workload in names:
        plumb_points: list[tuple[int, float]] = []
        plumb_mem: list[tuple[int, float]] = []
        for n in sorted(args.n):
            lay = WORKLOADS[workload](n)
            with tempfile.NamedTemporaryFile("w", suffix=".plumb", delete=False) as f:
                f.write(plumb_script(lay))
                path = f.name
            undo_path = None
            if args.undo > 0:
                with tempfile.NamedTemporaryFile("w", suffix=".plumb", delete=False) as f:
                    f.write(plumb_script(lay) + "undo\n" * args.undo)
                    undo_path = f.name
            times, mems, ktimes, kmems, undo_costs = [], [], [], [], []
            try:
                for rep in range(args.reps):
                    print(f"{workload} n={n} rep {rep + 1}: plumb", file=sys.stderr)
                    t, mb, out = timed([str(binary), "run", path])
                    times.append(t)
                    mems.append(mb)
                    runs.append({"workload": workload, "n": n, "system": "plumb",
                                 "seconds": t, "peak_mb": mb})
                    if undo_path:
                        print(f"{workload} n={n} rep {rep + 1}: plumb + {args.undo} undo",
                              file=sys.stderr)
                        tu, _, _ = timed([str(binary), "run", undo_path])
                        undo_costs.append(tu - t)
                        runs.append({"workload": workload, "n": n, "system": "plumb+undo",
                                     "undos": args.undo, "seconds": tu})
                    if have_kiwi and n <= args.kiwi_max_n:
                        print(f"{workload} n={n} rep {rep + 1}: kiwi", file=sys.stderr)
                        t, mb, _ = timed([sys.executable, "-c", kiwi_program(workload, n)])
                        ktimes.append(t)
                        kmems.append(mb)
                        runs.append({"workload": workload, "n": n, "system": "kiwi",
                                     "seconds": t, "peak_mb": mb})
            except RuntimeError as error:
                print(f"session_bench: {workload} n={n} failed:\n{error}", file=sys.stderr)
                failed = True
                continue
            finally:
                os.unlink(path)
                if undo_path:
                    os.unlink(undo_path)
            t, mb = statistics.median(times), statistics.median(mems)
            plumb_points.append((n, t))
            plumb_mem.append((n, mb))
            views = len(lay.views)
            kiwi_cell = "skipped (above --kiwi-max-n)" if not ktimes else \
                f"{statistics.median(ktimes):.3f} s, {statistics.median(kmems):.0f} MB"
            ratio = f"{statistics.median(ktimes) / t:.1f}×" if ktimes else ""
            undo_cell = f" {statistics.median(undo_costs):.3f} s |" if undo_costs else ""
            rows.append(f"| {workload} | {views:,} | {len(lay.constraints):,} | {t:.3f} s | "
                        f"{mb:.0f} MB | {exponent(plumb_points, n)} | {exponent(plumb_mem, n)} | "
                        f"{kiwi_cell} | {ratio} |{undo_cell}")
    undo_head = f" {args.undo} undos add |" if args.undo > 0 else ""
    print("| workload | views | constraints | Plumb time | Plumb peak | time exponent | "
          f"memory exponent | kiwisolver | kiwi / Plumb |{undo_head}")
    print("|---|---:|---:|---:|---:|---:|---:|---|---:|" + ("---:|" if args.undo > 0 else ""))
    for row in rows:
        print(row)
    if args.json:
        args.json.write_text(json.dumps({"runs": runs}, indent=1) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
