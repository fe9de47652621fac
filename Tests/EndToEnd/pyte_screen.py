"""What pyte 0.8 reads differently from a real terminal, put right for the
end-to-end tests and the tapes: the colon form of SGR colours, the SU and
SD scrolls, bold that came only with a bright colour, and APC and DCS
strings (pictures, the kitty graphics query) and mode queries (DECRQM),
which it would show as text."""
import re

import pyte

# pyte 0.8 ends a control sequence at ':', so the ITU T.416 colour form that
# ncurses writes for direct-colour terminals (`ESC[38:2::R:G:Bm`, TERM=xterm-direct)
# would reach its screen as text. Terminals read both forms; pyte is given the
# semicolon form. The raw bytes keep what the app really wrote.
_SGR = re.compile(rb"\x1b\[([0-9;:]*)m")
# APC and DCS strings (the kitty graphics query and pictures, sixel
# pictures): terminals that draw none swallow them whole, but pyte 0.8
# shows their content as text, so they are taken out before it reads the
# rest (the raw bytes keep them). One not yet ended waits for its end.
_CONTROL_STRING = re.compile(rb"\x1b[_P].*?(?:\x1b\\|$)", re.DOTALL)


def _semicolon_parameter(group):
    parts = group.split(b":")
    if len(parts) == 1:
        return group
    if parts[0] in (b"38", b"48", b"58") and len(parts) > 1 and parts[1] == b"2":
        return b";".join([parts[0], b"2", *[p or b"0" for p in parts[-3:]]])
    if parts[0] in (b"38", b"48", b"58") and len(parts) > 2 and parts[1] == b"5":
        return b";".join([parts[0], b"5", parts[2] or b"0"])
    return parts[0]


# A private mode's state asked for (DECRQM, `ESC[?1036$p`, which --diagnose
# sends): pyte 0.8 stops the sequence at '$' and shows the 'p' as text.
# Terminals that do not answer it swallow it whole.
_DECRQM = re.compile(rb"\x1b\[\??[0-9;]*\$p")


def semicolon_sgr(data):
    """`data` with every colon-separated SGR parameter in semicolon form
    (and without the mode queries pyte would show as text)."""
    def rewrite(match):
        if b":" not in match.group(1):
            return match.group(0)
        groups = [_semicolon_parameter(g) for g in match.group(1).split(b";")]
        return b"\x1b[" + b";".join(groups) + b"m"
    return _SGR.sub(rewrite, _DECRQM.sub(b"", data))


class ScrollingScreen(pyte.Screen):
    """pyte's screen with the two scrolls it lacks, SU and SD (`CSI n S`,
    `CSI n T`: terminfo's indn and rin), which ncurses uses to scroll a list
    inside a scroll region. Without them the emulator's rows go stale where
    a real terminal's move.

    And one correction: pyte reads a bright colour (SGR 90-97) as that
    colour with bold, and keeps the bold when a later SGR gives another
    colour (`ESC[90m` then `ESC[38;5;240m`), which a real terminal does not:
    bright is a colour, not bold. Bold that came only with a bright colour
    goes when the colour is replaced."""

    _bold_from_bright = False

    def select_graphic_rendition(self, *attrs):
        before = self.cursor.attrs.bold
        super().select_graphic_rendition(*attrs)
        codes, index = [], 0
        while index < len(attrs):  # the colour numbers after 38 and 48 are no codes of their own
            codes.append(attrs[index])
            if attrs[index] in (38, 48) and index + 1 < len(attrs):
                index += 3 if attrs[index + 1] == 5 else 5
            else:
                index += 1
        if not codes or 0 in codes or 22 in codes or 1 in codes:
            self._bold_from_bright = False
        sets_bright = any(90 <= code <= 97 for code in codes)
        sets_colour = any(30 <= code <= 39 for code in codes)
        if sets_bright and 1 not in codes and not before:
            self._bold_from_bright = True
        elif sets_colour and not sets_bright and self._bold_from_bright:
            self.cursor.attrs = self.cursor.attrs._replace(bold=False)
            self._bold_from_bright = False

    def scroll_up(self, count=1, *args, **kwargs):
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        row = self.cursor.y
        self.cursor.y = bottom
        for _ in range(max(1, count or 1)):
            self.index()
        self.cursor.y = row

    def scroll_down(self, count=1, *args, **kwargs):
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        row = self.cursor.y
        self.cursor.y = top
        for _ in range(max(1, count or 1)):
            self.reverse_index()
        self.cursor.y = row


class ScrollingByteStream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, S="scroll_up", T="scroll_down")


def without_control_strings(data):
    """`data` without its APC and DCS strings, and where one not yet ended
    begins in what is left (None when none is): it waits for its end."""
    if b"\x1b_" not in data and b"\x1bP" not in data:
        return data, None
    unended = None
    for match in _CONTROL_STRING.finditer(data):
        if not match.group().endswith(b"\x1b\\"):
            unended = match.start()
    kept = data[unended:] if unended is not None else b""
    data = _CONTROL_STRING.sub(b"", data[:unended]) + kept
    return data, (len(data) - len(kept) if unended is not None else None)
