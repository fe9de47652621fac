"""storesearch as a terminal citizen: it leaves the terminal as it found it,
refuses what it cannot do, and never lets text from a catalog steer the terminal."""
import json
import os
import signal
import subprocess

import pytest

from harness import BINARY, NCURSES_SEQUENCES

RESTORE = b"\x1b[?1049l"  # rmcup: back to the main screen


def assert_restored(app):
    tail = app.output_after(RESTORE)
    assert tail, "the app left the alternate screen"
    assert b"\x1b[?25h" in app.output_after(b"\x1b[?2004l"), "the cursor is visible again"
    assert b"\x1b[?2004l" in bytes(app.raw), "bracketed paste is off"
    echo, canonical = app.terminal_modes()
    assert echo and canonical, "echo and line editing are back on"


@pytest.mark.parametrize("keys", [["ctrl-c"], ["f10"], ["tab", "f10"], ["\x1b[27;5;99~"], ["\x1b[99;5u"]],
                         ids=["ctrl-c", "f10", "f10-from-the-categories", "ctrl-c-modifyotherkeys", "ctrl-c-kitty"])
def test_quitting_restores_the_terminal(launch, keys):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.send(*keys)
    assert app.wait_exit() == 0
    assert_restored(app)


def test_q_types_in_the_field_and_never_quits(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("queen")
    app.wait_for("⌕ queen")
    app.wait_for("Queen")
    app.send("tab", "q")
    # Where nothing is typed (the categories) q goes back, to the field; it never quits.
    app.wait_until(lambda: app.cursor()[2], what="q: back to the field")
    app.send("q")
    app.wait_for("⌕ queenq")
    app.send("enter")
    # One letter too many is forgiven, and said so.
    app.wait_for("Showing results for queen · search exactly for queenq")
    app.type("q")
    app.wait_until(lambda: app.cursor()[2], what="q in the list: back to the field")
    app.type("q")
    app.wait_for("⌕ queenqq")
    app.wait_for("Nothing Found")
    assert app.exit_status is None and os.waitpid(app.pid, os.WNOHANG) == (0, 0), "still running"


def test_every_frame_is_one_synchronized_update(launch):
    """ncurses sends a frame a line or so per write; a terminal that knows
    mode 2026 shows it whole instead of the top of one frame over the rest
    of the last. Every update that draws text is inside a begin and an end,
    and nothing is left begun."""
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("stairway to heaven")
    app.wait_for("BBC Sessions")
    app.send("ctrl-c")
    assert app.wait_exit() == 0
    raw = bytes(app.raw)
    begin, end = b"\x1b[?2026h", b"\x1b[?2026l"
    updates = [part.split(end, 1) for part in raw.split(begin)[1:]]
    assert len(updates) >= 3, "the first frame and the search's are synchronized updates"
    assert all(len(update) == 2 for update in updates), "every update that begins ends"
    assert all(begin not in update[0] for update in updates), "updates do not nest"
    drawn = b"".join(update[0] for update in updates)
    # Whole words only where ncurses draws them whole: the query is typed a
    # letter per frame, so its letters reach the terminal one update at a time.
    for text in (b"Type to search", b"BBC Sessions"):
        assert text in drawn, f"{text!r} is drawn inside an update"
    outside = raw.split(begin)[0] + b"".join(update[1] for update in updates)
    assert NCURSES_SEQUENCES.sub(b"", outside).strip(b"\r\n") == b"", "no text is drawn outside an update"


@pytest.mark.parametrize("signal_number", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT],
                         ids=["SIGTERM", "SIGHUP", "SIGINT"])
def test_signals_restore_the_terminal(launch, signal_number):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    app.kill(signal_number)
    assert app.wait_exit() == 128 + signal_number
    assert_restored(app)


def test_refuses_when_not_a_terminal(tmp_path):
    out = tmp_path / "out"
    with open(out, "wb") as handle:
        result = subprocess.run([BINARY], stdin=subprocess.DEVNULL, stdout=handle, stderr=subprocess.PIPE,
                                env={"TERM": "xterm-256color", "HOME": str(tmp_path), "LANG": "C.UTF-8"}, timeout=10)
    assert result.returncode != 0
    message = result.stderr.decode()
    assert message.count("\n") == 1 and "must be a terminal" in message
    assert out.read_bytes() == b""


def test_refuses_an_unusable_terminal(launch):
    app = launch(80, 24, env={"TERM": "dumb"})
    assert app.wait_exit() == 2
    assert b"terminal type 'dumb'" in bytes(app.raw)


def test_help_and_version():
    # --help fits a terminal (24 lines of 80 columns), in either language, and says where the rest is.
    for env in [{}, {"LANG": "nl_NL.UTF-8"}]:
        help_text = subprocess.run([BINARY, "--help"], capture_output=True, text=True, timeout=10, env=env)
        assert help_text.returncode == 0
        lines = help_text.stdout.splitlines()
        assert len(lines) <= 24 and max(len(line) for line in lines) <= 80, help_text.stdout
        for word in ["--source", "--catalog", "--no-animation", "--player", "--help-all", "storesearch-config"]:
            assert word in help_text.stdout, (word, env)
    all_help = subprocess.run([BINARY, "--help-all"], capture_output=True, text=True, timeout=10)
    assert all_help.returncode == 0
    for option in ["--source", "--catalog", "--regular-width", "--regular-height", "--no-animation", "--player",
                   "--version", "--help-all"]:
        assert option in all_help.stdout
    version = subprocess.run([BINARY, "--version"], capture_output=True, text=True, timeout=10)
    assert version.returncode == 0 and version.stdout.startswith("storesearch ")
    dutch = subprocess.run([BINARY, "--help-all"], capture_output=True, text=True, timeout=10,
                           env={"LANG": "nl_NL.UTF-8"})
    assert "Gebruik: storesearch" in dutch.stdout and "STORESEARCH_CATALOG" in dutch.stdout
    wrong = subprocess.run([BINARY, "--bogus"], capture_output=True, text=True, timeout=10)
    assert wrong.returncode == 2 and "unknown option '--bogus'" in wrong.stderr


def test_escape_sequences_in_a_catalog_never_reach_the_terminal(launch, catalog_file):
    path = catalog_file([
        {"wrapperType": "track", "kind": "song", "trackName": "\u001b]0;pwned\u0007Evil\u001b[2J Song",
         "artistName": "\u001b[31mRed\u001b[0m Band\u009b6n", "trackPrice": 0.99, "primaryGenreName": "Rock"},
        {"wrapperType": "track", "kind": "song", "trackName": "Calm Song", "artistName": "Quiet"},
    ])
    app = launch(80, 24, args=["--catalog", path])
    app.wait_for("catalog.json")
    app.type("song")
    app.wait_for("Evil Song")
    app.wait_for("Red Band (Song)")
    app.send("enter", "down", "enter")
    app.wait_for("[×]")
    app.wait_for("Evil Song")
    raw = bytes(app.raw)
    assert b"pwned" not in raw
    assert b"\x1b]0;" not in raw
    assert b"\x1b[2J Song" not in raw and b"\x1b[31mRed" not in raw and b"\xc2\x9b" not in raw


def test_a_missing_catalog_file_is_refused(tmp_path):
    result = subprocess.run([BINARY, "--catalog", str(tmp_path / "none.json")], capture_output=True, text=True,
                            timeout=10)
    assert result.returncode == 1
    assert "cannot read the catalog" in result.stderr


def test_size_class_thresholds_move_by_flag_and_environment(launch):
    app = launch(120, 30, args=["--regular-width", "130"])
    app.wait_for("StoreSearch ─")
    app.wait_for("⌕ App name")
    assert app.cursor()[2], "compact at 120 columns: the field has focus"
    other = launch(90, 30, env={"STORESEARCH_REGULAR_WIDTH": "80"})
    other.wait_for("Type to search")
    assert "Search" in other.region("title") and "StoreSearch" in other.region("title"), "a split view at 90 columns"


def test_a_catalog_that_is_not_in_the_store_shape_ends_with_a_reason(launch, tmp_path):
    path = tmp_path / "broken.json"
    path.write_text("<html>not a catalog</html>")
    app = launch(80, 24, args=["--catalog", str(path)])
    assert app.wait_exit() == 1
    assert_restored(app)
    assert b"cannot read the catalog" in bytes(app.raw) and b"answer shape" in bytes(app.raw)


@pytest.mark.parametrize("term", ["vt100", "xterm-mono", "vt220"])
def test_without_colours_selection_and_focus_are_in_reverse_video(launch, term):
    """Terminals without colours show the selection, the focused category and
    the highlighted menu item with attributes (issue 11: in the colour
    theme's white on blue, which they cannot show, these looked like the rest)."""
    app = launch(80, 24, env={"TERM": term})

    def cells(text):
        x, y = app.find(text)
        return [app.cell(x + i, y) for i in range(len(text))]

    def reverse(text):
        return app.find(text) is not None and all(cell.reverse for cell in cells(text))

    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    app.send("enter")
    app.wait_until(lambda: reverse("Any Colour You Like"), what="the selected row in reverse video")
    assert not reverse("Brain Damage"), "only the selection"
    app.send("backtab")
    app.wait_until(lambda: all(cell.underscore and cell.bold for cell in cells("All")), what="the focused category")
    assert reverse("All"), "the chosen category"
    assert not any(cell.reverse or cell.underscore for cell in cells("Music"))
    app.send("f2")
    app.wait_until(lambda: reverse("Send Support Email"), what="the highlighted menu item")
    # The menu's rows can reach the screen in more than one write.
    app.wait_for("Rate this App")
    assert not any(cell.reverse for cell in cells("Rate this App"))
