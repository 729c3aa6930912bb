#!/usr/bin/env python3
"""Checks Plumb's ambiguity verdicts against an LP oracle (scipy's linprog, HiGHS).

Generates seeded random layouts (a window, up to five views nested in it or in each other, a
guide now and then, intrinsic sizes with random hugging and compression resistance, and
random typed constraints at random priorities), writes them as one session script separated
by `reset`, and runs `plumb run --json`, which prints one `ambiguity --json` document per
layout. The oracle rebuilds each layout from the same description, independently of Plumb:

  - every item has four variables in window coordinates (minX, minY, width, height); views
    and guides have required `width >= 0` and `height >= 0`; the window's frame is imposed; intrinsic
    sizes are `size <= intrinsic @hugging` and `size >= intrinsic @resistance`;
  - the priorities are lexicographic: each level's error sum (|lhs - rhs| for an equality,
    the violation of an inequality) is minimised, highest first, with the levels above fixed
    at their optimum;
  - on that optimal face, each view's and guide's x (minX - superview.minX, or the owning
    view's for a guide), y, width and height is minimised and maximised; a component is ambiguous when max - min > 1e-3.

Checked for each layout whose required constraints can hold (the others are skipped and
counted): the set of ambiguous (view, component) pairs is the same; for each ambiguous
component, Plumb's range equals the oracle's (unbounded where the oracle gets beyond 1e4 in its 1e5 box),
and both alternative frames Plumb shows lie on the optimal face.

Usage:
  scripts/ambiguity_oracle.py [--seed S] [--count N] [--binary PATH] [--jobs J]
  scripts/ambiguity_oracle.py --only INDEX [--seed S]    # print one layout's script and verdicts

The last line is `ambiguity-oracle: N passed, M failed`; the exit status is 1 if any failed,
2 for usage or setup errors.
"""

from __future__ import annotations

import argparse
import collections
import itertools
import json
import multiprocessing
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from package_support import build_product, require_scipy

BOX = 1e5  # variables are boxed; an extreme beyond BOX / 10 counts as unbounded
AMBIGUOUS = 1e-3  # max - min above this is ambiguous (layouts use halves at the finest)
# Tight tolerances: each level is fixed at its optimum plus a relative 1e-9, and the face must
# not drift by more than the comparisons allow.
HIGHS_OPTIONS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}

COMPONENTS = ["x", "y", "width", "height"]

np, linprog = require_scipy("ambiguity-oracle", "make setup-python")

# ---------------------------------------------------------------------------------------------
# Generation

X_ATTRS = ["left", "right", "centerX", "leading", "trailing"]
Y_ATTRS = ["top", "bottom", "centerY"]
D_ATTRS = ["width", "height"]
PRIORITIES = [1000, 1000, 1000, 1000, 750, 749, 500, 251, 250, 250, 1]
SIZE_PRIORITIES = [250, 250, 251, 750, 750, 1000]


def generate(rng: random.Random) -> dict:
    """One random layout: items (with parents) and constraints, as plain data."""
    width, height = rng.choice([(375, 667), (320, 568), (200, 100)])
    items = [{"name": "root", "kind": "window", "parent": None, "size": (width, height)}]
    for i in range(rng.randint(1, 5)):
        views = [it["name"] for it in items if it["kind"] != "guide"]
        item = {"name": f"v{i}", "kind": "view", "parent": rng.choice(views)}
        if rng.random() < 0.6:
            item["intrinsic"] = (rng.choice([None, 40, 80, 120]), rng.choice([None, 21, 30]))
            item["hug"] = (rng.choice(SIZE_PRIORITIES[:-1]), rng.choice(SIZE_PRIORITIES[:-1]))
            item["resist"] = (rng.choice(SIZE_PRIORITIES), rng.choice(SIZE_PRIORITIES))
        items.append(item)
    if rng.random() < 0.25:
        views = [it["name"] for it in items]
        items.append({"name": "g0", "kind": "guide", "parent": rng.choice(views)})
    names = [it["name"] for it in items]
    constraints = []
    for _ in range(rng.randint(len(items), 4 * len(items))):
        first = rng.choice(names[1:])
        second = rng.choice(names) if rng.random() < 0.85 else None
        kind = rng.choice(["x", "y", "d", "d"])
        if kind == "d":
            a1 = rng.choice(D_ATTRS)
            a2 = rng.choice(D_ATTRS) if second else None
            multiplier = rng.choice([1, 1, 1, 0.5, 2]) if second else 1
        else:
            if second is None or second == first:
                second = rng.choice([n for n in names if n != first])
            pool = X_ATTRS if kind == "x" else Y_ATTRS
            a1, a2 = rng.choice(pool), rng.choice(pool)
            # Leading/trailing never mix with left/right in one constraint.
            if kind == "x" and ({a1, a2} & {"leading", "trailing"}) and ({a1, a2} & {"left", "right"}):
                a2 = {"left": "leading", "right": "trailing"}.get(a2, a2)
                a1 = {"left": "leading", "right": "trailing"}.get(a1, a1)
            multiplier = 1
        constraints.append(
            {
                "first": (first, a1),
                "relation": rng.choice(["==", "==", ">=", "<="]),
                "second": (second, a2) if second else None,
                "multiplier": multiplier,
                "constant": rng.choice([0, 0, 8, -8, 20, -20, 44, 100]),
                "priority": rng.choice(PRIORITIES),
            }
        )
    return {"items": items, "constraints": constraints}


def number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def script(layout: dict) -> str:
    """The layout as session-language statements."""
    lines = []
    for item in layout["items"]:
        if item["kind"] == "window":
            w, h = item["size"]
            lines.append(f"window {item['name']} {w}x{h}")
        elif item["kind"] == "guide":
            lines.append(f"guide {item['name']} in {item['parent']}")
        else:
            line = f"view {item['name']} in {item['parent']}"
            if "intrinsic" in item:
                iw, ih = item["intrinsic"]
                size = f"{'_' if iw is None else iw}x{'_' if ih is None else ih}"
                line += f" intrinsic {size} hug {item['hug'][0]} {item['hug'][1]}"
                line += f" resist {item['resist'][0]} {item['resist'][1]}"
            lines.append(line)
    for c in layout["constraints"]:
        first = f"{c['first'][0]}.{c['first'][1]}"
        if c["second"]:
            rhs = f"{c['second'][0]}.{c['second'][1]}"
            if c["multiplier"] != 1:
                rhs += f" * {number(c['multiplier'])}"
            k = c["constant"]
            rhs += f" + {number(k)}" if k > 0 else (f" - {number(-k)}" if k < 0 else "")
        else:
            rhs = number(c["constant"])
        priority = "" if c["priority"] == 1000 else f" @{c['priority']}"
        lines.append(f"{first} {c['relation']} {rhs}{priority}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# The LP model


class Model:
    """A layout as an LP: variables, required rows, optional rows with their priorities."""

    def __init__(self, layout: dict):
        self.index = {}  # item name -> first variable (minX, minY, width, height)
        self.parent = {}
        for k, item in enumerate(layout["items"]):
            self.index[item["name"]] = 4 * k
            self.parent[item["name"]] = item["parent"]
        self.n = 4 * len(layout["items"])
        self.equalities = []  # (coefficients, constant): a·x + c == 0
        self.inequalities = []  # a·x + c >= 0
        self.optional = []  # (coefficients, constant, relation, priority)
        for item in layout["items"]:
            name = item["name"]
            if item["kind"] == "window":
                w, h = item["size"]
                for part, value in zip(range(4), (0, 0, w, h)):
                    self.require(self.var(name, part), -value, "==")
            if item["kind"] == "window":
                continue
            # Views and guides alike: a size is never negative.
            self.require(self.var(name, 2), 0, ">=")
            self.require(self.var(name, 3), 0, ">=")
            if item["kind"] != "view":
                continue
            if "intrinsic" in item:
                for axis in range(2):
                    size = item["intrinsic"][axis]
                    if size is None:
                        continue
                    self.add(self.var(name, 2 + axis), -size, "<=", item["hug"][axis])
                    self.add(self.var(name, 2 + axis), -size, ">=", item["resist"][axis])
        for c in layout["constraints"]:
            a = self.attribute(*c["first"])
            if c["second"]:
                a = a - c["multiplier"] * self.attribute(*c["second"])
            self.add(a, -c["constant"], c["relation"], c["priority"])

    def var(self, name: str, part: int) -> np.ndarray:
        a = np.zeros(self.n)
        a[self.index[name] + part] = 1
        return a

    def attribute(self, name: str, attribute: str) -> np.ndarray:
        x, y, w, h = (self.var(name, p) for p in range(4))
        return {
            "left": x, "leading": x, "right": x + w, "trailing": x + w, "centerX": x + 0.5 * w,
            "top": y, "bottom": y + h, "centerY": y + 0.5 * h, "width": w, "height": h,
        }[attribute]

    def require(self, a: np.ndarray, c: float, relation: str) -> None:
        if relation == "==":
            self.equalities.append((a, c))
        elif relation == ">=":
            self.inequalities.append((a, c))
        else:
            self.inequalities.append((-a, -c))

    def add(self, a: np.ndarray, c: float, relation: str, priority: float) -> None:
        if priority >= 1000:
            self.require(a, c, relation)
        else:
            self.optional.append((a, c, relation, priority))

    def component(self, view: str, component: str) -> np.ndarray:
        part = COMPONENTS.index(component)
        a = self.var(view, part)
        parent = self.parent[view]
        if part < 2 and parent is not None:
            a = a - self.var(parent, part)
        return a


class Face:
    """The lexicographically optimal face of a model, as LP rows over [x, errors]."""

    def __init__(self, model: Model):
        self.model = model
        k = len(model.optional)
        self.width = model.n + 2 * k  # x, then e+ and e- per optional constraint (e- unused for inequalities)
        eq_rows, eq_rhs, ub_rows, ub_rhs = [], [], [], []
        pad = np.zeros(2 * k)
        for a, c in model.equalities:
            eq_rows.append(np.concatenate([a, pad]))
            eq_rhs.append(-c)
        for a, c in model.inequalities:  # a·x + c >= 0  ->  -a·x <= c
            ub_rows.append(np.concatenate([-a, pad]))
            ub_rhs.append(c)
        for i, (a, c, relation, _) in enumerate(model.optional):
            e = np.zeros(2 * k)
            if relation == "==":  # a·x + c - e+ + e- == 0
                e[2 * i], e[2 * i + 1] = -1, 1
                eq_rows.append(np.concatenate([a, e]))
                eq_rhs.append(-c)
            else:  # >=: a·x + c + e >= 0 ; <=: a·x + c - e <= 0
                sign = 1 if relation == ">=" else -1
                e[2 * i] = 1
                ub_rows.append(np.concatenate([-sign * a, -e]))
                ub_rhs.append(sign * c)
        self.eq_rows, self.eq_rhs, self.ub_rows, self.ub_rhs = eq_rows, eq_rhs, ub_rows, ub_rhs
        self.bounds = [(-BOX, BOX)] * model.n + [(0, None)] * (2 * k)
        for i, (_, _, relation, _) in enumerate(model.optional):
            if relation != "==":
                self.bounds[model.n + 2 * i + 1] = (0, 0)
        self.feasible = self.solve(np.zeros(self.width)) is not None
        if not self.feasible:
            return
        for priority in sorted({o[3] for o in model.optional}, reverse=True):
            cost = np.zeros(self.width)
            for i, o in enumerate(model.optional):
                if o[3] == priority:
                    cost[model.n + 2 * i] = cost[model.n + 2 * i + 1] = 1
            best = self.solve(cost)
            if best is None:  # cannot happen once the required rows are feasible
                self.feasible = False
                return
            self.ub_rows.append(cost)
            self.ub_rhs.append(best + 1e-9 * (1 + abs(best)))

    def solve(self, cost: np.ndarray, extra_ub=()) -> float | None:
        ub_rows = self.ub_rows + [r for r, _ in extra_ub]
        ub_rhs = self.ub_rhs + [v for _, v in extra_ub]
        result = linprog(
            cost,
            A_ub=np.array(ub_rows) if ub_rows else None,
            b_ub=np.array(ub_rhs) if ub_rhs else None,
            A_eq=np.array(self.eq_rows) if self.eq_rows else None,
            b_eq=np.array(self.eq_rhs) if self.eq_rhs else None,
            bounds=self.bounds,
            method="highs",
            options=HIGHS_OPTIONS,
        )
        return float(result.fun) if result.status == 0 else None

    def extent(self, a: np.ndarray) -> tuple[float, float] | None:
        cost = np.concatenate([a, np.zeros(self.width - self.model.n)])
        low, high = self.solve(cost), self.solve(-cost)
        if low is None or high is None:
            return None
        high = -high
        return (-np.inf if low < -BOX / 10 else low, np.inf if high > BOX / 10 else high)

    def contains(self, view: str, frame: dict) -> bool:
        """Whether some point of the face gives `view` this frame (superview coordinates),
        within 1e-4 (Plumb prints six decimals; the face may drift by the LP's tolerances)."""
        extra = []
        for component in COMPONENTS:
            row = np.concatenate([self.model.component(view, component), np.zeros(self.width - self.model.n)])
            value = frame[component]
            slack = 1e-4 * (1 + abs(value))
            extra += [(row, value + slack), (-row, -value + slack)]
        return self.solve(np.zeros(self.width), extra) is not None


# ---------------------------------------------------------------------------------------------
# Checking


def views_of(layout: dict) -> list[str]:
    """The items judged: views and guides (a guide in its owning view's terms)."""
    return [it["name"] for it in layout["items"] if it["kind"] in ("view", "guide")]


def close(a: float | None, b: float) -> bool:
    """Plumb's bound (None: unbounded in JSON) against the oracle's."""
    if a is None:
        return np.isinf(b)
    if np.isinf(b):
        return False
    return abs(a - b) <= 1e-4 * (1 + abs(b))


def check(layout: dict, answer: dict) -> tuple[str, list[str]]:
    """('passed' | 'failed' | 'skipped', problems)."""
    face = Face(Model(layout))
    if not face.feasible:
        return "skipped", []
    problems = []
    checked = set()  # alternative frames already shown to lie on the face
    reported = {}
    for view in answer.get("ambiguous", []):
        for attribute in view["attributes"]:
            reported[(view["view"], attribute["component"])] = attribute
    for view in views_of(layout):
        for component in COMPONENTS:
            extent = face.extent(face.model.component(view, component))
            if extent is None:
                problems.append(f"{view}.{component}: the oracle could not solve the probe")
                continue
            low, high = extent
            ambiguous = high - low > AMBIGUOUS
            mine = reported.get((view, component))
            if ambiguous != (mine is not None):
                verdict = "ambiguous" if ambiguous else "fixed"
                problems.append(
                    f"{view}.{component}: oracle says {verdict} (range {low:g}…{high:g}), "
                    f"plumb says {'ambiguous' if mine else 'fixed'}"
                    + (f" (range {mine['lower']}…{mine['upper']})" if mine else ""))
                continue
            if mine is None:
                continue
            if not (close(mine["lower"], low) and close(mine["upper"], high)):
                problems.append(
                    f"{view}.{component}: range {mine['lower']}…{mine['upper']}, oracle {low:g}…{high:g}")
            for frame in mine["alternatives"]:
                key = (view, tuple(frame[c] for c in COMPONENTS))
                if key in checked:
                    continue
                checked.add(key)
                if not face.contains(view, frame):
                    problems.append(f"{view}.{component}: alternative {frame} is not an optimal layout")
    return ("failed" if problems else "passed"), problems


# ---------------------------------------------------------------------------------------------
# Running Plumb


def build() -> Path:
    # The same build as `swift test` (.build): make test builds once.
    return build_product("ambiguity-oracle", "plumb")


def run_plumb(binary: Path, layouts: list[dict]) -> list[dict]:
    """One `ambiguity --json` document per layout, from one `plumb run --json`."""
    text = "".join(script(layout) + "ambiguity --json\nreset\n" for layout in layouts)
    with tempfile.NamedTemporaryFile("w", suffix=".plumb", delete=False) as file:
        file.write(text)
        path = file.name
    done = subprocess.run([str(binary), "run", "--json", path], capture_output=True, text=True)
    Path(path).unlink()
    documents, decoder, position = [], json.JSONDecoder(), 0
    output = done.stdout
    while True:
        while position < len(output) and output[position].isspace():
            position += 1
        if position >= len(output):
            break
        document, position = decoder.raw_decode(output, position)
        documents.append(document)
    if len(documents) != len(layouts):
        errors = [line for line in done.stderr.splitlines() if "error" in line][:5]
        print(
            f"ambiguity-oracle: plumb answered {len(documents)} of {len(layouts)} layouts "
            f"(exit {done.returncode}): {' | '.join(errors)}", file=sys.stderr)
        sys.exit(2)
    return documents


def check_chunk(job: tuple[str, int, list[dict]]) -> list[tuple[int, str, list[str], int]]:
    """Runs Plumb on a chunk of layouts and checks each answer: (index, status, problems,
    ambiguous components)."""
    binary, first, layouts = job
    answers = run_plumb(Path(binary), layouts)
    results = []
    for offset, (layout, answer) in enumerate(zip(layouts, answers)):
        status, problems = check(layout, answer)
        found = sum(len(v["attributes"]) for v in answer.get("ambiguous", []))
        results.append((first + offset, status, problems, found))
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=1000, help="layouts to compare (skips excluded)")
    parser.add_argument("--binary", type=Path, help="a built plumb executable")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", type=int, help="print one layout's script and problems")
    options = parser.parse_args()
    binary = options.binary or build()
    rng = random.Random(options.seed)
    # Generate more than asked: layouts whose required constraints conflict are skipped.
    layouts = [generate(rng) for _ in range(int(options.count * 1.4) + 50)]
    if options.only is not None:
        layout = layouts[options.only]
        print(script(layout), end="")
        answer = run_plumb(binary, [layout])[0]
        print(json.dumps(answer, indent=1))
        status, problems = check(layout, answer)
        print(status, *problems, sep="\n  ")
        return 0 if status != "failed" else 1
    # Chunks run in order, at most `jobs` at a time, and no new chunk starts once enough
    # layouts have been compared.
    size = 25
    chunks = [(str(binary), i, layouts[i : i + size]) for i in range(0, len(layouts), size)]
    passed = failed = skipped = ambiguous = 0
    with multiprocessing.Pool(max(1, options.jobs)) as pool:
        pending = collections.deque()
        queue = iter(chunks)
        for chunk in itertools.islice(queue, max(1, options.jobs)):
            pending.append(pool.apply_async(check_chunk, (chunk,)))
        while pending and passed + failed < options.count:
            for index, status, problems, found in pending.popleft().get():
                if passed + failed >= options.count:
                    break
                if status == "skipped":
                    skipped += 1
                    continue
                ambiguous += found
                if status == "passed":
                    passed += 1
                    continue
                failed += 1
                print(f"layout {index} (--seed {options.seed} --only {index}):", file=sys.stderr)
                for problem in problems:
                    print(f"  {problem}", file=sys.stderr)
            if passed + failed < options.count:
                for chunk in itertools.islice(queue, 1):
                    pending.append(pool.apply_async(check_chunk, (chunk,)))
        for job in pending:  # started before the count was reached: let them finish
            job.wait()
        pool.close()
        pool.join()
    compared = passed + failed
    print(
        f"ambiguity-oracle: {compared} layouts compared ({ambiguous} ambiguous components), "
        f"{skipped} skipped (their required constraints conflict)", file=sys.stderr)
    if compared < options.count:
        print(f"ambiguity-oracle: only {compared} of {options.count} layouts could be compared", file=sys.stderr)
    print(f"ambiguity-oracle: {passed} passed, {failed} failed")
    return 1 if failed or compared < options.count else 0


if __name__ == "__main__":
    sys.exit(main())
