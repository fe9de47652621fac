"""Tapes: a small script of a terminal session, one command a line.

    # a comment (a line whose first non-blank character is #)
    Size 80x24                 the terminal's size at the start (before any key)
    Env LANG=nl_NL.UTF-8       a variable for the app (before any key)
    Args --sort price          more arguments for the app (before any key)
    Motion on                  the app's motion on (before any key; off unless a tape says so)
    Type "garota"              types the text, a key at a time
    Key Enter                  a key as xterm sends it; `Key Down 3` presses it 3 times
    Resize 160x48              resizes the terminal (SIGWINCH)
    Wait "Genre:" 5s           waits until the text is on screen (5s unless told)
    Sleep 300ms                waits (ms, s; a bare number is seconds)
    Screenshot popup           saves the screen as popup.svg and popup.txt
    Expect "Garota"            fails unless the text is on screen now
    Exit 0                     waits for the app to end; fails unless its status is 0
    Printed "Garota\\n"         waits for the app to end; fails unless it printed
                               exactly this to standard output (storesearch pick)

A tape with Exit or Printed gives the app a file for standard output (the
terminal stays its /dev/tty). Args starting with a command word (pick,
search, lookup) put it first, before the runner's own arguments.

Strings are in double quotes with \\" \\\\ \\n \\t \\e and \\xHH escapes.
Command and key names are case-insensitive. Every error is reported as
FILE:LINE:COL: message, LINE and COL counted from 1.

Bounds: a tape is at most 1 MB; its terminal at most 500x200 (the
emulator needs half a second for a first frame of 500x200, and about a
minute for one of 1000x500); a Sleep or a Wait at most 60 s; the whole
tape at most 10 minutes played at its slowest (each key typed at the
typing pace, each Wait, Expect and Screenshot to its deadline): a tape
that could take longer is refused at the command that passes the bound.
"""
import difflib
import re
from dataclasses import dataclass, field

# What xterm sends for each key in its normal cursor-key mode (the mode the
# app leaves the terminal in), with the modifiers' forms made on the fly.
KEYS = {
    "enter": "\r", "tab": "\t", "shift-tab": "\x1b[Z", "backtab": "\x1b[Z", "esc": "\x1b", "escape": "\x1b",
    "backspace": "\x7f", "space": " ", "delete": "\x1b[3~", "insert": "\x1b[2~",
    "up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D",
    "home": "\x1b[H", "end": "\x1b[F", "pgup": "\x1b[5~", "pgdn": "\x1b[6~",
    "pageup": "\x1b[5~", "pagedown": "\x1b[6~",
    "f1": "\x1bOP", "f2": "\x1bOQ", "f3": "\x1bOR", "f4": "\x1bOS", "f5": "\x1b[15~", "f6": "\x1b[17~",
    "f7": "\x1b[18~", "f8": "\x1b[19~", "f9": "\x1b[20~", "f10": "\x1b[21~", "f11": "\x1b[23~",
    "f12": "\x1b[24~",
}
KEY_NAMES = "Enter Tab Shift-Tab Esc Backspace Space Delete Insert Up Down Left Right Home End PgUp PgDn " \
    "F1..F12 Ctrl-A..Ctrl-Z Alt-<key>"

# The terminal sizes a tape may ask for: pyte draws a first frame of 500x200
# in half a second, of 1000x500 in about a minute.
MIN_SIZE, MAX_SIZE = (2, 2), (500, 200)
DEFAULT_WAIT = 5.0
# The longest a Sleep or a Wait may be, in seconds.
MAX_WAIT = 60.0
# The largest tape read: a tour is a few KB.
MAX_TAPE_BYTES = 1 << 20
# How a tape is played: a key every TYPING_DELAY seconds; a Screenshot or an
# Expect waits up to QUIET_TIMEOUT for the app to be quiet.
TYPING_DELAY = 0.06
QUIET_TIMEOUT = 10.0
# The longest a tape may take, played at its slowest: a 100 KB Type alone
# would take 100 minutes. The tour takes a few minutes at most.
MAX_TAPE_SECONDS = 600.0

COMMANDS = ("Size", "Type", "Key", "Resize", "Wait", "Sleep", "Screenshot", "Expect", "Env", "Args", "Motion",
            "Exit", "Printed")
# Commands that wait for the app to end (and read what it printed and its status).
AT_THE_END = ("Exit", "Printed")
# Commands that set up the app; they must come before the first one that talks to it.
SETUP = ("Size", "Env", "Args", "Motion")


class TapeError(Exception):
    """A tape that cannot be played: FILE:LINE:COL: message."""

    def __init__(self, path, line, column, message):
        super().__init__(f"{path}:{line}:{column}: {message}")
        self.path, self.line, self.column, self.message = path, line, column, message


@dataclass
class Command:
    name: str          # as in COMMANDS
    args: tuple        # parsed arguments (see parse_line)
    path: str
    line: int
    column: int
    source: str = field(default="", compare=False)  # the line as written
    arg_columns: tuple = field(default=(), compare=False)  # where each argument starts

    def where(self):
        return f"{self.path}:{self.line}:{self.column}"


@dataclass
class Tape:
    path: str
    size: tuple = (80, 24)
    env: dict = field(default_factory=dict)
    args: list = field(default_factory=list)
    motion: bool = False
    commands: list = field(default_factory=list)  # everything after the setup

    @property
    def captures_output(self):
        """Whether the app's standard output goes to a file (Exit, Printed)."""
        return any(c.name in AT_THE_END for c in self.commands)

    def screenshots(self):
        return [c.args[0] for c in self.commands if c.name == "Screenshot"]


# Lexing ----------------------------------------------------------------------

_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t", "e": "\x1b", "r": "\r"}


def _tokens(text, path, line):
    """(kind, value, column) for each word or string of the line."""
    i, tokens = 0, []
    while i < len(text):
        if text[i] in " \t":
            i += 1
            continue
        start = i
        if text[i] == '"':
            i += 1
            value = []
            while True:
                if i >= len(text):
                    raise TapeError(path, line, start + 1, "unterminated string: no closing \"")
                c = text[i]
                if c == '"':
                    i += 1
                    break
                if c == "\\":
                    if i + 1 >= len(text):
                        raise TapeError(path, line, start + 1, "unterminated string: no closing \"")
                    e = text[i + 1]
                    if e in _ESCAPES:
                        value.append(_ESCAPES[e])
                        i += 2
                    elif e == "x" and re.fullmatch(r"[0-9A-Fa-f]{2}", text[i + 2:i + 4]):
                        value.append(chr(int(text[i + 2:i + 4], 16)))
                        i += 4
                    else:
                        raise TapeError(path, line, i + 1, f"unknown escape \\{e} in a string "
                                        "(known: \\\" \\\\ \\n \\t \\r \\e \\xHH)")
                    continue
                value.append(c)
                i += 1
            if i < len(text) and text[i] not in " \t":
                raise TapeError(path, line, i + 1, "a string must be followed by a space or the line's end")
            tokens.append(("string", "".join(value), start + 1))
        else:
            while i < len(text) and text[i] not in " \t":
                if text[i] == '"':
                    raise TapeError(path, line, i + 1, "a quote inside a word: put a space before the string")
                i += 1
            tokens.append(("word", text[start:i], start + 1))
    return tokens


# Arguments -------------------------------------------------------------------

def parse_duration(word):
    """Seconds from `300ms`, `2s`, `1.5s` or `2`; None when it is not one."""
    match = re.fullmatch(r"(\d+(?:\.\d+)?)(ms|s)?", word)
    if not match:
        return None
    value = float(match.group(1))
    return value / 1000 if match.group(2) == "ms" else value


def parse_size(word):
    match = re.fullmatch(r"(\d+)x(\d+)", word)
    if not match:
        return None
    return int(match.group(1)), int(match.group(2))


def key_bytes(name):
    """The bytes xterm sends for a key name, or None for an unknown name."""
    lowered = name.lower()
    if lowered in KEYS:
        return KEYS[lowered]
    match = re.fullmatch(r"ctrl-([a-z@\[\\\]^_])", lowered)
    if match:
        return chr(ord(match.group(1).upper()) & 0x1F)
    match = re.fullmatch(r"alt-(.+)", name, re.IGNORECASE)
    if match:
        rest = match.group(1)
        if len(rest) == 1 and rest.isprintable():
            return "\x1b" + rest
        inner = key_bytes(rest)
        if inner is not None and not rest.lower().startswith("alt-"):
            return "\x1b" + inner
    return None


def _expect_count(tokens, low, high, command, path, line, usage, end_column):
    if len(tokens) < low:
        raise TapeError(path, line, end_column, f"{command[1]}: missing argument (usage: {usage})")
    if len(tokens) > high:
        raise TapeError(path, line, tokens[high][2], f"{command[1]}: unexpected argument (usage: {usage})")


USAGE = {
    "Size": "Size COLUMNSxROWS", "Resize": "Resize COLUMNSxROWS", "Type": 'Type "text"',
    "Key": "Key NAME [COUNT]", "Wait": 'Wait "text" [TIMEOUT]', "Sleep": "Sleep DURATION",
    "Screenshot": "Screenshot NAME", "Expect": 'Expect "text"', "Env": "Env NAME=value",
    "Args": "Args ARGUMENT...", "Motion": "Motion on|off", "Exit": "Exit STATUS", "Printed": 'Printed "text"',
}


def _bounded(seconds, token, command, path, line):
    if seconds > MAX_WAIT:
        raise TapeError(path, line, token[2], f"{command}: {token[1]} is longer than {MAX_WAIT:g} s, the longest "
                        "a tape may wait")


def _string(token, command, path, line):
    if token[0] != "string":
        raise TapeError(path, line, token[2], f'{command}: the text must be in double quotes, as in {USAGE[command]}')
    return token[1]


def parse_line(text, path="<tape>", line=1):
    """The Command on one line, or None for a blank line or a comment."""
    stripped = text.strip()
    if not stripped or stripped.startswith("#"):
        return None
    tokens = _tokens(text.rstrip("\r\n"), path, line)
    first, rest = tokens[0], tokens[1:]
    if first[0] != "word":
        raise TapeError(path, line, first[2], "a line must start with a command, not a string")
    names = {c.lower(): c for c in COMMANDS}
    name = names.get(first[1].lower())
    if name is None:
        close = difflib.get_close_matches(first[1].lower(), names, n=1)
        hint = f" (did you mean {names[close[0]]}?)" if close else f" (known: {', '.join(COMMANDS)})"
        raise TapeError(path, line, first[2], f"unknown command {first[1]!r}{hint}")
    usage = USAGE[name]

    def count(low, high):
        _expect_count(rest, low, high, first, path, line, usage, len(text.rstrip()) + 1)

    if name in ("Size", "Resize"):
        count(1, 1)
        size = parse_size(rest[0][1]) if rest[0][0] == "word" else None
        if size is None:
            raise TapeError(path, line, rest[0][2], f"{name}: bad size {rest[0][1]!r}: expected COLUMNSxROWS, "
                            "as in 80x24")
        if not (MIN_SIZE[0] <= size[0] <= MAX_SIZE[0] and MIN_SIZE[1] <= size[1] <= MAX_SIZE[1]):
            raise TapeError(path, line, rest[0][2], f"{name}: bad size {rest[0][1]}: columns must be "
                            f"{MIN_SIZE[0]} to {MAX_SIZE[0]}, rows {MIN_SIZE[1]} to {MAX_SIZE[1]}")
        args = (size,)
    elif name in ("Type", "Expect"):
        count(1, 1)
        args = (_string(rest[0], name, path, line),)
        if not args[0]:
            raise TapeError(path, line, rest[0][2], f"{name}: the text is empty")
    elif name == "Printed":
        count(1, 1)
        args = (_string(rest[0], name, path, line),)
    elif name == "Exit":
        count(1, 1)
        if rest[0][0] != "word" or not re.fullmatch(r"\d{1,3}", rest[0][1]) or int(rest[0][1]) > 255:
            raise TapeError(path, line, rest[0][2], f"Exit: bad status {rest[0][1]!r}: expected 0 to 255")
        args = (int(rest[0][1]),)
    elif name == "Wait":
        count(1, 2)
        text_ = _string(rest[0], name, path, line)
        if not text_:
            raise TapeError(path, line, rest[0][2], "Wait: the text is empty")
        timeout = DEFAULT_WAIT
        if len(rest) == 2:
            timeout = parse_duration(rest[1][1]) if rest[1][0] == "word" else None
            if not timeout:
                raise TapeError(path, line, rest[1][2], f"Wait: bad timeout {rest[1][1]!r}: expected a "
                                "duration such as 5s or 500ms")
            _bounded(timeout, rest[1], name, path, line)
        args = (text_, timeout)
    elif name == "Sleep":
        count(1, 1)
        seconds = parse_duration(rest[0][1]) if rest[0][0] == "word" else None
        if seconds is None:
            raise TapeError(path, line, rest[0][2], f"Sleep: bad duration {rest[0][1]!r}: expected "
                            "a duration such as 300ms or 2s")
        _bounded(seconds, rest[0], name, path, line)
        args = (seconds,)
    elif name == "Key":
        count(1, 2)
        if rest[0][0] != "word":
            raise TapeError(path, line, rest[0][2], "Key: a key name, not a string (Type types text)")
        data = key_bytes(rest[0][1])
        if data is None:
            raise TapeError(path, line, rest[0][2], f"Key: unknown key {rest[0][1]!r} (known: {KEY_NAMES})")
        times = 1
        if len(rest) == 2:
            if not re.fullmatch(r"[1-9]\d{0,3}", rest[1][1]):
                raise TapeError(path, line, rest[1][2], f"Key: bad count {rest[1][1]!r}: expected 1 to 9999")
            times = int(rest[1][1])
        args = (rest[0][1], data, times)
    elif name == "Screenshot":
        count(1, 1)
        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", rest[0][1]) or rest[0][0] != "word":
            raise TapeError(path, line, rest[0][2], f"Screenshot: bad name {rest[0][1]!r}: letters, digits, "
                            "'.', '_' and '-' only")
        args = (rest[0][1],)
    elif name == "Env":
        count(1, 1)
        match = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)=(.*)", rest[0][1], re.DOTALL)
        if not match:
            raise TapeError(path, line, rest[0][2], f"Env: expected NAME=value, not {rest[0][1]!r}")
        args = (match.group(1), match.group(2))
    elif name == "Motion":
        count(1, 1)
        if rest[0][1].lower() not in ("on", "off"):
            raise TapeError(path, line, rest[0][2], f"Motion: expected on or off, not {rest[0][1]!r}")
        args = (rest[0][1].lower() == "on",)
    else:  # Args
        count(1, 10 ** 6)
        args = tuple(token[1] for token in rest)
    return Command(name, args, path, line, first[2], text.rstrip("\r\n"), tuple(t[2] for t in rest))


def longest(command):
    """The most seconds `command` may take to play (its typing at the
    typing pace, a Wait, Expect or Screenshot to its deadline)."""
    name, args = command.name, command.args
    if name == "Type":
        return len(args[0]) * TYPING_DELAY
    if name == "Key":
        return args[2] * TYPING_DELAY
    if name == "Sleep":
        return args[0]
    if name == "Wait":
        return args[1]
    if name in ("Expect", "Screenshot") or name in AT_THE_END:
        return QUIET_TIMEOUT
    return 0.0


def parse(text, path="<tape>"):
    """The Tape in `text`; raises TapeError at the first error."""
    tape = Tape(path)
    seen_size = False
    screenshots = {}
    seconds = 0.0
    for number, line in enumerate(text.splitlines(), start=1):
        command = parse_line(line, path, number)
        if command is None:
            continue
        if command.name in SETUP:
            if tape.commands:
                first = tape.commands[0]
                hint = " (use Resize to change the size)" if command.name == "Size" else ""
                raise TapeError(path, number, command.column, f"{command.name} must come before the app is "
                                f"driven (line {first.line} starts it){hint}")
            if command.name == "Size":
                if seen_size:
                    raise TapeError(path, number, command.column, "Size given twice")
                seen_size = True
                tape.size = command.args[0]
            elif command.name == "Env":
                tape.env[command.args[0]] = command.args[1]
            elif command.name == "Motion":
                tape.motion = command.args[0]
            else:
                tape.args.extend(command.args)
            continue
        if command.name == "Screenshot":
            name = command.args[0]
            if name in screenshots:
                raise TapeError(path, number, command.arg_columns[0],
                                f"Screenshot: {name!r} is taken already on line {screenshots[name]}")
            screenshots[name] = number
        seconds += longest(command)
        if seconds > MAX_TAPE_SECONDS:
            raise TapeError(path, number, command.column, f"{command.name}: the tape could take "
                            f"{seconds / 60:.0f} minutes by here, played at its slowest; "
                            f"{MAX_TAPE_SECONDS / 60:g} minutes is the most a tape may take")
        tape.commands.append(command)
    return tape


def load(path):
    """The Tape in the file at `path`, read up to MAX_TAPE_BYTES (a device
    or a pipe too: nothing past the bound is read)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_TAPE_BYTES + 1)
    except OSError as error:
        raise TapeError(path, 0, 0, f"cannot read the tape: {error.strerror}")
    if len(data) > MAX_TAPE_BYTES:
        raise TapeError(path, 1, 1, f"the tape is larger than {MAX_TAPE_BYTES >> 20} MB, the most read")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise TapeError(path, 1, 1, f"not UTF-8 text ({error.reason} at byte {error.start})")
    return parse(text, path)
