"""Keys from outside, as other terminals and drivers really send them.

Raw bytes over a pty for every family a terminal, multiplexer or scripted
driver sends: both cursor-key modes, the xterm, vt220, rxvt and Linux-console
function keys, xterm modifiers, rxvt's own, Shift-Tab, the kitty keyboard
protocol, xterm's modifyOtherKeys, focus reports, three mouse encodings; each
sequence whole, split a byte a read, and back to back with others; unknown
sequences of every kind. Then `tmux send-keys` in panes under seven TERM
values. Each key must reach its action, and no `[` or `~` from a sequence may
ever land in the search field.
"""
import os
import re
import subprocess
import time

import pytest

from harness import BINARY, KEYS

ESC = "\x1b"

# family -> [(bytes, the key they are)]
FAMILIES = {
    "cursor-normal": [(f"{ESC}[A", "up"), (f"{ESC}[B", "down"), (f"{ESC}[C", "right"), (f"{ESC}[D", "left"),
                      (f"{ESC}[H", "home"), (f"{ESC}[F", "end")],
    "cursor-application": [(f"{ESC}OA", "up"), (f"{ESC}OB", "down"), (f"{ESC}OC", "right"), (f"{ESC}OD", "left"),
                           (f"{ESC}OH", "home"), (f"{ESC}OF", "end")],
    "editing-vt220": [(f"{ESC}[1~", "home"), (f"{ESC}[2~", "insert"), (f"{ESC}[3~", "delete"), (f"{ESC}[4~", "end"),
                      (f"{ESC}[5~", "pgup"), (f"{ESC}[6~", "pgdn")],
    "editing-rxvt": [(f"{ESC}[7~", "home"), (f"{ESC}[8~", "end")],
    "function-xterm": [(f"{ESC}OP", "f1"), (f"{ESC}OQ", "f2"), (f"{ESC}OR", "f3"), (f"{ESC}OS", "f4"),
                       (f"{ESC}[15~", "f5"), (f"{ESC}[17~", "f6"), (f"{ESC}[18~", "f7"), (f"{ESC}[19~", "f8"),
                       (f"{ESC}[20~", "f9"), (f"{ESC}[21~", "f10"), (f"{ESC}[23~", "f11"), (f"{ESC}[24~", "f12")],
    "function-vt220-rxvt": [(f"{ESC}[11~", "f1"), (f"{ESC}[12~", "f2"), (f"{ESC}[13~", "f3"), (f"{ESC}[14~", "f4")],
    "function-linux": [(f"{ESC}[[A", "f1"), (f"{ESC}[[B", "f2"), (f"{ESC}[[C", "f3"), (f"{ESC}[[D", "f4"),
                       (f"{ESC}[[E", "f5")],
    "modifiers-xterm": [(f"{ESC}[1;5C", "ctrl-right"), (f"{ESC}[1;5D", "ctrl-left"), (f"{ESC}[1;3D", "alt-left"),
                        (f"{ESC}[1;3C", "alt-right"), (f"{ESC}[1;2A", "shift-up"), (f"{ESC}[1;2B", "shift-down"),
                        (f"{ESC}[1;5P", "ctrl-f1"), (f"{ESC}[15;5~", "ctrl-f5"), (f"{ESC}[1;2D", "shift-left")],
    "modifiers-rxvt": [(f"{ESC}Od", "ctrl-left"), (f"{ESC}Oc", "ctrl-right"), (f"{ESC}[a", "shift-up"),
                       (f"{ESC}[b", "shift-down"), (f"{ESC}[11^", "ctrl-f1"), (f"{ESC}[2$", "shift-insert")],
    "shift-tab": [(f"{ESC}[Z", "shift-tab")],
    "kitty": [(f"{ESC}[99;5u", "ctrl-c"), (f"{ESC}[13u", "enter"), (f"{ESC}[97u", "a"), (f"{ESC}[97;2u", "A"),
              (f"{ESC}[9;2u", "shift-tab"), (f"{ESC}[27u", "esc"), (f"{ESC}[117;5u", "ctrl-u"),
              (f"{ESC}[97;1:3u", "ignored")],
    "modify-other-keys": [(f"{ESC}[27;5;99~", "ctrl-c"), (f"{ESC}[27;2;65~", "A"), (f"{ESC}[27;5;117~", "ctrl-u"),
                          (f"{ESC}[27;5;13~", "ctrl-enter")],
    "focus": [(f"{ESC}[I", "ignored"), (f"{ESC}[O", "ignored")],
}

# Complete sequences that are no key here: each is swallowed whole.
UNKNOWN = [
    f"{ESC}[99;99X", f"{ESC}[?1;2c", f"{ESC}[>0;136;0c", f"{ESC}[12;40R", f"{ESC}[201~", f"{ESC}[99~", f"{ESC}[E",
    f"{ESC}[1;5E", f"{ESC}[?62u", f"{ESC}Oz", f"{ESC}[<35;10;5M", f"{ESC}[<0;10;5m",
    f"{ESC}]11;rgb:0000/0000/0000\x07", f"{ESC}]0;a title{ESC}\\", f"{ESC}]52;c;aGVsbG8=\x07",
    f"{ESC}P1$r0m{ESC}\\", f"{ESC}_Gi=1;OK{ESC}\\", f"{ESC}^a private message{ESC}\\", f"{ESC}Xsos{ESC}\\",
]


# What the screen says (80x24) -------------------------------------------------------

def field(app):
    """The search field's text ('' when it shows its placeholder)."""
    line = app.region("field")
    assert "⌕ " in line, f"no search field:\n{app.dump()}"
    text = line[line.index("⌕ ") + 2:].rstrip(" │")
    return "" if text.startswith("App name, artist") or text.startswith("Filter the favourites") else text


def position(app):
    """(selected, count) from the list's separator, or None; selected is
    None before anything is."""
    match = re.search(r" (?:(\d+)/)?(\d+)\+? ─$", app.region("rule"))
    if not match:
        return None
    return (int(match.group(1)) if match.group(1) else None, int(match.group(2)))


def footer(app):
    return app.region("footer")


def assert_clean_field(app):
    text = field(app)
    assert "[" not in text and "~" not in text, f"a sequence landed in the field: {text!r}\n{app.dump()}"


def wait_field(app, text):
    app.wait_until(lambda: field(app) == text, what=f"the field to read {text!r}")


def start_in_field(app, text):
    app.type(text)
    wait_field(app, text)


def start_in_list(app, term="pink"):
    app.type(term)
    app.wait_until(lambda: position(app) is not None, what="results")
    app.send("enter")
    app.wait_until(lambda: position(app) is not None and position(app)[0] == 1, what="the list's first row")


def nothing_happened(app, text):
    """The key before did nothing: a marker typed after it lands right after `text`
    (keys are handled in order, so once it shows the key was handled)."""
    app.type("z")
    wait_field(app, text + "z")
    assert not app.find("Keys here") and not app.find("Send Support Email"), "nothing opened"


# What each key must do ----------------------------------------------------------------

def probe(app, key, send):
    """Sets up what `key` acts on, sends it with `send`, and checks that it acted."""
    if key in ("up", "shift-up"):
        start_in_list(app)
        app.send("down")
        app.wait_until(lambda: position(app) == (2, 9), what="the second row")
        send()
        app.wait_until(lambda: position(app) == (1, 9), what="up")
    elif key in ("down", "shift-down"):
        start_in_list(app)
        send()
        app.wait_until(lambda: position(app) == (2, 9), what="down")
    elif key in ("left", "shift-left"):
        start_in_field(app, "abc")
        send()
        app.type("z")
        wait_field(app, "abzc")
    elif key == "right":
        start_in_field(app, "abc")
        app.send("left", "left")
        send()
        app.type("z")
        wait_field(app, "abzc")
    elif key == "home":
        start_in_field(app, "abc")
        send()
        app.type("z")
        wait_field(app, "zabc")
    elif key == "end":
        start_in_field(app, "abc")
        app.send("home")
        send()
        app.type("z")
        wait_field(app, "abcz")
    elif key in ("insert", "shift-insert", "ignored", "ctrl-f5", "ctrl-enter"):
        start_in_field(app, "abc")
        send()
        nothing_happened(app, "abc")
    elif key == "delete":
        start_in_field(app, "abc")
        app.send("left")
        send()
        wait_field(app, "ab")
    elif key == "pgdn":
        start_in_list(app, "a")
        send()
        app.wait_until(lambda: (position(app)[0] or 0) > 5, what="a page down")
    elif key == "pgup":
        start_in_list(app, "a")
        app.send("pgdn", "pgdn")
        app.wait_until(lambda: (position(app)[0] or 0) > 10, what="two pages down")
        before = position(app)[0]
        send()
        app.wait_until(lambda: (position(app)[0] or before) < before - 5, what="a page up")
    elif key == "f1":
        send()
        app.wait_for("Keys here: the search field")
        app.send("esc")
        app.wait_gone("Keys here")
    elif key == "f2":
        send()
        app.wait_for("Send Support Email")
        app.send("esc")
        app.wait_gone("Send Support Email")
    elif key == "f3":
        app.type("pink")
        app.wait_for("  AC  Any Colour You Like")
        send()
        app.wait_until(lambda: app.find("Any Colour You Like") == (1, 5), what="thumbnails off")
    elif key == "f4":
        app.type("pink")
        app.wait_for("Pink Floyd (Song)")
        send()
        app.wait_for("Any Colou…")
    elif key == "f5":
        start_in_field(app, "abc")
        send()
        app.wait_for("Free only")  # the filter sheet
    elif key == "f6":
        start_in_field(app, "abc")
        send()
        app.wait_for("Sorted by name.")
    elif key == "f8":
        start_in_field(app, "abc")
        send()
        app.wait_for("★ Favourites")
    elif key in ("f7", "f9", "f11", "f12", "ctrl-f1"):
        start_in_field(app, "abc")
        send()
        nothing_happened(app, "abc")
    elif key in ("f10", "ctrl-c"):
        send()
        assert app.wait_exit() == 0
        return
    elif key in ("ctrl-left", "alt-left"):
        start_in_field(app, "pink floyd")
        send()
        app.type("z")
        wait_field(app, "pink zfloyd")
    elif key in ("ctrl-right", "alt-right"):
        start_in_field(app, "pink floyd")
        app.send("home")
        send()
        app.type("z")
        wait_field(app, "pinkz floyd")
    elif key == "shift-tab":
        send()
        app.wait_until(lambda: "←→ Category" in footer(app), what="the categories (no results: the list is no stop)")
    elif key == "enter":
        app.type("pink")
        app.wait_for("Pink Floyd (Song)")
        send()
        app.wait_until(lambda: position(app) == (1, 9), what="the list")
    elif key == "esc":
        start_in_list(app)
        app.send("enter")
        app.wait_for("╭─[×]")
        send()
        app.wait_gone("╭─[×]")
    elif key in ("a", "A"):
        send()
        wait_field(app, key)
    elif key == "ctrl-u":
        start_in_field(app, "abc")
        send()
        wait_field(app, "")
    else:
        raise AssertionError(f"no probe for {key}")
    assert_clean_field(app)


CASES = [(family, sequence, key) for family, pairs in FAMILIES.items() for sequence, key in pairs]


@pytest.mark.parametrize("family,sequence,key", CASES,
                         ids=[f"{family}-{key}-{sequence[1:].replace(ESC, 'ESC')}" for family, sequence, key in CASES])
def test_every_key_family_reaches_its_action(launch, family, sequence, key):
    app = launch(80, 24)
    app.wait_for("Type to search")
    probe(app, key, lambda: app.send(sequence))


SPLIT = [pairs[0] for pairs in FAMILIES.values() if len(pairs[0][0]) > 2] + [
    (f"{ESC}[1;5C", "ctrl-right"), (f"{ESC}[15~", "f5"), (f"{ESC}[27;5;99~", "ctrl-c"), (f"{ESC}[1;5D", "ctrl-left"),
]


@pytest.mark.parametrize("sequence,key", SPLIT, ids=[f"{key}-{s[1:]}" for s, key in SPLIT])
def test_a_sequence_split_a_byte_a_read_is_still_one_key(launch, sequence, key):
    app = launch(80, 24)
    app.wait_for("Type to search")

    def send_split():
        for character in sequence:
            app.send(character)
            time.sleep(0.003)

    probe(app, key, send_split)


def test_sequences_back_to_back_in_one_write(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    start_in_list(app)
    app.send(f"{ESC}[B{ESC}OB{ESC}[1;2B{ESC}[b")
    app.wait_until(lambda: position(app) == (5, 9), what="four downs in four dialects")
    app.send(f"{ESC}[A{ESC}OA{ESC}[I{ESC}[O{ESC}[99;99X{ESC}]0;t\x07{ESC}[a")
    app.wait_until(lambda: position(app) == (2, 9), what="three ups, the rest swallowed")
    app.send(f"{ESC}[11~{ESC}OQ")
    app.wait_for("Send Support Email")  # F1 opened help, F2 there closed it for the menu
    assert not app.find("Keys here")
    app.send("esc")
    app.wait_gone("Send Support Email")
    assert_clean_field(app)
    assert field(app) == "pink"


def test_unknown_sequences_are_swallowed_whole(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    start_in_field(app, "ab")
    for sequence in UNKNOWN:
        app.send(sequence + "c")
        wait_field(app, "abc")
        app.send("backspace")
        wait_field(app, "ab")
    # All of them in one write, and again a byte a read.
    app.send("".join(UNKNOWN) + "c")
    wait_field(app, "abc")
    for character in "".join(UNKNOWN) + "d":
        app.send(character)
    wait_field(app, "abcd")


def test_mouse_in_three_encodings(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    start_in_list(app)
    clicks = {
        "SGR": f"{ESC}[<0;6;8M{ESC}[<0;6;8m",
        "X10": f"{ESC}[M{chr(32)}{chr(32 + 6)}{chr(32 + 8)}{ESC}[M{chr(35)}{chr(32 + 6)}{chr(32 + 8)}",
        "urxvt": f"{ESC}[32;6;8M",
    }
    for name, click in clicks.items():
        app.send(click)  # row 8 (1-based): the second result, Brain Damage
        app.wait_for("╭─[×]")
        app.wait_until(lambda: "Brain Damage" in app.text()[app.find("[×]")[1] + 1], what=f"{name}: Brain Damage's pop-up")
        app.send("esc")
        app.wait_gone("╭─[×]")
    assert_clean_field(app)


def test_a_lone_esc_is_esc_after_a_short_wait_and_then_letters_type(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    start_in_list(app)
    app.send("enter")
    app.wait_for("╭─[×]")
    sent = time.monotonic()
    app.send("esc")
    app.wait_gone("╭─[×]")
    assert time.monotonic() - sent < 2
    time.sleep(0.15)  # more than the Esc delay: what follows is its own key, not Alt
    app.type("/q")  # in the list / goes to the field, where q types
    wait_field(app, "pinkq")


# tmux send-keys under several TERM values -------------------------------------------

TERMS = ["xterm-256color", "screen-256color", "tmux-256color", "linux", "vt220", "rxvt-unicode-256color",
         "xterm-direct"]


class Tmux:
    def __init__(self, home, term):
        self.socket = f"storesearch-keys-{os.getpid()}-{term}"
        self.term = term
        self.run("new-session", "-d", "-s", "k", "-x", "80", "-y", "24", "env", "-u", "LINES", "-u", "COLUMNS",
                 f"HOME={home}", f"TERM={term}", "LANG=C.UTF-8", "sh", "-c",
                 f"{BINARY} --no-animation; echo EXIT=$?; sleep 60")

    def run(self, *args):
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, timeout=10).stdout

    def keys(self, *keys):
        self.run("send-keys", "-t", "k", *keys)

    def literal(self, text):
        self.run("send-keys", "-t", "k", "-l", text)

    def lines(self):
        return self.run("capture-pane", "-p", "-t", "k").split("\n")

    def cursor_x(self):
        return int(self.run("display-message", "-p", "-t", "k", "#{cursor_x}").strip())

    def field(self):
        line = self.lines()[1]
        if "⌕ " not in line:
            return None
        text = line[line.index("⌕ ") + 2:].rstrip()
        text = text[:-1].rstrip() if text.endswith(("│", "|", "x")) else text  # the box's right edge
        return "" if text.startswith("App name, artist") or text.startswith("Filter the favourites") else text

    def position(self):
        lines = self.lines()
        match = re.search(r"(\d+)/(\d+)\+? ", lines[4]) if len(lines) > 4 else None
        return (int(match.group(1)), int(match.group(2))) if match else None

    def wait(self, predicate, what, timeout=5):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate():
                return
            time.sleep(0.03)
        raise AssertionError(f"TERM={self.term}: timed out waiting for {what}:\n" + "\n".join(self.lines()))

    def wait_text(self, text):
        self.wait(lambda: any(text in line for line in self.lines()), repr(text))

    def wait_gone(self, text):
        self.wait(lambda: not any(text in line for line in self.lines()), f"{text!r} to go")

    def wait_field(self, text):
        self.wait(lambda: self.field() == text, f"the field to read {text!r}")

    def close(self):
        self.run("kill-server")


@pytest.mark.parametrize("term", TERMS)
def test_tmux_send_keys_under_every_term(home, term):
    tmux = Tmux(home, term)
    try:
        tmux.wait_text("Type to search")
        # Typing right after start-up is a search, at every TERM.
        tmux.literal("queen")
        tmux.wait_field("queen")
        tmux.wait_text("Queen")
        # Line editing: BSpace, Left, Home, End, DC, IC, C-Left, M-Right.
        tmux.keys("BSpace")
        tmux.wait_field("quee")
        tmux.keys("Left", "Left")
        tmux.literal("z")
        tmux.wait_field("quzee")
        tmux.keys("Home")
        tmux.literal("y")
        tmux.wait_field("yquzee")
        tmux.keys("End", "DC", "IC")
        tmux.literal("x")
        tmux.wait_field("yquzeex")
        tmux.keys("C-u")
        tmux.literal("pink floyd")
        tmux.wait_field("pink floyd")
        tmux.keys("C-Left")
        tmux.literal("z")
        tmux.wait_field("pink zfloyd")
        tmux.keys("End", "C-u")
        tmux.literal("pink")
        tmux.wait_field("pink")
        # The list: Enter, Down, Up, S-Down, End, Home, NPage, PPage.
        tmux.keys("Enter")
        tmux.wait(lambda: tmux.position() == (1, 9), "the list")
        tmux.keys("Down", "Down")
        tmux.wait(lambda: tmux.position() == (3, 9), "two downs")
        tmux.keys("Up")
        tmux.wait(lambda: tmux.position() == (2, 9), "up")
        tmux.keys("S-Down")
        tmux.wait(lambda: tmux.position() == (3, 9), "Shift-Down moves as Down")
        tmux.keys("End")
        tmux.wait(lambda: tmux.position() == (9, 9), "End")
        tmux.keys("Home")
        tmux.wait(lambda: tmux.position() == (1, 9), "Home")
        tmux.keys("NPage")
        tmux.wait(lambda: tmux.position() == (9, 9), "PgDn")
        tmux.keys("PPage")
        tmux.wait(lambda: tmux.position() == (1, 9), "PgUp")
        # From the list / goes to the field; typing there refines the same search.
        tmux.literal("/ f")
        tmux.wait_field("pink f")
        tmux.keys("BSpace", "BSpace")
        tmux.wait_field("pink")
        # F-keys: F1 help, F2 menu, F3 thumbnails, F4 grid; Esc closes.
        tmux.keys("F1")
        tmux.wait_text("Keys here")
        tmux.keys("Escape")
        tmux.wait_gone("Keys here")
        tmux.keys("F2")
        tmux.wait_text("Send Support Email")
        tmux.keys("Escape")
        tmux.wait_gone("Send Support Email")
        tmux.keys("F4")
        tmux.wait_text("Any Colou…")
        tmux.keys("F4")
        tmux.wait_text("Any Colour You Like")
        # Tab and Shift-Tab go round; none gets stuck.
        tmux.keys("Tab")
        tmux.wait(lambda: "←→ Category" in tmux.lines()[-2] or "←→ Category" in tmux.lines()[-1], "categories")
        tmux.keys("BTab")
        tmux.wait(lambda: tmux.cursor_x() > 0 and "Enter Results" in "".join(tmux.lines()[-3:]), "back to the field")
        assert "[" not in tmux.field() and "~" not in tmux.field()
        tmux.keys("F10")
        tmux.wait_text("EXIT=0")
    finally:
        tmux.close()


# Type to search and Tab, at every layout ------------------------------------------

SIZES = [(80, 24), (100, 24), (160, 48), (140, 16), (90, 16)]


def field_anywhere(app):
    """The search field's text wherever the layout puts it (None when hidden)."""
    for line in app.text():
        if "⌕ " in line:
            text = line[line.index("⌕ ") + 2:]
            text = re.split(r"\s{2,}|│", text)[0].strip()
            return "" if text.startswith("App name") else text
    return None


def field_has_focus(app):
    return app.cursor()[2]


@pytest.mark.parametrize("columns,rows", SIZES, ids=[f"{c}x{r}" for c, r in SIZES])
def test_a_word_typed_right_after_start_up_is_a_search(launch, columns, rows):
    app = launch(columns, rows)
    app.type("queen")  # no wait for the first frame: the very first keys count
    app.wait_until(lambda: field_anywhere(app) == "queen", what="queen in the field")
    app.wait_for(re.compile(r" 50 ─"))  # the results' count: 50 items match "queen"
    assert app.exit_status is None and os.waitpid(app.pid, os.WNOHANG) == (0, 0), "still running"
    # After Enter moved focus to the list (or its grid), more letters refine the same query.
    app.send("enter")
    app.wait_until(lambda: not field_has_focus(app), what="focus to leave the field")
    # Where nothing is typed a letter is a command: / goes back to the field, the query kept.
    app.type("/ kil")
    app.wait_until(lambda: field_anywhere(app) == "queen kil", what="the query refined")
    app.wait_for("Killer Q")
    app.wait_for(re.compile(r" [12] ─"))
    assert field_has_focus(app)


def tab_round(app, key):
    """Presses `key` until the field has focus again; returns how many presses it took."""
    assert field_has_focus(app)
    for presses in range(1, 7):
        # Each press moves focus where it shows. With the app idle first (a
        # late frame of its own, such as the catalog's name, is not the
        # press's), the press's frame is waited for, then its end.
        app.wait_quiet(0.1)
        before = app.look()
        app.send(key)
        if presses == 1:
            app.wait_until(lambda: not field_has_focus(app), what=f"{key} to move focus away")
        else:
            app.wait_until(lambda: app.look() != before, what=f"{key} press {presses} to move focus")
        app.wait_quiet(0.05)
        if field_has_focus(app):
            return presses
    raise AssertionError(f"{key} never came back to the field:\n{app.dump()}")


@pytest.mark.parametrize("columns,rows", SIZES, ids=[f"{c}x{r}" for c, r in SIZES])
def test_tab_and_shift_tab_wrap_in_every_state(launch, columns, rows):
    app = launch(columns, rows)
    app.wait_until(lambda: field_has_focus(app), what="the field's cursor")
    # The detail pane beside the list takes a Tab for each of its buttons
    # that can do something: the favourite, the album's page and the
    # artist's, for a song of the bundled catalog (its price, with no store
    # page behind it, is passed over).
    detail = 3 if columns >= 100 else 0
    # No search yet, and nothing found: field and categories only.
    assert tab_round(app, "tab") == 2
    assert tab_round(app, "backtab") == 2
    app.type("zzqqxx")
    app.wait_for("Nothing Found")
    assert tab_round(app, "tab") == 2
    # Results: the list (or grid), and the detail pane beside it in regular width.
    app.send("ctrl-u")
    app.type("pink")
    app.wait_for("Any Colou")
    assert tab_round(app, "tab") == 3 + detail
    assert tab_round(app, "backtab") == 3 + detail


def test_a_notice_has_a_line_of_its_own_and_goes_away(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    keys = app.region("footer")
    app.send("esc")
    app.wait_for("Ctrl-C or F10 quits")
    assert app.find("Ctrl-C or F10 quits")[1] == 22, "the line over the footer"
    assert app.region("footer") == keys, "the footer's keys stay"
    time.sleep(1)
    assert app.find("Ctrl-C or F10 quits"), "a notice stays a few seconds"
    app.wait_gone("Ctrl-C or F10 quits", timeout=8)
    assert app.exit_status is None and os.waitpid(app.pid, os.WNOHANG) == (0, 0), "Esc did not quit"
    app.send("esc")
    app.wait_for("Ctrl-C or F10 quits")
    app.type("a")
    app.wait_gone("Ctrl-C or F10 quits", timeout=1)
    wait_field(app, "a")


def test_ctrl_l_draws_the_whole_screen_again(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    app.wait_quiet(0.2)
    with app.lock:  # as if another program had written over the screen
        app.stream.feed(b"\x1b[2J\x1b[HGARBAGE")
    assert app.find("GARBAGE") and not app.find("Pink Floyd (Song)")
    app.send("ctrl-l")
    app.wait_for("Pink Floyd (Song)")
    app.wait_gone("GARBAGE")
