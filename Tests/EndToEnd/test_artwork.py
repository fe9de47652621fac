"""Artwork and the landscape grid, against the stand-in store on 127.0.0.1,
which serves the pictures too (store_server.py): pictures drawn in colour
in the detail, thumbnails and tiles; broken, huge and damaged pictures
refused with the placeholder kept; the disk cache; the grid's pages;
a terminal with few colour pairs."""
import os
import subprocess

from harness import live, search_for


def colours(app, left, top, width, height):
    """The background colours of the cells of a rectangle."""
    return {app.cell(x, y).bg for y in range(top, top + height) for x in range(left, left + width)}


def reddish(colour):
    return len(colour) == 6 and int(colour[0:2], 16) > 150 and int(colour[2:4], 16) < 80 and int(colour[4:6], 16) < 80


def popup_picture(app):
    """The pop-up's picture: 12x6 cells at its top left, inside the border
    and a column of margin (the close button `[×]` sits on the border two
    columns in)."""
    close = app.find("[×]")
    return (close[0], close[1] + 1, 12, 6)


def open_art_song(app):
    """Searches the stand-in store for its artwork results and opens the
    pop-up of the one with a picture."""
    search_for(app, "artwork")
    app.wait_for("Art Song")
    app.send("enter")
    app.wait_for("[×]")


def cache_file(home, url):
    """Where the app keeps the picture at `url` (FNV-1a of the address)."""
    value = 0xCBF29CE484222325
    for byte in url.encode():
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return os.path.join(home, ".cache", "storesearch", "artwork", f"{value:x}.img")


def loaded_libraries(app):
    """The names of the shared libraries mapped in the app's process."""
    with open(f"/proc/{app.pid}/maps", encoding="ascii", errors="replace") as maps:
        return {os.path.basename(line.split()[-1]).split(".so")[0] for line in maps if ".so" in line}


PICTURE_LIBRARIES = {"libchafa", "libglib-2.0", "libturbojpeg", "libpng16"}


def test_picture_and_database_libraries_load_only_when_used(launch, store):
    # Started on the bundled catalog, the app has no use for them (they
    # are opened with dlopen, and loading them slowed every start).
    app = launch(80, 24, args=["--source", "catalog"])
    app.wait_for("Quit")
    assert not loaded_libraries(app) & (PICTURE_LIBRARIES | {"libsqlite3"}), loaded_libraries(app)
    app.send("ctrl-c")
    app.wait_exit()
    # The store's answers are kept in SQLite; its first picture loads the rest.
    app = launch(80, 24, args=live(store))
    open_art_song(app)
    app.wait_until(lambda: any(reddish(c) for c in colours(app, *popup_picture(app))), what="the red quadrant")
    assert PICTURE_LIBRARIES | {"libsqlite3"} <= loaded_libraries(app), loaded_libraries(app)


def test_the_detail_shows_the_picture_in_colour(launch, store):
    app = launch(80, 24, args=live(store))
    open_art_song(app)
    app.wait_until(lambda: any(reddish(c) for c in colours(app, *popup_picture(app))), what="the red quadrant")
    shown = colours(app, *popup_picture(app))
    assert len(shown - {"default"}) >= 3, shown
    assert store.art_requests("quadrants.jpg") == 1, "the detail fetched the large picture"
    assert store.art_requests("quadrants.png") == 1, "the row fetched the small one"


def test_broken_and_huge_pictures_keep_the_placeholder(launch, store, home):
    app = launch(80, 24, args=live(store))
    search_for(app, "artwork")
    app.wait_for("Huge Art")
    app.wait_until(lambda: store.art_requests("huge.png") == 1 and store.art_requests("broken.png") == 1,
                   what="both fetched")
    app.wait_quiet()
    for name in ["Broken Art", "Huge Art"]:
        _, y = app.find(name)
        assert "♪" in app.text()[y + 1][:6], f"{name} keeps its placeholder\n{app.dump()}"
    _, y = app.find("No Art")
    assert app.text()[y][1:5].strip() == "NA", "no artwork at all: a generated cover with the initials"
    log = open(os.path.join(home, ".local", "state", "storesearch", "storesearch.log")).read()
    assert "huge.png refused: tooLarge(width: 60000, height: 60000)" in log
    assert "broken.png refused" in log
    # Still answering keys.
    app.send("down")
    app.wait_for("2/4")


def test_a_damaged_picture_in_the_cache_is_fetched_again(launch, store, home):
    url = store.art("quadrants.png")
    path = cache_file(home, url)
    os.makedirs(os.path.dirname(path))
    with open(path, "wb") as damaged:
        damaged.write(b"\x89PNG\r\n\x1a\n" + b"\x00" * 200)
    app = launch(80, 24, args=live(store))
    search_for(app, "artwork")
    app.wait_for("Art Song")
    _, y = app.find("Art Song")
    app.wait_until(lambda: any(reddish(c) for c in colours(app, 1, y, 4, 2)), what="the thumbnail in colour")
    assert store.art_requests("quadrants.png") == 1
    with open(path, "rb") as kept:
        assert kept.read(8) == b"\x89PNG\r\n\x1a\n" and os.path.getsize(path) > 208, "replaced by the real picture"


def test_pictures_are_kept_on_disk_between_runs(launch, store):
    first = launch(80, 24, args=live(store))
    search_for(first, "artwork")
    first.wait_for("Art Song")
    first.wait_until(lambda: store.art_requests("quadrants.png") == 1, what="the thumbnail fetched")
    first.wait_quiet(0.3)
    first.send("ctrl-c")
    first.wait_exit()
    second = launch(80, 24, args=live(store, "--no-cache"))
    search_for(second, "artwork")
    second.wait_for("Art Song")
    _, y = second.find("Art Song")
    second.wait_until(lambda: any(reddish(c) for c in colours(second, 1, y, 4, 2)), what="the thumbnail")
    assert store.art_requests("quadrants.png") == 1, "the second run drew it from the disk"


def test_no_artwork_fetches_nothing(launch, store):
    app = launch(80, 24, args=live(store, "--no-artwork"))
    search_for(app, "artwork")
    app.wait_for("No Art")
    app.send("enter")
    app.wait_for("[×]")
    app.wait_quiet(0.3)
    assert store.art_requests() == 0


def test_thumbnails_can_be_turned_off(launch, store):
    app = launch(80, 24, args=live(store))
    search_for(app, "artwork")
    app.wait_for("      Art Song")
    app.send("f3")
    app.wait_until(lambda: app.find("Art Song")[0] == 1, what="the name to start the row")
    app.send("alt-t")
    app.wait_until(lambda: app.find("Art Song")[0] == 6, what="thumbnails back")


def test_without_colour_pictures_are_shapes(launch, store):
    app = launch(80, 24, args=live(store), env={"NO_COLOR": "1"})
    open_art_song(app)
    left, top, width, height = popup_picture(app)
    app.wait_until(lambda: any(app.text()[y][left:left + width].strip() for y in range(top, top + height)),
                   what="the shapes")
    assert colours(app, *popup_picture(app)) == {"default"}


def test_direct_colour_terminals_get_24_bit_colour(launch, store):
    app = launch(80, 24, args=live(store), env={"TERM": "xterm-direct"})
    open_art_song(app)
    app.wait_until(lambda: b"8:2::" in bytes(app.raw), what="RGB colour sequences")


# The landscape grid ------------------------------------------------------------

def test_the_grid_at_90x16_with_its_page_indicator(launch, store):
    app = launch(90, 16, args=live(store))
    search_for(app, "gallery")
    app.wait_for("● ○ ○")
    app.wait_for("Tile 00")
    app.wait_for("Tile 15")
    assert not app.find("Tile 16")
    x, y = app.find("Tile 05")
    app.wait_until(lambda: len(colours(app, x, y - 4, 8, 4) - {"default"}) >= 1, what="tile 05's picture")
    app.send("pgdn")
    app.wait_for("○ ● ○")
    app.wait_for("Tile 16")
    assert not app.find("Tile 00")
    app.send("end")
    app.wait_for("○ ○ ●")
    app.send("home")
    app.wait_for("● ○ ○")
    # Down past the last row: the next page.
    app.send("down", "down")
    app.wait_for("○ ● ○")
    app.send("enter")
    app.wait_for("[×]")
    app.wait_for("Tile 16")


def test_the_grid_follows_resizes(launch, store):
    app = launch(80, 24, args=live(store))
    search_for(app, "gallery")
    app.wait_for("Tile 00")
    for _ in range(20):
        app.send("down")
    app.wait_for("21/40")
    app.resize(90, 16)
    app.wait_for("○ ● ○")
    app.wait_for("Tile 20")
    app.resize(80, 24)
    app.wait_gone("○ ● ○")
    app.wait_for("Tile 20")


def test_fetches_follow_the_page(launch, store):
    """Pictures of pages left behind are not fetched to the end."""
    app = launch(90, 16, args=live(store))
    search_for(app, "slowart")
    app.wait_for("● ○ ○")
    app.wait_until(lambda: store.art_requests() >= 4, what="the first page's fetches")
    app.send("pgdn", "pgdn")
    app.wait_for("○ ○ ●")
    app.wait_until(lambda: any(r["path"] == "/art/slow-32.png" for r in store.requests), what="the last page")
    assert not any(r["path"] == "/art/slow-20.png" for r in store.requests), "the skipped page was never fetched"


# Few colour pairs -------------------------------------------------------------

def few_pairs_terminal(folder, pairs):
    """TERM and TERMINFO for xterm-256color with only `pairs` colour pairs
    (the Linux console and screen have 64), compiled by ncurses' tic."""
    source = os.path.join(folder, "few-pairs.src")
    with open(source, "w", encoding="ascii") as handle:
        handle.write(f"xterm-fewpairs|xterm-256color with {pairs} colour pairs,\n\tpairs#{pairs}, use=xterm-256color,\n")
    subprocess.run(["tic", "-x", "-o", folder, source], check=True)
    return {"TERM": "xterm-fewpairs", "TERMINFO": folder}


def differences(app, other):
    """The cells that look different on two screens: (x, y, one, other)."""
    return [(x, y, mine, theirs) for y, (row, their_row) in enumerate(zip(app.cells(), other.cells()))
            for x, (mine, theirs) in enumerate(zip(row, their_row)) if mine != theirs]


def test_a_list_of_thumbnails_never_runs_out_of_colour_pairs(launch, store, tmp_path):
    """Each tile of the gallery is a colour of its own: moving down the list
    brings new pictures, and with them more colour pairs than the terminal
    has. Pairs no cell shows are reused: no move clears the screen and draws
    it whole (all of it again, a flicker), and after each move every cell
    looks as on a terminal with pairs to spare, moved alongside."""
    pairs = 16
    arguments = live(store, "--images", "symbols", "--no-animation")
    few = launch(80, 24, args=arguments, env=few_pairs_terminal(str(tmp_path), pairs))
    # A home of its own, or it would answer from the first one's cache ("cached" in the title).
    os.makedirs(tmp_path / "spare")
    spare = launch(80, 24, args=arguments, env={"HOME": str(tmp_path / "spare")})
    for app in (few, spare):
        search_for(app, "gallery")
        app.wait_for(" 1/40 ")
        _, y = app.find("Tile 00")
        app.wait_until(lambda: len(colours(app, 1, y, 4, 2) - {"default"}) >= 1, what="tile 00's thumbnail")
    seen = set()
    for move in range(2, 22):
        mark = len(few.raw)
        few.send("down")
        spare.send("down")
        # Each app's own move first: before it, the two looked alike already.
        for app in (few, spare):
            app.wait_until(lambda app=app: f" {move}/40 " in app.region("rule"), what=f"move {move - 1}")
        few.wait_until(lambda: not differences(few, spare), what=f"move {move - 1} to look as with pairs to spare")
        few.wait_quiet(0.3)
        spare.wait_quiet(0.3)
        assert not differences(few, spare), f"move {move - 1}: {differences(few, spare)}\n{few.dump()}"
        written = bytes(few.raw[mark:])
        assert b"\x1b[2J" not in written, f"move {move - 1} cleared the screen and drew it whole"
        assert len(written) < 1500, f"move {move - 1} wrote {len(written)} bytes, a whole screen's worth"
        colour_pairs = {(cell[1], cell[2]) for row in few.cells() for cell in row} - {("default", "default")}
        assert len(colour_pairs) < pairs, f"this screen needs {len(colour_pairs)} pairs: more than the terminal has"
        seen |= colour_pairs
    assert len(seen) > pairs, f"only {len(seen)} colour pairs met: the terminal never ran out"
