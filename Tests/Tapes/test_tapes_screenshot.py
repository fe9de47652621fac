"""The SVG (and text) writer on small screens written with escape sequences."""
import xml.etree.ElementTree as ET

import pytest

import screenshot
from harness import ScrollingByteStream

SVG = "{http://www.w3.org/2000/svg}"


def draw(data, columns=20, rows=3):
    screen = screenshot.TapeScreen(columns, rows)
    ScrollingByteStream(screen).feed(data.encode("utf-8"))
    screen.cursor.hidden = True
    return screen


def cell_x(column):
    return screenshot.PAD + column * screenshot.CELL_W


def rects(svg):
    root = ET.fromstring(svg)
    return [(float(r.get("x")), float(r.get("width")), r.get("fill")) for r in root.iter(SVG + "rect")
            if r.get("x") is not None]


def texts(svg):
    root = ET.fromstring(svg)
    return [(t.text, [float(x) for x in t.get("x").split()], t.get("fill"), t.get("class") or "")
            for t in root.iter(SVG + "text")]


def fill_of(svg, character):
    return next(fill for text, _, fill, _ in texts(svg) if text and character in text)


@pytest.mark.parametrize("sequence, colour", [
    ("\x1b[31m", "#cd0000"),            # 8 colours
    ("\x1b[91m", "#ff0000"),            # the bright 16 (pyte keeps them as bold)
    ("\x1b[38;5;208m", "#ff8700"),      # 256: the cube
    ("\x1b[38;5;240m", "#585858"),      # 256: the grey ramp (the app's dimmed screen)
    ("\x1b[38;5;9m", "#ff0000"),        # 256: a low entry
    ("\x1b[38;2;1;2;254m", "#0102fe"),  # 24-bit
    ("\x1b[38:2::1:2:254m", "#0102fe"),  # 24-bit, ITU T.416 form (as the runner feeds it)
])
def test_foreground_at_every_depth(sequence, colour):
    from harness import semicolon_sgr
    screen = screenshot.TapeScreen(20, 3)
    ScrollingByteStream(screen).feed(semicolon_sgr((sequence + "X\x1b[0m").encode()))
    assert fill_of(screenshot.svg(screen), "X") == colour


@pytest.mark.parametrize("sequence, colour", [
    ("\x1b[44m", "#0000ee"), ("\x1b[48;5;21m", "#0000ff"), ("\x1b[48;2;16;32;48m", "#102030"),
])
def test_background_at_every_depth(sequence, colour):
    svg = screenshot.svg(draw(sequence + "ab\x1b[0m"))
    assert (cell_x(0), 2 * screenshot.CELL_W, colour) in rects(svg)


def test_reverse_video_swaps_the_colours():
    svg = screenshot.svg(draw("\x1b[7mR\x1b[27m\x1b[31;42;7mS\x1b[0m"))
    assert (cell_x(0), screenshot.CELL_W, "#" + screenshot.DEFAULT_FG) in rects(svg)
    assert fill_of(svg, "R") == "#" + screenshot.DEFAULT_BG
    assert (cell_x(1), screenshot.CELL_W, "#cd0000") in rects(svg)
    assert fill_of(svg, "S") == "#00cd00"


def test_bold_italic_underline_strike_and_dim():
    svg = screenshot.svg(draw("\x1b[1mB\x1b[0m\x1b[3mI\x1b[0m\x1b[4mU\x1b[0m\x1b[9mS\x1b[0m\x1b[2mD\x1b[22mN"))
    classes = {text: cls for text, _, _, cls in texts(svg)}
    assert classes["B"] == "b" and classes["I"] == "i" and classes["U"] == "u" and classes["S"] == "s"
    assert fill_of(svg, "D") == "#" + screenshot._blend(screenshot.DEFAULT_FG, screenshot.DEFAULT_BG, 0.5)
    assert fill_of(svg, "N") == "#" + screenshot.DEFAULT_FG, "SGR 22 ends dim"
    assert "38;5;2" not in svg


def test_dim_is_not_confused_by_a_colour_parameter_of_2():
    svg = screenshot.svg(draw("\x1b[38;5;2mG\x1b[38;2;2;2;2mH"))
    assert fill_of(svg, "G") == "#00cd00" and fill_of(svg, "H") == "#020202"


def test_a_wide_character_takes_two_cells():
    screen = draw("a日b")
    svg = screenshot.svg(screen)
    [(text, xs, _, _)] = texts(svg)
    assert text == "a日b"
    assert xs == [cell_x(0), cell_x(1), cell_x(3)], "b is drawn after both cells of 日"
    assert screenshot.text(screen).splitlines()[0] == "a日b"


def test_a_combining_character_stays_on_its_base():
    # q with an acute accent has no precomposed form: two code points, one cell.
    svg = screenshot.svg(draw("xq\u0301y"))
    found = texts(svg)
    assert ("q\u0301", [cell_x(1)], "#" + screenshot.DEFAULT_FG, "") in found
    assert [t for t, _, _, _ in found] == ["x", "q\u0301", "y"]


def test_plain_spaces_carry_no_style_but_underlined_ones_do():
    """The same picture, whatever bold the app left on a blank (ncurses
    does that differently run to run); an underlined blank shows."""
    assert screenshot.svg(draw("a\x1b[1m   \x1b[0mb")) == screenshot.svg(draw("a   b"))
    underlined = texts(screenshot.svg(draw("a\x1b[4m  \x1b[0m")))
    assert ("  ", [cell_x(1), cell_x(2)], "#" + screenshot.DEFAULT_FG, "u") in underlined


def test_the_cursor_is_drawn_as_a_reversed_cell():
    screen = draw("ab\x1b[1;2H")
    screen.cursor.hidden = False
    assert (cell_x(1), screenshot.CELL_W, "#" + screenshot.DEFAULT_FG) in rects(screenshot.svg(screen))


def test_the_picture_is_self_contained_and_escaped():
    svg = screenshot.svg(draw("<&>\"'"), title="a <title>")
    root = ET.fromstring(svg)  # well-formed
    assert root.get("width") == f"{20 * screenshot.CELL_W + 2 * screenshot.PAD:g}"
    assert [t for t, _, _, _ in texts(svg)] == ["<&>\"'"]
    for outside in ("href", "@import", "url(", "<image", "@font-face"):
        assert outside not in svg
    assert "monospace" in svg and root.find(SVG + "title").text == "a <title>"


def test_text_cuts_trailing_blanks():
    assert screenshot.text(draw("ab   \r\n  c")) == "ab\n  c\n\n"
