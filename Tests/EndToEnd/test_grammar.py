"""One grammar (issue 36), from outside: where a line is edited a printable
key types; where nothing is typed it is a command (j k g G q ? / and the
item's letters) or does nothing and says so; no key both acts and types.
Esc goes back one level from every level, the favourites included; Enter
on a detail opens something, never toggles; the palette's and the history
list's prompt stays on its row."""
import time

import pytest

from test_keys import field, position

ESC = "\x1b"
F1, F8 = "\x1bOP", "\x1b[19~"


def lone(app, key="esc"):
    """A key after a lone Esc's 50 ms, so it is not read as Alt with it."""
    time.sleep(0.08)
    app.send(key)
    time.sleep(0.08)


def footer(app):
    return app.region("footer")


def popup_open(app):
    return app.find("╭─[×]") is not None


@pytest.mark.parametrize("size", [(80, 24), (40, 10)])
def test_q_in_a_popup_closes_it_and_types_nothing(launch, size):
    app = launch(*size)
    app.wait_for("Type to search" if size[0] == 80 else "⌕")
    app.type("u2")
    app.wait_until(lambda: field(app) == "u2" if size[0] == 80 else True, what="typed")
    app.send("down", "enter")
    app.wait_until(lambda: popup_open(app), what="the pop-up")
    for key in ["q"]:
        app.send(key)
    app.wait_until(lambda: not popup_open(app), what="q closes the pop-up")
    app.wait_quiet(0.2)
    text = "\n".join(app.text())
    assert "u2q" not in text and "Nothing Found" not in text, app.dump()


def test_keys_where_nothing_is_typed_are_commands(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("queen")
    app.wait_until(lambda: position(app) is not None, what="results")
    app.send("enter")
    app.wait_until(lambda: position(app)[0] == 1, what="the list has focus")
    assert "? Help" in footer(app) and "/ Search" in footer(app), footer(app)
    app.type("jj")
    app.wait_until(lambda: position(app)[0] == 3, what="j moves down")
    app.send("k")
    app.wait_until(lambda: position(app)[0] == 2, what="k moves up")
    app.send("G")
    app.wait_until(lambda: position(app)[0] == position(app)[1], what="G: the last")
    app.send("g")
    app.wait_until(lambda: position(app)[0] == 1, what="g: the first")
    app.send("z")
    app.wait_for("z does nothing here · / searches")
    assert field(app) == "queen", "a letter that means nothing types nothing"
    app.send("?")
    app.wait_for("Keys here: the results")
    app.send("q")
    app.wait_gone("Keys here")
    app.send("/")
    app.type("n")
    app.wait_until(lambda: field(app) == "queenn", what="/ goes to the field, the query kept, the cursor at its end")


def test_enter_on_a_detail_opens_the_album_never_the_favourite(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("bohemian rhapsody")
    app.wait_for("Queen (Song)")
    app.send("down", "enter")
    app.wait_until(lambda: popup_open(app), what="the pop-up")
    app.wait_until(lambda: footer(app).startswith(" Enter Album"), what="the footer says what Enter does")
    app.send("enter")
    app.wait_for("tracks ·")
    assert "Added to your favourites" not in "\n".join(app.text())
    lone(app)
    app.wait_until(lambda: popup_open(app), what="back: the pop-up it was opened from")
    lone(app)
    app.wait_until(lambda: not popup_open(app), what="and back to the results")
    assert field(app) == "bohemian rhapsody"


def test_favourites_is_a_level_esc_and_f8_leave(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("queen")
    app.wait_until(lambda: position(app) is not None, what="results")
    app.send("enter")
    app.type("jjj")
    app.wait_until(lambda: position(app)[0] == 4, what="the fourth result")
    app.send("f")
    app.wait_for("Added to your favourites")
    before = position(app)
    app.send(F8)
    app.wait_for("★ Favourites")
    assert "Esc Back" in footer(app), footer(app)
    app.send("/")
    app.type("metallica")
    app.wait_for("0 of 1 favourites match 'metallica'")
    app.send("enter")
    lone(app)
    app.wait_gone("★ Favourites")
    app.wait_until(lambda: field(app) == "queen" and position(app) == before, what="the search as it was before F8")
    app.send(F8)
    app.wait_for("★ Favourites")
    app.send(F8)
    app.wait_gone("★ Favourites")
    app.wait_until(lambda: position(app) == before, what="F8 again: the same")


@pytest.mark.parametrize("opener,typed", [("\x0f", "albu"), ("\x12", "qu")])
def test_the_prompt_stays_on_its_row(launch, opener, typed):
    app = launch(80, 24)
    app.wait_for("Type to search")
    for word in ["queen", "abba", "u2"]:
        app.send("\x15")  # Ctrl-U
        app.type(word)
        app.send("enter")
        time.sleep(0.1)
        app.send("/")
    app.send(opener)
    app.wait_until(lambda: app.find("› ") is not None, what="the prompt")
    row = app.find("› ")[1]
    app.type(typed)
    app.wait_until(lambda: typed in app.text()[row], what=f"'{typed}' typed on the prompt's row {row}")
    assert app.find("› ")[1] == row, app.dump()


def test_every_alt_chord_has_a_key_without_alt(cli):
    printed = cli("--print-config")
    assert printed.returncode == 0, printed.stderr
    lines = [line for line in printed.stdout.splitlines() if line.startswith("# bind = ")]
    for command in {line.split(": ", 1)[1].split(" in ")[0] for line in lines}:
        for line in (line for line in lines if line.split(": ", 1)[1].split(" in ")[0] == command):
            keys = line[len("# bind = "):].split(": ")[0].split(", ")
            if any(key.startswith("alt-") for key in keys):
                assert any(not key.startswith("alt-") for key in keys), f"only Alt for {command}: {line}"
