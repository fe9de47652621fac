"""Decoders for the pictures the app writes: kitty graphics (APC, base64
in chunks), DEC sixel (DCS) and iTerm2 inline images (OSC 1337), each read
back into pixels with the cell the cursor was put on before it, so a test
can compare what was sent with the picture it came from."""
import base64
import io
import re

CURSOR = re.compile(rb"\x1b\[(\d+);(\d+)H")
APC = re.compile(rb"\x1b_G([^;\x1b]*)(?:;([^\x1b]*))?\x1b\\")
DCS_SIXEL = re.compile(rb"\x1bP([0-9;]*)q(.*?)\x1b\\", re.DOTALL)
ITERM = re.compile(rb"\x1b\]1337;File=([^:\x07]*):([^\x07]*)\x07")


class Picture:
    """Pixels as rows of (r, g, b) tuples (None where a sixel left a pixel
    unset), where it was drawn (column, row of its top-left cell) and, for
    kitty and iTerm2, the cells it was asked to fill."""

    def __init__(self, width, height, pixels, cell=None, cells=None, keys=None):
        self.width, self.height, self.pixels = width, height, pixels
        self.cell, self.cells, self.keys = cell, cells, keys or {}

    def mean(self, left, top, width, height):
        """The mean colour of a region, in pixels, ignoring unset ones."""
        total, count = [0, 0, 0], 0
        for y in range(top, top + height):
            for x in range(left, left + width):
                pixel = self.pixels[y][x]
                if pixel is not None:
                    count += 1
                    for channel in range(3):
                        total[channel] += pixel[channel]
        return tuple(value / max(1, count) for value in total)

    def unset(self):
        return sum(1 for row in self.pixels for pixel in row if pixel is None)


def _cursor_before(data, position):
    """The cell (column, row), counted from 0, of the last cursor move before `position`."""
    last = None
    for match in CURSOR.finditer(data, 0, position):
        last = (int(match.group(2)) - 1, int(match.group(1)) - 1)
    return last


def _keys(text):
    return dict(pair.split("=", 1) for pair in text.decode().split(",") if "=" in pair)


def kitty_commands(data):
    """Every kitty graphics command: (keys, payload, offset)."""
    return [(_keys(m.group(1)), m.group(2) or b"", m.start()) for m in APC.finditer(data)]


def kitty_pictures(data):
    """The pictures transmitted (a=T or a=t), their chunks joined: each a
    Picture of its pixels, sent as a PNG (f=100), RGB (f=24) or RGBA (f=32)."""
    pictures, current, payload = [], None, b""
    for keys, chunk, offset in kitty_commands(data):
        if current is None:
            if keys.get("a") not in ("T", "t"):
                continue
            current, payload = (keys, offset), b""
        payload += chunk
        if keys.get("m", "0") == "0":
            first, start = current
            raw = base64.b64decode(payload)
            if first.get("f") == "100":
                from PIL import Image
                image = Image.open(io.BytesIO(raw)).convert("RGB")
                width, height = image.size
                pixels = [[image.getpixel((x, y)) for x in range(width)] for y in range(height)]
            else:
                width, height = int(first["s"]), int(first["v"])
                step = 4 if first.get("f") == "32" else 3
                assert len(raw) == width * height * step, f"{len(raw)} bytes for {width}x{height}x{step}"
                pixels = [[tuple(raw[(y * width + x) * step:(y * width + x) * step + 3]) for x in range(width)]
                          for y in range(height)]
            cells = (int(first["c"]), int(first["r"])) if "c" in first else None
            pictures.append(Picture(width, height, pixels, _cursor_before(data, start), cells, first))
            current = None
    return pictures


def sixel_pictures(data):
    """Every sixel picture, decoded: raster attributes, colour registers
    (RGB in percent), repeats, carriage returns and new bands."""
    pictures = []
    for match in DCS_SIXEL.finditer(data):
        body = match.group(2)
        width = height = None
        raster = re.match(rb'"(\d+);(\d+);(\d+);(\d+)', body)
        if raster:
            width, height = int(raster.group(3)), int(raster.group(4))
            body = body[raster.end():]
        colours, colour = {}, (0, 0, 0)
        dots = {}
        x, band = 0, 0
        i = 0
        while i < len(body):
            byte = body[i]
            if byte == ord("#"):
                end = i + 1
                while end < len(body) and (body[end:end + 1].isdigit() or body[end] == ord(";")):
                    end += 1
                fields = [int(f) for f in body[i + 1:end].split(b";") if f]
                if len(fields) == 5 and fields[1] == 2:
                    colours[fields[0]] = tuple(round(v * 255 / 100) for v in fields[2:])
                colour = colours.get(fields[0], (0, 0, 0))
                i = end
                continue
            repeat = 1
            if byte == ord("!"):
                end = i + 1
                while body[end:end + 1].isdigit():
                    end += 1
                repeat, i = int(body[i + 1:end]), end
                byte = body[i]
            if byte == ord("$"):
                x = 0
            elif byte == ord("-"):
                x, band = 0, band + 1
            elif 0x3F <= byte <= 0x7E:
                bits = byte - 0x3F
                for _ in range(repeat):
                    for bit in range(6):
                        if bits & (1 << bit):
                            dots[(x, band * 6 + bit)] = colour
                    x += 1
            i += 1
        width = width or (max(p[0] for p in dots) + 1)
        height = height or (max(p[1] for p in dots) + 1)
        outside = [p for p in dots if p[0] >= width or p[1] >= height]
        assert not outside, f"{len(outside)} pixels drawn outside the {width}x{height} raster"
        pixels = [[dots.get((x, y)) for x in range(width)] for y in range(height)]
        pictures.append(Picture(width, height, pixels, _cursor_before(data, match.start())))
    return pictures


def iterm_pictures(data):
    """Every iTerm2 inline image, its file decoded with PIL."""
    from PIL import Image
    pictures = []
    for match in ITERM.finditer(data):
        keys = dict(pair.split("=", 1) for pair in match.group(1).decode().split(";") if "=" in pair)
        image = Image.open(io.BytesIO(base64.b64decode(match.group(2)))).convert("RGB")
        width, height = image.size
        pixels = [[image.getpixel((x, y)) for x in range(width)] for y in range(height)]
        cells = (int(keys["width"]), int(keys["height"]))
        pictures.append(Picture(width, height, pixels, _cursor_before(data, match.start()), cells, keys))
    return pictures


def close(colour, expected, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(colour, expected))
