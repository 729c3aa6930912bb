"""What the scripts share: building the package's products and loading the LP solver.

Imported by the scripts beside it (`python3 scripts/oracle.py` puts this folder on the path).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build_product(program: str, product: str, *options: str) -> Path:
    """Builds `product` with `swift build OPTIONS` and returns its binary.

    On failure prints the build's output and `PROGRAM: building PRODUCT failed` to stderr and
    exits with status 2 (a setup error).
    """
    command = ["swift", "build", *options, "--product", product]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        print(f"{program}: building {product} failed", file=sys.stderr)
        sys.exit(2)
    path = subprocess.run(command + ["--show-bin-path"], cwd=ROOT, capture_output=True, text=True)
    return Path(path.stdout.strip()) / product


def require_scipy(program: str, setup: str):
    """numpy and scipy's `linprog`, or, when they are missing, exits with status 2 after
    saying how to install them (`setup`: the make target that does)."""
    try:
        import numpy
        from scipy.optimize import linprog
    except ImportError as error:  # pragma: no cover - depends on the machine
        print(
            f"{program}: scipy and numpy are required ({error}).\n"
            f"  Install them with `{setup}` or `python3 -m pip install scipy numpy`.",
            file=sys.stderr,
        )
        sys.exit(2)
    return numpy, linprog
