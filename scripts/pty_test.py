#!/usr/bin/env python3
"""The interactive shell under a real pseudo-terminal, driven by pexpect.

Types entries, completes with Tab, recalls history with Up, cancels a block with Ctrl-C and
leaves with Ctrl-D, as a person would; checks colour (on a terminal, never with NO_COLOR) and
UTF-8 input. Prints one line per check and `pty: N passed, M failed`; exits 1 on a failure.

The binary is $PLUMB_BINARY, or the newest plumb under .build*/debug, or one built with
`swift build --product plumb`. HOME is a temporary directory, so the user's history is left
alone.

    python3 scripts/pty_test.py [--binary PATH] [--verbose]
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

def require(module):
    """Imports `module`, installing it with pip first when it is missing (as scripts/setup.sh
    does for the oracle's modules), or says how."""
    try:
        return __import__(module)
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet",
                        "--disable-pip-version-check", module],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        return __import__(module)
    except ImportError:
        print(f"pty: {module} is missing and could not be installed: pip install {module} "
              f"(or apt-get install python3-{module})", file=sys.stderr)
        sys.exit(1)


pexpect = require("pexpect")
pyte = require("pyte")  # a terminal emulator: checks read the screen as a user sees it

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROMPT = r"plumb> "
CONTINUATION = r"\.\.\.> "
TIMEOUT = 20
UP = "\x1b[A"


def find_binary(explicit):
    if explicit:
        return explicit
    if os.environ.get("PLUMB_BINARY"):
        return os.environ["PLUMB_BINARY"]
    found = [p for p in glob.glob(os.path.join(ROOT, ".build*", "debug", "plumb")) if os.access(p, os.X_OK)]
    found += [p for p in glob.glob(os.path.join(ROOT, ".build*", "*", "debug", "plumb")) if os.access(p, os.X_OK)]
    if found:
        return max(found, key=os.path.getmtime)
    print("pty: building plumb (swift build --product plumb)", flush=True)
    subprocess.run(["swift", "build", "--product", "plumb"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "plumb")


class Run:
    def __init__(self, binary, verbose):
        self.binary = binary
        self.verbose = verbose
        self.passed = 0
        self.failed = 0
        self.home = tempfile.mkdtemp(prefix="plumb-pty-home-")

    def spawn(self, extra_env=None, args=None):
        env = dict(os.environ)
        env.update({"HOME": self.home, "TERM": "xterm", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
        env.pop("NO_COLOR", None)
        env.pop("PLUMB_NO_EDITLINE", None)
        env.update(extra_env or {})
        child = pexpect.spawn(self.binary, args or [], env=env, encoding="utf-8",
                              timeout=TIMEOUT, dimensions=(40, 160), cwd=ROOT)
        if self.verbose:
            child.logfile_read = sys.stdout
        return child

    def check(self, name, function):
        try:
            function()
        except Exception as error:  # one failed check must not stop the others
            self.failed += 1
            detail = str(error).splitlines()[0] if str(error) else type(error).__name__
            print(f"FAIL {name}: {detail}", flush=True)
        else:
            self.passed += 1
            print(f"ok   {name}", flush=True)

    def finish(self):
        shutil.rmtree(self.home, ignore_errors=True)
        print(f"pty: {self.passed} passed, {self.failed} failed", flush=True)
        return 0 if self.failed == 0 else 1


def expect_prompt(child):
    child.expect(PROMPT)


def type_line(child, text):
    child.send(text + "\r")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary")
    parser.add_argument("--verbose", action="store_true")
    options = parser.parse_args()
    binary = find_binary(options.binary)
    if not os.access(binary, os.X_OK):
        print(f"pty: no plumb binary at {binary}", file=sys.stderr)
        return 1
    run = Run(binary, options.verbose)
    child = run.spawn()

    def greeting():
        child.expect("Auto Layout you can talk to")
        expect_prompt(child)

    def entries():
        type_line(child, "window root 375x667")
        expect_prompt(child)
        type_line(child, "view button in root")
        expect_prompt(child)
        type_line(child, "view text in root")
        expect_prompt(child)

    # libedit redraws a completed line with cursor movements, so each check types the rest
    # of the entry and reads what the completed entry did.
    def tab_completes_names_and_attributes():
        child.send("butt\t")
        child.send(".wid\t")
        type_line(child, " == 88")
        child.expect(r"#1 button\.width == 88")
        expect_prompt(child)

    def tab_completes_commands():
        child.send("fram\t")
        type_line(child, " button")
        child.expect(r"button\s+\(0, 0, 88, 0\)")
        expect_prompt(child)

    def continuation_prompt_inside_a_block():
        type_line(child, "group g {")
        child.expect(CONTINUATION)
        type_line(child, "button.height == 30 &&")
        child.expect(CONTINUATION)
        type_line(child, "text.height == 30")
        child.expect(CONTINUATION)
        type_line(child, "}")
        child.expect(r"group g \(on, 2 constraints\)")
        expect_prompt(child)

    def control_c_cancels_the_entry():
        type_line(child, "group h {")
        child.expect(CONTINUATION)
        type_line(child, "button.width == 1")
        child.expect(CONTINUATION)
        child.sendintr()
        expect_prompt(child)
        type_line(child, "constraints")
        child.expect(r"#3 text\.height == 30")
        index = child.expect([r"#4", PROMPT])
        if index == 0:
            raise AssertionError("the cancelled block made a constraint")

    def up_recalls_history():
        child.send(UP)
        child.send("\r")
        child.expect(r"#1 button\.width == 88")
        expect_prompt(child)

    def utf8_input():
        type_line(child, "# a comment with λ and é")
        expect_prompt(child)
        type_line(child, "view λ in root")
        child.expect("view λ in root")
        expect_prompt(child)

    def errors_in_colour_on_a_terminal():
        type_line(child, "button.widht == 1")
        child.expect(re.escape("\x1b[31m") + "error: unknown attribute 'widht'")
        expect_prompt(child)

    def an_empty_line_does_nothing():
        type_line(child, "")
        expect_prompt(child)
        type_line(child, "   ")
        expect_prompt(child)

    def tab_completes_file_paths():
        child.send("load sessi\t")
        child.send("01-easy\t")
        child.send("\r")
        # The session declares 'root' again, so the load stops there, naming the file.
        child.expect(r"sessions/01-easy-layout\.plumb:\d+:\d+: error: 'root' is already the name")
        expect_prompt(child)

    def block_is_one_history_entry():
        # Up recalls the whole block typed over four lines, which then runs again as one
        # entry: the group exists already, so it is refused by name.
        child.send(UP)
        child.send("\r")
        child.expect(r"'g' is already the name of a group")
        expect_prompt(child)

    def control_d_in_a_block_drops_the_block():
        type_line(child, "group k {")
        child.expect(CONTINUATION)
        child.sendeof()
        child.expect("dropped the unfinished entry")
        expect_prompt(child)
        type_line(child, "frames button")
        child.expect(r"button\s+\(")
        expect_prompt(child)

    def control_d_leaves():
        # The layout changed and was never saved: the first Ctrl-D says so, the second leaves.
        child.sendeof()
        child.expect("changed since it was last saved")
        expect_prompt(child)
        child.sendeof()
        child.expect(pexpect.EOF)
        child.close()
        if child.exitstatus != 0:
            raise AssertionError(f"exit status {child.exitstatus}")

    def history_survives_in_the_dotfile():
        path = os.path.join(run.home, ".plumb_history")
        with open(path, encoding="utf-8", errors="replace") as file:
            # libedit's format escapes spaces as \\040.
            text = file.read().replace("\\040", " ")
        if "window root 375x667" not in text:
            raise AssertionError("history file lacks the entries")
        again = run.spawn()
        expect_prompt(again)
        # The entry before the last of the run before was the load (the last was 'frames
        # button'); in a fresh session it works.
        again.send(UP)
        again.send(UP)
        again.send("\r")
        again.expect(r"#7 text\.width >= button\.width \* 0\.5 \+ 5")
        expect_prompt(again)
        type_line(again, "quit")
        again.expect("changed since it was last saved")
        type_line(again, "save " + os.path.join(run.home, "kept.plumb"))
        expect_prompt(again)
        type_line(again, "quit")
        again.expect(pexpect.EOF)

    def no_colour_with_no_color():
        plain = run.spawn({"NO_COLOR": "1"})
        expect_prompt(plain)
        type_line(plain, "nonsense")
        plain.expect("unknown command 'nonsense'")
        before = plain.before
        expect_prompt(plain)
        if "\x1b[31m" in before + (plain.before or ""):
            raise AssertionError("colour despite NO_COLOR")
        plain.sendeof()
        plain.expect(pexpect.EOF)

    def plain_mode_control_c_and_control_d():
        # Without libedit the shell reads the terminal itself; Ctrl-C must still only drop
        # the line, and Ctrl-D inside a block only the block.
        plain = run.spawn({"PLUMB_NO_EDITLINE": "1"})
        expect_prompt(plain)
        type_line(plain, "window root 100x100")
        expect_prompt(plain)
        plain.send("view lost in ro")
        plain.sendintr()
        expect_prompt(plain)
        type_line(plain, "group g {")
        plain.expect(CONTINUATION)
        plain.sendeof()
        plain.expect("dropped the unfinished entry")
        expect_prompt(plain)
        type_line(plain, "frames")
        plain.expect(r"root\s+\(0, 0, 100, 100\)")
        expect_prompt(plain)
        if "lost" in (plain.before or ""):
            raise AssertionError("the interrupted line ran")
        type_line(plain, "quit")
        plain.expect("changed since it was last saved")
        type_line(plain, "quit")
        plain.expect(pexpect.EOF)

    def draw_fits_the_real_terminal():
        # The terminal is 60 columns by 20 rows (TIOCGWINSZ), whatever $COLUMNS says.
        small = run.spawn({"COLUMNS": "200", "LINES": "200"})
        small.setwinsize(20, 60)
        expect_prompt(small)
        type_line(small, "window root 400x800; view a in root")
        expect_prompt(small)
        type_line(small, "draw")
        small.expect(r"scale: [^\r\n]*")
        picture = small.before.split("draw", 1)[-1]
        lines = [line for line in picture.replace("\r", "").split("\n") if line.strip()]
        widest = max(len(line) for line in lines)
        if widest > 60 or len(lines) > 20:
            raise AssertionError(f"the picture is {widest} wide and {len(lines)} lines tall")
        expect_prompt(small)
        type_line(small, "quit")
        small.expect("changed since it was last saved")
        type_line(small, "quit")
        small.expect(pexpect.EOF)

    def tab_is_quiet_and_spaces_whole_words():
        # Judged on the rendered screen: libedit redraws the line with cursor movements.
        term = run.spawn()
        term.setwinsize(24, 100)
        screen = pyte.Screen(100, 24)
        stream = pyte.Stream(screen)
        bells = []

        def settle():
            # Read until the terminal has been quiet for a moment.
            while True:
                try:
                    chunk = term.read_nonblocking(100000, timeout=0.4)
                except (pexpect.TIMEOUT, pexpect.EOF):
                    return
                bells.append("\x07" in chunk)
                stream.feed(chunk)

        def line():
            # The line up to the cursor: a trailing space shows as where the cursor stands.
            return screen.display[screen.cursor.y][: screen.cursor.x]

        term.expect(PROMPT)
        stream.feed(term.before + term.after)
        type_line(term, "window root 375x667; view button in root")
        settle()
        for typed, shown in [
            ("fram\t", "plumb> frames "),             # a command: the space that follows it
            ("butt\t", "plumb> frames button "),      # an argument
            ("\x15button.wi\t", "plumb> button.width "),  # an attribute
            ("\x15frames --j\t", "plumb> frames --json "),  # an option, with its dashes
            ("\x15butt\t", "plumb> button"),           # a name .attribute may follow: no space
        ]:
            bells.clear()
            term.send(typed)
            settle()
            if line() != shown:
                raise AssertionError(f"after {typed!r} the line shows {line()!r}, not {shown!r}")
            if any(bells):
                raise AssertionError(f"{typed!r} rang the bell for a unique completion")
        term.send("\x15")
        type_line(term, "quit")
        term.expect("changed since it was last saved")
        type_line(term, "quit")
        term.expect(pexpect.EOF)

    def long_help_goes_through_the_pager():
        # A page taller than the terminal goes through $PAGER; a short one is printed.
        term = run.spawn({"PAGER": "sed 's/^/PAGED /'"})
        term.setwinsize(20, 100)
        expect_prompt(term)
        type_line(term, "help all")
        term.expect(r"PAGED Views and guides:")
        expect_prompt(term)
        type_line(term, "help")
        term.expect(r"Topics \('help TOPIC'\):")
        if "PAGED" in term.before:
            raise AssertionError("the short help went through the pager")
        expect_prompt(term)
        type_line(term, "quit")
        term.expect(pexpect.EOF)
        # Not a terminal: never paged.
        result = subprocess.run([run.binary, "run", "-"], input="help all\n", text=True,
                                capture_output=True, env=dict(os.environ, PAGER="false"))
        if "Views and guides:" not in result.stdout:
            raise AssertionError("plumb run did not print the page")

    def screen_of(args, typed=None, rows=24, columns=100):
        # Runs plumb with `args` in a terminal, types `typed` (then quits), and returns the
        # screen's lines as a terminal shows them.
        term = run.spawn(args=args)
        term.setwinsize(rows, columns)
        screen = pyte.Screen(columns, rows)
        stream = pyte.Stream(screen)
        if typed is not None:
            term.expect(PROMPT)
            stream.feed(term.before + term.after)
            for line in typed:
                type_line(term, line)
                term.expect(PROMPT)
                stream.feed(term.before + term.after)
            type_line(term, "quit")
        term.expect(pexpect.EOF)
        stream.feed(term.before)
        return [line.rstrip() for line in screen.display]

    def command_line_habits_on_screen():
        script = os.path.join(run.home, "two.plumb")
        with open(script, "w") as f:
            f.write("window root 375x667\nview a in root\na.width == 40\n")
        # plumb -i FILE runs the script, then stays in the shell (python -i).
        lines = screen_of(["-i", script], typed=["frames a"])
        if not any(line.startswith("a  (0, 0, 40, 0)") for line in lines):
            raise AssertionError("plumb -i did not stay in the shell with the script's layout:\n"
                                 + "\n".join(lines))
        # A mistyped subcommand gets a suggestion, not a usage dump.
        lines = screen_of(["rn", script])
        if not any("did you mean 'run'?" in line for line in lines):
            raise AssertionError("no suggestion for 'plumb rn':\n" + "\n".join(lines))
        # --strict reports a conflict as every error: FILE:LINE:COL, and a caret.
        with open(script, "a") as f:
            f.write("a.width == 50\n")
        lines = screen_of(["run", "--strict", script])
        if not any(f"{script}:4:1: error:" in line for line in lines):
            raise AssertionError("--strict gave no FILE:LINE:COL:\n" + "\n".join(lines))
        if not any(line.strip().startswith("| ^") for line in lines):
            raise AssertionError("--strict drew no caret:\n" + "\n".join(lines))

    for name, check in [
        ("greeting and prompt", greeting),
        ("plumb -i, a mistyped subcommand, --strict: on screen", command_line_habits_on_screen),
        ("long help goes through $PAGER on a terminal", long_help_goes_through_the_pager),
        ("tab: no bell, a space after whole words", tab_is_quiet_and_spaces_whole_words),
        ("entries run", entries),
        ("tab completes names and attributes", tab_completes_names_and_attributes),
        ("tab completes commands", tab_completes_commands),
        ("continuation prompt inside a block", continuation_prompt_inside_a_block),
        ("a block is one history entry", block_is_one_history_entry),
        ("ctrl-c cancels the entry", control_c_cancels_the_entry),
        ("up recalls history", up_recalls_history),
        ("utf-8 input", utf8_input),
        ("errors in colour on a terminal", errors_in_colour_on_a_terminal),
        ("an empty line does nothing", an_empty_line_does_nothing),
        ("tab completes file paths", tab_completes_file_paths),
        ("ctrl-d in a block drops the block", control_d_in_a_block_drops_the_block),
        ("ctrl-d leaves, after a warning about unsaved work", control_d_leaves),
        ("history survives in the dotfile", history_survives_in_the_dotfile),
        ("no colour with NO_COLOR", no_colour_with_no_color),
        ("plain mode: ctrl-c and ctrl-d", plain_mode_control_c_and_control_d),
        ("draw fits the real terminal", draw_fits_the_real_terminal),
    ]:
        run.check(name, check)
    if child.isalive():
        child.terminate(force=True)
    return run.finish()


if __name__ == "__main__":
    sys.exit(main())
