"""The live store, against a stand-in on 127.0.0.1: the request the client
makes, every result type, every failure (in the interface and as exit
statuses of `storesearch search`), stale answers, the offline fallback, the
response cache and the rate limit. No test touches the internet."""
import json
import os
import random
import time

import pytest

from harness import live, search_for
from store_server import closed_port


# The request ---------------------------------------------------------------

def test_the_request_is_the_documented_one(cli, store):
    result = cli("search", "AC/DC & Queen + #1 = 100% Beyoncé", "--category", "music", *live(store))
    assert result.returncode == 1
    request = store.last()
    assert request["path"] == "/search"
    assert request["query"] == {"term": "AC/DC & Queen + #1 = 100% Beyoncé", "entity": "musicTrack",
                                "limit": "200", "lang": "en_us", "country": "US"}


def test_country_and_language_follow_the_locale_or_the_flags(cli, store):
    cli("search", "x", *live(store), env={"LANG": "nl_NL.UTF-8"})
    assert store.last()["query"]["country"] == "NL" and store.last()["query"]["lang"] == "nl_nl"
    cli("search", "x", "--country", "jp", "--lang", "ja_jp", *live(store), env={"LANG": "nl_NL.UTF-8"})
    assert store.last()["query"]["country"] == "JP" and store.last()["query"]["lang"] == "ja_jp"
    assert "entity" not in store.last()["query"], "All searches every entity"


def test_the_store_url_can_come_from_the_environment(cli, store):
    result = cli("search", "everything", "--source", "itunes", env={"STORESEARCH_STORE_URL": store.url})
    assert result.returncode == 0 and store.count("everything") == 1


# Every result type -------------------------------------------------------------

def test_every_result_type_is_shown(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("iTunes Store")
    app.wait_for("Type a search and press Enter.")
    app.type("everything")
    app.wait_quiet(0.3)
    assert store.count() == 0, "the live store searches on Enter only"
    app.send("enter")
    for line in ["Pink Floyd (Song)", "Ridley Scott (Movie)", "NPR (Podcast)", "The Office (TV Episode)",
                 "Cultured Code (App)", "Panic (App)", "Jane Austen (E-Book)", "Frank Herbert (Audiobook)"]:
        app.wait_for(line)
    # After each row's thumbnail (a generated cover here: these answers have no artwork).
    # The best match first: the store's own order, kept (by name would put Alien first).
    assert app.text()[5][6:].strip() == "Hey You", "in the store's order"
    app.send("end")
    app.wait_for("Miles Davis (Album)")
    # Waited for, not read at once: the frame after End may still be arriving.
    app.wait_until(lambda: app.text()[21][6:].strip() == "Kind of Blue", what="the store's last last")


def test_every_result_type_in_the_search_command(cli, store):
    result = cli("search", "everything", "--format", "tsv", *live(store))
    assert result.returncode == 0
    rows = [line.split("\t") for line in result.stdout.splitlines()]
    assert rows[0] == ["name", "artist", "kind", "genre", "price", "currency", "url", "id"]
    kinds = {row[0]: (row[2], row[3], row[4]) for row in rows[1:]}
    assert kinds["Hey You"] == ("song", "Rock", "1.29")
    assert kinds["Alien"] == ("feature-movie", "Sci-Fi & Fantasy", "4.99")
    assert kinds["Things 3"] == ("software", "Productivity", "9.99")
    assert kinds["Transmit"] == ("mac-software", "Developer Tools", "0")
    assert kinds["Emma"] == ("ebook", "Fiction & Literature, Books", "0.99")
    assert kinds["Dune"] == ("audiobook", "Sci-Fi & Fantasy", "19.99")
    assert kinds["Kind of Blue"] == ("album", "Jazz", "7.99")
    table = cli("search", "everything", *live(store))
    assert "Hey You" in table.stdout and "$1.29" in table.stdout and "Free" in table.stdout


def test_json_output_reads_back_as_a_catalog(cli, store, tmp_path):
    result = cli("search", "everything", "--format", "json", *live(store))
    saved = tmp_path / "saved.json"
    saved.write_text(result.stdout)
    assert json.loads(result.stdout)["resultCount"] == 9
    direct = cli("search", "everything", "--format", "tsv", *live(store)).stdout.splitlines()
    for name in ["Hey You", "Alien", "Planet Money", "The Dundies", "Things 3", "Transmit", "Emma", "Dune",
                 "Kind of Blue"]:
        again = cli("search", name, "--format", "tsv", "--catalog", str(saved)).stdout.splitlines()
        assert again[0] == direct[0]
        row = next(line for line in direct[1:] if line.startswith(name + "\t"))
        assert row in again[1:], f"{name} reads back the same"


def test_the_detail_of_a_live_result(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search")
    search_for(app, "everything")
    app.wait_for("Cultured Code (App)")
    things = app.find("Things 3")
    app.click(things[0], things[1])
    app.wait_for("[ o $9.99 ]")  # o opens the store page
    app.wait_for("App · Productivity")


# Failures ------------------------------------------------------------------

FAILURES = [
    ("slow", "did not answer in time"),
    ("bad", "refused the search: Invalid value(s) for key(s): [entity]"),
    ("throttle403", "too many searches"),
    ("throttle429", "too many searches"),
    ("boom", "had a problem (HTTP 500)"),
    ("truncated", "could not be read"),
    ("html", "could not be read"),
    ("reset", "broke off"),
    ("endless", "did not answer in time"),
    ("redirectloop", "could not be read"),
    ("toolarge", "larger than 32 MB"),
]


@pytest.mark.parametrize("term,reason", FAILURES, ids=[term for term, _ in FAILURES])
def test_failures_show_the_alert_with_the_reason(launch, store, term, reason):
    app = launch(100, 30, args=live(store, "--timeout", "1"))
    app.wait_for("Type a search and press Enter")
    search_for(app, term)
    app.wait_for("Whoops...", timeout=6)
    app.wait_for("There was an error accessing the iTunes")
    app.wait_for(reason.split(": ")[0][:30])
    app.send("enter")
    app.wait_gone("Whoops...")
    search_for(app, "everything")
    app.wait_for("Pink Floyd (Song)")


@pytest.mark.parametrize("term,reason", FAILURES, ids=[term for term, _ in FAILURES])
def test_failures_exit_with_status_3_and_the_reason(cli, store, term, reason):
    result = cli("search", term, *live(store, "--timeout", "1"))
    assert result.returncode == 3
    assert reason in result.stderr
    assert result.stdout == ""


def test_answers_that_are_odd_but_usable(cli, store):
    huge = cli("search", "huge", "--format", "tsv", *live(store))
    assert huge.returncode == 0 and len(huge.stdout.splitlines()) == 201
    broken = cli("search", "badutf8", *live(store))
    assert broken.returncode == 0 and "Caf\ufffd\ufffd Song" in broken.stdout
    hostile = cli("search", "hostile", "--format", "tsv", *live(store))
    assert hostile.returncode == 0 and "\x1b" not in hostile.stdout and "Hostile Name" in hostile.stdout


def test_a_hostile_answer_never_reaches_the_terminal(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search")
    search_for(app, "hostile")
    app.wait_for("Hostile Name")
    app.wait_for("Red Artist (Song)")
    raw = bytes(app.raw)
    assert b"pwned" not in raw and b"\x1b[2J Name" not in raw and b"\x1b[31mRed" not in raw


def test_the_huge_answer_in_the_interface(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search")
    search_for(app, "huge")
    app.wait_for("Big App 000")
    app.send("end")
    app.wait_for("200/200+")


def test_exit_statuses(cli, store):
    assert cli("search", "everything", *live(store)).returncode == 0
    nothing = cli("search", "nothing at all", *live(store))
    assert nothing.returncode == 1 and "nothing found" in nothing.stderr
    assert cli("search", *live(store)).returncode == 2
    assert cli("search", "x", "--format", "yaml").returncode == 2
    help_text = cli("--help-all").stdout
    for word in ["search TERM", "--category", "--limit", "--format", "--store-url", "--no-cache", "--country"]:
        assert word in help_text


# A new search wins ---------------------------------------------------------

def test_a_stale_answer_is_never_shown(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search")
    search_for(app, "first")
    app.wait_for("Loading...")
    search_for(app, "second")
    app.wait_for("Second Result")
    deadline = time.monotonic() + 2.5
    while time.monotonic() < deadline:
        assert not app.find("First Result"), "the first search's late answer was drawn"
        time.sleep(0.05)
    assert store.count("first") == 1


def test_cancelling_searches_as_their_answers_arrive_never_hangs(launch, store):
    """URLSession on this platform can deadlock when a cancellation races the
    answer; searches cancelled every few milliseconds must keep working."""
    app = launch(80, 24, args=live(store), env={"STORESEARCH_RATE_LIMIT": "10000"})
    app.wait_for("Type a search")
    for round_number in range(150):
        if round_number:
            app.send("/")  # Enter went to the results: / goes back to the field
        app.send("ctrl-u")
        app.type(f"jitter{round_number}")
        app.send("enter")
        time.sleep(random.random() * 0.012)
    app.wait_for("Jitter 149", timeout=10)
    app.send("ctrl-c")
    assert app.wait_exit(timeout=5) == 0


def test_the_interface_answers_keys_while_a_search_loads(launch, store):
    app = launch(80, 24, args=live(store, "--timeout", "10"))
    app.wait_for("Type a search")
    search_for(app, "slow")
    app.wait_for("Loading...")
    app.send("f1")
    app.wait_for("Keys")
    app.send("esc")
    app.wait_gone("Keys")
    app.send("ctrl-c")
    assert app.wait_exit(timeout=3) == 0, "quitting never waits for the network"


# Auto mode and the offline catalog -------------------------------------------

def test_auto_falls_back_to_the_catalog_with_a_badge(launch):
    app = launch(80, 24, args=["--source", "auto", "--store-url", f"http://127.0.0.1:{closed_port()}"])
    app.wait_for("iTunes Store")
    search_for(app, "pink floyd")
    app.wait_for("Pink Floyd (Song)")
    app.wait_for("offline catalog")


def test_auto_falls_back_in_the_search_command(cli):
    result = cli("search", "pink floyd", "--source", "auto", "--store-url", f"http://127.0.0.1:{closed_port()}")
    assert result.returncode == 0
    assert "Pink Floyd" in result.stdout
    assert "these results come from the bundled catalog" in result.stderr


def test_itunes_alone_does_not_fall_back(cli):
    result = cli("search", "pink floyd", "--source", "itunes", "--store-url", f"http://127.0.0.1:{closed_port()}")
    assert result.returncode == 3 and "could not be reached" in result.stderr


# The response cache -----------------------------------------------------------

def test_a_second_identical_search_makes_no_request(launch, store, cli):
    first = launch(80, 24, args=live(store))
    first.wait_for("Type a search")
    search_for(first, "everything")
    first.wait_for("Pink Floyd (Song)")
    first.send("ctrl-c")
    first.wait_exit()
    assert store.count("everything") == 1
    second = launch(80, 24, args=live(store))
    second.wait_for("Type a search")
    search_for(second, "everything")
    second.wait_for("Pink Floyd (Song)")
    second.wait_for("cached")
    assert store.count("everything") == 1
    assert cli("search", "everything", *live(store)).returncode == 0
    assert store.count("everything") == 1
    assert cli("search", "everything", "--no-cache", *live(store)).returncode == 0
    assert store.count("everything") == 2
    cli("search", "everything", "--category", "software", *live(store))
    assert store.count("everything") == 3, "another entity is another search"


def test_a_garbage_cache_file_is_survived(cli, store, home):
    cache = os.path.join(home, ".cache", "storesearch")
    os.makedirs(cache)
    with open(os.path.join(cache, "responses.sqlite"), "wb") as handle:
        handle.write(os.urandom(8192))
    assert cli("search", "everything", *live(store)).returncode == 0
    assert cli("search", "everything", *live(store)).returncode == 0
    assert store.count("everything") == 1, "the rebuilt cache works"
    with open(os.path.join(home, ".local", "state", "storesearch", "storesearch.log")) as log:
        assert "rebuilding" in log.read()


def test_an_unwritable_cache_is_ignored(cli, store, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    result = cli("search", "everything", *live(store), env={"XDG_CACHE_HOME": str(blocker)})
    assert result.returncode == 0


# The rate limit -----------------------------------------------------------------

def test_the_rate_limit_is_kept_and_said(launch, store, cli):
    limited = {"STORESEARCH_RATE_LIMIT": "2"}
    assert cli("search", "song a", *live(store), env=limited).returncode == 0
    assert cli("search", "song b", *live(store), env=limited).returncode == 0
    third = cli("search", "song c", *live(store), env=limited)
    assert third.returncode == 3 and "about 20 searches a minute" in third.stderr
    assert store.count() == 2, "the third search never reached the store"
    app = launch(80, 24, args=live(store), env=limited)
    app.wait_for("Type a search")
    search_for(app, "song d")
    app.wait_for("Whoops...")
    app.wait_for("searches a minute")


# Dutch ------------------------------------------------------------------------

def test_failures_read_in_dutch(launch, store):
    app = launch(80, 24, args=live(store), env={"LANG": "nl_NL.UTF-8"})
    app.wait_for("Typ een zoekopdracht")
    search_for(app, "boom")
    app.wait_for("Foutje...")
    app.wait_for("De winkel had een probleem (HTTP 500).")


def test_an_answer_with_a_byte_order_mark_is_read(cli, store):
    result = cli("search", "bom", *live(store))
    assert result.returncode == 0, result.stderr
    assert "Byte Order Song" in result.stdout
