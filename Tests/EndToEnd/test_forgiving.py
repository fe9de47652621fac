"""A search that forgives typing mistakes, and says what it did: slips in
the bundled catalog find their items under "Showing results for …", exact
words answer as they always did, Alt-Enter (as terminals send it) and a
click take the search exactly as typed or the correction offered, and the
live store's "Nothing Found" offers a correction from the words the program
knows (the stand-in store on 127.0.0.1)."""
import pytest

from harness import live

ESC = "\x1b"
# Alt-Enter as terminals send it: the Alt prefix, the kitty keyboard
# protocol, xterm's modifyOtherKeys.
ALT_ENTER = {"esc-prefix": f"{ESC}\r", "kitty": f"{ESC}[13;3u", "modify-other-keys": f"{ESC}[27;3;13~"}


def rule(app):
    """The rule over the list: the note, the shape, the count."""
    return app.region("rule")


def field(app):
    line = app.region("field")
    return line[line.index("⌕ ") + 2:].rstrip(" │")


@pytest.mark.parametrize("typed, note, row", [
    ("qeen", "Showing results for queen · search exactly for qeen", "Queen (Song)"),
    ("stariway", "Showing results for stairway · search exactly for stariway", "Stairway To Heaven"),
    ("led zepelin", "Showing results for led zeppelin · search exactly for led zepelin", "Led Zeppelin (Song)"),
])
def test_slips_find_their_items_and_say_so(launch, typed, note, row):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type(typed)
    app.wait_for(note)
    app.wait_for(row)
    assert "Ctrl-S Exact" in app.region("footer"), "the footer names the key (the one without Alt; Alt-Enter too)"


def test_exact_words_answer_as_they_always_did(launch, cli):
    for term in ["love", "queen", "pink floyd"]:
        forgiving = cli("search", term, "--format", "tsv")
        exact = cli("search", term, "--format", "tsv", "--exact")
        assert forgiving.returncode == 0 and forgiving.stdout == exact.stdout, term
        assert forgiving.stderr == "", "no note when the words are found as typed"
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("love")
    app.wait_for("(Song)")
    app.wait_quiet(0.3)
    assert "Showing" not in rule(app) and "Exact" not in app.region("footer")


def test_the_search_command_says_what_it_did(cli):
    forgiven = cli("search", "qeen", "--format", "tsv")
    assert forgiven.returncode == 0
    assert "\tQueen\t" in forgiven.stdout
    assert forgiven.stderr.strip().endswith(
        "showing results for 'queen' (also near: 'been', 'teen', 'seen'); --exact searches for 'qeen' as typed")
    stairway = cli("search", "stariway", "--format", "tsv")
    assert stairway.stderr.strip().endswith("showing results for 'stairway'; --exact searches for 'stariway' as typed")
    exact = cli("search", "qeen", "--exact")
    assert exact.returncode == 1 and exact.stdout == ""
    assert exact.stderr.strip().endswith("nothing found for 'qeen'; did you mean 'queen'?")
    dutch = cli("search", "qeen", env={"LANG": "nl_NL.UTF-8"})
    assert "resultaten voor 'queen'" in dutch.stderr
    nothing = cli("search", "zzqqxxyy")
    assert nothing.returncode == 1 and nothing.stderr.strip().endswith("nothing found for 'zzqqxxyy'")


@pytest.mark.parametrize("family", sorted(ALT_ENTER))
def test_alt_enter_searches_exactly_then_takes_the_correction(launch, family):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("qeen")
    app.wait_for("Showing results for queen")
    app.send(ALT_ENTER[family])
    app.wait_for("Nothing Found")
    app.wait_for("Did you mean queen?")
    assert field(app) == "qeen", "the words stay as typed"
    assert "Ctrl-S Suggestion" in app.region("footer")
    app.send(ALT_ENTER[family])
    app.wait_until(lambda: field(app) == "queen", what="the correction in the field")
    app.wait_for("Queen (Song)")
    app.wait_gone("Showing results for")


def test_a_click_on_the_note_takes_the_offer(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("stariway")
    app.wait_for("search exactly for stariway")
    x, y = app.find("stariway ─")
    app.click(x, y)
    app.wait_for("Did you mean stairway?")
    x, y = app.find("stairway?")
    app.click(x, y)
    app.wait_until(lambda: field(app) == "stairway", what="the correction in the field")
    app.wait_for("Stairway To Heaven")


def test_the_live_stores_nothing_found_offers_a_correction(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search and press Enter.")
    app.type("qeen")
    app.send("enter")
    app.wait_for("Nothing Found")
    app.wait_for("Did you mean queen?")
    assert store.count("qeen") == 1
    app.send("\x1b\r")
    app.wait_for("Bohemian Rhapsody")
    assert store.count("queen") == 1, "the correction is asked of the store"
    assert field(app) == "queen"


def test_the_live_store_correction_is_a_click_too(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search and press Enter.")
    app.type("killer qeen")
    app.send("enter")
    app.wait_for("Did you mean killer queen?")
    x, y = app.find("killer queen?")
    app.click(x + 2, y)
    app.wait_for("Killer Queen")
    assert store.count("killer queen") == 1
