"""Search that answers what was asked (issue 37): the best match first by
default (the live store's own order; locally the name that is the search,
then the artist that is, then whole words), "By name" one key away; a
correction that shows its own answer alone and offers the other close words;
"Did you mean" that draws on what the user searched and kept, against the
stand-in store on 127.0.0.1."""
import json
import os

from harness import live, search_for

ESC = "\x1b"
F6 = "\x1b[17~"


def rows(app):
    """The names on the list's rows (80x24: each result is two lines from row 5)."""
    text = app.text()
    return [line[6:].rstrip(" │") .strip() for line in text[5:21:2] if line.strip()]


def field(app):
    line = app.text()[1]
    return line[line.index("⌕ ") + 2:].rstrip(" │")


def write_history(home, searches):
    path = os.path.join(home, ".local", "state", "storesearch", "history")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("".join(search + "\n" for search in searches))


def test_the_live_store_keeps_its_own_order(cli, store, launch):
    found = cli("search", "garageband", *live(store), "--format", "tsv")
    assert found.returncode == 0, found.stderr
    names = [line.split("\t")[0] for line in found.stdout.splitlines()[1:]]
    assert names[0] == "GarageBand", names[:3]
    with open(os.path.join(os.path.dirname(__file__), "fixtures", "search-garageband.json"), encoding="utf-8") as f:
        assert names == [item["trackName"] for item in json.load(f)["results"]], "the store's order, kept"
    # By name is one option away, as the book has it.
    by_name = cli("search", "garageband", *live(store), "--format", "tsv", "--sort", "name")
    assert [line.split("\t")[0] for line in by_name.stdout.splitlines()[1:]].index("GarageBand") > 10
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search and press Enter.")
    app.type("garageband")
    app.send("enter")
    app.wait_for("GarageBand")
    assert rows(app)[0].startswith("GarageBand"), rows(app)
    assert "by relevance" not in app.text()[4], "the default order goes without saying"
    app.send(F6)
    app.wait_for("by name")
    app.wait_until(lambda: not rows(app)[0].startswith("GarageBand"), what="F6 sorts by name")


def test_a_local_search_puts_queens_songs_first(cli, launch):
    found = cli("search", "queen", "--format", "tsv")
    artists = [line.split("\t")[1] for line in found.stdout.splitlines()[1:]]
    queens = artists.count("Queen")
    assert queens >= 40 and artists[:queens] == ["Queen"] * queens, artists[:queens + 3]
    assert len(artists) > queens, "the other matches follow"
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("queen")
    app.wait_for("A Kind Of Magic")
    assert app.text()[6].strip().startswith("Queen (Song)"), app.text()[5:8]


def test_a_correction_shows_its_own_answer_and_offers_the_others(cli, launch):
    forgiven = cli("search", "qeen", "--format", "json", "--limit", "200")
    exact = cli("search", "queen", "--format", "json", "--limit", "200")
    assert forgiven.stdout == exact.stdout, "the corrected search's answer, alone"
    for item in json.loads(forgiven.stdout)["results"]:
        fields = [item.get(key) or "" for key in ("trackName", "artistName", "collectionName", "primaryGenreName")]
        assert any("queen" in field.lower() for field in fields), fields
    assert "also near: 'been', 'teen', 'seen'" in forgiven.stderr
    app = launch(120, 24, args=["--regular-width", "200"])
    app.wait_for("Type to search")
    app.type("qeen")
    app.wait_for("Showing results for queen · search exactly for qeen · also: been, teen, seen")
    # Every row shown holds "queen" in a field it matches: Nirvana's songs are offered, not mixed in.
    assert "Nirvana" not in "\n".join(app.text()) and "Been A Son" not in "\n".join(app.text())
    # The exact search offered gives the old answer: nothing, and the correction offered.
    app.send(ESC + "\r")
    app.wait_for("Nothing Found")
    app.wait_for("Did you mean queen?")
    # An offered word is a click away: its words in the field, searched.
    app.send("ctrl-u")
    app.type("qeen")
    app.wait_for("also: been, teen, seen")
    x, y = app.find("teen,")
    app.click(x + 1, y)
    app.wait_until(lambda: field(app) == "teen", what="the offered word in the field")
    app.wait_for("Smells Like Teen Spirit")
    app.wait_gone("Showing results for")


def test_a_letter_left_out_of_a_short_word_is_found(cli):
    found = cli("search", "somebody to lve", "--format", "tsv")
    assert found.returncode == 0, found.stderr
    assert found.stdout.splitlines()[1].startswith("Somebody To Love\t"), found.stdout[:200]
    assert "showing results for 'somebody to love'" in found.stderr


def test_did_you_mean_knows_the_history_and_the_favourites(launch, home, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search and press Enter.")
    app.type("tom waits")
    app.send("enter")
    app.wait_for("Tom Waits Song 0")
    # Enter moved focus to the results: back to the field first, as a user would with '/'.
    search_for(app, "tom waitz")
    app.wait_for("Nothing Found")
    app.wait_for("Did you mean tom waits?")
    assert store.count("tom wait") == 0, "the catalog's commoner 'wait' is not offered first"
    # A failed search in the history file (an earlier run) is no evidence; the good one is.
    write_history(home, ["glassjaw", "glasjaw"])
    second = launch(80, 24, args=live(store))
    second.wait_for("Type a search and press Enter.")
    second.type("glasjaw")
    second.send("enter")
    second.wait_for("Did you mean glassjaw?")
    second.send(ESC + "\r")
    second.wait_for("Glassjaw Song 0")
    assert field(second) == "glassjaw"
    # The favourites' words too: a favourite by Glassjaw, and no history at all.
    write_history(home, [])
    path = os.path.join(home, ".local", "share", "storesearch", "favourites.json")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    favourite = {"wrapperType": "track", "kind": "song", "trackId": 77, "trackName": "Mu Song",
                 "artistName": "Glassjaw", "collectionName": "Worship and Tribute", "primaryGenreName": "Rock"}
    with open(path, "w", encoding="utf-8") as handle:
        json.dump({"resultCount": 1, "results": [favourite]}, handle)
    third = launch(80, 24, args=live(store))
    third.wait_for("Type a search and press Enter.")
    third.type("glasjaw")
    third.send("enter")
    third.wait_for("Did you mean glassjaw?")
