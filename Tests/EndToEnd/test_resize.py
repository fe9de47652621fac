"""Resizing mid-run keeps the query, category, results, selection and scroll."""
import pytest


def test_popup_becomes_the_pane_and_back(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.send("enter", "down", "enter")
    app.wait_for("[×]")
    app.resize(160, 48)
    app.wait_for("StoreSearch")
    app.wait_until(lambda: app.find_from("Brain Damage", 66), what="the pop-up's result in the secondary pane")
    assert not app.find("[×]")
    app.wait_for("← Back")
    app.resize(80, 24)
    app.wait_for("⌕ pink")
    app.wait_gone("Song · Rock")
    assert not app.find("[×]"), "collapsing never opens a pop-up by itself"
    row = app.find("Brain Damage")
    assert app.cell(row[0], row[1]).bg != "default", "the selection is kept"
    app.wait_for("2/9")


def test_everything_survives_a_tour_of_sizes(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("the")
    app.send("tab", "right", "tab")  # Music, then the list
    app.wait_for("(Song)")
    for _ in range(12):
        app.send("down")
    app.wait_for("13/200+")
    for columns, rows in [(160, 48), (140, 16), (20, 6), (90, 16), (99, 24), (100, 24), (60, 20), (80, 24)]:
        app.resize(columns, rows)
        if (columns, rows) == (20, 6):
            app.wait_for("Terminal too small")
        else:
            app.wait_for("13/200+")
    app.wait_for("⌕ the")
    category = app.find("Music")
    assert app.cell(category[0], category[1]).bg != "default", "Music is still the category"
    selected = [y for y in range(5, 23) if app.cell(2, y).bg not in ("default",)]
    assert selected, "the selected row is on screen"
    app.send("enter")
    app.wait_for("[×]")


@pytest.mark.parametrize("size", [(39, 9), (1, 1), (40, 9), (39, 24)], ids=["39x9", "1x1", "40x9", "39x24"])
def test_a_too_small_size_on_the_way_keeps_the_scroll_position(launch, size):
    """Issue 11: through a too-small size the list came back scrolled so that
    the selection was its top row. It comes back as it was left."""
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("the")
    app.send("tab", "right", "tab")  # Music, then the list
    app.wait_for("(Song)")
    for _ in range(12):
        app.send("down")
    app.wait_for("13/200+")
    app.wait_quiet()
    before = app.text()
    assert app.find(" 13/200+ ") and app.cell(2, 21).bg != "default", "the selection is the list's last row"
    app.resize(*size)
    if size == (1, 1):
        app.wait_until(lambda: app.text() == ["…"], what="the too-small screen at 1x1")
    else:
        app.wait_for("Terminal too small")
    app.resize(80, 24)
    app.wait_until(lambda: app.text() == before, what="the screen as it was left")
