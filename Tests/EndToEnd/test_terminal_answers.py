"""Issue 39: the terminal's answers, its leaving and its quirks, as a slow
link, a hostile tester and old terminals give them. Each case here went
wrong before: answers typed into the field or left on the shell's prompt,
`$<2>` printed at exit, a crash when the terminal went away."""
import fcntl
import os
import re
import signal
import termios
import time

import graphics
from harness import BINARY, Session, live
from test_artwork import open_art_song
from test_menu_mail import NO_TRANSPORT, open_compose
from test_nothing_lost import draft_text
from test_terminal import assert_restored

QUERIES_SENT = b"\x1b[c"


def wait_for_queries(app):
    app.wait_until(lambda: QUERIES_SENT in app.raw, what="the start-up queries")


def pending_input(session):
    """What waits unread on the terminal's input once the app has gone:
    bytes the shell would read next (and print on its prompt)."""
    attributes = termios.tcgetattr(session.slave)
    attributes[3] &= ~termios.ICANON
    attributes[6][termios.VMIN], attributes[6][termios.VTIME] = 0, 0
    termios.tcsetattr(session.slave, termios.TCSANOW, attributes)
    flags = fcntl.fcntl(session.slave, fcntl.F_GETFL)
    fcntl.fcntl(session.slave, fcntl.F_SETFL, flags | os.O_NONBLOCK)
    try:
        return os.read(session.slave, 4096)
    except BlockingIOError:
        return b""


# Answers split, late, or in 8 bits (item 23) ------------------------------------

def field(app):
    line = next(line for line in app.text() if "⌕" in line)
    return line.split("⌕", 1)[1].strip(" │")


def test_answers_split_across_reads_are_never_typed(launch):
    """A slow link splits an answer: its halves 0.2 s apart were the Esc
    delay's business, and the second half was typed (`qu;4ceen`)."""
    app = launch(80, 24)
    wait_for_queries(app)
    app.wait_for("Type to search")
    app.type("qu")
    app.send("\x1b[?62;")
    time.sleep(0.2)
    app.send("4c")
    app.type("een")
    app.wait_for("⌕ queen")
    app.wait_quiet()
    assert field(app) == "queen", app.dump()


def test_an_eight_bit_answer_is_never_typed(launch):
    app = launch(80, 24)
    wait_for_queries(app)
    app.wait_for("Type to search")
    app.type("qu")
    os.write(app.master, b"\x9b?62;4c")
    app.type("een")
    app.wait_for("⌕ queen")
    app.wait_quiet()
    assert field(app) == "queen", app.dump()


def test_ctrl_z_before_the_answers_leaves_none_on_the_shells_prompt(home):
    """In a shell with job control: Ctrl-Z at once, the answers 0.3 s
    later. They were the shell's input, printed on its prompt."""
    shell = Session(80, 24, argv=["/bin/bash", "--norc", "--noprofile", "-i"],
                    env={"HOME": home, "PS1": "$ "}, name="ctrl-z-answers")
    try:
        shell.wait_for("$")
        shell.send(f"{BINARY} --source catalog --no-animation\r")
        wait_for_queries(shell)
        shell.wait_for("Type to search")
        shell.send("\x1a")  # Ctrl-Z
        time.sleep(0.3)
        shell.send("\x1b_Gi=31;ENOENT:no\x1b\\\x1b[6;15;7t\x1b[?62;22c")
        shell.wait_for("Stopped")
        shell.wait_quiet(0.5)
        prompt = shell.text()
        assert not any("62;22c" in line or "ENOENT" in line or "15;7t" in line for line in prompt), shell.dump()
        shell.send("fg\r")
        shell.wait_for("Type to search")
        shell.type("x")
        shell.wait_for("⌕ x")
        shell.send("\x03")
        shell.wait_for("$")
    finally:
        shell.close()


def test_diagnose_reads_answers_that_come_late(launch):
    """Answers 0.8 s after the queries (a slow link): --diagnose exited at
    the decision's deadline and left them to the shell."""
    app = launch(80, 24, args=["--diagnose"])
    wait_for_queries(app)
    time.sleep(0.8)
    app.send("\x1b_Gi=31;OK\x1b\\\x1b[6;15;7t\x1b[?62;c")
    assert app.wait_exit() == 0
    left = pending_input(app)
    assert left == b"", f"left for the shell: {left!r}"
    assert b"62;c" not in bytes(app.raw), "nothing echoed"


# Leaving the terminal (items 4, 6, 21) ----------------------------------------

def test_vt100_is_left_without_padding_and_with_the_frame_cleared(launch):
    """TERM=vt100: its strings carry padding (`$<2>`), which was written
    raw; and with no alternate screen the last frame stayed, the shell's
    next line over its footer."""
    for term in ["vt100", "vt102", "linux"]:
        app = launch(80, 24, env={"TERM": term})
        app.wait_for("Type to search")
        app.send("ctrl-c")
        assert app.wait_exit() == 0
        assert b"$<" not in bytes(app.raw), f"{term}: padding written raw"
        assert not any(line.strip() for line in app.text()), f"{term}: the last frame stayed\n{app.dump()}"


def test_closing_the_terminal_with_compose_open_is_an_ordinary_way_out(launch, home):
    """The window closed, the ssh link dropped: SIGILL (status -4) every
    time, after the draft was kept."""
    app = launch(80, 24, env=NO_TRANSPORT)
    open_compose(app)
    app.type("Words I must not lose")
    app.wait_for("Words I must not lose")
    os.close(app.master)
    status = app.wait_exit()
    assert status == 128 + signal.SIGHUP, f"status {status}"
    assert "Words I must not lose" in draft_text(home)
    app.master = os.open("/dev/null", os.O_RDONLY)  # for close()


def test_sigterm_with_compose_open_and_standard_error_full_is_an_ordinary_way_out(launch, home):
    def full_stderr():
        full = os.open("/dev/full", os.O_WRONLY)
        os.dup2(full, 2)

    app = launch(80, 24, env=NO_TRANSPORT, preexec=full_stderr)
    open_compose(app)
    app.type("Words I must not lose")
    app.wait_for("Words I must not lose")
    app.kill(signal.SIGTERM)
    assert app.wait_exit() == 128 + signal.SIGTERM
    assert "Words I must not lose" in draft_text(home)


# Alt (item 2) ------------------------------------------------------------------

def test_alt_is_asked_for_as_esc_and_restored(launch):
    """ncurses' meta() sent smm (`ESC[?1034h`, the eighth bit is Meta):
    Debian's xterm then types `í` for Alt-M. The program asks for
    metaSendsEscape (1036) instead, and resets it at exit."""
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.send("ctrl-c")
    assert app.wait_exit() == 0
    raw = bytes(app.raw)
    assert b"\x1b[?1034h" not in raw, "no 8-bit meta asked for"
    assert raw.find(b"\x1b[?1036h") >= 0
    assert raw.rfind(b"\x1b[?1036l") > raw.rfind(b"\x1b[?1036h"), "put back at exit"


def test_diagnose_says_how_alt_arrives(launch):
    app = launch(80, 24, args=["--diagnose"])
    app.wait_until(lambda: b"\x1b[?1036$p" in app.raw, what="the mode query")
    app.send("\x1b[?1036;2$y\x1b[?1034;1$y\x1b[?62;c")
    assert app.wait_exit() == 0
    text = bytes(app.raw).decode("utf-8", "replace")
    line = next(line for line in text.splitlines() if line.startswith("Alt:"))
    assert "Esc and the key" in line and "1036" in line, line


# --diagnose (item 6) ------------------------------------------------------------

def test_diagnose_with_its_output_redirected_still_says_the_size(launch, tmp_path):
    out = tmp_path / "diagnosis.txt"
    app = launch(100, 30, argv=["/bin/sh", "-c", f"exec {BINARY} --diagnose > {out}"])
    assert app.wait_exit() == 0
    size = next(line for line in out.read_text().splitlines() if line.startswith("size:"))
    assert size.split()[-1] == "100x30", size


def test_diagnose_makes_no_log_file(cli, home):
    assert cli("--diagnose").returncode == 0
    assert cli("--version").returncode == 0
    log = os.path.join(home, ".local", "state", "storesearch", "storesearch.log")
    assert not os.path.exists(log)


# Pictures on the environment's word alone (item 6) -----------------------------------

def test_term_xterm_kitty_without_kitty_behind_it_sends_no_kitty_graphics(launch, store):
    app = launch(80, 24, args=live(store), env={"TERM": "xterm-kitty"})
    wait_for_queries(app)
    app.send("\x1b[?62;22c")  # the terminal answers, but not kitty's query
    open_art_song(app)
    app.wait_quiet(0.5)
    assert not graphics.kitty_pictures(bytes(app.raw)), "kitty graphics sent on TERM alone"


def test_sixel_asked_for_where_the_terminal_answered_it_has_none_is_refused(launch, store):
    """--images sixel in kitty filled the screen with the sixel's text."""
    for protocol, answers in [("sixel", "\x1b_Gi=31;OK\x1b\\\x1b[?62;22c"), ("iterm", "\x1b_Gi=31;OK\x1b\\\x1b[?62;c")]:
        app = launch(80, 24, args=live(store, "--images", protocol), env={"TERM": "xterm-kitty"})
        app.wait_for("Search")
        app.send(answers)
        open_art_song(app)
        app.wait_quiet(0.5)
        raw = bytes(app.raw)
        assert not graphics.sixel_pictures(raw) and b"\x1b]1337;File" not in raw, protocol
        app.send("ctrl-c")
        app.wait_exit()


# A cell size beyond belief (item 18) ------------------------------------------------

def test_a_cell_size_beyond_belief_draws_symbols_and_never_crashes(launch, store):
    """ESC[6;99999;99999t asked for 240 GB and aborted; 3000x1500 hung the
    loop encoding 6000x6000 thumbnails (Ctrl-C answered after 54 s)."""
    for answer in ["\x1b[6;99999;99999t", "\x1b[6;3000;1500t"]:
        app = launch(80, 24, args=live(store, "--images", "kitty"))
        app.wait_for("Search")
        app.send(answer)
        open_art_song(app)
        app.wait_quiet(0.5)
        assert not graphics.kitty_pictures(bytes(app.raw)), answer
        app.send("ctrl-c")
        assert app.wait_exit(timeout=5) == 0, answer


# A burst of keys (item 19) ------------------------------------------------------------

def flood_then_ctrl_c(app, flood):
    """Writes `flood` as a terminal would (4 KB at a time), lets the app
    get busy with it, then Ctrl-C: which must end the program at once
    whatever is still queued (a second is plenty; it took 54 s and more)."""
    app.wait_for(re.compile(r"Type to search [0-9,]+ items"), timeout=30)  # the catalog indexed and open
    app.wait_quiet(0.3)
    for start in range(0, len(flood), 4096):
        os.write(app.master, flood[start:start + 4096])
    time.sleep(0.5)
    app.send("ctrl-c")
    assert app.wait_exit(timeout=10) == 0, "Ctrl-C behind the flood"
    assert_restored(app)


def test_ctrl_c_after_thousands_of_letters_typed_into_the_palette(launch):
    """`a`, Ctrl-O and 3,200 `x` in one write: each key held for the
    search `a` started, then let go drawing a frame apiece; Ctrl-C was
    answered after 54 s."""
    flood_then_ctrl_c(launch(80, 24, env={"CI": None}), b"a\x0f" + b"x" * 3_200)
