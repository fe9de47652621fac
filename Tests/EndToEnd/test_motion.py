"""Motion (issue 32) from outside: with it on, keys typed quickly end where
they end without it; under CI the bytes are those of --no-animation."""
import time

from test_keys import field

ESC = "\x1b"


def play(app, quick):
    """A word, Enter, Enter (the pop-up bounces in), Esc (it slides away),
    Enter again; `quick` leaves no time for a motion to end. Returns where
    the output stood when the keys began."""
    app.wait_for("Type to search")
    app.type("queen")
    app.wait_for("Queen (Song)")
    app.wait_quiet()
    start = len(app.raw)
    for key in ["enter", "enter", "esc", "enter", "down"]:
        app.send(key)
        time.sleep(0.01 if quick else 0.3)
        if key == "esc":
            time.sleep(0.06)  # a lone Esc counts once 50 ms pass
    app.wait_quiet(0.4)
    return start


def test_keys_during_motion_end_where_they_end_without_it(launch):
    moving = launch(80, 24, env={"CI": None})
    play(moving, quick=True)
    still = launch(80, 24, args=["--no-animation"])
    play(still, quick=False)
    assert moving.text() == still.text(), "\n" + moving.dump() + "\n" + still.dump()
    assert field(moving) == "queen"


def test_motion_shows_frames_between(launch):
    app = launch(80, 24, env={"CI": None})
    app.wait_for("Type to search")
    app.type("queen")
    app.wait_for("Queen (Song)")
    app.wait_quiet()
    app.send("down")
    app.wait_quiet()
    start = app.updates_shown
    app.send("enter")
    app.wait_for("[×]")
    app.wait_quiet(0.4)
    assert app.updates_shown - start == 3, "two frames of the bounce, then the final one"


def test_under_ci_the_bytes_are_those_of_no_animation(launch, tmp_path):
    runs = []
    for number, args in enumerate(([], ["--no-animation"], [])):
        home = tmp_path / f"home{number}"
        (home / ".config" / "storesearch").mkdir(parents=True)
        (home / ".config" / "storesearch" / "config").write_text("source = catalog\n")
        app = launch(80, 24, args=args, env={"HOME": str(home)})  # the tests' sessions run under CI=1
        start = play(app, quick=False)
        runs.append(bytes(app.raw[start:]))
    assert runs[0] == runs[1], "CI=1 draws what --no-animation draws, byte for byte"
    moving = launch(80, 24, env={"CI": None, "HOME": str(tmp_path / "home2")})
    start = play(moving, quick=False)
    assert bytes(moving.raw[start:]) != runs[1], "and motion on draws more (the check can fail)"
