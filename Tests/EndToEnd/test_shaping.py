"""Order, filters, narrowing live answers, history, favourites and saving
results: the real binary in a pty, across runs, as a user would use them."""
import json
import os
import re
import subprocess
import time

from harness import BINARY, live, search_for

F5, F6, F8 = "\x1b[15~", "\x1b[17~", "\x1b[19~"
ALT_M, ALT_S, ALT_X, CTRL_R = "\x1bm", "\x1bs", "\x1bx", "\x12"


def state_dir(home):
    return os.path.join(home, ".local", "state", "storesearch")


def data_dir(home):
    return os.path.join(home, ".local", "share", "storesearch")


def test_typing_narrows_a_live_answer_without_asking_the_store_again(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search")
    search_for(app, "twohundred")
    app.wait_for("/200")
    assert store.count() == 1
    app.send("esc")  # back to the field
    app.wait_until(lambda: app.cursor()[2], what="the field's cursor")
    app.send("end")
    app.type(" the")
    app.wait_for(re.compile(r"narrowed: \d+ of 200"))
    app.wait_for("The")
    assert store.count() == 1, "narrowing asked the store nothing"
    app.send("enter")
    app.wait_until(lambda: store.count() == 2, what="Enter to ask the store for the new words")


def test_the_order_cycles_and_is_kept_for_the_next_run(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("time")
    app.wait_for("Time")
    app.type(F6)
    app.wait_for("Sorted by name.")
    app.wait_for(" by name ")
    app.type(ALT_S)
    app.wait_for(" by artist ")
    app.send("ctrl-c")
    app.wait_exit()
    again = launch(80, 24)
    again.wait_for("Type to search")
    again.type("time")
    again.wait_for(" by artist ")


def test_filters_hide_and_nothing_found_says_why(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink floyd")
    app.wait_for("Pink Floyd (Song)")
    app.type(F5)
    app.wait_for("Free only")
    app.send(" ")  # free only: Pink Floyd's songs cost 0.99
    app.send("esc")
    app.wait_for("Nothing Found")
    app.wait_for("The filters hid every result")
    app.type(ALT_X)
    app.wait_for("Pink Floyd (Song)")


def test_the_history_lasts_across_runs_and_is_searched_back(launch, home):
    app = launch(80, 24)
    app.wait_for("Type to search")
    for term in ("queen", "pink floyd", "metallica"):
        app.send("ctrl-u")
        app.type(term)
        app.send("enter")
        app.wait_for("Enter Open")
        app.send("esc")
        # Esc and a key within 50 ms are Alt and that key: let Esc be Esc.
        time.sleep(0.15)
    # Enter on words that find nothing keeps nothing.
    app.send("ctrl-u")
    app.type("zzqqxxv")
    app.send("enter")
    app.wait_for("Nothing Found")
    app.send("ctrl-c")
    app.wait_exit()
    # The tests' config makes the bundled catalog the source: its own history.
    with open(os.path.join(state_dir(home), "catalog-history"), encoding="utf-8") as handle:
        kept = handle.read()
    assert kept == "queen\npink floyd\nmetallica\n"
    again = launch(80, 24)
    again.wait_for("Recent:")
    again.wait_for("metallica")
    again.send("\x10")  # Ctrl-P: the search before
    again.wait_for("⌕ metallica")
    again.send("\x10")
    again.wait_for("⌕ pink floyd")
    again.send("ctrl-u")
    # Ctrl-R: the earlier searches as a list, newest first, filtered as one types.
    again.type(CTRL_R)
    again.wait_for("Earlier searches")
    top = next(y for y, line in enumerate(again.text()) if "Earlier searches" in line)
    # (What lies either side of the box, the list's rule, is not a row.)
    rows = [re.search(r"│ (\S.*?)\s*│", line).group(1) for line in again.text()[top + 2:top + 5]]
    assert rows == ["metallica", "pink floyd", "queen"], again.dump()
    again.type("qu")
    again.wait_for("1 of 3")
    again.send("enter")
    again.wait_for("⌕ queen")
    again.wait_gone("Earlier searches")
    again.wait_for("Queen (Song)")
    # The empty screen's recent searches are reached with Down, as results are
    # (from the list, / goes back to the field).
    again.send("/", "ctrl-u")
    again.wait_for("Recent:")
    again.send("down", "down")
    again.wait_for("Enter Search")
    again.send("enter")
    again.wait_for("⌕ metallica")
    again.wait_for("Metallica")


def test_no_history_keeps_nothing(launch, home):
    app = launch(80, 24, args=["--no-history"])
    app.wait_for("Type to search")
    app.type("queen")
    app.send("enter")
    app.wait_for("↑↓ Move")
    app.send("ctrl-c")
    app.wait_exit()
    assert not [name for name in os.listdir(state_dir(home)) if "history" in name]


def test_a_corrupt_history_is_set_aside_and_the_app_carries_on(launch, home):
    os.makedirs(state_dir(home), exist_ok=True)
    with open(os.path.join(state_dir(home), "catalog-history"), "wb") as handle:
        handle.write(b"\xff\xfe\x00garbage\x1b]0;pwned\x07\n" * 3)
    app = launch(80, 24)
    app.wait_for("set aside")
    assert os.path.exists(os.path.join(state_dir(home), "catalog-history.bad"))
    assert b"pwned" not in bytes(app.raw)
    app.type("queen")
    app.wait_for("Queen")


def mark_first(app, term):
    app.send("ctrl-u")
    app.type(term)
    app.send("enter")
    app.wait_for("Enter Open")
    app.type(ALT_M)
    app.wait_for("Added to your favourites.")


def test_favourites_last_across_runs_and_offline(launch, home, store):
    app = launch(80, 24)
    app.wait_for("Type to search")
    mark_first(app, "stairway to heaven")
    app.wait_for("★")
    app.send("ctrl-c")
    app.wait_exit()
    path = os.path.join(data_dir(home), "favourites.json")
    with open(path, encoding="utf-8") as handle:
        stored = json.load(handle)
    assert stored["results"][0]["trackName"] == "Stairway To Heaven"
    # Offline: the store cannot be reached, the favourites are there all the same.
    store.close()
    again = launch(80, 24, args=live(store))
    again.wait_for("Type a search")
    again.type(F8)
    again.wait_for("Stairway To Heaven")
    again.wait_for("Favourites")
    # F8 from the field leaves focus there (it filters the favourites): Down, Enter opens one.
    again.send("down", "enter")
    again.wait_for("[×]")
    again.wait_for("★ Unmark favourite")


def test_two_copies_adding_favourites_at_once_keep_both(launch, home):
    first = launch(80, 24)
    second = launch(80, 24)
    first.wait_for("Type to search")
    second.wait_for("Type to search")
    mark_first(first, "stairway to heaven")
    mark_first(second, "am i evil")
    for app in (first, second):
        app.send("ctrl-c")
        app.wait_exit()
    with open(os.path.join(data_dir(home), "favourites.json"), encoding="utf-8") as handle:
        names = {record.get("trackName") for record in json.load(handle)["results"]}
    assert {"Stairway To Heaven", "Am I Evil?"} <= names


def test_saved_results_read_back_with_catalog(launch, home, tmp_path, cli):
    target = tmp_path / "saved.json"
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink floyd")
    app.wait_for("Pink Floyd (Song)")
    app.type("\x1bOQ")  # F2: the menu
    app.wait_for("Save Results…")
    app.send("s")  # its underlined letter
    app.wait_for("File:")
    app.send("ctrl-u")
    app.type(str(target))
    app.send("enter")
    app.wait_for("Saved to")
    result = cli("search", "pink floyd", "--catalog", str(target), "--format", "tsv")
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.strip().splitlines()) > 5
    # Saving there again asks before replacing it.
    app.type("\x1bOQ")
    app.wait_for("Save Results…")
    app.send("enter")  # the menu kept its highlight on Save Results…
    app.wait_for("File:")
    app.send("ctrl-u")
    app.type(str(target))
    app.send("enter")
    app.wait_for("is there already")


def search_love(app):
    """Searches 'love' afresh and goes to the results (the first selected)."""
    time.sleep(0.08)
    app.send("esc")  # from the list, back to the field (a lone Esc)
    time.sleep(0.08)
    app.send("ctrl-u")
    app.type("love")
    app.wait_for("⌕ love ")
    app.send("enter")
    app.wait_for(" 1/128 ")  # all the bundled catalog has


def test_f8_says_what_hides_favourites_and_gives_the_search_back(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    mark_first(app, "stairway to heaven")
    search_love(app)
    app.send("down", "down")
    app.wait_for(" 3/128 ")
    app.wait_quiet()
    before = app.text()
    app.type(F8)
    app.wait_for("Stairway To Heaven")
    # In the favourites the field filters them, starting empty. The one
    # favourite holds no "love", but its album says "Live": forgiven as a
    # typing mistake, and said so; Alt-Enter takes the words as typed.
    app.send("/")
    app.type("love")
    app.wait_for("Showing results for live")
    app.type("\x1b\r")
    app.wait_for("Nothing Found")
    app.wait_for("0 of 1 favourites match 'love'")
    app.type(F8)
    app.wait_until(lambda: app.text() == before, what="the search as it was, selection and all")
    # What was typed in the favourites is not kept; F8 gives back what was searched.
    time.sleep(0.08)
    app.send("esc")
    time.sleep(0.08)
    app.send("ctrl-u")
    app.type("crazy little thing")
    app.wait_for(re.compile(r"─ 1 ─$"))
    app.send("enter")
    app.wait_for(" 1/1 ")
    app.type(ALT_M)
    app.wait_for("Added to your favourites.")
    search_love(app)
    app.wait_quiet()
    before = app.text()
    app.type(F8)
    app.wait_for("★ Favourites")
    app.send("/")
    app.type("love")
    app.wait_for("1 of 2 favourites match 'love'")
    app.wait_for("Crazy Little Thing Called Love")
    app.send("ctrl-u")
    app.wait_for("Stairway To Heaven")
    app.type(F8)
    app.wait_until(lambda: app.text() == before, what="the search as it was")
