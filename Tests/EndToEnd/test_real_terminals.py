"""Real terminals draw the pictures: xterm as a VT340 (sixel) and kitty
(its graphics protocol, Mesa's software OpenGL) under Xvfb. The app shows
the ramp picture (red grows rightwards, green downwards, blue 128) in its
pop-up; a screenshot of the window must show it in the picture's cells,
as pixels (many colours in one cell, where symbols give two) whose
quadrants' mean colours are within 20 of the source's; after the pop-up
closes, and after a resize, those cells show no piece of it.

Issue 39 added: kitty keeps the pictures through Ctrl-L, a resize and
Ctrl-Z/fg (it frees their data on a clear); Debian's xterm with its default
resources does not type Alt chords (8-bit meta).

Heavy (an X server and an emulator each), so few tests, one a terminal each."""
import os
import time

import pytest

import real_terminal as rt
from harness import BINARY, live, search_for
from test_artwork import popup_picture

MEAN_TOLERANCE = 20
QUADRANT_MEANS = {(0, 0): (60, 60, 128), (1, 0): (180, 60, 128), (0, 1): (60, 180, 128), (1, 1): (180, 180, 128)}

if rt.missing_tools():
    pytest.fail(f"missing {', '.join(rt.missing_tools())}: make test installs them (TEST_PACKAGES)",
                pytrace=False)


@pytest.fixture
def server():
    server = rt.XServer()
    yield server
    server.close()


def ramp_popup_cells(launch, store, columns, rows):
    """Where the pop-up's picture lies at this size, as the same app draws it in pyte."""
    app = launch(columns, rows, args=live(store))
    search_for(app, "ramp")
    app.wait_for("Ramp Song")
    app.send("enter")
    app.wait_for("[×]")
    cells = popup_picture(app)
    app.close()
    return cells


def assert_ramp_drawn(emulator, shot, cells):
    picture = emulator.region(shot, cells)
    half_w, half_h = picture.width // 2, picture.height // 2
    for (qx, qy), expected in QUADRANT_MEANS.items():
        quadrant = picture.crop((qx * half_w, qy * half_h, (qx + 1) * half_w, (qy + 1) * half_h))
        got = rt.mean(quadrant)
        assert all(abs(a - b) <= MEAN_TOLERANCE for a, b in zip(got, expected)), \
            f"quadrant {qx},{qy} of the picture: mean {got}, the source's {expected}"
    assert rt.distinct_colours_per_cell(picture, emulator.cell) >= 6, "drawn as pixels, not as symbols"


def run_scenario(kind, server, launch, store, home):
    cells = ramp_popup_cells(launch, store, 80, 24)
    emulator = rt.Emulator(server, kind, 80, 24, [BINARY, *live(store)], home)
    try:
        emulator.type("ramp")
        emulator.key("Return")
        rt.wait_for(lambda: rt.ramp_pixels(emulator.region(server.screenshot(), (1, 5, 4, 2))) > 20,
                    f"the ramp thumbnail in {kind}")
        emulator.key("Return")
        shot = rt.wait_for(
            lambda: (lambda s: s if rt.ramp_pixels(emulator.region(s, cells)) > 0.9 * emulator.region(s, cells).width
                     * emulator.region(s, cells).height else None)(server.screenshot()),
            f"the pop-up's picture in {kind}")
        assert_ramp_drawn(emulator, shot, cells)

        emulator.key("Escape")
        rt.wait_for(lambda: rt.ramp_pixels(emulator.region(server.screenshot(), cells)) == 0,
                    f"the pop-up's picture gone in {kind}, no piece left")

        emulator.key("Return")
        rt.wait_for(lambda: rt.ramp_pixels(emulator.region(server.screenshot(), cells)) > 0,
                    f"the pop-up open again in {kind}")
        emulator.resize(100, 30)
        # The split view: the picture stands in the detail pane now; where
        # the pop-up's was, the list's rows.
        rt.wait_for(lambda: rt.ramp_pixels(emulator.region(server.screenshot(), cells)) == 0,
                    f"no piece of the pop-up's picture after the resize in {kind}")
        shot = server.screenshot()
        assert rt.ramp_pixels(shot) > 5000, "the detail pane's picture (12x6 cells), not only the thumbnail"
    except AssertionError as failure:
        shot = server.screenshot()
        shot.save(f"{emulator.folder}/failed.png")
        raise AssertionError(f"{failure}\n(screenshot {emulator.folder}/failed.png; app: "
                             f"{emulator.app_stderr()!r}; emulator: {emulator.emulator_log()!r})") from None
    finally:
        emulator.close()


def test_xterm_as_a_vt340_draws_the_sixel_picture_and_leaves_no_piece(server, launch, store, home):
    run_scenario("xterm", server, launch, store, home)


def test_kitty_draws_the_picture_and_leaves_no_piece(server, launch, store, home):
    try:
        probe = rt.Emulator(server, "kitty", 20, 5, ["/bin/sh", "-c", "sleep 30"], home)
        probe.close()
    except RuntimeError as failure:
        pytest.skip(f"kitty does not start under Xvfb here: {failure}")
    run_scenario("kitty", server, launch, store, home)


def skip_without_kitty(server, home):
    try:
        probe = rt.Emulator(server, "kitty", 20, 5, ["/bin/sh", "-c", "sleep 30"], home)
        probe.close()
    except RuntimeError as failure:
        pytest.skip(f"kitty does not start under Xvfb here: {failure}")


def job_shell(home, app_argv):
    """bash with job control, its `app` function running the app: Ctrl-Z
    stops the app and `fg` brings it back, as for a user."""
    rc = os.path.join(home, "bashrc")
    with open(rc, "w") as handle:
        handle.write("PS1='$ '\n")
        handle.write("app() { " + " ".join(f"'{part}'" for part in app_argv) + "; }\n")
    return ["/bin/bash", "--rcfile", rc, "-i"]


def pixels_in(emulator, server, cells):
    """Whether the cells show a picture as pixels (many colours in a cell)."""
    return rt.distinct_colours_per_cell(emulator.region(server.screenshot(), cells), emulator.cell) >= 6


def test_kitty_keeps_the_pictures_through_ctrl_l_a_resize_and_ctrl_z(server, launch, store, home):
    """kitty frees the data of its images when the screen is cleared; the
    app placed them again by id, with q=2 hiding kitty's ENOENT: after
    Ctrl-L, a resize or Ctrl-Z and fg, every cover was symbols for good."""
    skip_without_kitty(server, home)
    thumbnail = (1, 5, 4, 2)
    emulator = rt.Emulator(server, "kitty", 80, 24, job_shell(home, [BINARY, *live(store)]), home)
    try:
        time.sleep(1)
        emulator.type("app")
        emulator.key("Return")
        time.sleep(1.5)
        emulator.type("ramp")
        emulator.key("Return")
        rt.wait_for(lambda: pixels_in(emulator, server, thumbnail), "the ramp thumbnail as pixels")
        for what, act in [
            ("Ctrl-L", lambda: emulator.key("ctrl+l")),
            ("a resize", lambda: emulator.resize(81, 24)),
            ("Ctrl-Z and fg", lambda: (emulator.key("ctrl+z"), time.sleep(1), emulator.type("fg"),
                                       emulator.key("Return"))),
        ]:
            act()
            time.sleep(1.5)  # the screen drawn again
            rt.wait_for(lambda: pixels_in(emulator, server, thumbnail), f"the thumbnail as pixels after {what}",
                        timeout=8)
    except AssertionError as failure:
        shot = server.screenshot()
        shot.save(f"{emulator.folder}/failed.png")
        raise AssertionError(f"{failure}\n(screenshot {emulator.folder}/failed.png; emulator: "
                             f"{emulator.emulator_log()!r})") from None
    finally:
        emulator.close()


def test_alt_chords_never_type_in_xterm_with_its_default_resources(server, launch, home):
    """Debian's xterm sends Alt-M as the 8-bit `í` once a program asks for
    meta mode (ncurses' meta() sent smm): the chord typed into the field.
    In the field Alt-M now neither types nor acts (it acts on results only
    where nothing is typed); one Tab away it marks the selected result (a
    ★ on its row), and the field stays as it was both times."""
    emulator = rt.Emulator(server, "xterm", 80, 24, [BINARY, "--source", "catalog", "--no-animation"], home)
    field_row, result_rows = (0, 1, 80, 1), (0, 5, 80, 2)
    try:
        time.sleep(1)
        emulator.type("pink")
        time.sleep(1)
        emulator.key("Down")
        time.sleep(1)
        before = server.screenshot()
        emulator.key("alt+m")
        time.sleep(1.5)
        in_field = server.screenshot()
        assert emulator.region(in_field, field_row).tobytes() == emulator.region(before, field_row).tobytes(), \
            "nothing typed into the field"
        assert emulator.region(in_field, result_rows).tobytes() == emulator.region(before, result_rows).tobytes(), \
            "Alt-M in the field leaves the results alone"
        emulator.key("Tab")
        time.sleep(1)
        before = server.screenshot()
        emulator.key("alt+m")
        time.sleep(1.5)
        after = server.screenshot()
        assert emulator.region(after, result_rows).tobytes() != emulator.region(before, result_rows).tobytes(), \
            "Alt-M acted: the row's ★"
        assert emulator.region(after, field_row).tobytes() == emulator.region(before, field_row).tobytes(), \
            "nothing typed into the field"
    except AssertionError as failure:
        server.screenshot().save(f"{emulator.folder}/failed.png")
        raise AssertionError(f"{failure}\n(screenshot {emulator.folder}/failed.png; app: "
                             f"{emulator.app_stderr()!r})") from None
    finally:
        emulator.close()
