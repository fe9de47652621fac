"""The detail by kind, rows you can tell apart, and acting on an item:
the real binary in a pty, keys as a terminal sends them."""
import base64
import os
import re
import signal
import stat
import time

from harness import DIMMED_FOREGROUND

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")
ONE_OF_EACH_KIND = os.path.join(FIXTURES, "one_of_each_kind.json")
ALT_C, ALT_P = "\x1bc", "\x1bp"
SONG_PAGE = "https://music.apple.com/us/album/stairway-to-heaven/580708175?i=580708180&uo=4"


def open_first(app, term):
    app.wait_for("Type to search")
    app.type(term)
    app.send("enter")
    app.wait_for("Enter Open")
    app.send("enter")


def to_field(app):
    """Focus to the search field: / where nothing is typed (the field types it)."""
    if not app.cursor()[2]:
        app.send("/")
        app.wait_until(lambda: app.cursor()[2], what="the field's cursor")


def test_the_three_stairways_show_their_albums(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("stairway to heaven")
    app.wait_for(" 3 ─")
    for album in ("IV", "BBC Sessions", "The Song Remains The Same"):
        app.wait_for(re.compile(rf"Led Zeppelin \(Song\) .*{re.escape(album)}"))
    screen = "\n".join(app.text())
    for duration in ("8:01", "8:49", "10:57"):
        assert duration in screen, f"{duration} missing\n{app.dump()}"


def test_gar_says_why_am_i_evil_matched(launch):
    # By name, as in the book: by relevance the names that begin with "gar" come first.
    app = launch(80, 24, args=["--sort", "name"])
    app.wait_for("Type to search")
    app.type("gar")
    app.wait_for("Am I Evil?")
    row = app.find("Am I Evil?")
    assert "album: Garage Inc." in app.text()[row[1] + 1], app.dump()
    # The matched letters are underlined, on the row and in the field it names.
    garage = app.find("Garage Inc.")
    assert app.cell(garage[0], garage[1]).underscore
    assert not app.cell(garage[0] + 3, garage[1]).underscore


def test_each_kind_has_its_own_facts_at_160x48(launch):
    app = launch(160, 48, args=["--catalog", ONE_OF_EACH_KIND])
    expectations = {
        "stairway": ["Album", "Led Zeppelin IV (Remastered)", "Track", "4 of 8", "Duration", "8:02",
                     "Released", "Nov 8, 1971", "$1.29 · album $10.99", "[ ▶ Preview ]", "Link"],
        "knives": ["Director", "Rian Johnson", "2:10:39", "Rated", "PG-13", "Agatha Christie"],
        "baltar": ["Battlestar Galactica (Classic)", "Season", "Battlestar Galactica (Classic), Season 1", "18 of 21", "TV-PG",
                   "Galactica’s brig"],
        "things": ["Developer", "Version", "3.20.3 (Feb 20, 2024)", "35.9 MB", "iOS 16.0 or later",
                   "★★★★★ 4.8 (19,432 ratings)", "4+", "• Plan your day"],
        "pride": ["Jane Austen", "★★★★½ 4.5", "“It is a truth universally acknowledged"],
        "hail mary": ["Andy Weir", "Winner of the 2022 Audie Award"],
        "daily": ["Episodes", "2,450", "Feed", "https://feeds.simplecast.com/54nAGcIl"],
    }
    app.wait_for("Type to search")
    for term, expected in expectations.items():
        to_field(app)
        app.send("ctrl-u")
        app.type(term)
        app.wait_for(" 1 ─")
        app.send("enter")
        app.wait_for("[ Copy Link ]")
        pane = "\n".join(line[65:] for line in app.text())
        for text in expected:
            assert text in pane, f"{term}: {text!r} missing\n{app.dump()}"
        assert "alert(1)" not in pane and "<" not in pane, "no tags or scripts from a description"


def test_a_long_detail_scrolls_in_the_popup(launch):
    app = launch(80, 24, args=["--catalog", ONE_OF_EACH_KIND])
    open_first(app, "things")
    app.wait_for("▼ more")
    app.send("pgdn")
    app.wait_gone("Things 3")
    app.send("pgdn", "pgdn", "pgdn")
    app.wait_for("The Verge")
    app.wait_gone("▼ more")
    box = app.find("[×]")
    for _ in range(10):
        app.wheel(box[0] + 10, box[1] + 4, down=False)
    app.wait_for("Things 3")


def test_copy_link_sends_osc_52_and_says_so(launch):
    app = launch(80, 24, args=["--catalog", ONE_OF_EACH_KIND])
    open_first(app, "stairway")
    app.wait_for("[ Copy Link ]")
    app.type(ALT_C)
    app.wait_for("Copied to the clipboard")
    encoded = base64.b64encode(SONG_PAGE.encode()).decode()
    assert f"\x1b]52;c;{encoded}\x07".encode() in app.output_after(b"\x1b]52;")


def test_where_osc_52_cannot_work_the_link_is_shown(launch):
    app = launch(80, 24, args=["--catalog", ONE_OF_EACH_KIND], env={"TERM": "linux"})
    open_first(app, "stairway")
    app.wait_for("[ Copy Link ]")
    app.type(ALT_C)
    app.wait_for("This terminal cannot take a copy")
    app.wait_for("https://music.apple.com/us/album/stairway-to-heaven/")
    assert b"\x1b]52;" not in app.output_after(b"\x1b]52;")


def fake_player(tmp_path):
    """A player that writes its arguments and its pid, then plays for ever."""
    script = tmp_path / "fakeplayer"
    script.write_text(
        "#!/bin/sh\n"
        f"echo \"$@\" > {tmp_path}/played\n"
        f"echo $$ > {tmp_path}/pid\n"
        "exec sleep 1000\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def wait_for_file(path, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().strip():
            return path.read_text().strip()
        time.sleep(0.02)
    raise AssertionError(f"{path} was not written within {timeout}s")


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_the_preview_plays_through_the_player_and_stops_at_quit(launch, tmp_path):
    player = fake_player(tmp_path)
    app = launch(80, 24, args=["--catalog", ONE_OF_EACH_KIND, "--player", str(player)])
    open_first(app, "stairway")
    app.wait_for("[ ▶ Preview ]")
    app.type(ALT_P)
    played = wait_for_file(tmp_path / "played")
    assert played.startswith("https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview115/")
    pid = int(wait_for_file(tmp_path / "pid"))
    app.wait_for("Playing the preview with fakeplayer")
    app.wait_for("[ ■ Stop ]")
    assert alive(pid)
    app.send("ctrl-c")
    assert app.wait_exit() == 0
    deadline = time.monotonic() + 5
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not alive(pid), "the player was stopped when the app quit"


def test_the_preview_is_stopped_when_the_app_is_killed_by_a_signal(launch, tmp_path):
    player = fake_player(tmp_path)
    app = launch(80, 24, args=["--catalog", ONE_OF_EACH_KIND, "--player", str(player)])
    open_first(app, "stairway")
    app.wait_for("[ ▶ Preview ]")
    app.type(ALT_P)
    pid = int(wait_for_file(tmp_path / "pid"))
    app.kill(signal.SIGTERM)
    app.wait_exit()
    deadline = time.monotonic() + 5
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not alive(pid)


def test_without_a_player_the_preview_address_is_shown(launch):
    app = launch(80, 24, args=["--catalog", ONE_OF_EACH_KIND, "--player", "none"])
    open_first(app, "stairway")
    app.type(ALT_P)
    app.wait_for("No player was found")
    app.wait_for("https://audio-ssl.itunes.apple.com/")


def test_the_overlay_title_is_whole_and_the_covered_detail_dimmed(launch):
    for language, title in (("C.UTF-8", "StoreSearch"), ("nl_NL.UTF-8", "StoreZoeker")):
        app = launch(140, 16, args=["--catalog", ONE_OF_EACH_KIND], env={"LANG": language})
        app.wait_for(re.compile("Type to search|Typ om"))
        app.type("stairway")
        app.send("enter")
        app.send("enter")
        app.wait_for("[ Copy Link ]" if language == "C.UTF-8" else "[ c Link kopiëren ]")
        app.send("left")  # back to the list, laid over the detail
        app.wait_for("⌕ stairway")
        top = app.text()[0]
        rest = top.replace(title, "", 1)
        assert title in top and "reSearch" not in rest and "eker" not in rest, top
        # Right of the list pane the detail is there, dimmed.
        divider = app.text()[8].index("│")
        for y in range(3, 14):
            for x in range(divider + 1, 140):
                cell = app.cell(x, y)
                if cell.data.strip():
                    assert cell.fg == DIMMED_FOREGROUND, f"({x},{y}) {cell.data!r} undimmed\n{app.dump()}"
        app.close()
