"""Hardening: hostile text, resize storms, signals and crashes, store faults,
broken files and full disks, input floods. Each test names what must hold
and checks it on the bytes the app writes or the screen a person sees."""
import json
import os
import random
import re
import resource
import signal
import time

import pytest

from harness import NCURSES_SEQUENCES, live, search_for
from job_shell import JobShell
from test_store import FAILURES
from test_terminal import assert_restored

# What remains of the output once ncurses' own sequences are taken out must be text.
FORBIDDEN = re.compile(
    rb"[\x00-\x07\x0b\x0c\x0e-\x1f\x7f]"  # C0 controls (but \b \t \n \r, which ncurses moves the cursor with) and DEL
    rb"|\x1b"  # any escape ncurses did not write
    rb"|\xc2[\x80-\x9f]"  # C1 controls
    rb"|\xe2\x80[\x8e\x8f\xaa-\xae]|\xe2\x81[\xa6-\xa9]|\xd8\x9c|\xef\xbb\xbf"  # bidi marks and overrides, BOM
)


def peak_rss_kb(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


# Hostile text ------------------------------------------------------------------

HOSTILE_NAMES = [
    "C0 " + "".join(chr(c) for c in range(0x20)) + " end",
    "C1 " + "".join(chr(c) for c in range(0x80, 0xA0)) + " end",
    "ESC \x1b[2J\x1b[31mred\x1b[0m \x1b]0;title\x07 \x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\ \x1bPq#0;2;0~\x1b\\ \x1bc end",
    "Bidi \u202eevil\u202c \u2066iso\u2069 \u200f\u200e\u061c end",
    "Zero width a\u200bb\u200dc\u2060d combining e\u0301\u0302\u0303\u0304\u0305\u0306 end",
    "Emoji 👨‍👩‍👧‍👦 🏳️‍🌈 🇳🇱 👍🏽 end",
    "CJK 夜に駆ける 紅蓮華 ＦＵＬＬＷＩＤＴＨ end",
    "Long " + "W" * 10_000,
]


def hostile_catalog(path):
    results = [{"kind": "song", "trackName": name, "artistName": name[:40] + " artist", "trackId": 900 + index,
                "trackPrice": 0.99, "currency": "USD", "primaryGenreName": "Hostile"}
               for index, name in enumerate(HOSTILE_NAMES)]
    text = json.dumps({"resultCount": len(results), "results": results}, ensure_ascii=False).encode()
    # Invalid UTF-8 as well, raw in the file.
    text = text.replace(b'"Hostile"', b'"Host\xff\xfeile \xed\xa0\x80"', 1)
    with open(path, "wb") as handle:
        handle.write(text)


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
def test_hostile_text_stays_in_its_cells_and_never_steers_the_terminal(launch, tmp_path, size):
    path = tmp_path / "hostile.json"
    hostile_catalog(path)
    # The pty answers Primary DA as terminals do: until the answers come
    # (1.5 s at most) a lone Esc waits for what may follow it.
    app = launch(*size, args=["--catalog", str(path)], answers_attributes=True)
    app.wait_for("items")
    search_for(app, "end")
    app.wait_for("C0 end")
    # Every row, then every detail.
    for _ in range(len(HOSTILE_NAMES)):
        app.send("down")
        if size[0] < 100:
            app.send("enter")
            app.wait_for("[×]")
            app.send("esc")
        app.wait_quiet(0.05)
    search_for(app, "long")
    app.wait_for("Long WWW")
    app.send("enter")
    app.wait_quiet(0.2)
    written = NCURSES_SEQUENCES.sub(b"", bytes(app.raw))
    bad = FORBIDDEN.search(written)
    assert bad is None, f"a control reached the terminal: {written[max(0, bad.start() - 40):bad.end() + 40]!r}"
    # The layout never shifts: every row is the screen's width, the borders in place.
    for row in app.text():
        assert len(row) == size[0]
    if size[0] >= 100:
        divider = app.text()[1].index("┬")
        assert all(line[divider] == "│" for line in app.text()[2:size[1] - 1])


# Emoji sequences, in a terminal that joins them -----------------------------------

# Names of every kind of emoji sequence terminals measure differently; each
# item has words of its own, so what shows inside a pop-up can be told apart.
EMOJI_ITEMS = [
    ("Alpha family \U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466 emoji",
     "Ann \U0001F469\u200d\U0001F469\u200d\U0001F466 artist"),  # ZWJ families
    ("Bravo rainbow \U0001F3F3\ufe0f\u200d\U0001F308 emoji", "Bob \U0001F3F3\ufe0f\u200d\u26a7\ufe0f artist"),  # ZWJ flags
    ("Charlie flags \U0001F1F3\U0001F1F1\U0001F1E7\U0001F1EA emoji", "Cat \U0001F1EF\U0001F1F5 artist"),  # flags
    ("Delta thumbs \U0001F44D\U0001F3FD\U0001F44B\U0001F3FF emoji",
     "Dan \U0001F469\U0001F3FF\u200d\U0001F4BB artist"),  # skin tones
    ("Echo heart \u2764\ufe0f\u263a\ufe0f emoji", "Eve \u270c\ufe0f artist"),  # VS16
    ("Foxtrot keycap 1\ufe0f\u20e3#\ufe0f\u20e3 emoji", "Fay *\ufe0f\u20e3 artist"),  # keycaps
    ("Golf scotland \U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F emoji", "Gus artist"),  # tags
]
# What makes a terminal join or widen cells: joiners, variation selectors,
# tags, regional indicators, skin tones. None of it may reach the screen.
JOINING = re.compile("[\u200c\u200d\ufe00-\ufe0f\U000E0000-\U000E007F\U0001F1E6-\U0001F1FF\U0001F3FB-\U0001F3FF]")


def columns_of(line):
    """The column each character of a captured line starts at, by wcwidth:
    how tmux (and ncurses) measure."""
    import ctypes
    import locale

    libc = ctypes.CDLL(None)
    libc.wcwidth.argtypes = [ctypes.c_wchar]
    saved = locale.setlocale(locale.LC_CTYPE)
    locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
    try:
        starts, column = [], 0
        for character in line:
            starts.append(column)
            column += max(0, libc.wcwidth(character))
        return starts
    finally:
        locale.setlocale(locale.LC_CTYPE, saved)


def character_at(line, column):
    starts = columns_of(line)
    return line[starts.index(column)] if column in starts else None


def column_of(line, character):
    return columns_of(line)[line.index(character)]


def test_emoji_sequences_never_move_a_cell_in_tmux(home, catalog_file):
    """tmux joins whatever follows U+200D into the cell before, and widens a
    cell followed by VS16: a name holding them shifted the rest of its row,
    and list letters showed inside the pop-up. Every row keeps its divider
    and borders in their columns, and nothing that joins reaches the screen."""
    import subprocess

    from harness import BINARY

    path = catalog_file([{"wrapperType": "track", "kind": "song", "trackId": index + 1, "trackName": name,
                          "artistName": artist, "primaryGenreName": "Pop", "trackPrice": 0.99, "currency": "USD"}
                         for index, (name, artist) in enumerate(EMOJI_ITEMS)], name="emoji.json")
    socket = f"storesearch-emoji-{os.getpid()}"

    def tmux(*args):
        return subprocess.run(["tmux", "-L", socket, *args], capture_output=True, text=True, timeout=10).stdout

    def settled(predicate, what):
        """The screen once it shows `what` and stops changing."""
        deadline = time.monotonic() + 10
        previous = None
        while time.monotonic() < deadline:
            lines = tmux("capture-pane", "-p", "-t", "t").split("\n")
            if lines == previous and predicate(lines):
                return lines
            previous = lines
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}:\n" + "\n".join(previous or []))

    def assert_nothing_joins(lines):
        for y, line in enumerate(lines):
            assert not JOINING.search(line), f"row {y} holds {JOINING.search(line).group()!r}: {line!r}"

    def words(item):
        return {item[0].split()[0], item[1].split()[0]}

    tmux("new-session", "-d", "-s", "t", "-x", "160", "-y", "30", "env", "-u", "LINES", "-u", "COLUMNS",
         f"HOME={home}", "TERM=tmux-256color", "LANG=C.UTF-8", BINARY, "--catalog", path, "--no-animation")
    try:
        settled(lambda lines: any("Type to search" in line for line in lines), "the app")
        tmux("send-keys", "-t", "t", "-l", "emoji")
        tmux("send-keys", "-t", "t", "Enter")
        # The split view: the divider in its column on every row, whichever result the detail shows.
        for index in range(len(EMOJI_ITEMS)):
            if index:
                tmux("send-keys", "-t", "t", "Down")
            lines = settled(lambda lines: any(f"{index + 1}/7" in line for line in lines) and "Gus" in "".join(lines),
                            f"result {index + 1} selected")
            assert_nothing_joins(lines)
            divider = column_of(lines[1], "┬")
            for y in range(2, 29):
                assert character_at(lines[y], divider) == "│", f"row {y} moved: {lines[y]!r}"
        # Compact width: each result in the pop-up, over the list.
        tmux("resize-window", "-t", "t", "-x", "80", "-y", "24")
        settled(lambda lines: any("7/7" in line for line in lines) and "┬" not in lines[1], "the compact list")
        tmux("send-keys", "-t", "t", "Home", "Enter")
        for index, item in enumerate(EMOJI_ITEMS):
            if index:
                # Esc alone (Esc and a key at once would be Alt and the key), then the next result.
                tmux("send-keys", "-t", "t", "Escape")
                settled(lambda lines: not any("╭─[×]" in line for line in lines), "the pop-up closed")
                tmux("send-keys", "-t", "t", "Down", "Enter")
            shown = f" {item[0].split()[0]} "
            lines = settled(lambda lines: any("╭─[×]" in line for line in lines) and any(shown in line for line in lines),
                            f"the pop-up of {item[0]!r}")
            assert_nothing_joins(lines)
            top = next(y for y, line in enumerate(lines) if "╭─[×]" in line)
            bottom = next(y for y, line in enumerate(lines) if "╰" in line)
            left, right = column_of(lines[top], "╭"), column_of(lines[top], "╮")
            others = set().union(*(words(other) for other in EMOJI_ITEMS if other != item))
            for y in range(top + 1, bottom):
                line = lines[y]
                assert character_at(line, left) == "│" and character_at(line, right) == "│", f"row {y} moved: {line!r}"
                starts = columns_of(line)
                inside = "".join(c for c, x in zip(line, starts) if left < x < right)
                assert not set(inside.split()) & others, f"list text inside the pop-up on row {y}: {line!r}"
    finally:
        tmux("kill-server")


# Resize storm -------------------------------------------------------------------

def storm(app, rng, count):
    for _ in range(count):
        app.resize(rng.randint(1, 300), rng.randint(1, 100), redrawn=False)
        if rng.random() < 0.3:
            time.sleep(0.005)


def test_a_resize_storm_leaves_the_screen_a_fresh_start_would_draw(launch):
    rng = random.Random(7)
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    # The pop-up, the menu, the compose sheet; each shown before its storm
    # (keys and a resize sent in the same instant can arrive in either order:
    # the pty hands bytes over through a buffer, SIGWINCH comes at once).
    steps = [(("enter", "enter"), "[×]"), (("esc", "f2"), "Send Support Email"), (("enter",), "Support Request")]
    for keys, shown in steps:
        app.send(*keys)
        app.wait_for(shown)
        storm(app, rng, 333)
        # The storm's last size settles before the next keys: a key that
        # overtakes a resize to a too-small size is (rightly) ignored.
        app.wait_quiet(0.3)
    final = (rng.randint(40, 200), rng.randint(10, 60))
    app.resize(*final)
    app.wait_for("Support Request")
    app.wait_quiet(0.3)
    fresh = launch(80, 24)
    fresh.wait_for("Type to search")
    fresh.type("pink")
    fresh.wait_for("Pink Floyd (Song)")
    for keys, shown in steps:
        fresh.send(*keys)
        fresh.wait_for(shown)
    fresh.resize(*final)
    fresh.wait_for("Support Request")
    fresh.wait_quiet(0.3)
    assert app.text() == fresh.text(), f"after the storm:\n{app.dump()}\nfresh:\n{fresh.dump()}"
    assert app.exit_status is None, "still running"


# Signals and crashes ------------------------------------------------------------

# Every signal whose default action ends the process (signal(7)), but the
# crashes (SIGSEGV and the like: their own test below) and SIGKILL/SIGSTOP,
# which cannot be caught.
ENDING_SIGNALS = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2,
                  signal.SIGALRM, signal.SIGXCPU, signal.SIGVTALRM, signal.SIGPROF, signal.SIGIO, signal.SIGPWR,
                  signal.SIGSTKFLT]


@pytest.mark.parametrize("signal_number", ENDING_SIGNALS, ids=[signal.Signals(s).name for s in ENDING_SIGNALS])
def test_every_quitting_signal_restores_the_terminal_every_time(launch, signal_number):
    """Fifty trials each, the signal arriving at a different moment each time.
    The pty answers Primary DA, as a terminal does: otherwise every trial
    would wait out the app's 1.5 s deadline for answers on its way out."""
    rng = random.Random(signal_number)
    for trial in range(50):
        moment = trial % 5
        # At moment 0 the signal may come while the Swift runtime starts,
        # before any code of ours runs (see Sources/CStartup): its crash
        # catcher then takes SIGQUIT for a crash and, on a terminal, waits
        # 30 s at a prompt. Told not to, it ends with the signal at once.
        app = launch(80, 24, env={"SWIFT_BACKTRACE": "interactive=no"} if moment == 0 else None,
                     answers_attributes=True)
        if moment >= 1:
            app.wait_for("Type to search")
        if moment >= 2:
            app.type("pink")
        if moment >= 3:
            app.send("enter", "enter")
        if moment == 4:
            app.send("f2")
        time.sleep(rng.random() * 0.02)
        app.kill(signal_number)
        status = app.wait_exit()
        if moment >= 1:
            assert status == 128 + signal_number, f"trial {trial}"
            assert_restored(app)
            assert b"\x1b[?1006l" in app.output_after(b"\x1b[?2004h"), "mouse reporting is off"
            assert b"\x1b[?1l" in app.output_after(b"\x1b[?2004h"), "keypad mode is left"
        else:
            # So early the terminal may not be taken yet (then the signal's own
            # default ends the program); either way it is left as it was.
            assert status in (128 + signal_number, -signal_number), f"trial {trial}: {status}"
            echo, canonical = app.terminal_modes()
            assert echo and canonical, f"trial {trial}: the terminal modes are back"
        app.close()


def test_ctrl_z_then_fg_redraws_the_whole_screen(home, tmp_path):
    """In a real shell with job control (tmux runs one): Ctrl-Z hands the
    terminal back, `fg` brings the app back drawn whole."""
    with JobShell(home, "ctrl-z") as shell:
        shell.start_app_showing_pink()
        shell.keys("C-z")
        shell.wait_stopped()
        shell.keys("fg", "Enter")
        shell.wait(lambda text: "Pink Floyd (Song)" in text and "StoreSearch" in text and "Enter Results" in text,
                   "the whole screen again")
        text = shell.screen()
        assert "Stopped" not in text and "$ fg" not in text, "nothing of the shell shows through"
        shell.quit_app()


@pytest.mark.parametrize("crash", [signal.SIGSEGV, signal.SIGABRT, signal.SIGBUS, signal.SIGILL, signal.SIGFPE,
                                   signal.SIGTRAP, signal.SIGSYS], ids=lambda s: signal.Signals(s).name)
def test_a_crash_restores_the_terminal_and_leaves_a_report_in_the_log(launch, home, crash):
    """The crash handler is the one a real fault runs: sent from outside here,
    no test switch in the program."""
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    app.kill(crash)
    status = app.wait_exit()
    assert status == -crash, f"ended by the signal itself, as the crash would: {status}"
    assert_restored(app)
    assert b"\x1b[?1l\x1b>" in app.output_after(b"\x1b[?2004l"), "keypad mode is left"
    log = open(os.path.join(home, ".local", "state", "storesearch", "storesearch.log")).read()
    assert re.search(rf"storesearch: crashed \({signal.Signals(crash).name}, ", log), log[-2000:]
    assert "Backtrace:" in log and "storesearch(" in log


# Store faults -----------------------------------------------------------------------

@pytest.mark.parametrize("term", ["reset", "endless", "html", "redirectloop"])
def test_the_interface_answers_keys_while_the_store_fails(launch, store, term):
    """Each fault comes after a pause (the stand-in's `late-`): meanwhile the
    interface follows a key, and the fault still ends in the alert, with its
    reason (test_store's FAILURES), within the timeout."""
    app = launch(80, 24, args=live(store, "--timeout", "1.5", "--no-cache"))
    app.wait_for("iTunes Store")
    app.type(f"late-{term}")
    app.send("enter")
    started = time.monotonic()
    app.wait_for("Loading...")
    footer = app.region("footer")
    app.send("tab")
    app.wait_until(lambda: app.region("footer") != footer and not app.find("Whoops..."),
                   what="the footer to follow Tab before the alert")
    app.wait_for("Whoops...", timeout=6)
    assert time.monotonic() - started < 4, "within the timeout, not after it"
    app.wait_for(dict(FAILURES)[term])


def test_ten_megabytes_of_json_are_read(launch, store):
    app = launch(80, 24, args=live(store, "--no-cache"))
    search_for(app, "tenmeg")
    app.wait_for("Heavy 000", timeout=10)
    app.send("end")
    app.wait_for("200/200+")


def test_wrong_types_everywhere_give_what_is_usable(launch, store):
    app = launch(80, 24, args=live(store, "--no-cache"))
    search_for(app, "wrongtypes")
    app.wait_for("Usable")
    app.wait_for("12345")
    assert "Whoops" not in "\n".join(app.text())


# Files -------------------------------------------------------------------------------

def test_a_corrupt_config_is_said_and_skipped(launch, home):
    with open(os.path.join(home, ".config", "storesearch", "config"), "wb") as config:
        config.write(b"source = catalog\n\xff\xfe\x01garbage\nregular-width = wide\nno-such-key = 1\n")
    app = launch(80, 24)
    app.wait_for("The config file has 3 mistakes")
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    log = open(os.path.join(home, ".local", "state", "storesearch", "storesearch.log")).read()
    warnings = [line for line in log.splitlines() if " config file: " in line]
    assert len(warnings) == 3, warnings
    assert not any(c in "".join(warnings) for c in "\x01\x1b"), "the file's controls never reach the log"


def test_files_where_folders_should_be(launch, home, tmp_path):
    """The cache, the drafts and the state folders are files: the app works,
    and a support mail that cannot be saved keeps its text in the sheet."""
    for folder in [".cache/storesearch", ".local/share/storesearch", ".local/state/storesearch"]:
        path = os.path.join(home, folder)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as blocker:
            blocker.write("not a folder")
    app = launch(80, 24, args=["--mail-command", "none"])
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    app.send("f2", "enter")
    app.wait_for("Support Request")
    app.type("My words must survive.")
    app.send("\x13")  # Ctrl-S
    app.wait_for("not be saved (Not a directory).")
    app.send("enter")
    app.wait_for("My words must survive.")


def test_a_full_disk_never_loses_the_draft(launch, home):
    """A file size limit stands in for a full disk: every write past a few
    bytes fails (EFBIG), and the app neither dies of SIGXFSZ nor loses text."""
    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64))

    app = launch(80, 24, args=["--mail-command", "none"], preexec=small_files)
    app.wait_for("Type to search")
    app.send("f2", "enter")
    app.wait_for("Support Request")
    app.type("Still here after a full disk. " * 3)
    app.send("\x13")
    app.wait_for("not be saved (File too large).")
    app.send("enter")
    app.wait_for("Still here after a full disk.")
    assert app.exit_status is None


def test_quitting_with_a_full_disk_hands_the_mail_text_over(launch, home):
    """Issue 27: Ctrl-C in the compose sheet quit in 0.06 s saying the draft
    could not be saved, and the text was gone. It now follows on standard
    error, whole, once the terminal is restored."""
    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64))

    app = launch(80, 24, args=["--mail-command", "none"], preexec=small_files)
    app.wait_for("Type to search")
    app.send("f2", "enter")
    app.wait_for("Support Request")
    words = "Typed  before a full disk, every word. " * 3
    app.type(words)
    app.wait_for("every word.")
    app.send("ctrl-c")
    assert app.wait_exit() == 0
    after = bytes(app.raw).decode("utf-8", "replace")
    assert "could not be saved as a draft (File too large); here is its text, to copy:" in after
    assert words.rstrip() in after.replace("\r\n", "\n"), after[-800:]


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads and writes past any permission")
def test_folders_without_permission(launch, home):
    folder = os.path.join(home, ".local", "share", "storesearch", "drafts")
    os.makedirs(folder)
    os.chmod(folder, 0o500)
    app = launch(80, 24, args=["--mail-command", "none"])
    app.wait_for("Type to search")
    app.send("f2", "enter")
    app.wait_for("Support Request")
    app.type("Kept.")
    app.send("\x13")
    app.wait_for("Permission denied")
    app.send("enter")
    app.wait_for("Kept.")


# Input floods -------------------------------------------------------------------------

def test_ten_thousand_keys_pasted_or_typed_at_once(launch):
    """The field keeps the first 256 characters (no search is longer); the
    screen shows the final state at once and memory stays flat."""
    app = launch(80, 24)
    app.wait_for("Type to search")
    before = peak_rss_kb(app.pid)
    rng = random.Random(3)
    for flood in ["paste", "raw"]:
        text = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(10_000))
        started = time.monotonic()
        app.send("\x1b[200~" + text + "\x1b[201~" if flood == "paste" else text)
        app.wait_for(text[:256][-40:])
        app.wait_for("Nothing Found")
        assert time.monotonic() - started < 3, f"{flood}: the flood took {time.monotonic() - started:.1f} s"
        app.send(*["backspace"] * 300)
        app.wait_for("Type to search")
    app.type("love")
    app.wait_for("Love")
    app.wait_quiet(0.3)
    after = peak_rss_kb(app.pid)
    assert after - before < 20_000, f"memory grew by {after - before} KB"


def test_held_arrow_keys_at_a_thousand_a_second(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("a")
    app.send("enter")
    app.wait_for("1/200+")
    for _ in range(150):
        app.send("down")
        time.sleep(0.001)
    app.wait_for("151/200+")
    for _ in range(300):
        app.send("up")
        time.sleep(0.001)
    app.wait_quiet(0.3)
    # Up from the first result goes to the categories, then to the field, where
    # one more Up lets the selection go: Enter searches again rather than opens.
    assert app.find("1/200+") is None and app.find("200+") is not None, app.dump()
    assert app.region("footer").startswith(" ↓ Move"), app.dump()


@pytest.mark.parametrize("signal_number", [signal.SIGINT, signal.SIGQUIT, signal.SIGTERM])
def test_a_signal_the_parent_blocked_still_ends_the_app(launch, signal_number):
    """A blocked signal mask is inherited through exec (pytest-xdist's
    workers block SIGINT and SIGQUIT, and so do some supervisors): the app
    unblocks what it handles, so kill -INT and Ctrl-C still end it."""
    blocked = {signal.SIGINT, signal.SIGQUIT, signal.SIGTERM}
    app = launch(80, 24, preexec=lambda: signal.pthread_sigmask(signal.SIG_BLOCK, blocked))
    app.wait_for("Type to search")

    def unblocked():
        # glibc blocks every signal for a moment while it starts a thread
        # or a program (pthread_create, posix_spawn): the mask is read
        # until it shows the app's own, which must unblock the signal.
        with open(f"/proc/{app.pid}/status", encoding="ascii") as handle:
            mask = next(line for line in handle if line.startswith("SigBlk:"))
        return int(mask.split()[1], 16) & (1 << (signal_number - 1)) == 0

    app.wait_until(unblocked, what=f"signal {signal_number} unblocked on the main thread")
    app.kill(signal_number)
    assert app.wait_exit() == 128 + signal_number
    assert_restored(app)
