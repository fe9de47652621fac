"""storesearch pick (issue 41): the interface on the terminal, what is
chosen on standard output (a file, a pipe), fzf's exit statuses, marks that
last through searches, sizes and pages, and --select-1 and --exit-0 with
no terminal at all."""
import os
import re
import signal
import subprocess
import time

import pytest

from harness import BINARY

RESTORE = b"\x1b[?1049l"  # rmcup: back to the main screen
QUEEN_FIRST, QUEEN_THIRD = "A Kind Of Magic", "Another One Bites The Dust"


def to_file(path, stdin="/dev/null"):
    """A preexec that gives the app standard output in `path` and standard
    input from `stdin` (not a terminal), the terminal staying its
    controlling terminal (/dev/tty) and standard error."""
    def redirect():
        output = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(output, 1)
        os.close(output)
        given = os.open(stdin, os.O_RDONLY)
        os.dup2(given, 0)
        os.close(given)
    return redirect


def pick(launch, tmp_path, *args, columns=80, rows=24):
    out = tmp_path / "out"
    app = launch(columns, rows, args=["pick", *args], preexec=to_file(str(out)))
    return app, out


def test_tab_down_tab_enter_prints_two_lines_in_the_order_marked(launch, tmp_path):
    app, out = pick(launch, tmp_path, "--multi", "--format", "name", "queen")
    app.wait_for("Tab Mark")
    app.wait_for(QUEEN_FIRST)
    app.send("tab", "down", "tab")
    app.wait_for("✓ 2 marked")
    assert not out.read_bytes(), "nothing is printed before Enter"
    app.send("enter")
    assert app.wait_exit() == 0
    assert out.read_text() == f"{QUEEN_FIRST}\n{QUEEN_THIRD}\n"
    assert RESTORE in bytes(app.raw), "the terminal was handed back"
    assert QUEEN_FIRST.encode() not in app.output_after(RESTORE), "the choice went to standard output only"
    echo, canonical = app.terminal_modes()
    assert echo and canonical


def test_enter_prints_the_first_result_found_in_the_format_asked(launch, tmp_path):
    app, out = pick(launch, tmp_path, "--format", "tsv", "--print-query", "bohemian")
    app.wait_for("Bohemian Rhapsody")
    app.send("enter")
    assert app.wait_exit() == 0
    query, header, row, *rest = out.read_text().split("\n")
    assert query == "bohemian" and header.startswith("name\tartist\tkind") and row.startswith("Bohemian Rhapsody\tQueen")
    assert rest == [""]


@pytest.mark.parametrize("key, status", [("esc", 1), ("ctrl-c", 130), ("f10", 130)])
def test_leaving_prints_nothing_with_fzfs_statuses(launch, tmp_path, key, status):
    app, out = pick(launch, tmp_path, "--multi", "queen")
    app.wait_for(QUEEN_FIRST)
    app.send("tab")  # something marked, and still nothing printed
    app.wait_for("✓ 1 marked")
    app.send(key)
    assert app.wait_exit() == status
    assert out.read_bytes() == b""
    echo, canonical = app.terminal_modes()
    assert echo and canonical, "the terminal is restored"


def test_esc_goes_back_a_level_before_it_ends_pick(launch, tmp_path):
    app, out = pick(launch, tmp_path, "queen")
    app.wait_for(QUEEN_FIRST)
    app.send("f1")
    app.wait_for("Keys here")
    app.send("esc")
    app.wait_gone("Keys here")
    time.sleep(0.3)
    assert app.exit_status is None and os.waitpid(app.pid, os.WNOHANG) == (0, 0), "help closed; pick goes on"
    app.send("esc")
    assert app.wait_exit() == 1
    assert out.read_bytes() == b""


def test_the_terminal_is_restored_before_anything_is_printed(launch, tmp_path):
    """Standard output is a pipe already full: the app's write of the choice
    blocks, and while it is blocked the terminal's modes (stty -a) must be
    the ones it started with. Printed first, the app would block with the
    terminal still raw."""
    baseline = tmp_path / "stty-before"
    reading, writing = os.pipe()
    os.set_blocking(writing, False)
    filled = 0
    try:
        while True:
            filled += os.write(writing, b"#" * 4096)
    except BlockingIOError:
        pass
    os.set_blocking(writing, True)

    def redirect():
        os.system(f"stty -a > {baseline}")  # the terminal as the app finds it (standard input is it here)
        os.dup2(writing, 1)
        null = os.open("/dev/null", os.O_RDONLY)
        os.dup2(null, 0)

    app = launch(80, 24, args=["pick", "--format", "id", "bohemian"], preexec=redirect)
    os.close(writing)
    try:
        app.wait_for("Bohemian Rhapsody")
        app.send("enter")
        deadline = time.monotonic() + 10
        while "pipe_write" not in open(f"/proc/{app.pid}/wchan").read():
            assert time.monotonic() < deadline, f"the app never wrote its choice\n{app.dump()}"
            time.sleep(0.01)
        during = subprocess.run(["stty", "-a", "-F", os.ttyname(app.slave)], capture_output=True, text=True).stdout
        assert during == baseline.read_text(), "the modes while the choice is written are the ones found"
        data = b""
        while chunk := os.read(reading, 65536):
            data += chunk
    finally:
        os.close(reading)
    assert app.wait_exit() == 0
    assert data[filled:] == b"1002254\n"


def test_marks_last_through_a_search_sizes_and_a_page(launch, tmp_path):
    app, out = pick(launch, tmp_path, "--multi", "--format", "name", "queen")
    app.wait_for(QUEEN_FIRST)
    app.send("tab")
    app.send("ctrl-u")
    app.type("garota")
    # The answer to "garota" (five), not to its first letters ("gar" has it too).
    app.wait_for("✓ 1 marked · 1/5 ")
    app.send("tab")
    app.wait_for("✓ 2 marked · 2/5 ")
    for size in [(40, 10), (200, 60), (80, 24)]:
        app.resize(*size)
        app.wait_for("✓ 2 marked")
    # The second Garota De Ipanema's album, from the palette (Tab marks here).
    app.send("\x0f")  # Ctrl-O
    app.type("album's page")
    app.send("enter")
    app.wait_for("17 tracks")
    app.send("tab")  # the album's first track: the second Garota De Ipanema
    app.wait_for("✓ 3 marked")
    app.send("esc")
    app.wait_for("Warner 25 Anos")
    assert sum(line.startswith("✓") for line in app.text()) >= 2, "both marks shown in the search again"
    app.send("enter")
    assert app.wait_exit() == 0
    assert out.read_text().splitlines() == [QUEEN_FIRST, "Garota De Ipanema", "Garota De Ipanema"]


def test_multi_n_allows_n_and_says_so(launch, tmp_path):
    app, out = pick(launch, tmp_path, "--multi=2", "--format", "name", "queen")
    app.wait_for(QUEEN_FIRST)
    app.send("tab", "tab", "tab")
    app.wait_for("At most 2 can be marked.")
    app.wait_for("✓ 2 marked · 3/")
    app.send("enter")
    assert app.wait_exit() == 0
    assert out.read_text().splitlines() == [QUEEN_FIRST, "All Dead, All Dead"]


def test_without_multi_tab_moves_focus_and_m_says_why(launch, tmp_path):
    app, out = pick(launch, tmp_path, "queen")
    app.wait_for(QUEEN_FIRST)
    app.send("tab")  # the categories
    app.send("tab")  # the results
    app.type("m")
    app.wait_for("Marks need storesearch pick --multi")
    assert "marked" not in "\n".join(app.text())
    app.send("down", "enter")
    assert app.wait_exit() == 0
    assert "All Dead, All Dead" in out.read_text()


def run_without_a_terminal(home, *args):
    """storesearch with standard input and output pipes and no controlling terminal."""
    environment = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return subprocess.run([BINARY, *args], input="", capture_output=True, text=True, env=environment, timeout=20,
                          start_new_session=True)


def test_select_1_and_exit_0_need_no_terminal(home):
    one = run_without_a_terminal(home, "pick", "--select-1", "--format", "url", "--format", "id", "bohemian rhapsody")
    assert (one.returncode, one.stdout, one.stderr) == (0, "1002254\n", "")
    none = run_without_a_terminal(home, "pick", "--exit-0", "--print-query", "--query", "zzzqqq")
    assert (none.returncode, none.stdout, none.stderr) == (1, "zzzqqq\n", "")
    many = run_without_a_terminal(home, "pick", "--select-1", "--exit-0", "queen")
    assert many.returncode == 2 and many.stdout == ""
    assert re.fullmatch(r"storesearch: pick draws on the terminal \(/dev/tty\), and there is none: .+\n", many.stderr)


def test_pick_reads_a_catalog_from_standard_input(home, catalog_file, tmp_path):
    path = catalog_file([{"kind": "song", "trackId": 77, "trackName": "Only One", "artistName": "Nobody",
                          "trackViewUrl": "https://example.org/only"}])
    environment = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    with open(path, "rb") as catalog:
        done = subprocess.run([BINARY, "pick", "--catalog", "-", "--select-1", "--format", "url", "only"],
                              stdin=catalog, capture_output=True, text=True, env=environment, timeout=20,
                              start_new_session=True)
    assert (done.returncode, done.stdout) == (0, "https://example.org/only\n"), done.stderr


@pytest.mark.parametrize("arguments, message", [
    (["pick", "--multi", "0"], None),
    (["pick", "--multi=0"], "invalid value '0' for --multi"),
    (["pick", "--batch"], "--batch is an option of 'storesearch search' only"),
    (["--multi"], "--multi is an option of 'storesearch pick' only"),
    (["search", "x", "--select-1"], "--select-1 is an option of 'storesearch pick' only"),
])
def test_picks_options_are_pick_s(home, arguments, message):
    done = run_without_a_terminal(home, *arguments)
    if message is None:
        # --multi and the word 0: no terminal here, so it says so (status 2), never "invalid".
        assert done.returncode == 2 and "invalid" not in done.stderr
        return
    assert done.returncode == 2 and message in done.stderr


def test_a_signal_ends_pick_with_its_status_and_nothing_printed(launch, tmp_path):
    app, out = pick(launch, tmp_path, "queen")
    app.wait_for(QUEEN_FIRST)
    app.kill(signal.SIGTERM)
    assert app.wait_exit() == 128 + signal.SIGTERM
    assert out.read_bytes() == b""


def test_the_live_store_searches_on_enter_then_enter_chooses(launch, tmp_path, store):
    out = tmp_path / "out"
    app = launch(80, 24, args=["pick", "--format", "id", "--source", "itunes", "--store-url", store.url],
                 preexec=to_file(str(out)))
    app.wait_for("Type a search and press Enter.")
    app.type("everything")
    app.wait_quiet(0.3)
    assert store.count() == 0, "typing does not ask the live store"
    app.send("enter")
    app.wait_for("Pink Floyd (Song)")
    assert store.count("everything") == 1 and app.exit_status is None
    app.wait_for("Enter Choose")
    app.send("enter")
    assert app.wait_exit() == 0
    assert out.read_text() == "1\n"


def test_words_given_to_pick_are_searched_at_once_on_the_live_store(launch, tmp_path, store):
    out = tmp_path / "out"
    app = launch(80, 24, args=["pick", "--multi", "--format", "url", "--source", "itunes", "--store-url", store.url,
                               "everything"], preexec=to_file(str(out)))
    app.wait_for("Pink Floyd (Song)")
    app.send("tab", "tab")
    app.wait_for("✓ 2 marked")
    app.send("enter")
    assert app.wait_exit() == 0
    assert out.read_text() == "https://music.apple.com/us/album/hey-you/1\nhttps://tv.apple.com/us/movie/alien/2\n"
    assert store.count("everything") == 1
