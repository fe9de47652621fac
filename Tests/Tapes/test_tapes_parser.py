"""The tape parser: every command, every error with its line and column."""
import os
import time

import pytest

import harness
import tape
from tape import TapeError, parse, parse_line


@pytest.mark.parametrize("line, name, args", [
    ("Size 80x24", "Size", ((80, 24),)),
    ("size 160x48", "Size", ((160, 48),)),
    ('Type "garota"', "Type", ("garota",)),
    (r'Type "say \"hi\"\\ \n\t\e\x41"', "Type", ('say "hi"\\ \n\t\x1bA',)),
    ('Type "ünïcode 日本"', "Type", ("ünïcode 日本",)),
    ("Key Enter", "Key", ("Enter", "\r", 1)),
    ("Key down 3", "Key", ("down", "\x1b[B", 3)),
    ("Key Ctrl-U", "Key", ("Ctrl-U", "\x15", 1)),
    ("Key Alt-1", "Key", ("Alt-1", "\x1b1", 1)),
    ("Key Alt-Enter", "Key", ("Alt-Enter", "\x1b\r", 1)),
    ("Key F12", "Key", ("F12", "\x1b[24~", 1)),
    ("Resize 140x16", "Resize", ((140, 16),)),
    ('Wait "Genre:"', "Wait", ("Genre:", 5.0)),
    ('Wait "Genre:" 500ms', "Wait", ("Genre:", 0.5)),
    ('Wait "Genre:" 2', "Wait", ("Genre:", 2.0)),
    ("Sleep 300ms", "Sleep", (0.3,)),
    ("Sleep 1.5s", "Sleep", (1.5,)),
    ("Screenshot compact-popup", "Screenshot", ("compact-popup",)),
    ('Expect "Garota"', "Expect", ("Garota",)),
    ("Env LANG=nl_NL.UTF-8", "Env", ("LANG", "nl_NL.UTF-8")),
    ("Env EMPTY=", "Env", ("EMPTY", "")),
    ("Args --sort price --free", "Args", ("--sort", "price", "--free")),
    ('Args --catalog "my file.json"', "Args", ("--catalog", "my file.json")),
    ("   Key   Tab   ", "Key", ("Tab", "\t", 1)),
    ("Exit 130", "Exit", (130,)),
    ('Printed "A\\nB\\n"', "Printed", ("A\nB\n",)),
    ('Printed ""', "Printed", ("",)),
])
def test_every_command(line, name, args):
    command = parse_line(line, "t.tape", 7)
    assert (command.name, command.args, command.line) == (name, args, 7)


@pytest.mark.parametrize("line", ["", "   ", "# a comment", "   # indented comment"])
def test_blank_lines_and_comments(line):
    assert parse_line(line) is None


@pytest.mark.parametrize("name, data", [
    ("Enter", "\r"), ("Tab", "\t"), ("Esc", "\x1b"), ("Backspace", "\x7f"), ("Space", " "),
    ("Up", "\x1b[A"), ("Down", "\x1b[B"), ("Right", "\x1b[C"), ("Left", "\x1b[D"),
    ("Home", "\x1b[H"), ("End", "\x1b[F"), ("PgUp", "\x1b[5~"), ("PgDn", "\x1b[6~"),
    ("F1", "\x1bOP"), ("F2", "\x1bOQ"), ("F3", "\x1bOR"), ("F4", "\x1bOS"), ("F5", "\x1b[15~"),
    ("F6", "\x1b[17~"), ("F7", "\x1b[18~"), ("F8", "\x1b[19~"), ("F9", "\x1b[20~"), ("F10", "\x1b[21~"),
    ("F11", "\x1b[23~"), ("F12", "\x1b[24~"), ("Ctrl-A", "\x01"), ("Ctrl-Z", "\x1a"), ("Ctrl-C", "\x03"),
    ("Alt-t", "\x1bt"), ("Shift-Tab", "\x1b[Z"), ("Delete", "\x1b[3~"),
])
def test_keys_are_xterms_normal_cursor_mode(name, data):
    assert tape.key_bytes(name) == data


def test_keys_agree_with_the_end_to_end_harness():
    for name, data in harness.KEYS.items():
        assert tape.key_bytes(name) == data, name


# Errors: (tape text, line, column, part of the message)
ERRORS = [
    ("Foo 1", 1, 1, "unknown command 'Foo'"),
    ("Typ \"a\"", 1, 1, "did you mean Type?"),
    ('"Type"', 1, 1, "must start with a command"),
    ("Size 80x", 1, 6, "bad size '80x'"),
    ("Size 80 24", 1, 9, "unexpected argument"),
    ("Size 0x24", 1, 6, "columns must be"),
    ("Size 80x9999", 1, 6, "rows 2 to 200"),
    # Issue 27: pyte needs about 60 s for the first frame of 1000x500, and
    # Python's sleep overflows on 1e20 s: a tape's sizes and waits are bounded.
    ("Size 1000x500", 1, 6, "columns must be 2 to 500, rows 2 to 200"),
    ("Key Enter\nResize 501x24", 2, 8, "columns must be 2 to 500"),
    ("Sleep 99999999999999999999s", 1, 7, "longer than 60 s, the longest a tape may wait"),
    ("Sleep 61s", 1, 7, "longer than 60 s"),
    ("Sleep 60001ms", 1, 7, "longer than 60 s"),
    ('Wait "Genre" 99999999999999999999s', 1, 14, "longer than 60 s"),
    ("Size", 1, 5, "missing argument"),
    ("Key Enter\nResize big", 2, 8, "bad size 'big'"),
    ('Type "garota', 1, 6, "unterminated string"),
    ('Type "garota\\"', 1, 6, "unterminated string"),
    ('Type "a\\qb"', 1, 8, "unknown escape \\q"),
    ('Type "a"b', 1, 9, "followed by a space"),
    ('Type a"b"', 1, 7, "a quote inside a word"),
    ("Type garota", 1, 6, "double quotes"),
    ('Type ""', 1, 6, "the text is empty"),
    ("Type", 1, 5, "missing argument"),
    ('Type "a" "b"', 1, 10, "unexpected argument"),
    ("Key", 1, 4, "missing argument"),
    ("Key F13", 1, 5, "unknown key 'F13'"),
    ("Key Hyper-X", 1, 5, "unknown key"),
    ('Key "Enter"', 1, 5, "a key name, not a string"),
    ("Key Down 0", 1, 10, "bad count '0'"),
    ("Key Down x", 1, 10, "bad count"),
    ("Wait", 1, 5, "missing argument"),
    ("Wait Genre", 1, 6, "double quotes"),
    ('Wait "Genre" soon', 1, 14, "bad timeout 'soon'"),
    ('Wait "Genre" 0s', 1, 14, "bad timeout"),
    ("Sleep", 1, 6, "missing argument"),
    ("Sleep 3parsecs", 1, 7, "bad duration"),
    ('Sleep "1s"', 1, 7, "bad duration"),
    ("Screenshot", 1, 11, "missing argument"),
    ("Screenshot ../x", 1, 12, "bad name '../x'"),
    ('Screenshot "a b"', 1, 12, "bad name"),
    ("Screenshot a\nScreenshot a", 2, 12, "'a' is taken already on line 1"),
    ('Expect ""', 1, 8, "the text is empty"),
    ("Expect", 1, 7, "missing argument"),
    ("Env LANG", 1, 5, "expected NAME=value"),
    ("Env 1X=y", 1, 5, "expected NAME=value"),
    ("Args", 1, 5, "missing argument"),
    ("Exit", 1, 5, "missing argument"),
    ("Exit 256", 1, 6, "bad status '256'"),
    ("Exit one", 1, 6, "bad status"),
    ("Printed A", 1, 9, "double quotes"),
    ("Key Enter\nSize 80x24", 2, 1, "Size must come before the app is driven (line 1 starts it)"),
    ("Key Enter\nEnv A=b", 2, 1, "Env must come before"),
    ("Sleep 1s\n# comment\n  Args --free", 3, 3, "Args must come before"),
    ("Size 80x24\nSize 90x16", 2, 1, "Size given twice"),
]


@pytest.mark.parametrize("text, line, column, message", ERRORS, ids=[e[3] for e in ERRORS])
def test_every_error_has_its_line_and_column(text, line, column, message):
    with pytest.raises(TapeError) as caught:
        parse(text, "bad.tape")
    error = caught.value
    assert (error.line, error.column) == (line, column), str(error)
    assert message in error.message
    assert str(error).startswith(f"bad.tape:{line}:{column}: ")


def test_a_whole_tape():
    text = "# setup\nSize 90x16\nEnv LANG=nl_NL.UTF-8\nArgs --free\n\nType \"love\"\nKey PgDn 2\nScreenshot g\n"
    parsed = parse(text, "x.tape")
    assert parsed.size == (90, 16) and parsed.env == {"LANG": "nl_NL.UTF-8"} and parsed.args == ["--free"]
    assert [(c.name, c.line) for c in parsed.commands] == [("Type", 6), ("Key", 7), ("Screenshot", 8)]
    assert parsed.screenshots() == ["g"]
    assert parse("", "empty.tape").size == (80, 24)


def test_files_that_cannot_be_read(tmp_path):
    binary = tmp_path / "latin1.tape"
    binary.write_bytes(b"Type \"caf\xe9\"\n")
    with pytest.raises(TapeError, match=r"latin1.tape:1:1: not UTF-8"):
        tape.load(str(binary))
    with pytest.raises(TapeError, match="cannot read the tape"):
        tape.load(str(tmp_path / "missing.tape"))


def test_a_tape_past_its_bound_is_refused_unread(tmp_path):
    """Issue 27: a tape read from /dev/zero ended in MemoryError. A tape is
    at most 1 MB, and said to be larger, from a file or a device alike."""
    with pytest.raises(TapeError, match=r"/dev/zero:1:1: the tape is larger than 1 MB"):
        tape.load("/dev/zero")
    big = tmp_path / "big.tape"
    big.write_text("# " + "x" * (1 << 20) + "\n")
    with pytest.raises(TapeError, match="larger than 1 MB"):
        tape.load(str(big))
    fits = tmp_path / "fits.tape"
    fits.write_text("#" * ((1 << 20) - 1) + "\n")
    assert tape.load(str(fits)).commands == []


def test_the_runner_says_a_bad_bound_without_a_traceback(play):
    for text, message in [("Sleep 99999999999999999999s\n", "longer than 60 s"),
                          ("Size 1000x500\n", "columns must be 2 to 500")]:
        result = play(text=text)
        assert result.returncode == 2, result.stderr
        assert message in result.stderr and "Traceback" not in result.stderr, result.stderr
    result = play("/dev/zero")
    assert result.returncode == 2 and "the tape is larger than 1 MB" in result.stderr
    assert "Traceback" not in result.stderr and "MemoryError" not in result.stderr


def test_the_shipped_tapes_parse():
    import glob
    import os
    paths = glob.glob(os.path.join(os.path.dirname(__file__), "*.tape"))
    assert len(paths) >= 2
    for path in paths:
        assert tape.load(path).screenshots()


def test_a_tape_that_could_take_longer_than_ten_minutes_is_refused():
    """A 100 KB Type played for half an hour: the whole tape has a bound,
    counted at its slowest, and the command that passes it is named."""
    with pytest.raises(TapeError) as error:
        parse('Size 80x24\nKey Enter\nType "' + "x" * 100_000 + '"\n', "long.tape")
    assert error.value.line == 3 and error.value.column == 1
    assert "10 minutes is the most a tape may take" in error.value.message
    waits = "".join(f'Wait "x" 60s\n' for _ in range(10)) + 'Screenshot last\n'
    with pytest.raises(TapeError) as error:
        parse(waits, "waits.tape")
    assert error.value.line == 11
    assert len(parse(waits.replace("Screenshot last\n", "")).commands) == 10, "ten minutes is allowed"
    for name in ("tour.tape", "dutch.tape"):
        assert tape.load(os.path.join(os.path.dirname(os.path.abspath(__file__)), name))


def test_the_player_keeps_the_bound_while_playing(tmp_path):
    """Whatever the parser let through, a tape ends at its bound: here an
    app that writes nothing, a Wait longer than the bound."""
    import play_tape
    player = play_tape.Player("/bin/true", wrap="sleep 30 #{}", max_seconds=1.0)
    started = time.monotonic()
    with pytest.raises(play_tape.PlayError) as error:
        player.play(parse('Wait "never" 20s\n', "slow.tape"), str(tmp_path / "slow.cast"), str(tmp_path))
    assert "played for more than 1 s" in str(error.value)
    assert time.monotonic() - started < 15
