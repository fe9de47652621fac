"""Resizing mid-run keeps the query, category, results, selection and scroll."""


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
    app.wait_gone("Type:   Song")
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
    app.wait_for("13/200")
    for columns, rows in [(160, 48), (140, 16), (20, 6), (90, 16), (99, 24), (100, 24), (60, 20), (80, 24)]:
        app.resize(columns, rows)
        if (columns, rows) == (20, 6):
            app.wait_for("Terminal too small")
        else:
            app.wait_for("13/200")
    app.wait_for("⌕ the")
    category = app.find("Music")
    assert app.cell(category[0], category[1]).bg != "default", "Music is still the category"
    selected = [y for y in range(5, 23) if app.cell(2, y).bg not in ("default",)]
    assert selected, "the selected row is on screen"
    app.send("enter")
    app.wait_for("[×]")
