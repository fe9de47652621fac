"""Artist and album pages, in the real binary: against the stand-in store
(its /lookup, the cache, going back cancelling, "Whoops…", the offline
fallback) and the bundled catalog, at the sizes people use and resized
in between; and `storesearch lookup`."""
import json

from harness import live, search_for
from store_server import BROKEN_ALBUM, closed_port

ALT_A, ALT_R, ALT_LEFT = "\x1ba", "\x1br", "\x1b[1;3D"


def open_first(app, term, shown):
    """Searches `term` and, once `shown` is on screen, opens the first result's detail."""
    search_for(app, term)
    app.wait_for(shown, timeout=10)
    app.send("enter")


# The live store -------------------------------------------------------------------

def test_song_album_back_artist_back_against_the_store(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search and press Enter.")
    open_first(app, "upside down", "Jack Johnson (Song)")
    app.wait_for("Album: Sing-a-Longs")
    app.wait_for("More by Jack Johnson")
    app.send(ALT_A)
    app.wait_for(" 1. Upside Down")
    app.wait_for("13 tracks · 39:19")
    assert store.lookups()[-1] == {"id": "120954021", "entity": "song", "limit": "200", "lang": "en_us",
                                   "country": "US"}
    text = "\n".join(app.text())
    assert text.index(" 1. Upside Down") < text.index(" 2. Broken") < text.index(" 9. Supposed"), "in track order"
    assert app.region("title").startswith("┌─ … › Sing-a-Longs"), "the breadcrumb, shortened from the left"
    app.send("end")
    app.wait_for("13. 3 R's")
    app.send("esc")
    app.wait_for("More by Jack Johnson")
    assert app.find("Album: Sing-a-Longs"), "back on the song's detail, as it was left"
    app.send(ALT_R)
    app.wait_for("In Between Dreams")
    app.wait_for("Brushfire Fairytales")
    app.wait_for("Search › Jack Johnson")
    assert store.lookups()[-1]["id"] == "909253" and store.lookups()[-1]["entity"] == "album"
    assert app.find("Jack Johnson (Album)")
    app.send("esc")
    app.wait_for("More by Jack Johnson")
    app.wait_for("┌─ StoreSearch")


def test_a_developers_apps_from_the_store_at_160x48(launch, store):
    app = launch(160, 48, args=live(store))
    app.wait_for("Type a search and press Enter.")
    open_first(app, "yelp", "Yelp for Business")
    app.wait_for("More from Yelp, Inc.")
    app.send(ALT_R)
    app.wait_for("Search › Yelp, Inc.")
    app.wait_for("Yelp for Business")
    assert store.lookups()[-1]["entity"] == "software"
    # Back with the keyboard's other way, then again from the cache.
    app.send(ALT_LEFT)
    app.wait_gone("Search › Yelp, Inc.")
    app.send(ALT_R)
    app.wait_for("Search › Yelp, Inc.")
    app.wait_for("cached")
    assert len(store.lookups()) == 1, "the second time from the response cache"


def test_going_back_cancels_a_lookup_under_way(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search and press Enter.")
    open_first(app, "slow album", "Slow Song")
    app.wait_for("Album: Slow Song Album")
    app.send(ALT_A)
    app.wait_for("Loading")
    app.send("esc")
    app.wait_for("Album: Slow Song Album")
    app.wait_quiet(3.5)
    assert "Too Late A Track" not in "\n".join(app.text()), "the page left is never shown"
    assert app.find("Album: Slow Song Album"), "the detail stays as it was"


def test_a_failed_lookup_says_whoops_and_stays(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search and press Enter.")
    open_first(app, "broken album", "Broken Song")
    app.wait_for("Album: Broken Song Album")
    app.send(ALT_A)
    app.wait_for("Whoops")
    app.wait_for("HTTP 503")
    app.send("enter")
    app.wait_for("Album: Broken Song Album")
    assert store.lookups()[-1]["id"] == str(BROKEN_ALBUM)


def test_the_offline_fallback_answers_pages_too(launch):
    app = launch(80, 24, args=["--source", "auto", "--store-url", f"http://127.0.0.1:{closed_port()}"])
    app.wait_for("Type a search and press Enter.")
    open_first(app, "killer queen", "Queen (Song)")
    app.wait_for("Album: Greatest Hits I · 17 tracks", timeout=10)
    app.send(ALT_A)
    app.wait_for(" 3. Killer Queen", timeout=10)
    app.wait_for("offline catalog")


# The bundled catalog -------------------------------------------------------------------

def test_song_album_back_artist_back_in_the_bundled_catalog(launch):
    app = launch(80, 24)
    app.wait_for("items")
    app.type("bohemian rhapsody")
    app.wait_for("Queen (Song)")
    app.send("enter", "enter")
    app.wait_for("Album: Greatest Hits I · 17 tracks")
    app.send(ALT_A)
    app.wait_for("17 tracks · 58:28")
    app.wait_for(" 1. Bohemian Rhapsody")
    app.wait_for("Search › Greatest Hits I")
    app.send("esc")
    app.wait_for("More by Queen")
    app.send(ALT_R)
    app.wait_for("Search › Queen")
    app.wait_for("by kind")
    # The page through every size, and back where it was.
    for columns, rows in [(160, 48), (140, 16), (90, 16), (40, 10), (80, 24)]:
        app.resize(columns, rows)
        app.wait_until(lambda: any("Queen" in line and "›" in line for line in app.text()),
                       what=f"the breadcrumb at {columns}x{rows}")
    app.send("esc")
    app.wait_for("More by Queen")
    app.send("esc")
    app.wait_gone("More by Queen")
    app.wait_for("┌─ StoreSearch")


def test_an_artists_kinds_are_headed_at_every_size(launch):
    """Audioslave's 39 songs and a music video: each kind under its heading,
    the selection and the count in items, at every size and resized."""
    app = launch(80, 24)
    app.wait_for("items")
    app.type("audioslave like a stone")
    app.wait_for("Audioslave (Song)")
    app.send("enter", "enter")
    app.wait_for("More by Audioslave")
    app.send(ALT_R)
    app.wait_for("Search › Audioslave")
    app.wait_for("Songs · 39")
    app.send("end")
    app.wait_for("Music Video · 1")
    app.wait_for(" 40/40 ")
    for columns, rows in [(160, 48), (140, 16), (90, 16), (40, 10), (80, 24)]:
        app.resize(columns, rows)
        app.wait_for("Music Video · 1", timeout=5)
        assert app.find(" 40/40 "), f"the video still selected, counted in items, at {columns}x{rows}"
    app.send("home")
    app.wait_for(" 1/40 ")
    assert app.find("Songs · 39")
    assert not app.find("Music Video · 1"), "the video's group is below the screen"


def test_typing_on_a_page_searches_anew(launch):
    app = launch(160, 48)
    app.wait_for("items")
    app.type("bohemian rhapsody")
    app.wait_for("Queen (Song)")
    app.send("enter", "enter")
    app.send(ALT_A)
    app.wait_for("Search › Greatest Hits I")
    # Where nothing is typed, / goes to the field; typing there leaves the pages for a new search.
    app.send("/", "ctrl-u")
    app.type("money")
    app.wait_gone("Search › Greatest Hits I")
    app.wait_for("Pink Floyd (Song)")


# storesearch lookup -------------------------------------------------------------------

def test_lookup_prints_an_artists_albums_and_an_albums_tracks(cli, store):
    albums = cli("lookup", "909253", "--entity", "album", "--format", "tsv", *live(store))
    assert albums.returncode == 0, albums.stderr
    rows = [line.split("\t") for line in albums.stdout.splitlines()]
    assert rows[0] == ["name", "artist", "kind", "genre", "price", "currency", "url", "id"]
    assert [row[0] for row in rows[1:]] == ["Brushfire Fairytales", "In Between Dreams", "On and On",
                                            "Sing-a-Longs and Lullabies for the Film Curious George"]
    assert store.lookups()[-1] == {"id": "909253", "entity": "album", "limit": "200", "lang": "en_us",
                                   "country": "US"}
    tracks = cli("lookup", "120954021", "--entity", "song", "--format", "json", *live(store))
    assert tracks.returncode == 0
    answer = json.loads(tracks.stdout)
    assert [row["trackNumber"] for row in answer["results"]] == list(range(1, 14)), "in track order, album row left out"
    assert all(row["collectionId"] == 120954021 and row["artistId"] == 909253 for row in answer["results"])
    table = cli("lookup", "120954021", "--entity", "song", "--limit", "2", *live(store))
    assert len(table.stdout.splitlines()) == 3, "a header and --limit's two"
    assert "Upside Down" in table.stdout and "Broken" in table.stdout and "Lullaby" not in table.stdout


def test_lookup_of_an_artists_id_alone_prints_the_artists_items(cli, store):
    """The store answers an id alone with the artist's row, which is no
    item: the artist's items are asked for, as the interface's "More by"
    asks (a musician's albums, a developer's apps)."""
    artist = cli("lookup", "909253", "--format", "tsv", *live(store))
    assert artist.returncode == 0, artist.stderr
    assert [line.split("\t")[0] for line in artist.stdout.splitlines()[1:]] == [
        "Brushfire Fairytales", "In Between Dreams", "On and On",
        "Sing-a-Longs and Lullabies for the Film Curious George"]
    assert [(ask["id"], ask.get("entity")) for ask in store.lookups()] == [("909253", None), ("909253", "album")]
    developer = cli("lookup", "284910353", "--format", "tsv", *live(store))
    assert developer.returncode == 0, developer.stderr
    assert developer.stdout.count("\tsoftware\t") == 2
    assert store.lookups()[-1]["entity"] == "software"
    album = cli("lookup", "120954021", "--format", "tsv", *live(store))
    assert album.returncode == 0 and album.stdout.splitlines()[1].startswith("Sing-a-Longs"), "an album is an item"


def test_lookup_says_what_it_did_not_find_and_what_was_wrong(cli, store):
    nothing = cli("lookup", "42", *live(store))
    assert nothing.returncode == 1 and nothing.stdout == ""
    assert "nothing found for id 42" in nothing.stderr and "--entity" in nothing.stderr
    failed = cli("lookup", str(BROKEN_ALBUM), "--entity", "song", *live(store))
    assert failed.returncode == 3 and "503" in failed.stderr
    for arguments, said in [(["lookup"], "needs an id"), (["lookup", "queen"], "is no id"),
                            (["lookup", "5", "--entity", "movie"], "--entity"),
                            (["lookup", "5", "--free"], "'storesearch search' and 'storesearch pick' only"),
                            (["lokup", "5"], "did you mean lookup?")]:
        result = cli(*arguments)
        assert result.returncode == 2 and said in result.stderr, (arguments, result.stderr)


def test_lookup_in_the_bundled_catalog(cli):
    album = cli("lookup", "2000185", "--source", "catalog", "--format", "tsv")
    assert album.returncode == 0, album.stderr
    names = [line.split("\t")[0] for line in album.stdout.splitlines()[1:]]
    assert len(names) == 17 and names[0] == "Bohemian Rhapsody" and names[-1] == "We Are The Champions"
    queen = cli("lookup", "3000051", "--source", "catalog", "--format", "tsv")
    assert queen.returncode == 0 and all("\tQueen\t" in line for line in queen.stdout.splitlines()[1:])
    song = cli("lookup", "1000001", "--source", "catalog")
    assert song.returncode == 0 and "For Those About To Rock (We Salute You)" in song.stdout
    nothing = cli("lookup", "42", "--source", "catalog")
    assert nothing.returncode == 1 and "nothing found for id 42" in nothing.stderr
