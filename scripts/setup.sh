#!/usr/bin/env bash
# Installs what building and testing Plumb needs, when it is missing.
#
#   scripts/setup.sh            libedit-dev (apt), for the shell's CEditLine module
#   scripts/setup.sh --python   also scipy, kiwisolver, pexpect, pyte and swiglpk (GLPK, the
#                               oracle's exact LP) through pip, for scripts/oracle.py,
#                               scripts/bench.py and scripts/pty_test.py
#
# Safe to run again: it checks before installing, prints one line per install and nothing
# else on success. Works as root without a terminal (CI); otherwise it uses sudo if it can.
set -euo pipefail

want_python=0
for arg in "$@"; do
    case "$arg" in
        --python) want_python=1 ;;
        -h | --help)
            sed -n '2,9s/^# \{0,1\}//p' "$0"
            exit 0
            ;;
        *)
            echo "setup.sh: unknown option '$arg' (try --help)" >&2
            exit 2
            ;;
    esac
done

say() { echo "setup.sh: $*"; }
fail() {
    echo "setup.sh: $*" >&2
    exit 1
}

# Runs a command quietly; on failure shows its output and stops.
quietly() {
    local log status=0
    log="$(mktemp)"
    "$@" >"$log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        cat "$log" >&2
        rm -f "$log"
        fail "failed ($status): $*"
    fi
    rm -f "$log"
}

# How to run a command as root: directly as root, else through sudo (which must not wait for
# a password when there is no terminal to type it at).
root_prefix=()
find_root_prefix() {
    if [ "$(id -u)" -eq 0 ]; then
        root_prefix=()
    elif command -v sudo >/dev/null 2>&1; then
        if [ -t 0 ]; then root_prefix=(sudo); else root_prefix=(sudo -n); fi
    else
        fail "installing $* needs root: run this script as root, or install sudo"
    fi
}

apt_updated=0
apt_install() {
    command -v apt-get >/dev/null 2>&1 ||
        fail "no apt-get here; install these yourself: $*"
    find_root_prefix "$@"
    # sudo may drop the environment, so the variable goes on the command line.
    local apt=("${root_prefix[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q)
    if [ "$apt_updated" -eq 0 ]; then
        quietly "${apt[@]}" update
        apt_updated=1
    fi
    quietly "${apt[@]}" install -y --no-install-recommends "$@"
}

# libedit: SwiftPM builds every target for `swift test`, so without the headers nothing
# builds, not even the solver's tests.
have_libedit() {
    if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libedit; then
        return 0
    fi
    if command -v dpkg-query >/dev/null 2>&1; then
        dpkg-query -W -f='${Status}' libedit-dev 2>/dev/null | grep -q "ok installed"
        return
    fi
    # Not Debian: macOS ships libedit in its SDK; elsewhere, trust the header.
    [ "$(uname -s)" = Darwin ] || [ -f /usr/include/editline/readline.h ]
}

if ! have_libedit; then
    say "installing libedit-dev (apt)"
    apt_install libedit-dev
    have_libedit || fail "libedit-dev was installed but libedit is still not found"
fi

# True for a Python whose packages belong to the system's package manager (PEP 668).
externally_managed() {
    python3 - <<'PY' >/dev/null 2>&1
import os, sys, sysconfig
sys.exit(0 if os.path.exists(os.path.join(sysconfig.get_paths()["stdlib"], "EXTERNALLY-MANAGED")) else 1)
PY
}

if [ "$want_python" -eq 1 ]; then
    if ! command -v python3 >/dev/null 2>&1; then
        say "installing python3 (apt)"
        apt_install python3 python3-pip
    fi
    for module in scipy kiwisolver pexpect pyte swiglpk; do
        python3 -c "import $module" >/dev/null 2>&1 && continue
        say "installing $module (pip)"
        if externally_managed && command -v apt-get >/dev/null 2>&1; then
            # Debian's own Python refuses pip (PEP 668); its packages do the same job.
            apt_install "python3-$module"
        else
            quietly python3 -m pip install --quiet --disable-pip-version-check "$module"
        fi
        python3 -c "import $module" >/dev/null 2>&1 ||
            fail "$module was installed but python3 cannot import it"
    done
fi
