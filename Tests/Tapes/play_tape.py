#!/usr/bin/env python3
"""Plays tapes (scripted terminal sessions) against the real storesearch.

Each tape runs the app in a pseudo-terminal read by the pyte terminal
emulator (the end-to-end suite's harness), writes an asciicast v2 file of
what the app wrote, with its real timing and the resizes, and each
Screenshot as SVG and plain text. See Tests/Tapes/tape.py for the commands.
"""
import argparse
import json
import os
import shlex
import shutil
import signal
import sys
import tempfile
import termios
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "EndToEnd"))

import screenshot  # noqa: E402
import tape as tapes  # noqa: E402
from harness import Session  # noqa: E402

DEFAULT_BINARY = os.path.join(ROOT, ".build", "release", "storesearch")
# In the source tree output goes under .build/; installed (storesearch-tape), under ./tapes.
DEFAULT_OUT = os.path.join(ROOT, ".build", "tapes") if os.path.exists(os.path.join(ROOT, "Package.swift")) else "tapes"
# What every tape's app gets first: the bundled catalog (no network), no animation.
BASE_ARGS = ["--source", "catalog", "--no-animation"]
BASE_ENV = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "CI": "1"}
# A screenshot (and an Expect) is taken once the app has written nothing for this long.
QUIET = 0.25
# (Declared by the parser, which bounds a tape's whole time with them.)
QUIET_TIMEOUT = tapes.QUIET_TIMEOUT
TYPING_DELAY = tapes.TYPING_DELAY

EPILOG = """\
commands (one a line; # starts a comment):
  Size 80x24            the terminal's size at the start (default 80x24)
  Env NAME=value        a variable for the app (LANG=C.UTF-8, TERM=xterm-256color
                        and CI=1 unless a tape says otherwise)
  Args ARG...           more arguments for the app, after --source catalog --no-animation
  Motion on             motion on (no --no-animation, CI unset); off unless a tape says so
  Type "text"           types the text, a key at a time
  Key NAME [COUNT]      Enter Tab Shift-Tab Esc Backspace Space Delete Insert Up Down
                        Left Right Home End PgUp PgDn F1..F12 Ctrl-A..Ctrl-Z Alt-<key>,
                        as xterm sends them in its normal cursor mode
  Resize 160x48         resizes the terminal (the app gets SIGWINCH)
  Wait "text" [5s]      waits until the text is on screen (5 s unless told)
  Sleep 300ms           waits (ms or s)
  Screenshot NAME       once the app is quiet: NAME.svg and NAME.txt
  Expect "text"         once the app is quiet: fails unless the text is on screen
  Exit STATUS           waits for the app to end: fails unless it exited with STATUS
  Printed "text"        waits for the app to end: fails unless its standard output
                        (a file, with Exit or Printed in the tape) is exactly the text
Args starting with pick, search or lookup put that word first (storesearch pick's
choice goes to standard output, which Printed reads; the screen is /dev/tty).
Size, Env and Args come before anything else. At the tape's end the app is
given a second to exit by itself (a tape that quits it), then hung up.
bounds: a tape is at most 1 MB, its size at most 500x200, a Sleep or a Wait
at most 60 s, the whole tape at most 10 minutes played at its slowest
(typing at its pace, each Wait, Expect and Screenshot to its deadline);
past one the tape is refused before it plays (status 2).

exit status: 0 every tape played; 1 a Wait or Expect failed or the app
exited on its own with a failure; 2 a bad tape or command line (reported as
FILE:LINE:COL: message); 130 interrupted. The app is always ended, and the
terminal the runner runs in is left as it was.

examples:
  Tests/Tapes/play_tape.py Tests/Tapes/tour.tape
  Tests/Tapes/play_tape.py --cast docs/demo.cast --screens docs/screens Tests/Tapes/tour.tape
  Tests/Tapes/play_tape.py --wrap 'script -q -c {} session.log' Tests/Tapes/tour.tape
"""


class PlayError(Exception):
    """A command that failed while playing: where, what, and the screen."""

    def __init__(self, command, message, screen=""):
        where = command.where() if command else "?"
        super().__init__(f"{where}: {message}")
        self.screen = screen


class Player:
    def __init__(self, binary, wrap=None, fast=False, typing_delay=TYPING_DELAY, log=None,
                 max_seconds=tapes.MAX_TAPE_SECONDS + 30):
        self.binary, self.wrap, self.fast = binary, wrap, fast
        self.typing_delay = 0.0 if fast else typing_delay
        # The parser refuses a tape that could take longer than its bound;
        # this is the bound kept while playing (the app's start and end too).
        self.max_seconds = max_seconds
        self.deadline = None
        self.log = log or (lambda message: None)
        self.session = None

    # Running a tape --------------------------------------------------------

    def play(self, tape, cast_path, screens_dir):
        """Plays `tape`; writes the cast and the screenshots. Raises PlayError."""
        home = tempfile.mkdtemp(prefix="storesearch-tape-")
        environment = dict(BASE_ENV)
        environment.update({"HOME": home, "PATH": os.environ.get("PATH", "/usr/bin:/bin")})
        environment.update(tape.env)
        base = BASE_ARGS
        if tape.motion:
            # Motion on: no --no-animation, and not under CI, which turns it off.
            base = [arg for arg in BASE_ARGS if arg != "--no-animation"]
            environment["CI"] = None  # (None: the session leaves it out)
        # A command word goes first: `storesearch pick --source catalog ...`.
        words = tape.args[:1] if tape.args[:1] in (["pick"], ["search"], ["lookup"]) else []
        app = [self.binary, *words, *base, *tape.args[len(words):]]
        self.output = self.status = None
        if tape.captures_output:
            # Standard output to a file, and the status kept, under any recorder.
            self.output = os.path.join(home, "printed")
            self.status = self.output + ".status"
            app = ["/bin/sh", "-c", '"$@" > "$0"; echo $? > "$0.status"', self.output, *app]
        argv = ["/bin/sh", "-c", self.wrap.replace("{}", shlex.quote(shlex.join(app)))] if self.wrap else app
        columns, rows = tape.size
        started = time.monotonic()
        self.deadline = started + self.max_seconds
        # The player's terminal answers Primary DA, as the terminals tapes
        # stand for do: a tape that quits early is not held up waiting.
        self.session = Session(columns, rows, argv=argv, env=environment, name=os.path.basename(tape.path),
                               screen_class=screenshot.TapeScreen, answers_attributes=True)
        self.signalled = False
        shots = []
        try:
            for command in tape.commands:
                if command.name not in tapes.AT_THE_END:
                    self._alive(command)
                self._run(command, screens_dir, shots)
            self._finish(tape)
        finally:
            self._end()
            self._write_cast(tape, cast_path)
            shutil.rmtree(home, ignore_errors=True)
        return time.monotonic() - started, shots

    def _run(self, command, screens_dir, shots):
        s = self.session
        name, args = command.name, command.args
        if name == "Type":
            for character in args[0]:
                self._in_time(command)
                s.send(character)
                self._pause(self.typing_delay)
        elif name == "Key":
            for index in range(args[2]):
                s.send(args[1])
                if index + 1 < args[2]:
                    self._pause(self.typing_delay)
        elif name == "Resize":
            s.resize(*args[0])
        elif name == "Sleep":
            if not self.fast:
                self._pause(args[0])
        elif name == "Wait":
            text, timeout = args
            deadline = time.monotonic() + timeout
            while not self._on_screen(text):
                self._alive(command)
                if time.monotonic() > deadline:
                    raise PlayError(command, f"Wait: {text!r} was not on screen after {timeout:g}s", s.dump())
                time.sleep(0.01)
        elif name == "Expect":
            self._quiet(command)
            if not self._on_screen(args[0]):
                raise PlayError(command, f"Expect: {args[0]!r} is not on screen", s.dump())
        elif name == "Screenshot":
            self._quiet(command)
            with s.lock:
                title = f"storesearch {s.columns}x{s.rows}: {args[0]}"
                paths = screenshot.save(s.screen, screens_dir, args[0], title)
            shots.append(paths)
            self.log(f"  {args[0]}: {paths[0]}")
        elif name in tapes.AT_THE_END:
            status, printed = self._ended(command)
            if name == "Exit" and status != args[0]:
                raise PlayError(command, f"Exit: the app exited with status {status}, not {args[0]}", s.dump())
            if name == "Printed" and printed != args[0]:
                raise PlayError(command, f"Printed: the app printed {printed!r}, not {args[0]!r}", s.dump())
        else:  # the parser lets nothing else through
            raise PlayError(command, f"{name}: cannot be played here")

    def _ended(self, command):
        """Waits for the app to end: its status and what it printed."""
        deadline = time.monotonic() + QUIET_TIMEOUT
        while not (os.path.exists(self.status) and open(self.status, encoding="ascii").read().endswith("\n")):
            self._in_time(command)
            if time.monotonic() > deadline:
                raise PlayError(command, f"{command.name}: the app did not end within {QUIET_TIMEOUT:g}s",
                                self.session.dump())
            time.sleep(0.01)
        with open(self.status, encoding="ascii") as handle:
            status = int(handle.read())
        with open(self.output, encoding="utf-8", errors="replace") as handle:
            return status, handle.read()

    def _pause(self, seconds):
        if seconds > 0:
            time.sleep(seconds)

    def _on_screen(self, text):
        lines = self.session.text()
        return any(text in line for line in lines) or (text in "\n".join(lines) if "\n" in text else False)

    def _quiet(self, command):
        s = self.session
        deadline = time.monotonic() + QUIET_TIMEOUT
        while time.monotonic() < deadline:
            with s.lock:
                last = s.last_activity_at
            if time.monotonic() - last >= QUIET:
                return
            self._alive(command)
            time.sleep(0.02)
        raise PlayError(command, f"the app kept writing for {QUIET_TIMEOUT:g}s, never quiet for {QUIET}s", s.dump())

    def _exited(self):
        s = self.session
        if s.exit_status is None:
            pid, status = os.waitpid(s.pid, os.WNOHANG)
            if pid:
                s.exit_status = os.waitstatus_to_exitcode(status)
        return s.exit_status is not None

    def _in_time(self, command):
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise PlayError(command, f"the tape has played for more than {self.max_seconds:g} s, the most it may",
                            self.session.dump())

    def _alive(self, command):
        self._in_time(command)
        if self._exited():
            time.sleep(0.05)  # the last bytes, for the screen shown
            raise PlayError(command, f"the app exited (status {self.session.exit_status}) before this command",
                            self.session.dump())

    def _finish(self, tape):
        """The tape is played: a tape that quits the app gets a second for it."""
        deadline = time.monotonic() + 1.0
        while time.monotonic() < deadline:
            if self._exited():
                time.sleep(0.05)
                status = self.session.exit_status
                if status != 0:
                    last = tape.commands[-1] if tape.commands else None
                    raise PlayError(last, f"the app exited with status {status}", self.session.dump())
                return
            time.sleep(0.01)

    def _end(self):
        """Ends the app whatever happened: a hang-up, as when a terminal
        window closes, then SIGTERM, then SIGKILL, each to its process group."""
        s = self.session
        if s is None:
            return
        # A second Ctrl-C must not cut this short and leave the app running.
        blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM, signal.SIGHUP})
        try:
            self._stop(s)
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, blocked)

    def _stop(self, s):
        for sig, grace in ((signal.SIGHUP, 1.0), (signal.SIGTERM, 1.0), (signal.SIGKILL, 5.0)):
            if self._exited():
                break
            try:
                os.killpg(s.pid, sig)
            except ProcessLookupError:
                pass
            deadline = time.monotonic() + grace
            while time.monotonic() < deadline and not self._exited():
                time.sleep(0.01)
        time.sleep(0.05)
        s.close(save_cast=False)

    def _write_cast(self, tape, path):
        s = self.session
        if not path:
            return
        directory = os.path.dirname(path)
        if directory:
            os.makedirs(directory, exist_ok=True)
        header = {"version": 2, "width": tape.size[0], "height": tape.size[1], "timestamp": int(time.time()),
                  "title": f"storesearch: {os.path.basename(tape.path)}",
                  "env": {"TERM": (tape.env.get("TERM") or BASE_ENV["TERM"]), "SHELL": "/bin/sh"}}
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(json.dumps(header, ensure_ascii=False) + "\n")
            for at, kind, data in s.events:
                if kind in ("o", "r"):
                    handle.write(json.dumps([at, kind, data], ensure_ascii=False) + "\n")


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog=os.path.basename(sys.argv[0]) or "play_tape.py", description="Plays storesearch tapes: scripted terminal sessions, recorded as an "
        "asciicast v2 file and screenshots (SVG and text).", epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tapes", nargs="+", metavar="TAPE", help="a .tape file")
    parser.add_argument("--binary", default=os.environ.get("STORESEARCH_BIN") or
                        (shutil.which("storesearch") if not os.access(DEFAULT_BINARY, os.X_OK) else DEFAULT_BINARY),
                        help="the storesearch to play against ($STORESEARCH_BIN, else the tree's "
                        ".build/release/storesearch, else storesearch on PATH)")
    parser.add_argument("--out", default=DEFAULT_OUT, metavar="DIR",
                        help="where casts (NAME.cast) and screenshots (screens/) go (.build/tapes in the "
                        "source tree, else ./tapes)")
    parser.add_argument("--cast", metavar="FILE", help="the cast's file (one tape only)")
    parser.add_argument("--screens", metavar="DIR", help="the screenshots' folder (OUT/screens)")
    parser.add_argument("--wrap", metavar="CMD", help="run the app under CMD, a shell command in which {} is "
                        "the app's command line as one quoted word, e.g. 'script -q -c {} out.log' or 'asciinema rec -q -c {} out.cast'")
    parser.add_argument("--fast", action="store_true", help="skip Sleep and type without pauses (for checks)")
    parser.add_argument("--quiet", action="store_true", help="print nothing but errors")
    options = parser.parse_args(argv)
    if options.cast and len(options.tapes) > 1:
        parser.error("--cast takes one tape")
    if options.wrap and "{}" not in options.wrap:
        parser.error("--wrap needs {} where the app's command line goes")
    if not options.binary or not os.access(options.binary, os.X_OK):
        print(f"play_tape.py: no storesearch binary at {options.binary or '.build/release/storesearch'}: "
              "run `make build`, or give --binary or STORESEARCH_BIN", file=sys.stderr)
        return 2
    log = (lambda message: None) if options.quiet else (lambda message: print(message, flush=True))

    loaded = []
    for path in options.tapes:
        try:
            loaded.append(tapes.load(path))
        except tapes.TapeError as error:
            print(error, file=sys.stderr)
            return 2

    # Ctrl-C, a hang-up or SIGTERM of the runner ends the app too (finally
    # blocks run), and the runner's own terminal is left as it was found.
    def interrupted(number, frame):
        raise KeyboardInterrupt
    # SIGINT too, explicitly: started from a background job (a CI script)
    # Python finds it ignored and would not turn it into KeyboardInterrupt.
    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, interrupted)
    saved = None
    if os.isatty(0):
        try:
            saved = termios.tcgetattr(0)
        except termios.error:
            saved = None
    player = Player(os.path.abspath(options.binary), wrap=options.wrap, fast=options.fast, log=log)
    try:
        for tape in loaded:
            name = os.path.splitext(os.path.basename(tape.path))[0]
            cast = options.cast or os.path.join(options.out, name + ".cast")
            screens = options.screens or os.path.join(options.out, "screens")
            log(f"{tape.path}: playing at {tape.size[0]}x{tape.size[1]}")
            try:
                seconds, shots = player.play(tape, cast, screens)
            except PlayError as error:
                print(f"{error}\nThe screen:\n{error.screen}", file=sys.stderr)
                return 1
            log(f"{tape.path}: {seconds:.1f} s, {len(shots)} screenshots, {cast} ({os.path.getsize(cast)} bytes)")
        return 0
    except KeyboardInterrupt:
        print("play_tape.py: interrupted; the app is ended", file=sys.stderr)
        return 130
    finally:
        if saved is not None:
            try:
                termios.tcsetattr(0, termios.TCSANOW, saved)
            except termios.error:
                pass


if __name__ == "__main__":
    sys.exit(main())
