"""The regular width: the iPad's split view (160x48) and, when short
(140x16), the primary pane that overlays the detail and slides away."""


def pane_text(app, from_column):
    return "\n".join(line[from_column:] for line in app.text()[2:-1])


def test_split_view_before_any_selection(launch):
    app = launch(160, 48)
    app.wait_for("Type to search")
    top = app.region("title")
    assert "Search" in top and "StoreSearch" in top and "bundled catalog" in top
    pane = pane_text(app, 66)
    assert "·" in pane, "a quiet pattern fills the secondary pane"
    assert set(pane) <= {" ", "·", "\n"}, "and nothing else"
    assert not app.find("[×]")
    assert app.cursor()[2], "the field has focus at start-up at every size"


def test_detail_follows_the_list_selection(launch):
    app = launch(160, 48)
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    assert "·" in pane_text(app, 66), "typing selects nothing yet"
    app.send("enter")
    app.wait_until(lambda: "Any Colour You Like" in pane_text(app, 66), what="the first result in the pane")
    app.send("down")
    app.wait_until(lambda: "Brain Damage" in pane_text(app, 66), what="the pane to follow the selection")
    assert "Song · Rock" in pane_text(app, 66)
    assert "Dark Side Of The Moon" in pane_text(app, 66), "the album"
    assert "8 of 9" in pane_text(app, 66) and "3:50" in pane_text(app, 66) and "Waters" in pane_text(app, 66)
    assert "[ $0.99 ]" in pane_text(app, 66)
    assert not any(set(line) == {" ", "·"} for line in pane_text(app, 66).split("\n")), "the pattern is gone"
    app.send("enter")
    app.wait_for("←/Esc Back")
    assert not app.find("[×]"), "no close button in the split view"
    app.click(5, 11)  # the third result row
    app.wait_until(lambda: "Eclipse" in pane_text(app, 66), what="a click to select")


def test_overlay_split_slides_away_and_comes_back(launch):
    app = launch(140, 16)
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd (Song)")
    app.send("enter", "enter")
    app.wait_for("‹ Search")
    app.wait_gone("⌕")
    app.wait_for("Any Colour You Like")
    app.wait_for("Song · Rock")
    app.send("left")
    app.wait_for("⌕ pink")
    app.wait_gone("‹ Search")
    app.send("down", "enter")
    app.wait_for("‹ Search")
    app.wait_for("Brain Damage")
    back = app.find("‹ Search")
    app.click(back[0] + 2, back[1])
    app.wait_for("⌕ pink")
    app.send("esc")
    app.wait_until(lambda: app.cursor()[2], what="Esc to focus the field")
