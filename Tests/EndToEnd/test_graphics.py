"""Pictures as pixels, decoded from what the app writes to its terminal:
the kitty stream (APC, base64 of a PNG, chunks of at most 4096 bytes),
sixel (DCS) and iTerm2 (OSC 1337, a PNG) each decode to a picture the size of its cells whose
colours match the source; placements go by id when the pop-up closes; the
detection's answers, mixed with typed keys, leave the keys intact;
--diagnose says what the terminal answered, or why nothing was asked.

The pseudo-terminal keeps no pixel size, so a cell counts as 10x20
pixels (the app's default): the pop-up's 12x6 cells are 120x120 pixels.
Tolerance: each quadrant's mean, inside a margin, within 24 of the
source's colour on every channel (JPEG's edges and sixel's palette)."""
import subprocess

import graphics
from harness import BINARY, live, search_for
from test_artwork import colours, open_art_song, popup_picture, reddish

QUADRANTS = {(0, 0): (255, 0, 0), (1, 0): (0, 255, 0), (0, 1): (0, 0, 255), (1, 1): (255, 255, 255)}
TOLERANCE = 24


def assert_quadrants(picture):
    half_w, half_h = picture.width // 2, picture.height // 2
    margin_x, margin_y = half_w // 5, half_h // 5
    for (qx, qy), expected in QUADRANTS.items():
        mean = picture.mean(qx * half_w + margin_x, qy * half_h + margin_y, half_w - 2 * margin_x,
                            half_h - 2 * margin_y)
        assert graphics.close(mean, expected, TOLERANCE), f"quadrant {qx},{qy}: {mean} is not {expected}"


def popup_picture_sent(app, decode):
    """The pop-up's picture as decoded from the output: the one drawn at its cell."""
    left, top, _, _ = popup_picture(app)
    found = []

    def sent():
        found[:] = [p for p in decode(bytes(app.raw)) if p.cell == (left, top)]
        return found

    app.wait_until(sent, what="the pop-up's picture in the output")
    return found[-1]


def test_the_kitty_stream_decodes_to_the_picture_in_chunks(launch, store):
    app = launch(80, 24, args=live(store, "--images", "kitty"))
    open_art_song(app)
    picture = popup_picture_sent(app, graphics.kitty_pictures)
    assert (picture.width, picture.height) == (120, 120) and picture.cells == (12, 6)
    assert_quadrants(picture)
    commands = [c for c in graphics.kitty_commands(bytes(app.raw)) if c[2] > 0]
    image_id = picture.keys["i"]
    chunks = []
    for keys, payload, _ in commands:
        if keys.get("i") == image_id or (chunks and chunks[-1][0].get("m") == "1"):
            chunks.append((keys, payload))
        if chunks and keys.get("m") == "0":
            break
    assert picture.keys["f"] == "100", "a PNG"
    # (A PNG this small takes one chunk; ImagePlacementTests cuts a larger one in four.)
    assert chunks
    assert all(len(payload) <= 4096 for _, payload in chunks)
    assert [k.get("m") for k, _ in chunks] == ["1"] * (len(chunks) - 1) + ["0"]
    assert picture.keys["q"] == "2" and picture.keys["C"] == "1", "no answers, the cursor left where it was"
    # Closed: the placement is deleted by its ids.
    marker = len(app.raw)
    app.send("esc")
    app.wait_until(lambda: any(k.get("a") == "d" and k.get("i") == image_id
                               for k, _, _ in graphics.kitty_commands(bytes(app.raw[marker:]))),
                   what="the pop-up's picture deleted")


def test_the_sixel_stream_decodes_to_the_picture_filling_its_cells(launch, store):
    app = launch(80, 24, args=live(store, "--images", "sixel"))
    open_art_song(app)
    picture = popup_picture_sent(app, graphics.sixel_pictures)
    assert (picture.width, picture.height) == (120, 120)
    assert picture.unset() == 0, "every pixel of its cells drawn"
    assert_quadrants(picture)


def test_a_sixel_picture_is_cut_to_its_cells_not_rounded_to_bands(launch, store):
    """13-pixel cells: 2 rows are 26 pixels, not a multiple of six."""
    app = launch(80, 24, args=live(store, "--images", "sixel"))
    app.wait_for("Search")
    app.send("\x1b[6;13;7t")  # as if the terminal said its cells are 7x13
    search_for(app, "artwork")
    app.wait_until(lambda: any(p.cell == (1, 5) for p in graphics.sixel_pictures(bytes(app.raw))),
                   what="the row's thumbnail")
    thumbnail = [p for p in graphics.sixel_pictures(bytes(app.raw)) if p.cell == (1, 5)][-1]
    assert (thumbnail.width, thumbnail.height) == (28, 26)
    assert thumbnail.unset() == 0


def test_the_iterm_image_decodes_to_the_picture(launch, store):
    app = launch(80, 24, args=live(store, "--images", "iterm"))
    open_art_song(app)
    picture = popup_picture_sent(app, graphics.iterm_pictures)
    assert picture.cells == (12, 6) and picture.keys["preserveAspectRatio"] == "0"
    assert_quadrants(picture)


def test_answers_to_the_queries_choose_kitty_and_never_reach_the_field(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_until(lambda: b"\x1b_Gi=31,s=1,v=1,a=q" in app.raw, what="the kitty graphics query")
    assert b"\x1b[16t" in app.raw and b"\x1b[c" in app.raw
    # The terminal's answers, with keys typed around them.
    app.send("art" + "\x1b_Gi=31;OK\x1b\\" + "\x1b[6;20;10t" + "wo" + "\x1b[?62;4;22c" + "rk")
    app.wait_for("artwork")
    field = next(line for line in app.text() if "artwork" in line)
    assert field.split("│")[1].strip().endswith(" artwork"), field
    assert "OK" not in field and "62" not in field and "Gi" not in field
    app.send("enter")
    app.wait_until(lambda: graphics.kitty_pictures(bytes(app.raw)), what="pictures sent as kitty graphics")


def test_a_terminal_that_answers_nothing_is_drawn_with_symbols(launch, store):
    app = launch(80, 24, args=live(store))
    open_art_song(app)
    app.wait_until(lambda: any(reddish(c) for c in colours(app, *popup_picture(app))), what="the red quadrant")
    app.wait_quiet()
    raw = bytes(app.raw)
    assert not graphics.kitty_pictures(raw) and not graphics.sixel_pictures(raw)
    assert b"\x1b]1337;File" not in raw


def diagnosed_pictures(app):
    """The `pictures:` line --diagnose printed, once it has exited."""
    app.wait_exit()
    text = bytes(app.raw).decode("utf-8", "replace")
    return next(line for line in text.splitlines() if line.startswith("pictures:"))


def test_diagnose_asks_the_terminal_and_says_what_it_answered(launch):
    app = launch(80, 24, args=["--diagnose"])
    app.wait_until(lambda: b"\x1b[c" in app.raw, what="the queries")
    app.send("\x1b[6;20;10t" + "\x1b[?63;1;2;4;6c")  # xterm as a VT340: its cells, then sixel in Primary DA
    assert diagnosed_pictures(app).split(None, 1)[1] == \
        "sixel (the terminal's attributes (Primary DA) include sixel)"


def test_diagnose_inside_tmux_asks_nothing_and_says_why(launch):
    app = launch(80, 24, args=["--diagnose"], env={"TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"})
    assert diagnosed_pictures(app).split(None, 1)[1] == "symbols (inside tmux, which passes no pictures on)"
    assert b"\x1b[c" not in app.raw and b"\x1b_G" not in app.raw, "no query sent through tmux"


def test_diagnose_without_a_terminal_says_there_was_none_to_ask(home):
    # A new session: no controlling terminal, so /dev/tty cannot be opened.
    environment = {"HOME": home, "LANG": "C.UTF-8", "TERM": "xterm-256color", "PATH": "/usr/bin:/bin"}
    result = subprocess.run([BINARY, "--diagnose"], capture_output=True, text=True, timeout=20,
                            start_new_session=True, stdin=subprocess.DEVNULL, env=environment)
    assert result.returncode == 0, result.stderr
    line = next(line for line in result.stdout.splitlines() if line.startswith("pictures:"))
    assert line.split(None, 1)[1] == "symbols (no terminal to ask)"
