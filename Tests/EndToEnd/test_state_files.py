"""The program's own files: the search history (and --no-history), the
favourites as `storesearch search --favourites` prints them, and the store
answer shape they share with --catalog. (What the interface does with them
is tested with the interface.)"""

import json
import os


def favourites_path(home):
    return os.path.join(home, ".local", "share", "storesearch", "favourites.json")


def write_favourites(path, results):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        json.dump({"resultCount": len(results), "results": results}, file)


def catalog_results(cli, term, limit=3):
    result = cli("search", term, "--source", "catalog", "--format", "json", "--limit", str(limit))
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)["results"]


def test_no_history_reads_and_writes_nothing(launch, home):
    app = launch(100, 40, args=["--no-history"])
    app.wait_for("F2 Menu")
    app.type("pink floyd")
    app.send("enter")
    app.wait_for("Pink Floyd")
    app.send("f2", "a")
    app.wait_for("not kept (--no-history)")  # About says the history is off
    app.send("esc")
    app.wait_gone("Version")
    app.send("ctrl-c")
    app.wait_exit()
    state = os.path.join(home, ".local", "state", "storesearch")
    assert not [name for name in os.listdir(state) if name.startswith("history")], os.listdir(state)


def test_about_names_the_history_and_favourites_files(launch, home):
    app = launch(160, 48, env={"XDG_STATE_HOME": os.path.join(home, "state")})
    app.wait_for("F2 Menu")
    app.send("f2", "a")
    # The sheet's rows can reach the screen in more than one write: wait
    # for each (a missing one fails the wait), not for the first alone.
    app.wait_for(os.path.join(home, "state", "storesearch", "history"))
    app.wait_for("storesearch/favourites.json")


def test_search_favourites_prints_them_newest_first_in_each_format(cli, home):
    songs = catalog_results(cli, "pink floyd", limit=2)
    books = catalog_results(cli, "emma", limit=1)
    favourites = books + songs
    write_favourites(favourites_path(home), favourites)

    tsv = cli("search", "--favourites", "--format", "tsv")
    assert tsv.returncode == 0, tsv.stderr
    header, *rows = [line.split("\t") for line in tsv.stdout.splitlines()]
    assert header == ["name", "artist", "kind", "genre", "price", "currency", "url", "id"]
    assert [row[0] for row in rows] == [item.get("trackName") or item.get("collectionName") for item in favourites]

    printed = cli("search", "--favorites", "--format", "json")
    assert printed.returncode == 0, printed.stderr
    assert json.loads(printed.stdout)["results"] == favourites, "the same answer shape, the same order"

    table = cli("search", "--favourites", "--limit", "1")
    assert table.returncode == 0 and len(table.stdout.splitlines()) == 2, "a header and one row"


def test_the_favourites_file_is_a_catalog(cli, home):
    write_favourites(favourites_path(home), catalog_results(cli, "pink floyd", limit=3))
    printed = cli("search", "--favourites", "--format", "json")
    exported = os.path.join(home, "exported.json")
    with open(exported, "w", encoding="utf-8") as file:
        file.write(printed.stdout)
    for path in [favourites_path(home), exported]:
        result = cli("search", "floyd", "--catalog", path, "--format", "json")
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout)["results"], path


def test_search_favourites_without_any_says_so(cli, home):
    result = cli("search", "--favourites")
    assert result.returncode == 1 and result.stdout == ""
    assert "no favourites yet" in result.stderr and "favourites.json" in result.stderr
    assert not os.path.exists(favourites_path(home)), "reading makes no file"
    dutch = cli("search", "--favourites", env={"LANG": "nl_NL.UTF-8"})
    assert "nog geen favorieten" in dutch.stderr


def test_search_favourites_follows_xdg_data_home(cli, home):
    data = os.path.join(home, "data")
    write_favourites(os.path.join(data, "storesearch", "favourites.json"), catalog_results(cli, "emma", limit=1))
    assert cli("search", "--favourites").returncode == 1
    assert cli("search", "--favourites", env={"XDG_DATA_HOME": data}).returncode == 0


def test_an_unreadable_favourites_file_is_set_aside_once(cli, home):
    path = favourites_path(home)
    os.makedirs(os.path.dirname(path))
    with open(path, "wb") as file:
        file.write(b"\x1b]0;pwned\x07 not json")
    first = cli("search", "--favourites")
    assert first.returncode == 1
    assert "could not be read" in first.stderr and path + ".bad" in first.stderr
    assert "\x1b" not in first.stderr and "\x07" not in first.stderr
    assert open(path + ".bad", "rb").read().startswith(b"\x1b]0;pwned")
    second = cli("search", "--favourites")
    assert second.returncode == 1 and "could not be read" not in second.stderr, "said once"
    log = open(os.path.join(home, ".local", "state", "storesearch", "storesearch.log"), encoding="utf-8").read()
    assert "favourites.json.bad" in log


def test_favourites_takes_no_term(cli):
    result = cli("search", "--favourites", "pink")
    assert result.returncode == 2 and "takes no search term" in result.stderr
