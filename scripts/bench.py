#!/usr/bin/env python3
"""Times PlumbSolver (plumb-bench) and kiwisolver side by side on the same workloads.

The W1/W2/W3 workloads and their kiwisolver implementation come from the shared anchor,
``bench/kiwi_anchor.py`` (found at ``../shared/bench/kiwi_anchor.py`` from the repository root,
or ``--anchor PATH``); plumb-bench mirrors them on PlumbSolver.  The fourth workload, "form",
is defined in ``Sources/plumb-bench/FormWorkload.swift`` and mirrored here on kiwisolver; before
timing anything the driver checks, through ``plumb-bench --print-form``, that both sides build
the very same form (variables, terms, constants, relations, priorities, sizes).

Every repetition of every workload runs in a fresh process; for each N and repetition the two
systems take turns (the order alternates between repetitions), so both see the same machine
noise.  Medians are printed as a Markdown table (ratio = kiwi / Plumb, i.e. Plumb's speed-up;
k = time exponent between consecutive N, t ~ N^k), followed by the performance targets.

Usage:
  python3 scripts/bench.py                         # N = 100 1000 5000 20000, 3 reps
  python3 scripts/bench.py --n 100 1000 --reps 5 --workloads W1,W3,form
  python3 scripts/bench.py --reps 3 --json bench-out/bench.json
  python3 scripts/bench.py --print-form            # the Python form definition as JSON

kiwi runs that would take minutes are skipped and shown with an extrapolation: W2 above
--kiwi-w2-max-n (400; kiwi's W2 is ~N^3.8), W1/W3 above --kiwi-max-n (5000).  Plumb's W2 is
skipped above --plumb-w2-max-n (5000; its tableau holds ~4N^2 cells, ~20 GB at N = 20000).

Exit status: 0 when every run passed its value checks, 1 when a check or a run failed or the
two form definitions differ, 2 for usage or setup errors.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import platform
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_ANCHOR = Path("..") / "shared" / "bench" / "kiwi_anchor.py"  # relative to ROOT
SCRATCH = ".build-release"
PRODUCT = "plumb-bench"

# (workload, phase) rows of the table, in order, and the JSON key of each phase.
ROWS = [
    ("W1", "add"), ("W1", "resolve"), ("W3", "remove"),
    ("W2", "add"), ("W2", "resolve"),
    ("form", "add"), ("form", "resolve"),
]
PHASE_NOTES = {
    ("W1", "add"): "3 root constraints + edit + 4N view constraints + update",
    ("W1", "resolve"): "100 x (suggest + update)",
    ("W3", "remove"): "remove the 4N view constraints",
    ("W2", "add"): "chain of 2N+1 required constraints + edit + update",
    ("W2", "resolve"): "100 x (suggest + update)",
    ("form", "add"): "2 edits + 110 constraints + update (build)",
    ("form", "resolve"): "600 x (suggest w, suggest h, update)",
}
# Exponents used to extrapolate a skipped kiwi run when fewer than two sizes were measured
# (kiwisolver's measured scaling, shared reference/solver-anchors.md section 4.3).
PRIOR_EXPONENT = {
    ("W1", "add"): 2.0, ("W1", "resolve"): 1.3, ("W3", "remove"): 2.0,
    ("W2", "add"): 3.8, ("W2", "resolve"): 1.5,
}
# The lead's targets for Plumb: (description, workload, phase, N, seconds).
TARGETS = [
    ("W1 add, N = 20000", "W1", "add", 20000, 0.2),
    ("W3 remove, N = 20000", "W3", "remove", 20000, 0.3),
    ("W1 resolve (100 steps), N = 20000", "W1", "resolve", 20000, 0.2),
    ("W2 add, N = 1000", "W2", "add", 1000, 0.25),
    ("W2 add, N = 5000", "W2", "add", 5000, 5.0),
]
EXPONENT_TARGET = (1000, 20000, 1.2)
SMALL_N = 1000  # runs this small get --small-reps repetitions  # W1/W3 exponents between consecutive N in this range


# =============================================================================================
# The form workload on kiwisolver (mirror of Sources/plumb-bench/FormWorkload.swift, whose
# header comment is the normative definition: 37 variables, 110 constraints, 2 edits).
# =============================================================================================

FORM_INITIAL = (800.0, 600.0)
FORM_SIZES = [(640.0, 480.0), (400.0, 300.0), (1024.0, 768.0), (320.0, 240.0),
              (1280.0, 800.0), (800.0, 600.0)]
FORM_ROWS = [("name", 38.0), ("email", 36.0), ("message", 58.0)]
FORM_ROUNDS = 100
FORM_EDITS = [("win.width", "strong"), ("win.height", "strong")]
BOX = ("left", "top", "width", "height")


def _lin(*parts):
    """A linear expression as (terms, constant) from names, (coefficient, name) pairs and
    numbers, terms in written order: _lin("a", (0.5, "b"), -10) is a + 0.5*b - 10."""
    terms, constant = [], 0.0
    for p in parts:
        if isinstance(p, str):
            terms.append((p, 1.0))
        elif isinstance(p, tuple):
            terms.append((p[1], float(p[0])))
        else:
            constant += float(p)
    return terms, constant


def form_definition():
    """The form as plain data, in the shape of ``plumb-bench --print-form``."""
    variables = ["win." + a for a in BOX]
    variables += ["contents.left", "contents.top", "contents.right", "contents.bottom", "midline"]
    for row, _ in FORM_ROWS:
        variables += ["%s.label.%s" % (row, a) for a in BOX]
        variables += ["%s.field.%s" % (row, a) for a in BOX]
    variables += ["ok." + a for a in BOX]

    cns = []

    def c(lhs, op, rhs, priority):
        # A op B is the expression A - B: A's terms, then B's negated, constants folded.
        (lt, lc), (rt, rc) = lhs, rhs
        terms = [[n, k] for n, k in lt] + [[n, -k] for n, k in rt]
        constant = lc - rc
        cns.append({"terms": terms, "constant": 0.0 if constant == 0 else constant,
                    "op": op, "priority": priority})

    R, S, M, W = "required", "strong", "medium", "weak"
    L = _lin

    def non_negative(box):
        # A box's left, top, width and height at least 0, required.
        for name in box:
            c(L(name), ">=", L(0), R)

    def hint(size, value, hug, minimum=None):
        # A size hint: size == value at `hug`, size >= minimum (the value) strong.
        c(L(size), "==", L(value), hug)
        c(L(size), ">=", L(value if minimum is None else minimum), S)

    def limit(lhs, op, rhs):
        # lhs op rhs required, and lhs == rhs medium, held where the layout allows.
        c(lhs, op, rhs, R)
        c(lhs, "==", rhs, M)

    c(L("win.left"), "==", L(0), R)
    c(L("win.top"), "==", L(0), R)
    c(L("win.width"), ">=", L(0), R)
    c(L("win.height"), ">=", L(0), R)
    c(L("win.width"), "==", L(0), W)
    c(L("win.height"), "==", L(0), W)
    c(L("contents.left"), "==", L("win.left", 10), R)
    c(L("contents.top"), "==", L("win.top", 10), R)
    c(L("contents.right"), "==", L("win.left", "win.width", -10), R)
    c(L("contents.bottom"), "==", L("win.top", "win.height", -10), R)
    c(L("contents.right"), ">=", L("contents.left"), R)
    c(L("contents.bottom"), ">=", L("contents.top"), R)
    c(L("midline"), ">=", L("contents.left"), R)
    c(L("midline"), "<=", L("contents.right"), R)
    for i, (row, label_hint) in enumerate(FORM_ROWS):
        lb = {a: "%s.label.%s" % (row, a) for a in BOX}
        fl = {a: "%s.field.%s" % (row, a) for a in BOX}
        if i == 0:
            above = L("contents.top", 0)
        else:
            prev = FORM_ROWS[i - 1][0]
            above = L("%s.field.top" % prev, "%s.field.height" % prev, 10)
        message = row == "message"
        non_negative(lb.values())
        hint(lb["width"], label_hint, W)
        hint(lb["height"], 16, S)
        limit(L(lb["left"]), ">=", L("contents.left"))
        limit(L("midline"), ">=", L(lb["left"], lb["width"], 10))
        c(L(lb["top"]), ">=", L("contents.top"), R)
        c(L(lb["top"], lb["height"]), "<=", L("contents.bottom"), R)
        non_negative(fl.values())
        c(L(fl["width"]), ">=", L(125), S)
        c(L(fl["left"]), "==", L("midline"), S)
        limit(L(fl["left"], fl["width"]), "<=", L("contents.right"))
        if message:
            hint(fl["height"], 80, W, minimum=60)
        else:
            hint(fl["height"], 21, S)
        limit(L(fl["top"]), ">=", above)
        if message:
            c(L(lb["top"]), "==", L(fl["top"]), S)
        else:
            c(L(lb["top"], (0.5, lb["height"])), "==", L(fl["top"], (0.5, fl["height"])), S)
    msg = "message.field."
    non_negative("ok." + a for a in BOX)
    hint("ok.width", 80, S)
    hint("ok.height", 24, S)
    limit(L("ok.top"), ">=", L(msg + "top", msg + "height", 10))
    limit(L("ok.top", "ok.height"), "<=", L("contents.bottom"))
    limit(L("ok.left", "ok.width"), "<=", L("contents.right"))
    c(L("ok.left"), ">=", L("midline"), R)
    return {
        "variables": variables,
        "edits": [list(e) for e in FORM_EDITS],
        "initial": list(FORM_INITIAL),
        "sizes": [list(s) for s in FORM_SIZES],
        "rounds": FORM_ROUNDS,
        "constraints": cns,
    }


def form_expected(w, h):
    """Every variable's closed-form value at window size w x h (see FormWorkload.swift)."""
    out = dict(zip(["win." + a for a in BOX], [0.0, 0.0, w, h]))
    out.update({"contents.left": 10.0, "contents.top": 10.0, "contents.right": w - 10,
                "contents.bottom": h - 10, "midline": 78.0})
    label_tops, field_tops, field_heights = [12.5, 43.5, 72.0], [10.0, 41.0, 72.0], [21.0, 21.0, h - 116]
    for i, (row, _) in enumerate(FORM_ROWS):
        out.update(zip(["%s.label.%s" % (row, a) for a in BOX], [10.0, label_tops[i], 58.0, 16.0]))
        out.update(zip(["%s.field.%s" % (row, a) for a in BOX],
                       [78.0, field_tops[i], w - 88, field_heights[i]]))
    out.update(zip(["ok." + a for a in BOX], [w - 90, h - 34, 80.0, 24.0]))
    return out


def run_form_kiwi(anchor):
    """The form on kiwisolver, timed like the anchor's workloads (anchor.Timer)."""
    import kiwisolver as kiwi

    strengths = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
                 "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
    out = {}
    d = form_definition()
    t0 = time.perf_counter()
    var = {name: kiwi.Variable(name) for name in d["variables"]}
    constraints = []
    for spec in d["constraints"]:
        expr = None
        for name, k in spec["terms"]:
            term = k * var[name]
            expr = term if expr is None else expr + term
        expr = expr + spec["constant"]
        if spec["op"] == "==":
            cn = expr == 0
        elif spec["op"] == ">=":
            cn = expr >= 0
        else:
            cn = expr <= 0
        constraints.append(cn | strengths[spec["priority"]])
    width, height = var["win.width"], var["win.height"]
    out["create_s"] = time.perf_counter() - t0

    solver = kiwi.Solver()
    with anchor.Timer() as t:
        solver.addEditVariable(width, strengths["strong"])
        solver.addEditVariable(height, strengths["strong"])
        solver.suggestValue(width, FORM_INITIAL[0])
        solver.suggestValue(height, FORM_INITIAL[1])
        for cn in constraints:
            solver.addConstraint(cn)
        solver.updateVariables()
    out["add_s"] = t.seconds

    failures = []

    def check(w, h, when):
        bad = [(n, var[n].value(), x) for n, x in form_expected(w, h).items()
               if not anchor._close(var[n].value(), x)]
        if bad:
            failures.append("form %s at %gx%g: %d variable(s) off, e.g. %s" % (when, w, h, len(bad), bad[:3]))
        return not bad

    ok = check(*FORM_INITIAL, "after add")
    with anchor.Timer() as t:
        for _ in range(FORM_ROUNDS):
            for w, h in FORM_SIZES:
                solver.suggestValue(width, w)
                solver.suggestValue(height, h)
                solver.updateVariables()
    out["resolve_s"] = t.seconds
    ok = check(*FORM_SIZES[-1], "after resolve") and ok
    for w, h in FORM_SIZES:
        solver.suggestValue(width, w)
        solver.suggestValue(height, h)
        solver.updateVariables()
        ok = check(w, h, "verify") and ok
    out["check_form"] = bool(ok)
    for f in failures:
        print("bench: kiwi check failed: " + f, file=sys.stderr)
    return out


# =============================================================================================
# Running one repetition in a fresh process
# =============================================================================================

def load_anchor(path):
    spec = importlib.util.spec_from_file_location("kiwi_anchor", path)
    if spec is None or spec.loader is None:
        raise ImportError("cannot load %s" % path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def kiwi_worker(anchor_path, workload, n, clock):
    """Runs one kiwi repetition in this process and prints one JSON line."""
    if clock == "cpu":
        # The anchor times with time.perf_counter; this process runs nothing else.
        time.perf_counter = time.thread_time
    anchor = load_anchor(anchor_path)
    if workload == "W1+W3":
        r = anchor.run_w1_w3(n, do_w3=True)
    elif workload == "W1":
        r = anchor.run_w1_w3(n, do_w3=False)
    elif workload == "W2":
        r = anchor.run_w2(n)
    elif workload == "form":
        r = run_form_kiwi(anchor)
    else:
        raise ValueError("unknown workload " + workload)
    print(json.dumps(dict(system="kiwisolver", clock=clock, workload=workload, n=n, **r)), flush=True)
    return 0 if all(v for k, v in r.items() if k.startswith("check_")) else 1


def run_process(cmd, timeout):
    """Runs cmd; returns (list of JSON records, error message or None, wall seconds)."""
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return [], "timed out after %g s" % timeout, time.perf_counter() - t0
    wall = time.perf_counter() - t0
    records = []
    for line in p.stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    if p.stderr.strip():
        sys.stderr.write(p.stderr if p.stderr.endswith("\n") else p.stderr + "\n")
    error = None
    if p.returncode != 0:
        error = "exit status %d" % p.returncode
    elif not records:
        error = "no JSON output"
    return records, error, wall


# =============================================================================================
# The driver
# =============================================================================================

def fmt_seconds(s):
    if s is None or (isinstance(s, float) and math.isnan(s)):
        return "—"
    if s >= 2 * 86400:
        return "%.3g days" % (s / 86400)
    if s >= 2 * 3600:
        return "%.3g h" % (s / 3600)
    if s >= 120:
        return "%.3g min" % (s / 60)
    if s >= 1:
        return "%.3g s" % s
    if s >= 1e-3:
        return "%.3g ms" % (s * 1e3)
    return "%.3g µs" % (s * 1e6)


def exponent(n1, t1, n2, t2):
    if not t1 or not t2 or t1 <= 0 or t2 <= 0 or n1 == n2:
        return None
    return math.log(t2 / t1) / math.log(n2 / n1)


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.split("\n")[1:]))
    ap.add_argument("--n", type=int, nargs="+", default=[100, 1000, 5000, 20000],
                    help="problem sizes (default: 100 1000 5000 20000)")
    ap.add_argument("--reps", type=int, default=3, help="repetitions per size (default: 3)")
    ap.add_argument("--small-reps", type=int, default=9,
                    help="repetitions for the form and N <= %d, where one preemption by the "
                         "scheduler (a few ms) can dominate a run (default: 9; never fewer "
                         "than --reps)" % SMALL_N)
    ap.add_argument("--workloads", default="W1,W2,W3,form",
                    help="comma list of W1, W2, W3, form (default: all)")
    ap.add_argument("--systems", default="plumb,kiwi", help="comma list of plumb, kiwi")
    ap.add_argument("--kiwi-max-n", type=int, default=5000,
                    help="skip kiwi W1/W3 above this N (default: 5000)")
    ap.add_argument("--kiwi-w2-max-n", type=int, default=400,
                    help="skip kiwi W2 above this N (default: 400)")
    ap.add_argument("--plumb-w2-max-n", type=int, default=5000,
                    help="skip Plumb W2 above this N (default: 5000)")
    ap.add_argument("--clock", choices=["wall", "cpu"], default="wall",
                    help="time on the monotonic wall clock (default: the anchor's rule) or as the "
                         "timing thread's CPU time, which other processes disturb much less")
    ap.add_argument("--timeout", type=float, default=1800,
                    help="seconds before one repetition's process is killed (default: 1800)")
    ap.add_argument("--anchor", type=Path, default=None,
                    help="path of kiwi_anchor.py (default: ../shared/bench/kiwi_anchor.py "
                         "from the repository root)")
    ap.add_argument("--binary", type=Path, default=None,
                    help="a plumb-bench binary to use instead of building one")
    ap.add_argument("--no-build", action="store_true",
                    help="use the existing release build in %s" % SCRATCH)
    ap.add_argument("--json", type=Path, default=None, help="also write everything as JSON here")
    ap.add_argument("--print-form", action="store_true",
                    help="print the Python form definition as JSON and exit")
    ap.add_argument("--kiwi-worker", nargs=2, metavar=("WORKLOAD", "N"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.reps < 1 or args.small_reps < 1 or any(n < 1 for n in args.n):
        ap.error("--reps, --small-reps and every --n must be at least 1")
    args.small_reps = max(args.small_reps, args.reps)
    args.n = sorted(set(args.n))
    wl = {w.strip().upper() for w in args.workloads.split(",") if w.strip()}
    unknown = wl - {"W1", "W2", "W3", "FORM"}
    if unknown or not wl:
        ap.error("--workloads: unknown or empty selection %s" % sorted(unknown))
    args.wl = wl
    systems = {s.strip().lower() for s in args.systems.split(",") if s.strip()}
    if not systems or systems - {"plumb", "kiwi"}:
        ap.error("--systems wants plumb and/or kiwi")
    args.system_set = systems
    return args


def anchor_path(args):
    return (args.anchor if args.anchor is not None else ROOT / DEFAULT_ANCHOR).resolve()


def build_plumb(args):
    if args.binary is not None:
        return args.binary.resolve()
    cmd = ["swift", "build", "-c", "release", "--product", PRODUCT, "--scratch-path", SCRATCH]
    if not args.no_build:
        print("bench: " + " ".join(cmd), file=sys.stderr)
        p = subprocess.run(cmd, cwd=ROOT, stdout=sys.stderr)  # keep stdout for the table
        if p.returncode != 0:
            print("bench: the release build of %s failed" % PRODUCT, file=sys.stderr)
            sys.exit(2)
    p = subprocess.run(cmd + ["--show-bin-path"], cwd=ROOT, capture_output=True, text=True)
    binary = Path(p.stdout.strip()) / PRODUCT if p.returncode == 0 else ROOT / SCRATCH / "release" / PRODUCT
    if not binary.exists():
        print("bench: %s not found (build it, or pass --binary)" % binary, file=sys.stderr)
        sys.exit(2)
    return binary


def check_form_definitions(binary):
    p = subprocess.run([str(binary), "--print-form"], cwd=ROOT, capture_output=True, text=True)
    if p.returncode != 0:
        return "plumb-bench --print-form failed: " + p.stderr.strip()
    swift = json.loads(p.stdout)
    py = form_definition()
    for key in ("variables", "edits", "initial", "sizes", "rounds"):
        if swift.get(key) != py[key]:
            return "form %s differ: plumb %s, python %s" % (key, swift.get(key), py[key])
    sc, pc = swift.get("constraints", []), py["constraints"]
    if len(sc) != len(pc):
        return "form constraint counts differ: plumb %d, python %d" % (len(sc), len(pc))
    for i, (a, b) in enumerate(zip(sc, pc)):
        if a != b:
            return "form constraint %d differs:\n  plumb  %s\n  python %s" % (i + 1, a, b)
    return None


def solver_state():
    """The commit measured, and whether PlumbSolver had uncommitted changes."""
    try:
        head = subprocess.run(["git", "log", "-1", "--format=%h %s", "--", "Sources/PlumbSolver"],
                              cwd=ROOT, capture_output=True, text=True, timeout=30).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "Sources/PlumbSolver"], cwd=ROOT,
                               capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "commit unknown"
    if not head:
        return "commit unknown"
    return "Sources/PlumbSolver at %s%s" % (head, " + uncommitted changes" if dirty else "")


def main(argv=None):
    args = parse_args(argv)
    path = anchor_path(args)
    if args.kiwi_worker:
        return kiwi_worker(path, args.kiwi_worker[0], int(args.kiwi_worker[1]), args.clock)
    if args.print_form:
        print(json.dumps(form_definition(), indent=2))
        return 0

    use_plumb, use_kiwi = "plumb" in args.system_set, "kiwi" in args.system_set
    wl = args.wl
    if use_kiwi:
        if not path.exists():
            print("bench: kiwi anchor not found at %s (pass --anchor PATH)" % path, file=sys.stderr)
            return 2
        try:
            import kiwisolver  # noqa: F401
        except ImportError:
            print("bench: kiwisolver is missing: python3 -m pip install kiwisolver", file=sys.stderr)
            return 2
    state = solver_state()  # before the build, which then compiles exactly this tree
    binary = build_plumb(args) if use_plumb else None
    failures = []
    if use_plumb and use_kiwi and "FORM" in wl:
        problem = check_form_definitions(binary)
        if problem:
            print("bench: the Swift and Python forms differ: " + problem, file=sys.stderr)
            return 1

    def plumb_cmd(workloads, n):
        return [str(binary), "--n", str(n), "--reps", "1", "--workloads", workloads,
                "--w2-max-n", str(max(n, 2)), "--clock", args.clock, "--raw"]

    def kiwi_cmd(workload, n):
        cmd = [sys.executable, str(Path(__file__).resolve()), "--kiwi-worker", workload, str(n),
               "--clock", args.clock]
        if args.anchor is not None:
            cmd += ["--anchor", str(path)]
        return cmd

    samples = {}  # (system, workload, n, phase) -> [seconds]
    records = []
    skipped = {}  # (system, workload, n) -> reason

    def run(system, group, n, cmd, rep):
        label = "%s %s N=%d rep %d" % (system, group, n, rep + 1)
        recs, error, wall = run_process(cmd, args.timeout)
        print("bench: %-34s %7.2f s%s" % (label, wall, "" if error is None else "  FAILED: " + error),
              file=sys.stderr, flush=True)
        if error is not None:
            failures.append("%s: %s" % (label, error))
        for r in recs:
            if "skipped" in r:
                continue
            r = dict(r, system=system, rep=rep)
            records.append(r)
            for key, value in r.items():
                if key.startswith("check_") and not value:
                    failures.append("%s: %s is false" % (label, key))
            for phase in ("add", "resolve", "remove"):
                if phase + "_s" in r:
                    w = "W3" if phase == "remove" else ("W1" if r["workload"].startswith("W1") else r["workload"])
                    samples.setdefault((system, w, r.get("n", n), phase), []).append(r[phase + "_s"])

    def jobs(n):
        """(system, group, command) for one repetition at size n, skips recorded."""
        out = {"plumb": [], "kiwi": []}
        w1 = "W1" in wl or "W3" in wl
        group = "W1+W3" if "W3" in wl else "W1"
        if w1:
            if use_plumb:
                out["plumb"].append((group, plumb_cmd(group.replace("+", ","), n)))
            if use_kiwi:
                if n > args.kiwi_max_n:
                    skipped[("kiwi", "W1", n)] = "--kiwi-max-n %d" % args.kiwi_max_n
                else:
                    out["kiwi"].append((group, kiwi_cmd(group, n)))
        if "W2" in wl and n < 2:
            for system in ("plumb", "kiwi"):
                skipped[(system, "W2", n)] = "W2 needs N >= 2"
        if "W2" in wl and n >= 2:
            if use_plumb:
                if n > args.plumb_w2_max_n:
                    skipped[("plumb", "W2", n)] = "--plumb-w2-max-n %d" % args.plumb_w2_max_n
                else:
                    out["plumb"].append(("W2", plumb_cmd("W2", n)))
            if use_kiwi:
                if n > args.kiwi_w2_max_n:
                    skipped[("kiwi", "W2", n)] = "--kiwi-w2-max-n %d" % args.kiwi_w2_max_n
                else:
                    out["kiwi"].append(("W2", kiwi_cmd("W2", n)))
        return out

    load_start = os.getloadavg() if hasattr(os, "getloadavg") else None
    started = time.time()
    plan = [(1, None)] if "FORM" in wl else []
    plan += [(n, n) for n in args.n if wl - {"FORM"}]
    for n_label, n in plan:
        for rep in range(args.small_reps if n is None or n <= SMALL_N else args.reps):
            order = ["plumb", "kiwi"] if rep % 2 == 0 else ["kiwi", "plumb"]
            if n is None:
                per = {"plumb": [("form", [str(binary), "--workloads", "form", "--reps", "1",
                                           "--clock", args.clock, "--raw"])]
                       if use_plumb else [],
                       "kiwi": [("form", kiwi_cmd("form", 1))] if use_kiwi else []}
            else:
                per = jobs(n)
            for system in order:
                for group, cmd in per[system]:
                    run(system, group, n_label, cmd, rep)
    elapsed = time.time() - started
    load_end = os.getloadavg() if hasattr(os, "getloadavg") else None

    # ---- the table ---------------------------------------------------------------------
    def med(system, w, n, phase):
        xs = samples.get((system, w, n, phase))
        return statistics.median(xs) if xs else None

    def skip_key(system, w, n):
        base = "W1" if w == "W3" else w
        return skipped.get((system, base, n))

    def extrapolate(system, w, phase, n):
        """(seconds, how) for a skipped run, from the largest measured sizes below n."""
        measured = [m for m in args.n if m < n and med(system, w, m, phase)]
        if not measured:
            return None, None
        m2 = measured[-1]
        t2 = med(system, w, m2, phase)
        if len(measured) >= 2:
            m1 = measured[-2]
            k = exponent(m1, med(system, w, m1, phase), m2, t2)
            how = "k = %.2f from N = %d..%d" % (k, m1, m2) if k is not None else None
        else:
            k = PRIOR_EXPONENT.get((w, phase))
            how = "k = %.1f (anchor notes)" % k if k is not None else None
        if k is None:
            return None, None
        return t2 * (n / m2) ** k, how

    lines = []
    given = sys.argv[1:] if argv is None else list(argv)
    cmd_text = "python3 scripts/bench.py" + "".join(" " + shlex.quote(a) for a in given)
    swift_version = ""
    try:
        sv = subprocess.run(["swift", "--version"], capture_output=True, text=True, timeout=60)
        swift_version = (sv.stdout or sv.stderr).strip().splitlines()[0]
    except (OSError, subprocess.SubprocessError, IndexError):
        pass
    try:
        import kiwisolver
        kiwi_version = kiwisolver.__version__
    except ImportError:
        kiwi_version = "?"
    lines.append("Command: `%s` (%.0f s wall)" % (cmd_text, elapsed))
    lines.append("")
    lines.append("Solver: %s." % state)
    lines.append("")
    lines.append("Machine: %s, %d CPUs, load average %s at start, %s at end; Python %s, kiwisolver %s; %s, "
                 "plumb-bench -c release." % (
                     platform.machine(), os.cpu_count() or 0,
                     "%.2f" % load_start[0] if load_start else "?",
                     "%.2f" % load_end[0] if load_end else "?",
                     platform.python_version(), kiwi_version, swift_version or "Swift ?"))
    lines.append("")
    reps_text = ("%d repetitions" % args.reps if args.small_reps == args.reps else
                 "%d repetitions (%d for the form and N ≤ %d)" % (args.reps, args.small_reps, SMALL_N))
    lines.append("Clock: %s." % ("wall time on the monotonic clock" if args.clock == "wall" else
                                 "CPU time of the timing thread (user + system), not wall time"))
    lines.append("")
    lines.append("Medians of %s, each in a fresh process, Plumb and kiwi interleaved. "
                 "kiwi/Plumb is Plumb's speed-up; k is the time exponent from the previous N "
                 "(t ∝ N^k)." % reps_text)
    lines.append("")
    lines.append("| workload | phase | N | Plumb | kiwi | kiwi/Plumb | Plumb k | kiwi k |")
    lines.append("|---|---|---:|---:|---:|---:|---:|---:|")
    table_rows = []
    for w, phase in ROWS:
        if w == "form":
            if "FORM" not in wl:
                continue
            sizes = [1]
        else:
            if w not in wl and not (w == "W1" and "W3" in wl):
                continue
            sizes = args.n
        prev = {"plumb": None, "kiwi": None}
        for n in sizes:
            cells = {}
            ks = {}
            for system in ("plumb", "kiwi"):
                t = med(system, w, n, phase)
                if t is not None:
                    cells[system] = fmt_seconds(t)
                    if prev[system] is not None:
                        k = exponent(prev[system][0], prev[system][1], n, t)
                        ks[system] = "%.2f" % k if k is not None else ""
                    prev[system] = (n, t)
                elif (system == "plumb" and not use_plumb) or (system == "kiwi" and not use_kiwi):
                    cells[system] = "not run"
                elif skip_key(system, w, n):
                    est, how = extrapolate(system, w, phase, n)
                    cells[system] = ("skipped (would take ~%s; %s)" % (fmt_seconds(est), how)
                                     if est is not None else "skipped (%s)" % skip_key(system, w, n))
                else:
                    cells[system] = "failed"
            tp, tk = med("plumb", w, n, phase), med("kiwi", w, n, phase)
            ratio = "" if not (tp and tk) else ("%.0f×" % (tk / tp) if tk / tp >= 100 else "%.3g×" % (tk / tp))
            n_text = "1 form" if w == "form" else str(n)
            lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
                w, phase, n_text, cells["plumb"], cells["kiwi"], ratio,
                ks.get("plumb", ""), ks.get("kiwi", "")))
            table_rows.append({"workload": w, "phase": phase, "n": n, "plumb_median_s": tp,
                               "kiwi_median_s": tk, "plumb_cell": cells["plumb"],
                               "kiwi_cell": cells["kiwi"],
                               "plumb_runs_s": samples.get(("plumb", w, n, phase), []),
                               "kiwi_runs_s": samples.get(("kiwi", w, n, phase), [])})
    lines.append("")
    lines.append("Phases: " + "; ".join("%s %s = %s" % (w, p, PHASE_NOTES[(w, p)]) for w, p in ROWS) + ".")

    # ---- targets ---------------------------------------------------------------------
    target_rows = []
    if use_plumb:
        lines.append("")
        lines.append("| Plumb target | goal | measured | verdict |")
        lines.append("|---|---:|---:|---|")
        for text, w, phase, n, goal in TARGETS:
            t = med("plumb", w, n, phase)
            verdict = "not measured" if t is None else ("met" if t < goal else "**missed** (%.1f× over)" % (t / goal))
            lines.append("| %s | < %s | %s | %s |" % (text, fmt_seconds(goal), fmt_seconds(t), verdict))
            target_rows.append({"target": text, "goal_s": goal, "measured_s": t, "verdict": verdict})
        lo, hi, kmax = EXPONENT_TARGET
        for w, phase in (("W1", "add"), ("W1", "resolve"), ("W3", "remove")):
            ns = [n for n in args.n if lo <= n <= hi and med("plumb", w, n, phase)]
            if len(ns) < 2:
                continue
            ks = [exponent(a, med("plumb", w, a, phase), b, med("plumb", w, b, phase))
                  for a, b in zip(ns, ns[1:])]
            overall = exponent(ns[0], med("plumb", w, ns[0], phase), ns[-1], med("plumb", w, ns[-1], phase))
            # Judged end to end: one step between close sizes is at the mercy of the noise.
            if overall > kmax:
                verdict = "**missed**"
            elif max(ks) > kmax:
                verdict = "met end to end; a step is over"
            else:
                verdict = "met"
            text = "%s %s exponent, N = %d..%d" % (w, phase, ns[0], ns[-1])
            lines.append("| %s | ≤ %.1f | %.2f (steps %s) | %s |" % (
                text, kmax, overall, " → ".join("%.2f" % k for k in ks), verdict))
            target_rows.append({"target": text, "goal": kmax, "measured": overall, "steps": ks,
                                "verdict": verdict})

    if failures:
        lines.append("")
        lines.append("**Failures:** " + "; ".join(failures))
    print("\n".join(lines))

    if args.json is not None:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({
            "command": cmd_text, "elapsed_s": elapsed, "solver": state, "clock": args.clock, "reps": args.reps, "small_reps": args.small_reps, "n": args.n,
            "load_average_start": load_start, "load_average_end": load_end,
            "swift": swift_version, "kiwisolver": kiwi_version, "python": platform.python_version(),
            "machine": platform.machine(), "cpus": os.cpu_count(),
            "rows": table_rows, "targets": target_rows,
            "skipped": [{"system": s, "workload": w, "n": n, "reason": r}
                        for (s, w, n), r in sorted(skipped.items())],
            "failures": failures, "records": records,
        }, indent=2) + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
