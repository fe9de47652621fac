"""Drives the real storesearch binary through a pseudo-terminal, read by a
real terminal emulator (pyte), the way a person or a TTY recorder sees it.

Every session is recorded as an asciicast v2 file under .build/e2e-casts/,
so a failing run can be replayed with `asciinema play`.
"""
import codecs
import fcntl
import json
import os
import pty
import re
import resource
import select
import signal
import struct
import termios
import threading
import time

from pyte_screen import ScrollingByteStream, ScrollingScreen, semicolon_sgr, without_control_strings

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("STORESEARCH_BIN", os.path.join(ROOT, ".build", "release", "storesearch"))
CAST_DIR = os.path.join(ROOT, ".build", "e2e-casts")

# What xterm sends for each key in its normal cursor-key mode, the mode the
# app leaves the terminal in (it never asks for keypad mode). The key
# conformance suite (test_keys.py) sends every other form too.
KEYS = {
    "enter": "\r", "tab": "\t", "backtab": "\x1b[Z", "esc": "\x1b", "backspace": "\x7f",
    "up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D",
    "home": "\x1b[H", "end": "\x1b[F", "pgup": "\x1b[5~", "pgdn": "\x1b[6~", "delete": "\x1b[3~",
    "f1": "\x1bOP", "f2": "\x1bOQ", "f3": "\x1bOR", "f4": "\x1bOS", "f10": "\x1b[21~",
    "ctrl-c": "\x03", "ctrl-a": "\x01", "ctrl-e": "\x05", "ctrl-k": "\x0b", "ctrl-u": "\x15",
    "ctrl-w": "\x17", "ctrl-l": "\x0c", "alt-t": "\x1bt", "alt-v": "\x1bv",
}

# The 256-colour palette entry the app dims the screen with behind a pop-up (240).
DIMMED_FOREGROUND = "585858"

_UNFINISHED_CSI = re.compile(rb"\x1b(\[[0-9;:]*)?$")
# The sequences ncurses writes (CSI, a character set's designation, the
# single-letter escapes), and the kitty graphics query the app asks at
# start-up (the rest of its queries are CSI): what is left of the app's
# output without them is text.
NCURSES_SEQUENCES = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()*+][0-9A-Za-z]|\x1b[=>78cDEHMNOZ]"
                               rb"|\x1b_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\")
# A synchronized update (mode 2026): shown whole, as kitty, foot or tmux 3.4
# show it, and after SYNC_TIMEOUT when its end never comes, as they do too.
BEGIN_SYNC, END_SYNC = b"\x1b[?2026h", b"\x1b[?2026l"
SYNC_TIMEOUT = 0.3


class Session:
    """One run of the app in a pseudo-terminal of a given size."""

    def __init__(self, columns=80, rows=24, args=(), env=None, name="session", preexec=None, argv=None,
                 screen_class=None, answers_attributes=False):
        """`argv`, when given, is run instead of the app (a recorder that runs
        it, say); `screen_class` replaces ScrollingScreen (the tapes' runner
        keeps dim text too). With `answers_attributes` the pty answers the
        app's Primary DA query (`CSI c`) as xterm does, so that quitting
        early never waits out the app's deadline for answers (1.5 s); tests
        of the answers themselves send their own."""
        self.answers_attributes = answers_attributes
        self.asked = b""
        self.argv = list(argv) if argv else [BINARY, *args]
        self.columns, self.rows = columns, rows
        self.initial_size = (columns, rows)
        self.name = name
        self.screen = (screen_class or ScrollingScreen)(columns, rows)
        self.stream = ScrollingByteStream(self.screen)
        self.lock = threading.Lock()
        self.raw = bytearray()
        self.unfed = b""
        self.held_since = None  # when a synchronized update began, while it is held
        self.updates_shown = 0  # synchronized updates fed to the screen whole
        self.events = []
        self.started = time.monotonic()
        self.exit_status = None
        self.master, self.slave = pty.openpty()
        self._set_size(self.slave, columns, rows)
        environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": os.environ.get("STORESEARCH_TEST_HOME", "/tmp"),
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "CI": "1",
        }
        environment.update(env or {})
        environment = {k: v for k, v in environment.items() if v is not None}
        self.pid = os.fork()
        if self.pid == 0:
            try:
                os.setsid()
                fcntl.ioctl(self.slave, termios.TIOCSCTTY, 0)
                for fd in (0, 1, 2):
                    os.dup2(self.slave, fd)
                os.close(self.master)
                # No core files: a signal whose default dumps core (SIGQUIT
                # before the app's handlers are in) would otherwise spend
                # seconds writing one, and litter the working folder.
                resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
                # A terminal starts a program with the default dispositions;
                # a test run from a background job (a CI script, `make &`)
                # has SIGINT and SIGQUIT ignored, and one run under nohup
                # SIGHUP, which exec would pass on and which would swallow a
                # signal sent before the app's handlers are in.
                for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGHUP):
                    signal.signal(number, signal.SIG_DFL)
                if preexec:
                    preexec()
                os.execve(self.argv[0], self.argv, environment)
            finally:
                os._exit(127)
        self._wait_for_exec()
        self.stopping = threading.Event()
        self.last_activity_at = time.monotonic()
        self.reading = False
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _wait_for_exec(self, timeout=5):
        """Returns once the child runs the app, not this Python between fork
        and exec (where a signal sent "at once" would hit Python's handlers)."""
        binary = os.path.realpath(self.argv[0])
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if os.readlink(f"/proc/{self.pid}/exe") == binary:
                    return
            except OSError:
                return  # gone already: wait_exit() will say how
            time.sleep(0.0005)

    # Output --------------------------------------------------------------

    def _read(self):
        # Never a blocking read on the bare descriptor: once this session is
        # closed its number may be given to the next session's pty, and a
        # reader still running would take that session's output. The reader
        # checks `stopping` between short waits, and close() joins it before
        # the descriptors go.
        # One decoder for the whole stream: a character split across two
        # reads is one character in the cast, not two replacement marks.
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        while not self.stopping.is_set():
            try:
                ready, _, _ = select.select([self.master], [], [], 0.05)
                if not ready:
                    self._release_held(timed_out=True)
                    continue
                # Bytes taken from the pty are in no one's sight until they
                # are appended: _drain must not take "nothing to read" then
                # for "nothing more to come".
                with self.lock:
                    self.reading = True
                data = os.read(self.master, 65536)
            except (OSError, ValueError):
                with self.lock:
                    self.reading = False
                self._release_held()
                return
            if not data:
                with self.lock:
                    self.reading = False
                self._release_held()
                return
            with self.lock:
                self.reading = False
                self.last_activity_at = time.monotonic()
                self.raw += data
                self.events.append([round(time.monotonic() - self.started, 6), "o", decoder.decode(data)])
                self._feed(data)
            if self.answers_attributes:
                self._answer_attributes(data)

    def _answer_attributes(self, data):
        # The query may be split across reads: its last bytes are kept.
        seen = self.asked + data
        for _ in range(seen.count(b"\x1b[c") + seen.count(b"\x1b[0c")):
            os.write(self.master, b"\x1b[?62;22c")
        self.asked = seen[-3:] if not seen.endswith((b"\x1b[c", b"\x1b[0c")) else b""

    def _feed(self, data):
        data, unended = without_control_strings(self.unfed + data)
        unfinished = _UNFINISHED_CSI.search(data)
        cut = unfinished.start() if unfinished else len(data)
        if unended is not None:
            cut = min(cut, unended)
        begin = data.rfind(BEGIN_SYNC, 0, cut)
        if begin >= 0 and data.find(END_SYNC, begin) < 0:
            # An update under way: held until it ends.
            cut = begin
            if self.held_since is None:
                self.held_since = time.monotonic()
        else:
            self.held_since = None
        self.unfed = data[cut:]
        self.updates_shown += data.count(END_SYNC, 0, cut)
        self.stream.feed(semicolon_sgr(data[:cut]))

    def _release_held(self, timed_out=False):
        with self.lock:
            if self.held_since is None:
                return
            if timed_out and time.monotonic() - self.held_since < SYNC_TIMEOUT:
                return
            self.held_since = None
            data, self.unfed = self.unfed, b""
            self.stream.feed(semicolon_sgr(data))

    def text(self):
        """The screen as a person reads it, one string per row."""
        with self.lock:
            return list(self.screen.display)

    def dump(self):
        return "\n".join(f"{i:2}|{line}|" for i, line in enumerate(self.text()))

    def region(self, name):
        """A line of the screen found by what it is, never by its row number:
        'title' (the top line, naming the app or the page), 'field' (the search
        field's line, with its ⌕), 'categories' (All │ Music │ Software …),
        'rule' (the line under the categories: a correction, the shape,
        the count), 'first result' (the line under the rule), 'notice'
        (the line over the footer), 'footer' (the
        keys). '' when the screen has none (a sheet covers it, the
        terminal is too small)."""
        lines = self.text()
        if name == "footer":
            return lines[-1]
        if name == "notice":
            return lines[-2] if len(lines) > 1 else ""
        found = {
            "title": lambda line: line.strip() != "",
            "field": lambda line: "⌕" in line,
            "categories": lambda line: re.search(r"│ Software │", line) is not None,
        }
        if name in found:
            return next((line for line in lines if found[name](line)), "")
        if name in ("rule", "first result"):
            index = next((i for i, line in enumerate(lines) if found["categories"](line)), None)
            index = None if index is None else index + (1 if name == "rule" else 2)
            return lines[index] if index is not None and index < len(lines) else ""
        raise ValueError(f"no region named {name!r}")

    def cell(self, x, y):
        with self.lock:
            return self.screen.buffer[y][x]

    def cells(self):
        """Every cell as a person sees it: its character, colours and attributes."""
        with self.lock:
            return self._cells()

    def look(self):
        """Everything the screen shows: its cells and the cursor. Waiting for
        it to change waits for a key's own frame."""
        with self.lock:
            return self._cells(), (self.screen.cursor.x, self.screen.cursor.y, self.screen.cursor.hidden)

    def _cells(self):
        return [[(cell.data, cell.fg, cell.bg, cell.bold, cell.italics, cell.underscore, cell.reverse)
                 for cell in (self.screen.buffer[y][x] for x in range(self.columns))] for y in range(self.rows)]

    def cursor(self):
        with self.lock:
            return (self.screen.cursor.x, self.screen.cursor.y, not self.screen.cursor.hidden)

    def find(self, text):
        """(x, y) of the first place `text` is on screen, or None."""
        for y, line in enumerate(self.text()):
            x = line.find(text)
            if x >= 0:
                return (self._column(line, x), y)
        return None

    def find_from(self, text, column):
        """(x, y) of the first place `text` is on screen at or right of `column`."""
        for y, line in enumerate(self.text()):
            x = line.find(text, column)
            if x >= 0:
                return (x, y)
        return None

    @staticmethod
    def _column(line, index):
        # pyte's display puts "" in the right half of wide characters, so an
        # index in the display string is a column.
        return index

    def wait_until(self, predicate, timeout=5.0, what="condition"):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate():
                return
            time.sleep(0.01)
        raise AssertionError(f"timed out after {timeout}s waiting for {what}\n{self.dump()}")

    def wait_for(self, text, timeout=5.0):
        """Waits until `text` (a string or compiled regex) is on screen."""
        if isinstance(text, str):
            self.wait_until(lambda: any(text in line for line in self.text()), timeout, repr(text))
        else:
            self.wait_until(lambda: any(text.search(line) for line in self.text()), timeout, text.pattern)

    def wait_gone(self, text, timeout=5.0):
        self.wait_until(lambda: not any(text in line for line in self.text()), timeout, f"{text!r} to go")

    def wait_quiet(self, quiet=0.15, timeout=5.0):
        """Waits until the app has written nothing for `quiet` seconds; an
        app that never goes quiet within `timeout` fails the test (a check
        after this wait would otherwise pass on a screen still changing)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                last = self.last_activity_at
            if time.monotonic() - last >= quiet:
                return
            time.sleep(0.02)
        raise AssertionError(f"the app kept writing for {timeout}s, never quiet for {quiet}s\n{self.dump()}")

    # Input ---------------------------------------------------------------

    def send(self, *keys):
        """Sends key names from KEYS, or literal text."""
        for key in keys:
            data = KEYS.get(key, key)
            self.events.append([round(time.monotonic() - self.started, 6), "i", data])
            self.last_activity_at = time.monotonic()  # quiet counts from the last key too
            os.write(self.master, data.encode())

    def type(self, text):
        for character in text:
            self.send(character)

    def click(self, x, y, button=0):
        """A mouse click at a cell, as xterm reports it in SGR mode."""
        self.send(f"\x1b[<{button};{x + 1};{y + 1}M", f"\x1b[<{button};{x + 1};{y + 1}m")

    def wheel(self, x, y, down=True):
        self.send(f"\x1b[<{65 if down else 64};{x + 1};{y + 1}M")

    def resize(self, columns, rows, redrawn=True):
        """Resizes the emulator and the pty; the kernel sends SIGWINCH. Unless
        `redrawn` is false, waits for the app's next frame: the emulator
        keeps the old frame's text where it fits, so a wait for text both
        frames show would pass on the old one."""
        with self.lock:
            changed = (columns, rows) != (self.columns, self.rows)
            shown = self.updates_shown
            self.screen.resize(rows, columns)
            self.columns, self.rows = columns, rows
            self.events.append([round(time.monotonic() - self.started, 6), "r", f"{columns}x{rows}"])
            self.last_activity_at = time.monotonic()  # quiet counts from the resize too
        self._set_size(self.master, columns, rows)
        if redrawn and changed:
            self.wait_until(lambda: self.updates_shown > shown, what=f"a frame drawn at {columns}x{rows}")

    @staticmethod
    def _set_size(fd, columns, rows):
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    # Ending --------------------------------------------------------------

    def kill(self, signal_number):
        os.kill(self.pid, signal_number)

    def wait_exit(self, timeout=10.0):
        """The exit status, once the app has exited and the reader has taken
        every byte it wrote (on a loaded machine the reader may lag the
        exit; a fixed pause would make the last bytes a matter of luck)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.exit_status = os.waitstatus_to_exitcode(status)
                self._drain(deadline=time.monotonic() + 5)
                return self.exit_status
            time.sleep(0.01)
        raise AssertionError(f"the app did not exit within {timeout}s\n{self._process_state()}\n{self.dump()}")

    def _process_state(self):
        """What the kernel says of the app: pending and blocked signals, each thread's state."""
        lines = []
        try:
            with open(f"/proc/{self.pid}/status", encoding="ascii") as handle:
                lines += [line.strip() for line in handle if line.startswith(("State", "SigPnd", "ShdPnd", "SigBlk", "SigIgn", "SigCgt"))]
            for task in sorted(os.listdir(f"/proc/{self.pid}/task")):
                with open(f"/proc/{self.pid}/task/{task}/stat", encoding="ascii", errors="replace") as handle:
                    fields = handle.read().split(") ")[-1].split()
                with open(f"/proc/{self.pid}/task/{task}/wchan", encoding="ascii", errors="replace") as handle:
                    wchan = handle.read()
                with open(f"/proc/{self.pid}/task/{task}/status", encoding="ascii") as handle:
                    mask = next((line.split()[1] for line in handle if line.startswith("SigBlk")), "?")
                lines.append(f"thread {task}: state {fields[0]} wchan {wchan} blocked {mask}")
        except OSError as error:
            lines.append(f"(no process state: {error})")
        return "\n".join(lines)

    def _drain(self, deadline):
        """Waits until nothing is left to read and the reader has been idle a moment."""
        while time.monotonic() < deadline:
            try:
                ready, _, _ = select.select([self.master], [], [], 0)
            except (OSError, ValueError):
                return
            with self.lock:
                idle = time.monotonic() - self.last_activity_at
                reading = self.reading
            if not ready and not reading and idle > 0.05:
                return
            time.sleep(0.01)

    def terminal_modes(self):
        """The pty's modes now: (echo, canonical) as the app left them."""
        attributes = termios.tcgetattr(self.slave)
        local = attributes[3]
        return bool(local & termios.ECHO), bool(local & termios.ICANON)

    def output_after(self, marker):
        with self.lock:
            index = self.raw.rfind(marker)
            return bytes(self.raw[index:]) if index >= 0 else b""

    def close(self, save_cast=True):
        if self.exit_status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        self.stopping.set()
        self.reader.join(timeout=5)
        assert not self.reader.is_alive(), "the reader thread did not stop"
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass
        if save_cast:
            self.save_cast()

    def save_cast(self):
        os.makedirs(CAST_DIR, exist_ok=True)
        path = os.path.join(CAST_DIR, re.sub(r"[^A-Za-z0-9_.-]+", "_", self.name) + ".cast")
        header = {"version": 2, "width": self.initial_size[0], "height": self.initial_size[1],
                  "timestamp": int(time.time()), "env": {"TERM": "xterm-256color"}}
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(json.dumps(header) + "\n")
            for event in self.events:
                handle.write(json.dumps(event, ensure_ascii=False) + "\n")
        return path


def live(store, *extra):
    """The arguments that make the app search the tests' stand-in store."""
    return ["--source", "itunes", "--store-url", store.url, *extra]


def search_for(app, term):
    """Types `term` in the field (from wherever focus is) and presses Enter.
    Where nothing is typed (the results, a detail, an alert) `/` goes to the
    field first, its query kept; Ctrl-U empties it."""
    app.wait_quiet(0.05)
    if not app.cursor()[2]:
        app.send("/")
        app.wait_until(lambda: app.cursor()[2], what="the search field's cursor")
    app.send("ctrl-u")
    app.type(term)
    app.send("enter")
