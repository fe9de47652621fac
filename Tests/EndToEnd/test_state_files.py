"""The program's own files: the search history (and --no-history), the
favourites as `storesearch search --favourites` prints them, and the store
answer shape they share with --catalog. (What the interface does with them
is tested with the interface.)"""

import json
import os
import stat


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
    # The tests' config makes the bundled catalog the source: its own history.
    app.wait_for(os.path.join(home, "state", "storesearch", "catalog-history"))
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


# Issue 27: links, FIFOs and devices are never followed or replaced; what
# was not written is never said to be; files are private whatever the umask.

ALT_M, F8 = "\x1bm", "\x1b[19~"


def state_path(home, *names):
    return os.path.join(home, ".local", "state", "storesearch", *names)


def test_a_fifo_where_the_log_goes_hangs_nothing(cli, launch, home):
    os.makedirs(state_path(home))
    os.mkfifo(state_path(home, "storesearch.log"))
    result = cli("search", "pink", "--source", "catalog", timeout=20)
    assert result.returncode == 0, result.stderr
    assert "Pink Floyd" in result.stdout
    assert "storesearch: Not used (it is a FIFO, not a file): " + state_path(home, "storesearch.log") in result.stderr
    app = launch(100, 24)
    app.wait_for("Not used (it is a FIFO, not a file)")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    assert stat.S_ISFIFO(os.lstat(state_path(home, "storesearch.log")).st_mode), "still the FIFO"


def test_a_linked_log_or_history_is_never_followed(cli, launch, home, tmp_path):
    target = tmp_path / "theirs.txt"
    target.write_text("their line\n")
    os.makedirs(state_path(home))
    os.symlink(target, state_path(home, "storesearch.log"))
    os.symlink(target, state_path(home, "catalog-history"))
    result = cli("search", "pink", "--source", "catalog")
    assert result.returncode == 0
    assert "Not used (it is a symbolic link, which is never followed)" in result.stderr
    app = launch(100, 24)
    app.wait_for("F2 Menu")
    app.send("\x12")  # Ctrl-R, the history: nothing was imported from the link's target
    app.wait_for("No earlier searches yet")
    assert not app.find("Recent:") and not app.find("their line")
    app.type("pink floyd")
    app.send("enter")
    app.wait_for("This search was not kept in the history: it is a symbolic link")
    app.send("ctrl-c")
    app.wait_exit()
    assert target.read_text() == "their line\n", "neither the log nor the history wrote through the link"
    assert os.path.islink(state_path(home, "catalog-history"))


def test_a_fifo_at_the_lock_is_said_to_be_the_lock(launch, home):
    os.makedirs(state_path(home))
    with open(state_path(home, "catalog-history"), "w") as history:
        history.write("queen\n")
    os.mkfifo(state_path(home, "catalog-history.lock"))
    app = launch(160, 24)
    app.wait_for("Not used (it is a FIFO, not a file): " + state_path(home, "catalog-history.lock"))


def test_each_source_keeps_its_own_history_of_searches_that_found_something(launch, home, store):
    """The live store's searches are no searches to offer where only the
    catalog is searched, and one that failed or found nothing is none to
    offer at all."""
    from harness import live, search_for
    app = launch(100, 24, args=live(store))
    app.wait_for("F2 Menu")
    for term, said in [("queen", "Killer Queen"), ("qeen", "Nothing Found"), ("boom", "Whoops")]:
        search_for(app, term)
        app.wait_for(said)
        if said == "Whoops":
            app.send("esc")
            app.wait_gone("Whoops")
    app.send("ctrl-c")
    app.wait_exit()
    with open(state_path(home, "history"), encoding="utf-8") as history:
        assert history.read() == "queen\n"
    assert not os.path.exists(state_path(home, "catalog-history"))
    catalog = launch(100, 24)
    catalog.wait_for("F2 Menu")
    catalog.send("\x12")  # Ctrl-R: the catalog's own earlier searches, none yet
    catalog.wait_for("No earlier searches yet")
    again = launch(100, 24, args=live(store))
    again.wait_for("Recent:")
    again.wait_for("queen")


def test_a_favourite_not_written_is_never_said_to_be(launch, home):
    folder = os.path.dirname(favourites_path(home))
    os.makedirs(folder)
    os.symlink("/nonexistent/lock", favourites_path(home) + ".lock")
    app = launch(100, 24)
    app.wait_for("F2 Menu")
    app.type("stairway to heaven")
    app.send("enter")
    app.wait_for("↑↓ Move")
    app.type(ALT_M)
    app.wait_for("Not added to your favourites: it is a symbolic link, which is never followed.")
    assert not app.find("Added to your favourites")
    assert not app.find("★"), "the screen shows what is on disk"
    app.type(F8)
    app.wait_for("No favourites yet")
    assert not os.path.exists(favourites_path(home))


def test_saving_over_a_fifo_is_refused_and_leaves_it_a_fifo(launch, home, tmp_path):
    target = tmp_path / "results.json"
    os.mkfifo(target)
    app = launch(100, 24)
    app.wait_for("F2 Menu")
    app.type("pink floyd")
    app.wait_for("Pink Floyd (Song)")
    app.type("\x1bOQ")
    app.wait_for("Save Results…")
    app.send("s")  # its underlined letter
    app.wait_for("File:")
    app.send("ctrl-u")
    app.type(str(target))
    app.send("enter")
    app.wait_for("Could not save: it is a FIFO, not a file")
    # Never "Enter again replaces it". The screen before this Enter and
    # after it is the same, so the check waits for the app to be idle.
    app.send("enter")
    app.wait_quiet(0.3)
    assert app.find("Could not save: it is a FIFO, not a file")
    assert not app.find("replaces it")
    assert stat.S_ISFIFO(os.lstat(target).st_mode)


def test_saved_names_keep_their_spaces_and_a_folder_is_said_to_be_one(launch, home, tmp_path):
    app = launch(120, 24)
    app.wait_for("F2 Menu")
    app.type("pink floyd")
    app.wait_for("Pink Floyd (Song)")
    app.type("\x1bOQ")
    app.wait_for("Save Results…")
    for name, said in [(str(tmp_path) + "/", "Could not save: it is a folder: name a file in it"),
                       (str(tmp_path / "two  spaces.json"), "Saved to " + str(tmp_path / "two  spaces.json"))]:
        app.send("s")  # Save Results' underlined letter
        app.wait_for("File:")
        app.send("ctrl-u")
        app.type(name)
        app.send("enter")
        app.wait_for(said)
        app.send("esc")
        app.type("\x1bOQ")
        app.wait_for("Save Results…")
    assert (tmp_path / "two  spaces.json").exists()


def test_folders_and_files_are_private_whatever_the_umask(cli, launch, home, store):
    def open_umask():
        os.umask(0)

    import subprocess
    from harness import BINARY, live
    environment = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    for args in [["search", "pink", "--source", "catalog"], ["search", "everything", *live(store)]]:
        done = subprocess.run([BINARY, *args], capture_output=True, text=True, env=environment, timeout=20,
                              preexec_fn=open_umask)
        assert done.returncode == 0, done.stderr
    app = launch(100, 24, preexec=open_umask)
    app.wait_for("F2 Menu")
    app.type("stairway to heaven")
    app.send("enter")
    app.wait_for("↑↓ Move")
    app.type(ALT_M)
    app.wait_for("Added to your favourites.")
    # Save Results too: README promises 0600, and 0666 was written under umask 000.
    app.type("\x1bOQ")
    app.wait_for("Save Results…")
    app.send("s")
    app.wait_for("File:")
    app.send("ctrl-u")
    saved = os.path.join(home, "results.json")
    app.type(saved)
    app.send("enter")
    app.wait_for("Saved to " + saved)
    app.send("ctrl-c")
    app.wait_exit()
    cache = os.path.join(home, ".cache", "storesearch")
    data = os.path.dirname(favourites_path(home))
    expected = {cache: 0o700, os.path.join(cache, "index"): 0o700, os.path.join(cache, "responses.sqlite"): 0o600,
                state_path(home): 0o700, state_path(home, "storesearch.log"): 0o600,
                state_path(home, "catalog-history"): 0o600, data: 0o700, favourites_path(home): 0o600,
                saved: 0o600}
    for name in os.listdir(os.path.join(cache, "index")):
        expected[os.path.join(cache, "index", name)] = 0o600
    modes = {path: stat.S_IMODE(os.stat(path).st_mode) for path in expected}
    assert modes == expected
