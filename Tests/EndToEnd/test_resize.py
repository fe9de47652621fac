"""Resizing mid-run keeps the query, category, results, selection and scroll."""
import fcntl
import os
import struct
import termios

import pytest


def test_popup_becomes_the_pane_and_back(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.send("enter", "down", "enter")
    app.wait_for("[×]")
    app.resize(160, 48)
    app.wait_for("StoreSearch")
    app.wait_until(lambda: app.find_from("Brain Damage", 66), what="the pop-up's result in the secondary pane")
    assert not app.find("[×]")
    app.wait_for("←/Esc Back")
    app.resize(80, 24)
    app.wait_for("⌕ pink")
    app.wait_gone("Song · Rock")
    assert not app.find("[×]"), "collapsing never opens a pop-up by itself"
    row = app.find("Brain Damage")
    assert app.cell(row[0], row[1]).bg != "default", "the selection is kept"
    app.wait_for("2/9")


def music_in_the_list(app):
    """Waits for the list to have focus ("1/" in its rule) and to hold the
    Music answer: All's first page for "the" has an e-book and a TV
    episode, so the Downs that follow never race the Music search."""
    app.wait_for("1/200+")
    app.wait_gone("(E-Book)")
    app.wait_gone("(TV Episode)")
    app.wait_for("(Song)")


def test_everything_survives_a_tour_of_sizes(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("the")
    app.send("tab", "right", "tab")  # Music, then the list
    music_in_the_list(app)
    for _ in range(12):
        app.send("down")
    app.wait_for("13/200+")
    for columns, rows in [(160, 48), (140, 16), (20, 6), (90, 16), (99, 24), (100, 24), (60, 20), (80, 24)]:
        app.resize(columns, rows)
        if (columns, rows) == (20, 6):
            app.wait_for("Terminal too small")
        else:
            app.wait_for("13/200+")
    app.wait_for("⌕ the")
    category = app.find("Music")
    assert app.cell(category[0], category[1]).bg != "default", "Music is still the category"
    selected = [y for y in range(5, 23) if app.cell(2, y).bg not in ("default",)]
    assert selected, "the selected row is on screen"
    app.send("enter")
    app.wait_for("[×]")


@pytest.mark.parametrize("size", [(39, 9), (1, 1), (40, 9), (39, 24)], ids=["39x9", "1x1", "40x9", "39x24"])
def test_a_too_small_size_on_the_way_keeps_the_scroll_position(launch, size):
    """Issue 11: through a too-small size the list came back scrolled so that
    the selection was its top row. It comes back as it was left."""
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("the")
    app.send("tab", "right", "tab")  # Music, then the list
    music_in_the_list(app)
    for _ in range(12):
        app.send("down")
    app.wait_for("13/200+")
    app.wait_quiet()
    before = app.text()
    assert app.find(" 13/200+ ") and app.cell(2, 21).bg != "default", "the selection is the list's last row"
    app.resize(*size)
    if size == (1, 1):
        app.wait_until(lambda: app.text() == ["…"], what="the too-small screen at 1x1")
    else:
        app.wait_for("Terminal too small")
    app.resize(80, 24)
    app.wait_until(lambda: app.text() == before, what="the screen as it was left")


def peak_memory_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")) / 1024


# A frame at the bound is 1000x500 cells: megabytes of escapes that the
# harness's emulator (pyte, in Python) reads before it counts the frame. On a
# machine kept busy beside the suite that takes tens of seconds, so these
# waits allow a minute; they guard against a frame that never comes and
# measure nothing (speed is make bench's).
HUGE_FRAME_SECONDS = 60


def kernel_resize(app, columns, rows):
    """Tells the app (through the pty) the terminal is `columns`x`rows`,
    leaving the emulator as it is (an emulator of 65535x65535 would need
    gigabytes itself), and waits for the frame drawn at the new size."""
    shown = app.updates_shown
    app._set_size(app.master, columns, rows)
    app.wait_until(
        lambda: app.updates_shown > shown, timeout=HUGE_FRAME_SECONDS, what=f"a frame after the resize to {columns}x{rows}")


def test_a_huge_terminal_is_laid_out_at_the_bound(launch, home):
    """Issue 27: at 65535x65535 ncurses was asked for 137 GB and aborted; 10000x1
    then 1x10000 grew its rows before its columns (5.5 GB), ignored Ctrl-C and
    crashed. The program lays out 1000x500 at most: more is drawn at that size."""
    def huge():
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 65535, 65535, 0, 0))

    app = launch(80, 24, preexec=huge)
    app.wait_until(lambda: app.updates_shown > 0, timeout=HUGE_FRAME_SECONDS, what="the first frame at 65535x65535")
    app.resize(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    for columns, rows in [(65535, 65535), (10000, 1), (1, 10000), (65535, 1), (1, 65535)]:
        kernel_resize(app, columns, rows)
    app.resize(80, 24)
    app.wait_for("Pink Floyd (Song)")
    assert peak_memory_mb(app.pid) < 400, f"{peak_memory_mb(app.pid):.0f} MB at its peak"
    log = open(os.path.join(home, ".local/state/storesearch/storesearch.log"), encoding="utf-8").read()
    assert "started: source catalog, size 1000x500" in log, log
    app.send("ctrl-c")
    assert app.wait_exit() == 0
