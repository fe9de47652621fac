"""A pyte screen as a picture (SVG) and as plain text.

The SVG draws every cell: backgrounds as rectangles, text in runs placed
cell by cell (so a font a little wider or narrower than the grid never
drifts), colours at every depth (the 16 named ones, the 256-colour palette,
24-bit), bold, italics, underline, strike-through, reverse video and dim
(SGR 2, kept by TapeScreen, which pyte alone drops), wide characters over
two cells and combining characters on their base. A monospace font stack
that every system has a member of; nothing is fetched from outside.
"""
import os
import sys
from collections import namedtuple
from xml.sax.saxutils import escape

import pyte

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "EndToEnd"))
from harness import ScrollingScreen  # noqa: E402

# xterm's 16 colours; pyte names 30-37 (and 90-97, with bold) so.
NAMED = {
    "black": "000000", "red": "cd0000", "green": "00cd00", "brown": "cdcd00", "blue": "0000ee",
    "magenta": "cd00cd", "cyan": "00cdcd", "white": "e5e5e5",
}
BRIGHT = {
    "black": "7f7f7f", "red": "ff0000", "green": "00ff00", "brown": "ffff00", "blue": "5c5cff",
    "magenta": "ff00ff", "cyan": "00ffff", "white": "ffffff",
}
DEFAULT_FG, DEFAULT_BG = "d0d0d0", "1c1c1c"
FONT_SIZE, CELL_W, CELL_H, PAD = 14, 8.4, 17, 10
FONTS = "'DejaVu Sans Mono', 'Menlo', 'Consolas', 'Liberation Mono', 'Noto Sans Mono', 'Courier New', monospace"

TapeChar = namedtuple("TapeChar", pyte.screens.Char._fields + ("dim",))


class TapeScreen(ScrollingScreen):
    """The end-to-end suite's screen that also keeps SGR 2 (dim)."""

    def select_graphic_rendition(self, *attrs):
        dim = getattr(self.cursor.attrs, "dim", False)
        values, i = list(attrs) or [0], 0
        while i < len(values):
            value = values[i]
            if value in (38, 48, 58) and i + 1 < len(values):
                i += 3 if values[i + 1] == 5 else 5 if values[i + 1] == 2 else 1
                continue
            if value == 0:
                dim = False
            elif value == 2:
                dim = True
            elif value == 22:
                dim = False
            i += 1
        super().select_graphic_rendition(*attrs)
        self.cursor.attrs = TapeChar(*self.cursor.attrs[:len(pyte.screens.Char._fields)], dim)


def _hex(colour, bold, foreground):
    if colour == "default":
        return DEFAULT_FG if foreground else DEFAULT_BG
    if colour in NAMED:
        return (BRIGHT if bold and foreground else NAMED)[colour]
    if len(colour) == 6:
        return colour.lower()
    return DEFAULT_FG if foreground else DEFAULT_BG


def _blend(colour, other, amount):
    a = [int(colour[i:i + 2], 16) for i in (0, 2, 4)]
    b = [int(other[i:i + 2], 16) for i in (0, 2, 4)]
    return "".join(f"{round(x + (y - x) * amount):02x}" for x, y in zip(a, b))


def cell_style(char, cursor=False):
    """(foreground, background, bold, italic, underline, strike) of a cell, as drawn."""
    fg = _hex(char.fg, char.bold, True)
    bg = _hex(char.bg, False, False)
    if char.reverse != cursor:
        fg, bg = bg, fg
    if getattr(char, "dim", False):
        fg = _blend(fg, bg, 0.5)
    return fg, bg, bool(char.bold), bool(char.italics), bool(char.underscore), bool(char.strikethrough)


def text(screen):
    """The screen as plain text: one line a row, trailing blanks cut."""
    return "\n".join(line.rstrip() for line in screen.display) + "\n"


def svg(screen, title="storesearch"):
    columns, rows = screen.columns, screen.lines
    width, height = columns * CELL_W + 2 * PAD, rows * CELL_H + 2 * PAD
    cursor = None if screen.cursor.hidden else (screen.cursor.x, screen.cursor.y)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}" role="img" aria-label="{escape(title)}">',
        f"<title>{escape(title)}</title>",
        f"<style>text{{font-family:{FONTS};font-size:{FONT_SIZE}px;white-space:pre}}"
        ".b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}.s{text-decoration:line-through}"
        ".u.s{text-decoration:underline line-through}</style>",
        f'<rect width="100%" height="100%" rx="6" fill="#{DEFAULT_BG}"/>',
    ]
    texts = []
    for y in range(rows):
        line = screen.buffer[y]
        styles = []
        for x in range(columns):
            char = line[x]
            style = cell_style(char, cursor == (x, y))
            if char.data in (" ", ""):
                style = style[:2] + (False, False) + style[4:]  # bold and italics draw nothing there
            styles.append(style)
        # Backgrounds: runs of one colour other than the default.
        x = 0
        while x < columns:
            bg = styles[x][1]
            end = x + 1
            while end < columns and styles[end][1] == bg:
                end += 1
            if bg != DEFAULT_BG:
                out.append(f'<rect x="{PAD + x * CELL_W:g}" y="{PAD + y * CELL_H:g}" '
                           f'width="{(end - x) * CELL_W:g}" height="{CELL_H}" fill="#{bg}"/>')
            x = end
        # Text: runs of one style; a wide character's second cell holds "".
        baseline = PAD + y * CELL_H + CELL_H * 0.78
        x = 0
        while x < columns:
            char = line[x]
            if char.data in ("", " ") and not styles[x][4] and not styles[x][5]:
                x += 1
                continue
            style = styles[x][0:1] + styles[x][2:]
            run, positions = [], []
            end = x
            while end < columns:
                c = line[end]
                if c.data == "":
                    end += 1
                    continue
                if c.data == " " and not styles[end][4] and not styles[end][5] and not style[3] and not style[4]:
                    # A plain space shows only its background: it joins any
                    # run, whatever bold or colour the app left on it.
                    run.append(" ")
                    positions.append(PAD + end * CELL_W)
                    end += 1
                    continue
                if styles[end][0:1] + styles[end][2:] != style:
                    break
                if len(c.data) > 1 and run:
                    break  # a base with combining marks goes alone, at one x
                run.append(c.data)
                positions.append(PAD + end * CELL_W)
                end += 1
                if len(c.data) > 1:
                    break
            while run and run[-1] == " " and not style[3] and not style[4]:
                run.pop()
                positions.pop()
            if not run:
                x = end
                continue
            fg, bold, italic, underline, strike = style
            classes = " ".join(n for n, on in (("b", bold), ("i", italic), ("u", underline), ("s", strike)) if on)
            attributes = f' class="{classes}"' if classes else ""
            if len(run) == 1 and len(run[0]) > 1:
                xs = f"{positions[0]:g}"
            else:
                xs = " ".join(f"{p:g}" for p in positions)
            texts.append(f'<text x="{xs}" y="{baseline:g}" fill="#{fg}"{attributes}>{escape("".join(run))}</text>')
            x = end
    out.extend(texts)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def save(screen, directory, name, title=None):
    """Writes NAME.svg and NAME.txt into `directory`; returns their paths."""
    os.makedirs(directory, exist_ok=True)
    svg_path, text_path = os.path.join(directory, name + ".svg"), os.path.join(directory, name + ".txt")
    with open(svg_path, "w", encoding="utf-8") as handle:
        handle.write(svg(screen, title or name))
    with open(text_path, "w", encoding="utf-8") as handle:
        handle.write(text(screen))
    return svg_path, text_path
