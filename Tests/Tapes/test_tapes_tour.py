"""The tour against the committed pictures, 20 plays of it, the tour under
real recorders (script, asciinema rec), and the runner's own behaviour:
failures with FILE:LINE:COL and the screen, interruption, --help."""
import json
import os
import re
import shutil
import signal
import subprocess
import time

import pytest

import picture_screens
import screenshot
import tape as tapes
from conftest import BINARY, HERE, PYTHON, ROOT, RUNNER
from harness import ScrollingByteStream, semicolon_sgr

SCREENS = os.path.join(ROOT, "docs", "screens")
TOUR = os.path.join(HERE, "tour.tape")
DUTCH = os.path.join(HERE, "dutch.tape")
PLAYS = 20


def differences(played, names=None):
    """The committed screens (docs/screens) that differ from those in `played`."""
    names = names or sorted(os.listdir(played))
    stale = []
    for name in names:
        committed = os.path.join(SCREENS, name)
        if not os.path.exists(committed):
            stale.append(f"{name} (not committed)")
            continue
        with open(committed, encoding="utf-8") as a, open(os.path.join(played, name), encoding="utf-8") as b:
            if a.read() != b.read():
                stale.append(name)
    return stale


def tour_files():
    shots = tapes.load(TOUR).screenshots()
    return [n + ext for n in shots for ext in (".txt", ".svg")]


def test_the_committed_pictures_are_current(play, tmp_path):
    result = play(TOUR, DUTCH, "--fast")
    assert result.returncode == 0, result.stderr
    played = tmp_path / "out" / "screens"
    stale = differences(str(played))
    # The pictures of pictures are taken in real terminals by `make picture-screens`.
    extra = sorted(set(os.listdir(SCREENS)) - set(os.listdir(played)) - set(picture_screens.FILES.values()))
    assert not stale and not extra, (
        f"docs/screens is stale: {', '.join(stale + [f'{n} (no tape takes it)' for n in extra])}. "
        "Renew it with: make demo")


@pytest.mark.parametrize("run", range(1, PLAYS + 1))
def test_the_tour_gives_the_same_screens_every_time(play, tmp_path, run):
    """Played fast (no Sleep, no pause between keys): harder on determinism
    than the paced tour, and 20 plays fit in the test run."""
    result = play(TOUR, "--fast")
    assert result.returncode == 0, result.stderr
    stale = differences(str(tmp_path / "out" / "screens"), tour_files())
    assert not stale, f"play {run} of {PLAYS} differs from docs/screens in {stale}"


# Under recorders ------------------------------------------------------------

def replay(chunks, size):
    """The screen after feeding `chunks` (bytes, or ("resize", columns, rows))
    into a terminal emulator, up to the app leaving the alternate screen:
    what was on screen when it quit."""
    screen = screenshot.TapeScreen(*size)
    stream = ScrollingByteStream(screen)
    data = [c for c in chunks]
    # Cut at the last "leave the alternate screen": pyte has no alternate
    # screen, and what follows is the shell's, not the app's.
    flat = b"".join(c for c in data if isinstance(c, bytes))
    end = flat.rfind(b"\x1b[?1049l")
    assert end >= 0, "the app never left the alternate screen: it did not quit cleanly"
    taken = 0
    for chunk in data:
        if isinstance(chunk, tuple):
            screen.resize(chunk[2], chunk[1])
            continue
        part = chunk[:max(0, end - taken)]
        taken += len(chunk)
        stream.feed(semicolon_sgr(part))
        if taken >= end:
            break
    return screenshot.text(screen)


def last_screen():
    tour = tapes.load(TOUR)
    last = tour.screenshots()[-1]
    final = [c for c in tour.commands if c.name == "Resize"][-1].args[0]
    with open(os.path.join(SCREENS, last + ".txt"), encoding="utf-8") as handle:
        return last, final, handle.read()


def test_the_tour_under_script(play, tmp_path):
    log, timing = tmp_path / "session.log", tmp_path / "session.timing"
    result = play(TOUR, "--fast", "--wrap", f"script -q -e -m advanced -T {timing} -c {{}} {log}")
    assert result.returncode == 0, result.stderr
    assert not differences(str(tmp_path / "out" / "screens"), tour_files()), "the same screens under script"
    raw = log.read_bytes()
    # A valid typescript: its header and footer lines, the command's status,
    # and a timing log whose output entries add up to what the log holds.
    assert raw.startswith(b"Script started on ")
    assert re.search(rb'\nScript done on .*\[COMMAND_EXIT_CODE="0"\]\n$', raw)
    body = raw[raw.index(b"\n") + 1:]
    chunks, offset, resizes = [], 0, []
    entries = timing.read_text().splitlines()
    assert "H 0.000000 COLUMNS 80" in entries and "H 0.000000 LINES 24" in entries
    for entry in entries:
        kind, delay, rest = entry.split(" ", 2)
        assert float(delay) >= 0
        if kind == "O":
            size = int(rest)
            chunks.append(body[offset:offset + size])
            offset += size
        elif kind == "S" and rest.startswith("SIGWINCH"):
            rows, columns = map(int, re.fullmatch(r"SIGWINCH ROWS=(\d+) COLS=(\d+)", rest).groups())
            chunks.append(("resize", columns, rows))
            resizes.append((columns, rows))
        elif kind == "H" and rest.startswith("EXIT_CODE"):
            assert rest == "EXIT_CODE 0"
    assert body[offset:].startswith(b"\nScript done on "), "the timing log covers the whole output"
    tour_resizes = [c.args[0] for c in tapes.load(TOUR).commands if c.name == "Resize"]
    assert resizes == tour_resizes, "script saw every resize"
    name, _, expected = last_screen()
    assert replay(chunks, (80, 24)) == expected, f"replayed, script's recording ends on docs/screens/{name}.txt"


def test_the_tour_under_asciinema_rec(play, tmp_path):
    assert shutil.which("asciinema"), "asciinema is missing: make deps-test installs it (Debian's asciinema)"
    cast = tmp_path / "session.cast"
    result = play(TOUR, "--fast", "--wrap", f"asciinema rec -q -c {{}} {cast}")
    assert result.returncode == 0, result.stderr
    assert not differences(str(tmp_path / "out" / "screens"), tour_files()), "the same screens under asciinema"
    lines = cast.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["version"] == 2 and (header["width"], header["height"]) == (80, 24)
    chunks, last = [], 0.0
    for line in lines[1:]:
        at, kind, data = json.loads(line)
        assert isinstance(at, (int, float)) and at >= last and kind in ("o", "i", "r", "m"), line
        last = at
        if kind == "o":
            chunks.append(data.encode("utf-8"))
        elif kind == "r":
            columns, rows = map(int, data.split("x"))
            chunks.append(("resize", columns, rows))
    name, final, expected = last_screen()
    # asciinema 2.2 (Debian 12) records no resizes: the last redraw, after the
    # last resize, is whole, so replaying at the final size ends the same.
    start = (80, 24) if any(isinstance(c, tuple) for c in chunks) else final
    assert replay(chunks, start) == expected, f"replayed, asciinema's recording ends on docs/screens/{name}.txt"


def test_the_runners_own_cast_is_valid_and_ends_on_the_last_screen(play, tmp_path):
    cast = tmp_path / "tour.cast"
    result = play(TOUR, "--fast", "--cast", str(cast))
    assert result.returncode == 0, result.stderr
    lines = cast.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["version"] == 2 and (header["width"], header["height"]) == (80, 24)
    events = [json.loads(line) for line in lines[1:]]
    assert [e[2] for e in events if e[1] == "r"] == ["160x48", "80x24", "140x16", "90x16"]
    assert all(a[0] <= b[0] for a, b in zip(events, events[1:]))
    chunks = [("resize", *map(int, e[2].split("x"))) if e[1] == "r" else e[2].encode() for e in events]
    name, _, expected = last_screen()
    assert replay(chunks, (80, 24)) == expected


# The runner ------------------------------------------------------------------

def test_a_wait_that_never_comes_fails_with_its_place_and_the_screen(play):
    result = play(text='Size 60x20\nWait "F2"\n  Wait "no such text" 300ms\nKey Enter\n')
    assert result.returncode == 1
    assert re.search(r"t\.tape:3:3: Wait: 'no such text' was not on screen after 0\.3s", result.stderr)
    assert "⌕" in result.stderr and " 0|" in result.stderr, "the screen it saw"


def test_an_expect_that_fails(play):
    result = play(text='Wait "F2"\nType "garota"\nExpect "Garota Nacional"\nExpect "Dune"\n')
    assert result.returncode == 1
    assert "t.tape:4:1: Expect: 'Dune' is not on screen" in result.stderr
    assert "Garota Nacional" in result.stderr


def test_a_bad_tape_is_refused_before_anything_runs(play, tmp_path):
    result = play(text='Wait "F2"\nResize 80by24\n')
    assert result.returncode == 2
    assert result.stderr.strip() == "{}:2:8: Resize: bad size '80by24': expected COLUMNSxROWS, as in 80x24".format(
        tmp_path / "t.tape")
    assert not (tmp_path / "out").exists(), "nothing was played"


def test_an_app_that_exits_early_is_a_failure(play):
    # A Wait for text that never comes looks for the app all along, so the
    # exit is reported at its line however long the app takes to quit (a
    # Sleep then a Key was a race: under load the exit was seen at the
    # Sleep's line, or after the Key was sent).
    result = play(text='Wait "F2"\nKey Ctrl-C\nWait "no such text" 30s\nKey Enter\n')
    assert result.returncode == 1
    assert "t.tape:3:1: the app exited (status 0) before this command" in result.stderr


def children(pid):
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    found.append(int(entry))
            except (OSError, IndexError):
                pass
    return found


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_an_interrupted_runner_ends_the_app(tmp_path, sig):
    path = tmp_path / "long.tape"
    path.write_text('Wait "F2"\nSleep 60s\n')
    runner = subprocess.Popen([PYTHON, RUNNER, "--binary", BINARY, "--out", str(tmp_path), str(path)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 10
        app = []
        while time.monotonic() < deadline and not app:
            app = [p for p in children(runner.pid) if os.path.realpath(f"/proc/{p}/exe") == os.path.realpath(BINARY)]
            time.sleep(0.05)
        assert app, "the app started"
        time.sleep(1.0)  # into the Sleep
        runner.send_signal(sig)
        _, err = runner.communicate(timeout=15)
        assert runner.returncode == 130, err
        assert "interrupted; the app is ended" in err
        assert not os.path.exists(f"/proc/{app[0]}"), "the app is gone (and reaped)"
        assert (tmp_path / "long.cast").exists(), "the cast is written all the same"
    finally:
        if runner.poll() is None:
            runner.kill()
            runner.wait()


def test_help():
    result = subprocess.run([PYTHON, RUNNER, "--help"], capture_output=True, text=True)
    assert result.returncode == 0
    for word in ("Size 80x24", "Wait", "Screenshot", "Expect", "Env", "Args", "exit status", "--wrap", "--cast"):
        assert word in result.stdout
