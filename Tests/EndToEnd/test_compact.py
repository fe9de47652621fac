"""The compact width (80x24): the iPhone-portrait layout with its pop-up detail."""
import re

from harness import DIMMED_FOREGROUND, live, search_for


def test_start_screen_shows_the_field_with_focus_and_the_categories(launch):
    app = launch(80, 24)
    app.wait_for("App name, artist, song, album, e-book")
    app.wait_for("All │ Music │ Software │ E-books")
    app.wait_for(re.compile(r"Type to search 4,\d{3} items"))
    x, y, visible = app.cursor()
    assert visible and (x, y) == (4, 1), "the text cursor blinks in the search field"


def test_results_follow_each_keystroke(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    # A generated cover's initials (the catalog has no artwork), then the
    # name. Waited for: the answers to "p" and "pi" show Pink Floyd songs
    # too, under other names first, until "pink" is answered.
    app.wait_until(lambda: app.region("first result").startswith("  AC  Any Colour You Like"), what="the answer to pink first")
    app.type(" ti")
    app.wait_for(" Time")
    app.wait_gone("Any Colour You Like")
    app.send("backspace", "backspace", "backspace")
    app.wait_for("Any Colour You Like")


def test_loading_shows_when_a_search_is_slow(launch, store):
    app = launch(80, 24, args=live(store))
    app.wait_for("Type a search")
    search_for(app, "first")  # the stand-in store takes 1.5 s over it
    app.wait_for("Loading...")
    app.wait_for("First Result", timeout=8)
    app.wait_gone("Loading...")


def test_enter_moves_to_the_list_and_opens_the_popup(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.send("enter")
    app.wait_for("↑↓ Move")
    row = app.find("Any Colour You Like")
    assert app.cell(row[0], row[1]).bg != "default", "the first result is selected"
    app.send("down", "enter")
    app.wait_for("[×]")
    app.wait_for("Brain Damage")
    # The name, the artist and the kind beside the artwork, then the buttons.
    name = app.find("Brain Damage")
    close = app.find("[×]")
    assert name[1] == close[1] + 1 and name[0] > close[0] + 12, app.dump()
    assert "Pink Floyd" in app.text()[name[1] + 1]
    assert "Song · Rock" in app.text()[name[1] + 2]
    app.wait_for("[ $0.99 ]")
    app.wait_for("Album")
    # The screen behind the pop-up is dimmed.
    assert app.cell(2, 5).fg == DIMMED_FOREGROUND
    assert app.cell(2, 5).data == "A"
    name = app.find("Brain Damage")
    assert app.cell(name[0] + 3, name[1]).fg != DIMMED_FOREGROUND


def test_esc_and_a_click_outside_close_the_popup(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.send("enter", "enter")
    app.wait_for("[×]")
    app.send("esc")
    app.wait_gone("[×]")
    assert app.cell(6, 5).fg != DIMMED_FOREGROUND
    app.send("enter")
    app.wait_for("[×]")
    app.click(2, 22)
    app.wait_gone("[×]")
    app.send("enter")
    app.wait_for("[×]")
    inside = app.find("Song · ")  # the kind line: inside the pop-up, on no button
    app.click(inside[0] + 2, inside[1])
    app.wait_quiet()
    assert app.find("[×]"), "a click inside the pop-up does not close it"
    close = app.find("[×]")
    app.click(close[0] + 1, close[1])
    app.wait_gone("[×]")


def test_a_query_without_match_shows_nothing_found(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("zzqqxx")
    app.wait_for("Nothing Found")


def test_changing_the_category_runs_the_search_again(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("lost")
    app.wait_for("Lost (TV Episode)")
    app.send("tab", "right")
    app.wait_gone("(TV Episode)")
    app.wait_for("(Song)")
    app.send("\x1b3")  # Alt-3: Software
    app.wait_for("Nothing Found")
    app.send("\x1b1")  # Alt-1: All
    app.wait_for("Lost (TV Episode)")


def test_free_items_and_their_store_page(launch):
    app = launch(80, 24, env={"PATH": "/nonexistent", "BROWSER": ""})
    app.wait_for("Type to search")
    app.type("moby whale")
    app.wait_for("Herman Melville (E-Book)")
    app.send("enter", "enter")
    app.wait_for("[ o Free ]")  # o opens the store page
    app.wait_for("E-Book · Fiction")
    app.wait_for("Link  https://www.gutenberg.org/ebooks/15")
    app.send("enter")
    app.wait_for("https://www.gutenberg.org/ebooks/15")
    app.wait_for("No browser could be started")
    app.send("enter")
    app.wait_gone("No browser could be started")


def test_the_price_button_opens_the_store_page_in_the_browser(launch, tmp_path):
    opened = tmp_path / "opened"
    browser = tmp_path / "browser"
    browser.write_text(f"#!/bin/sh\necho \"$1\" > {opened}\n")
    browser.chmod(0o755)
    app = launch(80, 24, env={"BROWSER": str(browser)})
    app.wait_for("Type to search")
    app.type("moby whale")
    app.wait_for("Herman Melville (E-Book)")
    app.send("enter", "enter")
    app.wait_for("[ o Free ]")  # o opens the store page
    app.send("enter")
    app.wait_for("Opened the page in your browser.")
    assert opened.read_text().strip() == "https://www.gutenberg.org/ebooks/15"
