"""Every key safe and findable (issue 25), from outside: the bytes a terminal
sends for every Alt and Ctrl chord at every screen leave the search alone;
the list moves while typing; the palette finds and runs a command; Ctrl-R
lists earlier searches; keys and colours of one's own come from the config
file, and each mistake in it stops the program naming its line."""
import os
import string
import time

import pytest

from harness import BINARY
from test_keys import Tmux, field, position

ESC = "\x1b"
ALT = {f"alt-{c}": ESC + c for c in string.ascii_lowercase}
# Ctrl with a letter is a control byte; Ctrl-I, Ctrl-J and Ctrl-M are Tab, a line feed and Enter.
CTRL = {f"ctrl-{c}": chr(ord(c) - 96) for c in string.ascii_lowercase}
# What leaves the screen (quit, suspend, the editor) is tried on its own elsewhere.
LEAVES = {"ctrl-c", "ctrl-z", "alt-e"}
# What the table binds to edit the search field's text (or to walk its history into it).
EDITS = {"ctrl-h", "ctrl-w", "ctrl-u", "ctrl-y", "ctrl-d", "ctrl-t", "ctrl-k", "alt-d", "ctrl-p", "ctrl-n"}

QUERY = "pink"


def reach(app, place):
    """Takes the app from start-up to `place`, the search being QUERY."""
    app.type(QUERY)
    app.wait_for("Pink Floyd (Song)")
    steps = {
        "field": [],
        "list": ["enter"],
        "popup": ["enter", "enter"],
        "categories": ["tab"],
        "menu": ["f2"],
        "help": ["f1"],
        "filters": [f"{ESC}[15~"],  # F5
        "palette": [CTRL["ctrl-o"]],
        "history": ["enter", ESC, CTRL["ctrl-r"]],
        "alert": ["f2", "r"],  # Rate this App with no browser: its address is shown to copy
    }[place]
    for step in steps:
        app.send(step)
        time.sleep(0.08)  # a lone Esc counts once 50 ms pass
    app.wait_quiet(0.1)


def close_everything(app):
    """Esc until the search field is back on top (a lone Esc each time)."""
    for _ in range(4):
        time.sleep(0.08)
        app.send("esc")
    time.sleep(0.08)
    app.wait_quiet(0.1)


@pytest.mark.parametrize("place", ["field", "list", "popup", "categories", "menu", "help", "filters", "palette",
                                   "history", "alert"])
def test_no_chord_changes_the_search_at_any_screen(launch, home, place):
    # A history to pick from, and no browser, so every place can be reached and nothing leaves.
    app = launch(80, 24, env={"PATH": "/nonexistent", "BROWSER": ""})
    app.wait_for("Type to search")
    reach(app, place)
    for name, sequence in {**ALT, **CTRL}.items():
        if name in LEAVES or name in EDITS:
            continue
        app.send(sequence)
        time.sleep(0.06)
    app.wait_quiet(0.2)
    assert app.exit_status is None, "still running"
    close_everything(app)
    app.wait_until(lambda: field(app) == QUERY, what=f"the search still '{QUERY}' after every chord in the {place}")


def test_a_chord_that_means_nothing_says_so_and_types_nothing(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("knives")
    app.wait_for("Knives")
    app.send("enter", "enter")
    app.wait_for("╭─[×]")
    app.send(ESC + "q")
    app.wait_for("Alt-Q does nothing here · ? lists the keys")
    assert app.find("╭─[×]"), "the pop-up stays"
    app.send(ESC + "z")
    app.wait_for("Alt-Z does nothing here")
    assert field(app) == "knives"


@pytest.mark.parametrize("term", ["xterm-256color", "screen-256color"])
def test_no_chord_types_its_letter_through_tmux(home, term):
    tmux = Tmux(home, term)
    try:
        tmux.wait_text("Type to search")
        tmux.literal("queen")
        tmux.wait_text("Queen (Song)")
        for place in ([], ["Enter"], ["Enter", "Enter"], ["F2"], ["C-o"]):
            if place:
                tmux.keys(*place)
                time.sleep(0.1)
            for letter in "abfgjmopqsvxz":
                tmux.keys(f"M-{letter}")
                time.sleep(0.02)
            for letter in "befgjloqrvx":
                tmux.keys(f"C-{letter}")
                time.sleep(0.02)
            for _ in range(4):
                time.sleep(0.08)
                tmux.keys("Escape")
            time.sleep(0.1)
            tmux.wait_field("queen")
    finally:
        tmux.close()


def test_the_list_moves_while_typing_and_enter_opens_it(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("love")

    def shown():
        return [line[6:].rstrip(" ┃│") for line in app.text()[5:21:2]]

    # The answer to all of "love", not to a prefix still on screen: the
    # item named Love comes first only there (a busy machine shows "lov"'s).
    app.wait_until(lambda: position(app) is not None and shown()[0] == "Love", what="the results for love")
    names = shown()
    app.send("down", "down", "down", "\n")  # Down three times and Ctrl-J (a line feed)
    app.wait_for("4/")
    assert field(app) == "love", "the field keeps what was typed, and focus"
    assert app.cursor() is not None and app.cursor()[1] == 1, "the cursor stays in the field"
    app.send("enter")
    app.wait_for("╭─[×]")
    assert app.find(names[3]), f"the fourth result opens: {names}\n{app.dump()}"
    assert field(app) == "love"
    app.send("esc")
    app.wait_gone("╭─[×]")
    app.type("s")
    app.wait_until(lambda: field(app) == "loves", what="typing goes on")


def test_the_palette_finds_a_command_by_three_letters_and_runs_it(launch):
    app = launch(80, 24)
    app.wait_for("Ctrl-O Commands")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    app.send("\x0f")  # Ctrl-O
    app.wait_for("╭─ Commands")
    app.type("fil")
    app.wait_until(lambda: (place := app.find("Filters")) and "F5" in app.text()[place[1]], what="Filters F5")
    app.send("enter")
    app.wait_for("Free only")
    app.wait_gone("╭─ Commands")
    assert field(app) == "pink"


def test_the_menu_shows_its_letters_and_keys(launch):
    app = launch(80, 24)
    app.wait_for("F2 Menu")
    app.send("f2")
    app.wait_for("Commands…")
    for item, key in [("Favourites", "F8"), ("Filters…", "F5"), ("Next Order", "F6"), ("Commands…", "Ctrl-O")]:
        x, y = app.find(item)
        assert key in app.text()[y], f"{item} shows {key}"
    x, y = app.find("Save Results…")
    assert app.cell(x, y).underscore and not app.cell(x + 1, y).underscore, "S is Save Results' letter"
    app.send("i")  # F&ilters
    app.wait_for("Free only")


def config(home, text):
    path = os.path.join(home, ".config", "storesearch", "config")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("source = catalog\n" + text)
    return path


def test_keys_and_colours_of_ones_own(launch, cli, home):
    config(home, "bind = f7: favourites\nbind = alt-s: none\ntheme = light\ntheme.accent = 25\n")
    printed = cli("--print-config")
    assert printed.returncode == 0, printed.stderr
    assert "\nbind = f7: favourites\n" in printed.stdout and "\nbind = alt-s: none\n" in printed.stdout
    assert "\n# bind = p, alt-p: preview in categories, list, grid, detail, popup\n" in printed.stdout, \
        "the defaults, commented: the letter and the Alt chord, where they work"
    assert "\ntheme = light\n" in printed.stdout and "\ntheme.accent = 25\n" in printed.stdout
    app = launch(80, 24)
    app.wait_for("Type to search")
    assert app.cell(0, 10).bg not in ("default",), "the light theme paints the background"
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    app.send(f"{ESC}[18~")  # F7
    app.wait_for("★ Favourites")
    app.send(f"{ESC}[18~")
    app.wait_gone("★ Favourites")
    app.send(ESC + "s")
    app.wait_for("Alt-S does nothing here")
    app.send("f1")
    app.wait_for("Keys here")
    app.send("end")
    app.wait_quiet(0.2)


BAD = [
    ("bind = alt-p: prevew\n", "config line 2: there is no command 'prevew' (did you mean 'preview'?)"),
    ("bind = hyper-p: preview\n", "config line 2: 'hyper-p' is no key name"),
    ("bind = alt-p: preview in popop\n", "config line 2: there is no place 'popop' (did you mean 'popup'?)"),
    ("bind = f7: preview\nbind = f7: order\n", "config line 3: F7 is already bound to 'preview'"),
    ("bind = j: down\n", "config line 2: j types in field"),
    ("bind = ctrl-c: none\nbind = f10: none\n", "config line 3: this leaves no key to quit"),
    ("bind = alt-p preview\n", "config line 2: 'bind = alt-p preview' is not 'bind = KEY: COMMAND [in PLACE]'"),
    ("theme.acent = 25\n", "config line 2: there is no colour role 'acent' (did you mean 'accent'?)"),
    ("theme.accent = blue\n", "config line 2: 'blue' is no colour"),
]


@pytest.mark.parametrize("text,said", BAD, ids=[b[1].split(": ")[1][:30] for b in BAD])
def test_a_mistake_in_keys_or_colours_stops_at_start_naming_its_line(launch, cli, home, text, said):
    path = config(home, text)
    app = launch(80, 24)
    assert app.wait_exit() == 2
    output = "\n".join(app.text()) + app.raw.decode("utf-8", "replace")
    assert said in output and path in output, output
    printed = cli("--print-config")
    assert printed.returncode == 2 and said in printed.stderr, printed.stderr
