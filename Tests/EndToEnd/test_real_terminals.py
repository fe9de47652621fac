"""Real terminals draw the pictures: xterm as a VT340 (sixel) and kitty
(its graphics protocol, Mesa's software OpenGL) under Xvfb. The app shows
the ramp picture (red grows rightwards, green downwards, blue 128) in its
pop-up; a screenshot of the window must show it in the picture's cells,
as pixels (many colours in one cell, where symbols give two) whose
quadrants' mean colours are within 20 of the source's; after the pop-up
closes, and after a resize, those cells show no piece of it.

Heavy (an X server and an emulator each), so two tests, one a terminal."""
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
