#!/usr/bin/env python3
"""Checks PlumbSolver against an LP solved level by level, exactly (GLPK's rational simplex;
`--lp highs` for scipy's HiGHS in doubles).

Generates random layout-like constraint systems from a seed, runs them all through the
plumb-oracle executable (one fresh Solver per system), and checks every answer:

  (a) every required add (and every constant change of a required constraint) is accepted
      exactly when the required constraints in the solver plus the new one are feasible;
  (b) every reported conflict is infeasible (its required members alone, as they are at that
      moment), irreducible (dropping any one member makes it feasible), contains no optional
      constraint, names the culprit, its multipliers are a Farkas certificate (culprit's ±1),
      and its violation is the culprit's least miss given the other members;
  (c) the error sum of every priority level equals the lexicographic optimum (each level
      minimised subject to the required constraints and the higher levels fixed at their
      optimum), both as the solver reports it (errorByLevel) and recomputed from its values;
  (d) each value is the oracle's where the optimum fixes it (min = max over the optimal
      face), and lies on the optimal face otherwise;
  (e) range(of:) agrees with the oracle's min and max over the optimal face (infinite where
      unbounded);
  plus: checkInvariants() is clean after every op, no op fails unexpectedly, and an op that
  fails leaves every value where it was.

Usage:
  scripts/oracle.py [--seed S] [--count N] [--binary PATH] [--keep FILE] [--every-op]
  scripts/oracle.py --only SYSTEM_SEED        # run and explain one system
  scripts/oracle.py --shrink SYSTEM_SEED      # minimise a failing system
  scripts/oracle.py --file systems.json       # check saved systems (--keep, --shrink's json)
  scripts/oracle.py --engine revised          # check the revised core of the factored-basis
                                              # plan instead of Solver

The last line is `oracle: N passed, M failed` (systems); the exit status is 1 if any failed,
2 for usage or setup errors.
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import random
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

from package_support import build_product, require_scipy

DEFAULT_SEED = 1
DEFAULT_COUNT = 2000
DEFAULT_EXTREME = 300  # in make test: docs/oracle.md, "Extreme magnitudes"
EXTREME_OFFSET = 10**12  # system seeds from here on use extreme magnitudes (generate)
REQUIRED = 1000.0
STATS: collections.Counter = collections.Counter()  # what the run exercised, for --stats

np, linprog = require_scipy("oracle", "make setup")

try:
    import swiglpk as glpk  # GLPK's exact simplex: the oracle for extreme magnitudes
except ImportError:  # pragma: no cover - depends on the machine
    glpk = None
EXACT = False  # set from --lp: every LP in exact rational arithmetic (GLPK) rather than HiGHS
# Whether the exact LP reads each number as the decimal it was written as (`0.999999999`), not
# as the double nearest to it: the second judgement of a system the first one fails
# (docs/oracle.md, "Extreme magnitudes").
DECIMAL = False

HIGHS_OPTIONS = {
    "primal_feasibility_tolerance": 1e-10,
    "dual_feasibility_tolerance": 1e-10,
    "presolve": True,
}


# A level is fixed at its optimum plus this, relative: small enough that the optimal face it
# lets through stays well inside tol() (an error sum of 1000 at slope 1 widens a range by 1e-8),
# large enough for HiGHS's own feasibility tolerance.
LEVEL_SLACK = 1e-11


# Plumb's tolerance for a miss, relative to the magnitudes a constraint adds up
# (Constraint.relativeTolerance).
RELATIVE_ROUNDING = 1e-9


# Solver.maximumValue: an op that would put a variable beyond it is refused and taken back.
MAXIMUM_VALUE = 1e12
# The relative accuracy of the value an out-of-range refusal quotes: it is reached in doubles at
# magnitudes beyond the range, where a 1e-9 pivot costs digits Plumb does not promise.
REFUSAL_DIGITS = 1e-3


def tol(x: float) -> float:
    """The comparison tolerance: relative, 1e-6·(1+|x|)."""
    return 1e-6 * (1.0 + abs(x))


# ---------------------------------------------------------------------------------------------
# Generation


OPTIONAL_PRIORITIES = [1, 250, 251, 500, 749, 750, 751, 999]
RELATIONS = ["==", ">=", "<="]


def system_seed(seed: int, index: int) -> int:
    """The seed of system `index` of a run: every system is reproducible on its own."""
    return seed * 1_000_000 + index


def twin_key(op: dict) -> list:
    """Adds with the same key have the same terms up to sign."""
    return sorted((v, abs(c)) for v, c in op["terms"])


def generate(sseed: int) -> dict:
    """A random layout-like system: 3–8 variables, 4–16 ops.

    Systems whose seed is EXTREME_OFFSET or more use extreme magnitudes: multipliers from
    1e-12 to 1e6, constants up to 9e8 (just inside Solver.maximumMagnitude), and nearly
    parallel rows (a − (1 + 1e-9)·b), where rounding decides what a naive tolerance says.
    """
    rng = random.Random(sseed)
    extreme = sseed >= EXTREME_OFFSET
    n = rng.randint(3, 8)
    n_ops = rng.randint(4, 16)
    # A few systems lean towards required equalities, so conflicts are common there.
    required_share = rng.choice([0.4, 0.5, 0.6, 0.8])

    def constant() -> float:
        r = rng.random()
        if extreme and r < 0.5:
            return float(rng.choice([-1, 1]) * rng.randint(1, 9) * 10.0 ** rng.choice([-6, 0, 3, 6, 8]))
        if r < 0.25:
            return 0.0
        if r < 0.9:
            return float(10 * rng.randint(-10, 10))
        return float(5 * rng.randint(-20, 20))

    def priority() -> float:
        return REQUIRED if rng.random() < required_share else float(rng.choice(OPTIONAL_PRIORITIES))

    # Layouts are built around a few views: some variables take part far more than others.
    weights = [rng.choice([1, 1, 2, 4]) for _ in range(n)]

    def distinct(k: int) -> list[int]:
        pool, w, out = list(range(n)), list(weights), []
        for _ in range(k):
            i = rng.choices(range(len(pool)), weights=w)[0]
            out.append(pool.pop(i))
            w.pop(i)
        return out

    def terms() -> list[list[float]]:
        shape = rng.random()
        if shape < 0.3:  # pin: x ⋈ c
            t = [[distinct(1)[0], 1.0]]
        elif shape < 0.6:  # spacing: a − b ⋈ c
            a, b = distinct(2)
            t = [[a, 1.0], [b, -1.0]]
        elif shape < 0.8:  # edge: a + b − c ⋈ k (left + width = right)
            a, b, c = distinct(3)
            t = [[a, 1.0], [b, 1.0], [c, -1.0]]
        else:  # proportion: a − m·b ⋈ c
            a, b = distinct(2)
            t = [[a, 1.0], [b, -rng.choice([0.5, 2.0])]]
        if extreme:
            r = rng.random()
            if r < 0.3:
                scale = rng.choice([1e-12, 1e-9, 1e-6, 1e3, 1e6])
                t = [[v, c * scale] if k == 0 else [v, c] for k, (v, c) in enumerate(t)]
            elif r < 0.5 and len(t) == 2:
                t = [t[0], [t[1][0], t[1][1] * (1 + rng.choice([1e-9, -1e-9, 1e-12]))]]
        r = rng.random()
        if r < 0.1:
            t = [[v, -c] for v, c in t]
        elif r < 0.18:
            t = [[v, 2.0 * c] for v, c in t]
        elif r < 0.22:
            t = [[v, 0.5 * c] for v, c in t]
        return t

    ops: list[dict] = []
    adds: list[int] = []
    removed: set[int] = set()
    edited: set[int] = set()
    while len(ops) < n_ops:
        r = rng.random()
        live = [i for i in adds if i not in removed]
        if r < 0.10 and live:
            # Now and then one that shares its terms with another (redundant rows).
            twins = [i for i in live if sum(twin_key(ops[j]) == twin_key(ops[i]) for j in live) > 1]
            target = rng.choice(twins if twins and rng.random() < 0.5 else live)
            removed.add(target)
            ops.append({"op": "remove", "target": target})
        elif r < 0.20 and live:
            # Mostly required targets: that is where a constant change can be refused.
            # Now and then one that shares its terms with another (redundant rows, degenerate
            # pivots).
            required = [i for i in live if ops[i]["priority"] == REQUIRED]
            pick = required if required and rng.random() < 0.7 else live
            twins = [i for i in pick if sum(twin_key(ops[j]) == twin_key(ops[i]) for j in live) > 1]
            if twins and rng.random() < 0.6:
                pick = twins
            ops.append({"op": "setConstant", "target": rng.choice(pick), "constant": constant()})
        elif r < 0.24 and len(edited) < n:
            v = rng.choice([i for i in range(n) if i not in edited])
            edited.add(v)
            ops.append({"op": "edit", "variable": v, "priority": float(rng.choice(OPTIONAL_PRIORITIES))})
        elif r < 0.29 and edited:
            ops.append({"op": "suggest", "variable": rng.choice(sorted(edited)), "value": constant()})
        elif r < 0.30 and edited:
            v = rng.choice(sorted(edited))
            edited.discard(v)
            ops.append({"op": "removeEdit", "variable": v})
        elif r < 0.34 and any(ops[i]["priority"] != REQUIRED for i in live):
            # Mostly optional → optional; now and then across required, which must fail.
            optional = [i for i in live if ops[i]["priority"] != REQUIRED]
            target = rng.choice(optional if rng.random() < 0.9 else live)
            p = REQUIRED if rng.random() < 0.05 else float(rng.choice(OPTIONAL_PRIORITIES))
            ops.append({"op": "setPriority", "target": target, "priority": p})
        else:
            add = {"op": "add", "terms": terms(), "constant": constant(),
                   "relation": rng.choice(RELATIONS), "priority": priority()}
            if adds and rng.random() < 0.2:  # degenerate: an earlier constraint's terms again
                earlier = ops[rng.choice(adds)]
                add["terms"] = [list(x) for x in earlier["terms"]]
                r = rng.random()
                if r < 0.4:  # the same constraint (a redundant equality if it is one)
                    add["constant"], add["relation"] = earlier["constant"], earlier["relation"]
                elif r < 0.6:  # the same constraint written the other way round
                    flip = {"==": "==", ">=": "<=", "<=": ">="}
                    add["terms"] = [[v, -c] for v, c in earlier["terms"]]
                    add["constant"], add["relation"] = -earlier["constant"], flip[earlier["relation"]]
            adds.append(len(ops))
            ops.append(add)
    return {"id": sseed, "variables": n, "ops": ops}


# ---------------------------------------------------------------------------------------------
# Running plumb-oracle


def build() -> Path:
    # The same build as `swift test` (.build): make test builds once.
    return build_product("oracle", "plumb-oracle")


class RunnerError(Exception):
    pass


# The engine plumb-oracle runs (--engine): "solver", or "revised" (docs/factored-basis.md).
ENGINE = "solver"


def run_binary(binary: Path, systems: list[dict], every_op: bool) -> list[dict]:
    command = [str(binary)] + (["--every-op"] if every_op else []) + ["--engine", ENGINE]
    done = subprocess.run(
        command, input=json.dumps({"systems": systems}), capture_output=True, text=True
    )
    if done.returncode != 0:
        raise RunnerError(f"plumb-oracle exited with {done.returncode}: {done.stderr.strip()[-500:]}")
    try:
        results = json.loads(done.stdout)["results"]
    except (ValueError, KeyError) as error:
        raise RunnerError(f"plumb-oracle wrote unreadable output ({error})")
    if len(results) != len(systems):
        raise RunnerError(f"plumb-oracle answered {len(results)} of {len(systems)} systems")
    return results


def run_each(binary: Path, systems: list[dict], every_op: bool) -> list[dict | str]:
    """Runs the systems; if the runner dies, runs them one by one to find the culprits."""
    try:
        return run_binary(binary, systems, every_op)
    except RunnerError as error:
        if len(systems) == 1:
            return [str(error)]
    out: list[dict | str] = []
    for s in systems:
        try:
            out.append(run_binary(binary, [s], every_op)[0])
        except RunnerError as error:
            out.append(str(error))
    return out


def num(x) -> float:
    return float(x)  # also parses "inf", "-inf", "nan"


# ---------------------------------------------------------------------------------------------
# LP oracle


class OracleTrouble(Exception):
    """The LP solver could not answer; reported as a failure of the oracle, not of the solver."""


class ExactResult:
    """What `_solve` returns, in linprog's terms: status 0 optimal, 2 infeasible, 3 unbounded."""

    def __init__(self, status: int, fun: float = math.nan, message: str = "", duals=None):
        self.status, self.fun, self.message = status, fun, message
        # At an optimum: each row's and each column's dual value, rounded from the exact
        # rationals, so a zero here is an exact zero (optimal_face relies on that).
        self.row_duals, self.col_duals = duals or ([], [])


def _solve(c, a_ub, b_ub, a_eq, b_eq, bounds):
    if EXACT:
        return _solve_exact(c, a_ub, b_ub, a_eq, b_eq, bounds)
    return _solve_highs(c, a_ub, b_ub, a_eq, b_eq, bounds)


def integer_exponent(x: float) -> int:
    """The least k ≥ 0 with x·2^k an integer (0 for 0)."""
    if x == 0 or not math.isfinite(x):
        return 0
    return x.as_integer_ratio()[1].bit_length() - 1  # the denominator is a power of two


def decimal_row(values: list[float]) -> list[float] | None:
    """The row scaled so that the decimals its doubles were written as become integers, each
    exact as a double; None when some integer is too large for a double to hold exactly."""
    written = [Fraction(repr(float(v))) for v in values]
    scale = 1
    for f in written:
        scale = scale * f.denominator // math.gcd(scale, f.denominator)
    scaled = [f * scale for f in written]
    if any(Fraction(float(x)) != x for x in scaled):
        return None
    return [float(x) for x in scaled]


def _solve_exact(c, a_ub, b_ub, a_eq, b_eq, bounds):
    """The LP in exact rational arithmetic (GLPK's glp_exact, GMP underneath).

    Every double the system holds is taken as the rational it is, so a 1e-12 multiplier
    beside a 1e8 constant is neither dropped (HiGHS drops coefficients below 1e-9) nor rounded;
    only the optimum is rounded, once, when it is read back as a double.
    """
    if not a_ub and not a_eq:  # GLPK refuses a problem without rows; the answer is plain
        best = 0.0
        for cj, (lo, hi) in zip(c, bounds):
            end = lo if cj > 0 else hi
            if cj != 0 and end is None:
                return ExactResult(3, message="unbounded")
            best += cj * end if cj != 0 else 0.0
        return ExactResult(0, best, duals=([], [float(cj) for cj in c]))
    lp = glpk.glp_create_prob()
    try:
        glpk.glp_set_obj_dir(lp, glpk.GLP_MIN)
        rows = [(r, glpk.GLP_UP, b) for r, b in zip(a_ub, b_ub)] + [
            (r, glpk.GLP_FX, b) for r, b in zip(a_eq, b_eq)
        ]
        width = len(c)
        if rows:
            glpk.glp_add_rows(lp, len(rows))
        glpk.glp_add_cols(lp, width)
        for j, (lo, hi) in enumerate(bounds, start=1):
            if lo is None and hi is None:
                glpk.glp_set_col_bnds(lp, j, glpk.GLP_FR, 0.0, 0.0)
            elif hi is None:
                glpk.glp_set_col_bnds(lp, j, glpk.GLP_LO, float(lo), 0.0)
            elif lo == hi:
                glpk.glp_set_col_bnds(lp, j, glpk.GLP_FX, float(lo), float(hi))
            elif lo is not None:
                glpk.glp_set_col_bnds(lp, j, glpk.GLP_DB, float(lo), float(hi))
            else:
                raise OracleTrouble(f"bounds {lo}..{hi} are not used by the oracle")
            glpk.glp_set_obj_coef(lp, j, float(c[j - 1]))
        cells = []
        for i, (row, kind, bound) in enumerate(rows, start=1):
            # GLPK 5 turns a fractional double into a nearby rational, not the exact one
            # (0.999999999 and 1.000000000001 gave 4.99999958e10 for 5.00500559e10); an
            # integer-valued double it takes exactly. Scaling a row by a power of two is exact.
            # Under DECIMAL a row is scaled by a power of ten instead, when that stays exact.
            written = decimal_row(list(row) + [bound]) if DECIMAL else None
            if written is None:
                k = max([integer_exponent(v) for v in row if v != 0] + [integer_exponent(bound), 0])
                scale = math.ldexp(1.0, k)
                written = [float(v) * scale for v in row] + [float(bound) * scale]
            glpk.glp_set_row_bnds(lp, i, kind, written[-1], written[-1])
            cells += [(i, j, v) for j, v in enumerate(written[:-1], start=1) if v != 0]
        ia, ja, ar = glpk.intArray(len(cells) + 1), glpk.intArray(len(cells) + 1), glpk.doubleArray(len(cells) + 1)
        for k, (i, j, v) in enumerate(cells, start=1):
            ia[k], ja[k], ar[k] = i, j, v
        glpk.glp_load_matrix(lp, len(cells), ia, ja, ar)
        parm = glpk.glp_smcp()
        glpk.glp_init_smcp(parm)
        parm.msg_lev = glpk.GLP_MSG_OFF
        code = glpk.glp_exact(lp, parm)
        if code != 0:
            return ExactResult(4, message=f"glp_exact returned {code}")
        status = glpk.glp_get_status(lp)
        if status == glpk.GLP_OPT:
            duals = (
                [glpk.glp_get_row_dual(lp, i) for i in range(1, len(rows) + 1)],
                [glpk.glp_get_col_dual(lp, j) for j in range(1, width + 1)],
            )
            return ExactResult(0, glpk.glp_get_obj_val(lp), duals=duals)
        if status == glpk.GLP_NOFEAS:
            return ExactResult(2, message="infeasible")
        if status == glpk.GLP_UNBND:
            return ExactResult(3, message="unbounded")
        return ExactResult(4, message=f"glp_get_status {status}")
    finally:
        glpk.glp_delete_prob(lp)


def _solve_highs(c, a_ub, b_ub, a_eq, b_eq, bounds):
    kw = dict(
        A_ub=np.array(a_ub) if a_ub else None,
        b_ub=np.array(b_ub) if b_ub else None,
        A_eq=np.array(a_eq) if a_eq else None,
        b_eq=np.array(b_eq) if b_eq else None,
        bounds=bounds,
        method="highs",
    )
    res = linprog(np.array(c, dtype=float), options=HIGHS_OPTIONS, **kw)
    if res.status in (2, 4):  # infeasible-or-unbounded from presolve, numerical trouble: retry
        res2 = linprog(
            np.array(c, dtype=float), options=dict(HIGHS_OPTIONS, presolve=False), **kw
        )
        if res2.status in (0, 2, 3):
            res = res2
    return res


class Con:
    """`a·x + c ⋈ 0` at a priority."""

    __slots__ = ("a", "c", "rel", "prio")

    def __init__(self, a, c, rel, prio):
        self.a, self.c, self.rel, self.prio = a, c, rel, prio

    def with_constant(self, c):
        return Con(self.a, c, self.rel, self.prio)

    def magnitude(self, x) -> float:
        """The size of the numbers the constraint adds up at x: 1 + |c| + Σ|aᵢ·xᵢ|."""
        return 1.0 + abs(self.c) + float(np.sum(np.abs(np.multiply(self.a, x))))

    def error(self, x) -> float:
        v = float(np.dot(self.a, x)) + self.c
        if self.rel == "==":
            return abs(v)
        return max(0.0, -v) if self.rel == ">=" else max(0.0, v)

    def text(self, names=None) -> str:
        names = names or [f"v{i}" for i in range(len(self.a))]
        parts = []
        for i, k in enumerate(self.a):
            if k == 0:
                continue
            sign = "-" if k < 0 else "+"
            mag = abs(k)
            coef = "" if mag == 1 else f"{fmt(mag)}*"
            parts.append(f"{sign} {coef}{names[i]}")
        lhs = " ".join(parts).lstrip("+ ") or "0"
        if lhs.startswith("- "):
            lhs = "-" + lhs[2:]
        if self.c:
            lhs += f" {'-' if self.c < 0 else '+'} {fmt(abs(self.c))}"
        p = "required" if self.prio == REQUIRED else f"@{fmt(self.prio)}"
        return f"{lhs} {self.rel} 0  {p}"


def fmt(x: float) -> str:
    if isinstance(x, float) and math.isfinite(x) and x == int(x):
        return str(int(x))
    return repr(x)


def required_rows(cons: list[Con], n: int, extra_cols: int = 0):
    a_ub, b_ub, a_eq, b_eq = [], [], [], []
    pad = [0.0] * extra_cols
    for k in cons:
        row = list(k.a) + pad
        if k.rel == "==":
            a_eq.append(row)
            b_eq.append(-k.c)
        elif k.rel == "<=":
            a_ub.append(row)
            b_ub.append(-k.c)
        else:
            a_ub.append([-v for v in row])
            b_ub.append(k.c)
    return a_ub, b_ub, a_eq, b_eq


def value_bounds(n: int, box: bool) -> list:
    """Each variable's bounds: within ±MAXIMUM_VALUE when `box` is on. Feasibility is judged in
    the box (a set satisfiable only beyond the range is a conflict to Plumb); optima are not
    (Plumb's values are in the range, and an optimum it reaches there is the optimum)."""
    return [(-MAXIMUM_VALUE, MAXIMUM_VALUE) if box else (None, None)] * n


def beyond_range(x: float) -> float:
    """A range end beyond the range Plumb solves in, as ±inf: no layout Plumb keeps can reach
    it, so how far beyond is not judged."""
    if abs(x) >= MAXIMUM_VALUE * (1 - 1e-9):
        return math.copysign(math.inf, x)
    return x


def feasible(cons: list[Con], n: int, box: bool = True) -> bool:
    cons = [k for k in cons if k.prio == REQUIRED]
    if not cons:
        return True
    a_ub, b_ub, a_eq, b_eq = required_rows(cons, n)
    res = _solve([0.0] * n, a_ub, b_ub, a_eq, b_eq, value_bounds(n, box))
    if res.status == 0:
        return True
    if res.status == 2:
        return False
    raise OracleTrouble(f"feasibility LP status {res.status}: {res.message}")


def least_violation(culprit: Con, others: list[Con], n: int, box: bool = True) -> float | None:
    """min over the solutions of `others` (required) of the culprit's error, in its units."""
    a_ub, b_ub, a_eq, b_eq = required_rows([k for k in others if k.prio == REQUIRED], n, 1)
    row = list(culprit.a) + [-1.0]  # a·x + c ≤ e
    neg = [-v for v in culprit.a] + [-1.0]  # −(a·x + c) ≤ e
    if culprit.rel in ("==", "<="):
        a_ub.append(row)
        b_ub.append(-culprit.c)
    if culprit.rel in ("==", ">="):
        a_ub.append(neg)
        b_ub.append(culprit.c)
    res = _solve([0.0] * n + [1.0], a_ub, b_ub, a_eq, b_eq, value_bounds(n, box) + [(0, None)])
    if res.status == 2:
        return None  # the others are infeasible already: a failure reported elsewhere
    if res.status != 0:
        raise OracleTrouble(f"violation LP status {res.status}: {res.message}")
    return max(0.0, float(res.fun))


class Optimum:
    """The lexicographic optimum: per-level error sums and each variable's min/max on the face;
    `boxed_end(i, sign)` gives the min (sign 1) or max (−1) over the part of the face within
    the range, solved only when asked."""

    def __init__(self, levels: dict[float, float], lo: list[float], hi: list[float], face=None):
        self.levels, self.lo, self.hi = levels, lo, hi
        self.face = face  # (end LP of variable i with given bounds, bounds within the range)
        # Whether no optimal solution lies within the range: then only beyond it can the
        # levels reach their optimum, and Plumb is judged against the optimum within it.
        self.misses_range = False

    def boxed_end(self, i: int, sign: float) -> float | None:
        if self.face is None:
            return None
        ends, boxed_bounds = self.face
        return ends(i, sign, boxed_bounds)


def restrict_to_optimal_face(res, a_ub, b_ub, a_eq, b_eq, bounds):
    """Narrows the LP, in place, to the optimal face of the objective `res` answered.

    By complementary slackness with the optimal dual the exact solver returned, a feasible
    point is optimal exactly when every column with a non-zero reduced cost sits at its
    bound (0: only error columns are bounded) and every inequality with a non-zero dual is
    tight. Fixing those is exact; fixing the objective at its optimum read back as a double
    is not (rounding it up by any slack widens the face by slack/multiplier, 1e12 times the
    slack for a 1e-12 multiplier, and GLPK's objective value is summed in doubles).
    """
    tight = [i for i, y in enumerate(res.row_duals[: len(a_ub)]) if y != 0]
    for i in reversed(tight):
        a_eq.append(a_ub.pop(i))
        b_eq.append(b_ub.pop(i))
    for j, d in enumerate(res.col_duals):
        if d != 0:  # the column sits at the bound its reduced cost pushes it to
            lo, hi = bounds[j]
            end = lo if d > 0 else hi
            bounds[j] = (end, end)


def optimum(cons: list[Con], n: int, box: bool = False) -> Optimum:
    required = [k for k in cons if k.prio == REQUIRED]
    optional = [k for k in cons if k.prio != REQUIRED]
    # Error columns: two per optional equality (e⁺, e⁻), one per optional inequality.
    cols = []  # (constraint index, sign) per error column
    for j, k in enumerate(optional):
        if k.rel == "==":
            cols += [(j, 1.0), (j, -1.0)]
        else:
            cols.append((j, 1.0))
    m = len(cols)
    width = n + m
    a_ub, b_ub, a_eq, b_eq = required_rows(required, n, m)
    col = 0
    for k in optional:
        if k.rel == "==":  # a·x + c = e⁺ − e⁻
            row = list(k.a) + [0.0] * m
            row[n + col] = -1.0
            row[n + col + 1] = 1.0
            a_eq.append(row)
            b_eq.append(-k.c)
            col += 2
        else:
            row = (list(k.a) if k.rel == "<=" else [-v for v in k.a]) + [0.0] * m
            row[n + col] = -1.0  # <=: a·x + c ≤ e;  >=: −(a·x + c) ≤ e
            a_ub.append(row)
            b_ub.append(-k.c if k.rel == "<=" else k.c)
            col += 1
    bounds = value_bounds(n, box) + [(0, None)] * m
    level_of_col = [optional[j].prio for j, _ in cols]
    priorities = sorted(set(k.prio for k in optional), reverse=True)
    levels: dict[float, float] = {}
    for p in priorities:
        objective = [0.0] * n + [1.0 if q == p else 0.0 for q in level_of_col]
        res = _solve(objective, a_ub, b_ub, a_eq, b_eq, bounds)
        if res.status != 0:
            raise OracleTrouble(f"level {fmt(p)} LP status {res.status}: {res.message}")
        best = max(0.0, float(res.fun))
        levels[p] = best
        if EXACT:
            restrict_to_optimal_face(res, a_ub, b_ub, a_eq, b_eq, bounds)
        else:
            a_ub = a_ub + [objective]
            b_ub = b_ub + [best + LEVEL_SLACK * (1 + best)]
    def end(i: int, sign: float, bounds: list) -> float | None:
        """min (sign 1) or max (−1) of variable i over the face; None when it is empty."""
        objective = [0.0] * width
        objective[i] = sign
        res = _solve(objective, a_ub, b_ub, a_eq, b_eq, bounds)
        if res.status == 3:
            return -sign * math.inf
        if res.status == 0:
            return sign * float(res.fun)
        if res.status == 2:
            return None
        raise OracleTrouble(f"range LP of v{i} status {res.status}: {res.message}")

    lo, hi = [], []
    for i in range(n):
        low, high = end(i, 1.0, bounds), end(i, -1.0, bounds)
        if low is None or high is None:
            raise OracleTrouble(f"range LP of v{i}: the optimal face is empty")
        lo.append(low)
        hi.append(high)
    boxed_bounds = [b if b[0] is not None else (-MAXIMUM_VALUE, MAXIMUM_VALUE) for b in bounds[:n]]
    boxed_bounds += bounds[n:]
    opt = Optimum(levels, lo, hi, None if box else (end, boxed_bounds))
    if not box and any(not (-MAXIMUM_VALUE <= lo[i] and hi[i] <= MAXIMUM_VALUE) for i in range(n)):
        # The face runs beyond the range: does any of it lie within?
        res = _solve([0.0] * width, a_ub, b_ub, a_eq, b_eq, boxed_bounds)
        opt.misses_range = res.status == 2
    return opt


# ---------------------------------------------------------------------------------------------
# Checking one system


class Failure:
    def __init__(self, tag: str, message: str):
        self.tag, self.message = tag, message

    def __str__(self):
        return f"({self.tag}) {self.message}"


def close(a: float, b: float) -> bool:
    return near(a, b, 0.0)


def near(a: float, b: float, slack: float) -> bool:
    """Whether a is b within tol(b) plus `slack` (infinities only equal themselves)."""
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= tol(b) + slack


def make_con(op: dict, n: int) -> Con:
    a = [0.0] * n
    for v, coef in op["terms"]:
        a[int(v)] += float(coef)
    return Con(a, float(op.get("constant", 0.0)), op["relation"], float(op.get("priority", REQUIRED)))


class State:
    """The constraints in the solver, as the oracle tracks them (following the solver's verdicts)."""

    def __init__(self, n: int):
        self.n = n
        self.live: dict[int, Con] = {}  # op index of the add → constraint as it is now
        self.edits: dict[int, tuple[int, float, float]] = {}  # variable → (op, priority, value)
        # The largest constant or suggestion seen, as the solver's valueScale counts it.
        self.constants = 1.0

    def edit_con(self, v: int) -> Con:
        _, p, value = self.edits[v]
        a = [0.0] * self.n
        a[v] = 1.0
        return Con(a, -value, "==", p)

    def constraints(self) -> list[Con]:
        return [self.live[i] for i in sorted(self.live)] + [self.edit_con(v) for v in sorted(self.edits)]

    def applying(self, op: dict, k: int) -> "State | None":
        """The state had op `k` been accepted, or None when it could not have been."""
        after = State(self.n)
        after.live, after.edits = dict(self.live), dict(self.edits)
        after.constants = self.constants
        kind = op["op"]
        if kind == "add":
            after.live[k] = make_con(op, self.n)
        elif kind in ("setConstant", "setPriority", "remove"):
            target = op["target"]
            if target not in self.live:
                return None
            old = self.live[target]
            if kind == "setConstant":
                after.live[target] = old.with_constant(float(op["constant"]))
            elif kind == "setPriority":
                p = float(op["priority"])
                if (old.prio == REQUIRED) != (p == REQUIRED):
                    return None
                after.live[target] = Con(old.a, old.c, old.rel, p)
            else:
                del after.live[target]
        elif kind == "edit":
            v = op["variable"]
            if v in self.edits or not 0 < float(op["priority"]) < REQUIRED:
                return None
            after.edits[v] = (k, float(op["priority"]), 0.0)
        elif kind in ("suggest", "removeEdit"):
            v = op["variable"]
            if v not in self.edits:
                return None
            if kind == "suggest":
                e = self.edits[v]
                after.edits[v] = (e[0], e[1], float(op["value"]))
            else:
                del after.edits[v]
        return after


def check_system(system: dict, result: dict | str) -> list[Failure]:
    """The failures of one system's result; none when it is right for the doubles the system
    holds or, under the exact LP, for the decimals they were written as."""
    failures = _checked(system, result)
    if failures and EXACT and not isinstance(result, str):
        # 1e-9 + 0.999999999 − 1 is 2.8e-17 in doubles and 0 in the decimals written: an
        # answer that hinges on it is exact for one of two inputs within a double's rounding
        # of each other, and a solver in doubles cannot tell which was meant.
        global DECIMAL
        DECIMAL = True
        try:
            if not _checked(system, result):
                STATS["systems right for the decimals written, not the doubles"] += 1
                return []
        finally:
            DECIMAL = False
    return failures


def _checked(system: dict, result: dict | str) -> list[Failure]:
    if isinstance(result, str):
        return [Failure("run", result)]
    failures: list[Failure] = []
    try:
        _check(system, result, failures)
    except OracleTrouble as trouble:
        failures.append(Failure("oracle", f"the LP solver could not answer: {trouble}"))
    except (KeyError, IndexError, TypeError, ValueError) as error:
        failures.append(Failure("run", f"malformed result for this system: {error!r}"))
    return failures


def _check(system: dict, result: dict, failures: list[Failure]) -> None:
    n = system["variables"]
    ops = system["ops"]
    records = result["ops"]
    if len(records) != len(ops):
        failures.append(Failure("run", f"{len(records)} op results for {len(ops)} ops"))
        return
    st = State(n)
    # Rounding left by a value the solver once held scales with it: the largest |value| after
    # any op counts among the magnitudes the system worked at.
    st.constants = max(st.constants, num(result.get("peak", 0.0)))
    for k, (op, rec) in enumerate(zip(ops, records)):
        status = rec["status"]
        got = status + (f" ({rec['message']})" if rec.get("message") and status == "error" else "")

        def expect(expected: str, what: str) -> None:
            """(a): the op, described by `what`, ended as `expected`."""
            if status != expected:
                failures.append(Failure("a", f"op {k} ({what}): expected {expected}, got {got}"))

        for problem in rec.get("invariants", []):
            failures.append(Failure("invariants", f"after op {k}: {problem}"))
        if "unchanged" in rec:
            before = [num(v) for v in rec["unchanged"]["before"]]
            after = [num(v) for v in rec["unchanged"]["after"]]
            moved = [f"v{i} {b:g} -> {a:g}" for i, (b, a) in enumerate(zip(before, after)) if not close(a, b)]
            if moved or len(before) != len(after):
                failures.append(Failure("unchanged", f"op {k} failed ({status}) but moved {', '.join(moved)}"))
        kind = op["op"]
        STATS[f"op {kind} {status}"] += 1
        if kind in ("add", "setConstant", "suggest"):
            st.constants = max(st.constants, abs(float(op.get("constant", op.get("value", 0.0)))))
        if "outOfRange" in rec:
            failures += check_range_refusal(k, op, rec["outOfRange"], st)
            if "state" in rec:
                failures += check_state(st, rec["state"], f"after op {k}")
            continue
        if kind in ("add", "setConstant"):
            if kind == "add":
                target, con = k, make_con(op, n)
            else:
                target = op["target"]
                if target not in st.live:
                    if status != "skipped":
                        failures.append(Failure("a", f"op {k}: setConstant of a constraint not in the solver: {got}"))
                    continue
                con = st.live[target].with_constant(float(op["constant"]))
            if con.prio == REQUIRED:
                others = [c for i, c in st.live.items() if i != target and c.prio == REQUIRED]
                expected = "accepted" if feasible(others + [con], n) else "refused"
            else:
                expected = "accepted"
            expect(expected, f"{kind} {con.text()}")
            if status == "refused" and "conflict" in rec:
                failures += check_conflict(k, target, con, rec["conflict"], st, n)
            elif status == "refused":
                failures.append(Failure("b", f"op {k}: refused without a conflict"))
            if status == "accepted":
                st.live[target] = con
        elif kind == "setPriority":
            target, p = op["target"], float(op["priority"])
            if target not in st.live:
                expected = "skipped"
            elif (st.live[target].prio == REQUIRED) != (p == REQUIRED):
                expected = "error"  # requiredPriorityChange: remove and add again instead
            else:
                expected = "accepted"
            expect(expected, f"setPriority of op {target} to {fmt(p)}")
            if status == "accepted" and target in st.live:
                old = st.live[target]
                st.live[target] = Con(old.a, old.c, old.rel, p)
        elif kind == "remove":
            target = op["target"]
            expect("accepted" if target in st.live else "skipped", f"remove op {target}")
            if status == "accepted":
                st.live.pop(target, None)
        elif kind == "edit":
            v = op["variable"]
            valid = v not in st.edits and 0 < float(op["priority"]) < REQUIRED
            expect("accepted" if valid else "error", f"edit v{v}")
            if status == "accepted":
                st.edits[v] = (k, float(op["priority"]), 0.0)
        elif kind == "suggest":
            v = op["variable"]
            expect("accepted" if v in st.edits else "error", f"suggest v{v}")
            if status == "accepted" and v in st.edits:
                e = st.edits[v]
                st.edits[v] = (e[0], e[1], float(op["value"]))
        elif kind == "removeEdit":
            v = op["variable"]
            expect("accepted" if v in st.edits else "error", f"removeEdit v{v}")
            if status == "accepted":
                st.edits.pop(v, None)
        if "state" in rec:
            failures += check_state(st, rec["state"], f"after op {k}")
    failures += check_state(st, result, "at the end")


def check_range_refusal(k: int, op: dict, claim: dict, st: State) -> list[Failure]:
    """An op refused because it would have put a variable beyond MAXIMUM_VALUE: the op must have
    been valid and feasible, the optimal face of the system with the op must reach beyond the
    range on the side claimed, and the value claimed must lie on that face within
    REFUSAL_DIGITS (beyond the range Plumb promises no more digits than that)."""
    j, value = int(claim["variable"]), num(claim["value"])
    where = f"op {k} ({op['op']}) refused as out of range (v{j} = {value:g})"
    if not abs(value) > MAXIMUM_VALUE:
        return [Failure("range", f"{where}: the value is within the range")]
    after = st.applying(op, k)
    if after is None:
        return [Failure("range", f"{where}: the op could not have been accepted")]
    cons = after.constraints()
    if not feasible(cons, st.n, box=False):
        return [Failure("range", f"{where}: the op makes the required constraints infeasible (a conflict)")]
    STATS["ops refused as out of range"] += 1
    opt = optimum(cons, st.n)
    lo, hi = opt.lo[j], opt.hi[j]
    slack = REFUSAL_DIGITS * abs(value)
    beyond = hi > MAXIMUM_VALUE if value > 0 else lo < -MAXIMUM_VALUE
    if not beyond or not (lo - slack <= value <= hi + slack):
        return [Failure("range", f"{where}: the optimal face puts v{j} in [{lo:.9g}, {hi:.9g}]")]
    return []


def check_conflict(k: int, target: int, con: Con, conflict: dict, st: State, n: int) -> list[Failure]:
    failures = []
    members = [int(m) for m in conflict["members"]]
    multipliers = [num(x) for x in conflict["multipliers"]]
    STATS[f"conflict size {len(members)}"] += 1
    where = f"op {k} conflict {members}"
    if conflict["culprit"] != target:
        failures.append(Failure("b", f"{where}: culprit {conflict['culprit']}, expected op {target}"))
    if target not in members:
        failures.append(Failure("b", f"{where}: the culprit op {target} is not a member"))
    if len(set(members)) != len(members):
        failures.append(Failure("b", f"{where}: repeated members"))
    cons = []
    for m in members:
        if m == target:
            cons.append(con)
        elif m in st.live:
            cons.append(st.live[m])
        elif m in [e[0] for e in st.edits.values()]:
            failures.append(Failure("b", f"{where}: member {m} is an edit constraint (optional)"))
            return failures
        else:
            failures.append(Failure("b", f"{where}: member {m} is not a constraint in the solver"))
            return failures
    optional = [m for m, c in zip(members, cons) if c.prio != REQUIRED]
    if optional:
        failures.append(Failure("b", f"{where}: optional members {optional}"))
    if feasible(cons, n):
        failures.append(Failure("b", f"{where}: the members are feasible together"))
        return failures
    # Members that hold together only beyond the range (a 1e-12 multiplier asking for 1e16)
    # are a conflict to Plumb: then irreducibility and the violation are judged in the range
    # too, and the certificate may leave variables whose coefficients times the range are
    # below its constant.
    box = feasible(cons, n, box=False)
    if box:
        STATS["conflicts only within the range"] += 1
    for i, m in enumerate(members):
        rest = cons[:i] + cons[i + 1:]
        if not feasible(rest, n, box=box):
            failures.append(Failure("b", f"{where}: not irreducible, still infeasible without op {m}"))
            break
    failures += check_certificate(where, cons, multipliers)
    if len(multipliers) == len(members) and target in members:
        lam = multipliers[members.index(target)]
        if not close(abs(lam), 1.0):
            failures.append(Failure("b", f"{where}: the culprit's multiplier is {lam:g}, not ±1"))
    # The violation is the certificate's bound: the culprit's least miss given the other
    # members (with other conflicts in the solver it can miss by more).
    others = [c for m, c in zip(members, cons) if m != target]
    expected = least_violation(con, others, n, box=box)
    violation = num(conflict["violation"])
    residual = 0.0
    if box and len(multipliers) == len(cons):
        residual = MAXIMUM_VALUE * sum(
            abs(sum(l * k.a[i] for l, k in zip(multipliers, cons))) for i in range(n))
    if expected is not None and not near(violation, expected, residual):
        failures.append(
            Failure("b", f"{where}: violation {violation:.9g}, but given the other members the culprit misses by {expected:.9g} at best")
        )
    return failures


def check_certificate(where: str, cons: list[Con], lam: list[float]) -> list[Failure]:
    """Σ λᵢ·exprᵢ must cancel every variable and leave a constant the relations forbid."""
    if len(lam) != len(cons):
        return [Failure("b", f"{where}: {len(lam)} multipliers for {len(cons)} members")]
    if not all(math.isfinite(x) for x in lam):
        return [Failure("b", f"{where}: non-finite multipliers {lam}")]
    n = len(cons[0].a) if cons else 0
    combo = [sum(l * k.a[i] for l, k in zip(lam, cons)) for i in range(n)]
    scale = max([abs(l * v) for l, k in zip(lam, cons) for v in k.a] + [1.0])
    constant = sum(l * k.c for l, k in zip(lam, cons))
    cscale = max([abs(l * k.c) for l, k in zip(lam, cons)] + [1.0])
    if any(abs(v) > 1e-6 * scale for v in combo):
        return [Failure("b", f"{where}: multipliers {lam} do not cancel the variables (leave {combo})")]
    # Each member's λ·expr is ≥ 0 ("up"), ≤ 0 ("down") or = 0 on every solution of that member.
    def direction(l, k):
        if k.rel == "==" or l == 0:
            return 0
        return 1 if (l > 0) == (k.rel == ">=") else -1
    dirs = {direction(l, k) for l, k in zip(lam, cons)} - {0}
    eps = 1e-6 * cscale
    ok = (dirs <= {1} and constant < -eps) or (dirs <= {-1} and constant > eps)
    if not ok and not proves_within_range(cons, lam, dirs) and not proves_exactly(cons, lam):
        return [Failure("b", f"{where}: multipliers {lam} are no certificate (Σλ·expr = {constant:g}, signs {sorted(dirs)})")]
    return []


def proves_within_range(cons: list[Con], lam: list[float], dirs: set[int]) -> bool:
    """Whether the multipliers, taken as the exact rationals they print as, prove the members
    infeasible for every point of the range box: Σ λᵢ·exprᵢ is r·x + K exactly, and the sign
    its members give it must fail at every x with |xⱼ| ≤ MAXIMUM_VALUE, which holds when
    |K| > Σ|rⱼ|·MAXIMUM_VALUE on the forbidden side. No tolerance is needed: the check above
    judges the float sum against 1e-6 of its largest term, which cannot see a constant of 3
    left by terms of 8e6 (seed 1000010000181) or −8e8 left by terms of 4e20."""
    n = len(cons[0].a) if cons else 0
    exact = [Fraction(l) for l in lam]
    r = [sum((l * Fraction(k.a[i]) for l, k in zip(exact, cons)), Fraction(0)) for i in range(n)]
    k_const = sum((l * Fraction(k.c) for l, k in zip(exact, cons)), Fraction(0))
    reach = sum(abs(x) for x in r) * Fraction(MAXIMUM_VALUE)
    if dirs <= {1} and k_const + reach < 0:
        return True
    if dirs <= {-1} and k_const - reach > 0:
        return True
    return not dirs and abs(k_const) > reach


def proves_exactly(cons: list[Con], lam: list[float]) -> bool:
    """Whether the multipliers are the rounding of an exact certificate. The members' exact
    multipliers, with the one Plumb gave as ±1 fixed, solve Σ λᵢ·aᵢ = 0 in rationals; when
    that solution is unique, agrees with Plumb's to 1e-6 and its exact constant has the
    forbidden sign, the members are proven infeasible however small the constant is: a
    conflict of 1e-8 between values of 20 (seed 1000010000064) is one, which the float check
    cannot tell from rounding."""
    n = len(cons[0].a) if cons else 0
    ones = [i for i, l in enumerate(lam) if l in (1.0, -1.0)]
    if not ones:
        return False
    p = ones[-1]
    others = [i for i in range(len(cons)) if i != p]
    # Rows: variables; columns: the other members' multipliers; right side: −λp·ap.
    m = [[Fraction(cons[i].a[j]) for i in others] + [-Fraction(lam[p]) * Fraction(cons[p].a[j])]
         for j in range(n)]
    row, pivots = 0, []
    for col in range(len(others)):
        pick = next((r for r in range(row, n) if m[r][col] != 0), None)
        if pick is None:
            return False  # not unique: the members are not irreducible, judged elsewhere
        m[row], m[pick] = m[pick], m[row]
        f = m[row][col]
        m[row] = [x / f for x in m[row]]
        for r in range(n):
            if r != row and m[r][col] != 0:
                g = m[r][col]
                m[r] = [x - g * y for x, y in zip(m[r], m[row])]
        pivots.append(col)
        row += 1
    if any(m[r][-1] != 0 for r in range(row, n)):
        return False  # no exact solution: the rows do not cancel
    exact = [Fraction(0)] * len(cons)
    exact[p] = Fraction(lam[p])
    for r, col in enumerate(pivots):
        exact[others[col]] = m[r][-1]
    if any(abs(float(e) - l) > 1e-6 * max(abs(l), 1.0) for e, l in zip(exact, lam)):
        return False
    constant = sum((e * Fraction(k.c) for e, k in zip(exact, cons)), Fraction(0))
    ups = {1 if (e > 0) == (k.rel == ">=") else -1 for e, k in zip(exact, cons) if k.rel != "==" and e != 0}
    if ups <= {1} and constant < 0:
        return True
    if ups <= {-1} and constant > 0:
        return True
    return not ups and constant != 0


def range_end_ok(got: float, opt: Optimum, i: int, sign: float, slack: float) -> bool:
    """Whether Plumb's range end `got` matches the face's lower (sign 1) or upper (−1) end.
    Where the end is reached only by solutions near the edge of the range (the face within the
    range ends at `boxed`, short of `end`), those solutions carry 1e-9 of the range in rounding:
    any end from `boxed` to `end`, with that slack, is right (a 1e-12 slope over the range is a
    point; Plumb drops it). The boxed end is solved only when the plain comparison fails."""
    end = opt.lo[i] if sign > 0 else opt.hi[i]
    if near(got, beyond_range(end), slack):
        return True
    if -MAXIMUM_VALUE <= end <= MAXIMUM_VALUE:
        return False  # the box does not bind where the face stays within the range
    boxed = opt.boxed_end(i, sign)
    if boxed is None or boxed == end:
        return False
    edge = RELATIVE_ROUNDING * MAXIMUM_VALUE
    low, high = sorted((boxed, end))
    return low - edge <= got <= high + edge


def check_state(st: State, got: dict, where: str) -> list[Failure]:
    failures = []
    n = st.n
    cons = st.constraints()
    values = [num(x) for x in got["values"]]
    ranges = [(num(a), num(b)) for a, b in got["ranges"]]
    reported = {num(p): num(e) for p, e in got["errors"]}
    if len(values) != n or len(ranges) != n:
        return [Failure("run", f"{where}: {len(values)} values and {len(ranges)} ranges for {n} variables")]
    if not feasible(cons, n):
        return [Failure("a", f"{where}: the required constraints in the solver are infeasible")]
    opt = optimum(cons, n)
    edge = 0.0
    if opt.misses_range:
        # Every optimal solution lies beyond the range (a 1e-12 slope pays off only past
        # 1e12): judge against the optimum within it, to 1e-9 of the range, since the
        # solutions that tell the two apart sit at its edge.
        STATS["states whose optimum lies beyond the range"] += 1
        opt = optimum(cons, n, box=True)
        edge = RELATIVE_ROUNDING * MAXIMUM_VALUE
    STATS["states checked"] += 1
    STATS["levels checked"] += len(opt.levels)
    STATS["levels with error > 0"] += sum(1 for v in opt.levels.values() if v > 1e-9)
    x = np.array(values)
    # One tolerance policy, Plumb's: a miss counts above 1e-6 of the number compared plus
    # 1e-9 of the magnitudes the system works at (its largest constant, value or optimum),
    # since elimination mixes every row into every other.
    scale = max(
        [st.constants] + [abs(v) for v in values]
        + [abs(b) for b in opt.lo + opt.hi if math.isfinite(b)]
    )
    slack = RELATIVE_ROUNDING * scale + edge
    for k in (c for c in cons if c.prio == REQUIRED):
        e = k.error(x)
        if not e <= tol(0) + slack:
            failures.append(Failure("c", f"{where}: required {k.text()} violated by {e:g}"))
    if set(reported) != set(opt.levels):
        failures.append(
            Failure("c", f"{where}: errorByLevel levels {sorted(reported, reverse=True)}, expected {sorted(opt.levels, reverse=True)}")
        )
    for p, best in opt.levels.items():
        members = [k for k in cons if k.prio == p]
        from_values = sum(k.error(x) for k in members)
        level_slack = tol(best) + slack * max(1, len(members))
        if p in reported and not abs(reported[p] - best) <= level_slack:
            failures.append(Failure("c", f"{where}: level {fmt(p)} error {reported[p]:.9g} (errorByLevel), optimum {best:.9g}"))
        elif not abs(from_values - best) <= level_slack:
            failures.append(Failure("c", f"{where}: level {fmt(p)} error {from_values:.9g} (from values), optimum {best:.9g}"))
    for i in range(n):
        lo, hi, v = opt.lo[i], opt.hi[i], values[i]
        if math.isfinite(lo) and math.isfinite(hi) and hi - lo <= tol(lo):
            if not near(v, (lo + hi) / 2, slack):
                failures.append(Failure("d", f"{where}: v{i} = {v:.9g}, the optimum fixes it at {(lo + hi) / 2:.9g}"))
        elif not (lo - tol(lo) - slack <= v <= hi + tol(hi) + slack):
            failures.append(Failure("d", f"{where}: v{i} = {v:.9g} is off the optimal face [{lo:.9g}, {hi:.9g}]"))
        if math.isfinite(lo) and math.isfinite(hi):
            STATS["values fixed" if hi - lo <= tol(lo) else "values ambiguous, bounded"] += 1
        else:
            STATS["values unbounded on one side" if math.isfinite(lo) or math.isfinite(hi) else "values free"] += 1
        rlo, rhi = beyond_range(ranges[i][0]), beyond_range(ranges[i][1])
        if not (
            range_end_ok(rlo, opt, i, 1.0, slack) and range_end_ok(rhi, opt, i, -1.0, slack)
        ):
            failures.append(
                Failure("e", f"{where}: range(v{i}) = [{rlo:.9g}, {rhi:.9g}], oracle [{lo:.9g}, {hi:.9g}]")
            )
    return failures


# ---------------------------------------------------------------------------------------------
# Presenting systems


def describe(system: dict) -> str:
    n = system["variables"]
    lines = [f"system {system['id']}: {n} variables v0…v{n - 1}"]
    for k, op in enumerate(system["ops"]):
        kind = op["op"]
        if kind == "add":
            text = f"add c{k}: {make_con(op, n).text()}"
        elif kind == "remove":
            text = f"remove c{op['target']}"
        elif kind == "setConstant":
            text = f"setConstant c{op['target']} constant = {fmt(float(op['constant']))}"
        elif kind == "setPriority":
            text = f"setPriority c{op['target']} @{fmt(float(op['priority']))}"
        elif kind == "edit":
            text = f"edit v{op['variable']} @{fmt(float(op['priority']))}"
        elif kind == "suggest":
            text = f"suggest v{op['variable']} = {fmt(float(op['value']))}"
        else:
            text = f"{kind} {json.dumps({k2: v for k2, v in op.items() if k2 != 'op'})}"
        lines.append(f"  {k:2}: {text}")
    return "\n".join(lines)


def describe_result(result: dict | str) -> str:
    if isinstance(result, str):
        return f"  runner: {result}"
    lines = []
    for k, rec in enumerate(result["ops"]):
        extra = ""
        if "conflict" in rec:
            c = rec["conflict"]
            extra = f" conflict members {c['members']} multipliers {c['multipliers']}"
        if rec.get("message") and rec["status"] == "error":
            extra += f" {rec['message']}"
        lines.append(f"  {k:2}: {rec['status']}{extra}")
    lines.append(f"  values {result['values']}")
    lines.append(f"  errorByLevel {result['errors']}")
    lines.append(f"  ranges {result['ranges']}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Shrinking


def without_op(system: dict, drop: int) -> dict | None:
    """The system without op `drop` (and the ops that target it), indices renumbered."""
    ops = system["ops"]
    doomed = {drop}
    for k, op in enumerate(ops):
        if op.get("target") in doomed:
            doomed.add(k)
    new_index, kept = {}, []
    for k, op in enumerate(ops):
        if k in doomed:
            continue
        new_index[k] = len(kept)
        op = dict(op)
        if "target" in op:
            op["target"] = new_index[op["target"]]
        kept.append(op)
    return dict(system, ops=kept)


def without_unused_variables(system: dict) -> dict:
    used = set()
    for op in system["ops"]:
        for v, _ in op.get("terms", []):
            used.add(int(v))
        if "variable" in op:
            used.add(int(op["variable"]))
    order = sorted(used)
    if len(order) == system["variables"]:
        return system
    rename = {v: i for i, v in enumerate(order)}
    ops = []
    for op in system["ops"]:
        op = dict(op)
        if "terms" in op:
            op["terms"] = [[rename[int(v)], c] for v, c in op["terms"]]
        if "variable" in op:
            op["variable"] = rename[int(op["variable"])]
        ops.append(op)
    return dict(system, variables=max(1, len(order)), ops=ops)


def shrink(binary: Path, system: dict, every_op: bool) -> tuple[dict, dict | str, list[Failure]]:
    results = run_each(binary, [system], every_op)
    failures = check_system(system, results[0])
    if not failures:
        return system, results[0], failures
    tags = {failures[0].tag}  # keep the first failure's kind, so the shrink does not drift

    def still_fails(candidates):
        res = run_each(binary, candidates, every_op)
        for cand, r in zip(candidates, res):
            f = check_system(cand, r)
            if any(x.tag in tags for x in f):
                return cand, r, f
        return None

    current, result = system, results[0]
    progress = True
    while progress:
        progress = False
        candidates = [without_op(current, k) for k in range(len(current["ops"]) - 1, -1, -1)]
        found = still_fails(candidates)
        if found:
            current, result, failures = found
            progress = True
    # Simplify constants and priorities where the failure survives it.
    for k in range(len(current["ops"])):
        op = current["ops"][k]
        if op["op"] != "add":
            continue
        for key, simple in (("constant", 0.0), ("priority", REQUIRED)):
            if op.get(key) == simple:
                continue
            trial = dict(current, ops=list(current["ops"]))
            trial["ops"][k] = dict(op, **{key: simple})
            found = still_fails([trial])
            if found:
                current, result, failures = found
                op = current["ops"][k]
    slim = without_unused_variables(current)
    if slim is not current:
        found = still_fails([slim])
        if found:
            current, result, failures = found
    return current, result, failures


# ---------------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"run seed (default {DEFAULT_SEED})")
    parser.add_argument("--count", type=int, default=DEFAULT_COUNT, help=f"systems (default {DEFAULT_COUNT})")
    parser.add_argument("--extreme", type=int, default=DEFAULT_EXTREME,
                        help=f"systems with extreme magnitudes, after the others (default {DEFAULT_EXTREME})")
    parser.add_argument("--binary", type=Path, help="a built plumb-oracle (default: build it in .build, as swift test does)")
    parser.add_argument("--engine", choices=["solver", "revised"], default="solver",
                        help="the engine plumb-oracle runs: Solver (default), or the revised core of "
                        "docs/factored-basis.md")
    parser.add_argument("--keep", type=Path, help="save the generated systems JSON to this file")
    parser.add_argument("--every-op", action="store_true", help="also check the state after every op (slower)")
    parser.add_argument("--only", type=int, metavar="SYSTEM_SEED", help="run one system and print it in full")
    parser.add_argument("--file", type=Path, help="check the systems of a JSON file (from --keep or --shrink) instead")
    parser.add_argument("--shrink", type=int, metavar="SYSTEM_SEED", help="minimise a failing system")
    parser.add_argument("--lp", choices=["exact", "highs"], default="exact",
                        help="the LP solver: exact rational arithmetic (GLPK, default) or HiGHS in doubles")
    parser.add_argument("--stats", action="store_true", help="print what the run exercised")
    parser.add_argument("--max-lines", type=int, default=200, help="failure lines to print at most (default 200)")
    args = parser.parse_args()
    if args.count < 0:
        parser.error("--count must be ≥ 0")

    global EXACT
    EXACT = args.lp == "exact"
    if EXACT and glpk is None:
        print(
            "oracle: --lp exact needs GLPK's Python binding (swiglpk).\n"
            "  Install it with `make setup-python` or `python3 -m pip install swiglpk`,\n"
            "  or pass --lp highs.",
            file=sys.stderr,
        )
        return 2
    global ENGINE
    ENGINE = args.engine
    binary = args.binary or build()
    if not binary.exists():
        print(f"oracle: no plumb-oracle at {binary}", file=sys.stderr)
        return 2

    if args.shrink is not None:
        system = generate(args.shrink)
        small, result, failures = shrink(binary, system, args.every_op)
        if not failures:
            print(f"oracle: system {args.shrink} passes; nothing to shrink")
            print("oracle: 1 passed, 0 failed")
            return 0
        print(describe(small))
        print("solver:")
        print(describe_result(result))
        print("failures:")
        for f in failures:
            print(f"  {f}")
        print("json: " + json.dumps({"systems": [small]}))
        print("oracle: 0 passed, 1 failed")
        return 1

    if args.file:
        try:
            document = json.loads(args.file.read_text())
            systems = document["systems"] if isinstance(document, dict) else document
        except (OSError, ValueError, KeyError) as error:
            print(f"oracle: cannot read systems from {args.file}: {error}", file=sys.stderr)
            return 2
    else:
        seeds = [args.only] if args.only is not None else (
            [system_seed(args.seed, i) for i in range(args.count)]
            + [EXTREME_OFFSET + system_seed(args.seed, i) for i in range(args.extreme)])
        systems = [generate(s) for s in seeds]
    if args.keep:
        args.keep.write_text(json.dumps({"systems": systems}, indent=None) + "\n")
    results = run_each(binary, systems, args.every_op)

    passed = failed = printed = 0
    for system, result in zip(systems, results):
        failures = check_system(system, result)
        if args.only is not None or (args.file and len(systems) <= 5):
            print(describe(system))
            print("solver:")
            print(describe_result(result))
        if failures:
            failed += 1
            if printed < args.max_lines:
                printed += 1
                more = f" (+{len(failures) - 1} more)" if len(failures) > 1 else ""
                print(
                    f"FAIL seed {system['id']}: {failures[0]}{more} — "
                    f"repro: scripts/oracle.py --only {system['id']}; minimise: --shrink {system['id']}"
                )
                if args.only is not None:
                    for f in failures[1:]:
                        print(f"  {f}")
        else:
            passed += 1
    if args.stats:
        for key in sorted(STATS):
            print(f"  {key}: {STATS[key]}")
    if printed < failed:
        print(f"… {failed - printed} more failing systems not shown (--max-lines)")
    print(f"oracle: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
