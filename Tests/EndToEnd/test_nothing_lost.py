"""Nothing the user typed is lost, on any way out: quit keys, signals, Cancel,
a mail program that fails, hangs or is missing, and input bytes that are not
UTF-8. Each case here lost text (or the terminal) before the second
hardening round."""
import email
import email.policy
import os
import signal
import time

import pytest

from test_menu_mail import NO_TRANSPORT, drafts, fake_command, open_compose, recorder
from test_terminal import assert_restored

DRAFTS = (".local", "share", "storesearch", "drafts")


def saved_drafts(home):
    """The drafts written whole: a temporary file being written beside them is not one."""
    return [name for name in drafts(home) if not name.startswith(".writing-")]


def draft_text(home):
    """The one draft's body, decoded as a mail program would."""
    saved = saved_drafts(home)
    assert len(saved) == 1, f"one draft: {saved}"
    raw = open(os.path.join(home, *DRAFTS, saved[0]), "rb").read()
    message = email.message_from_bytes(raw, policy=email.policy.default)
    return next(part for part in message.walk() if part.get_content_maintype() == "text").get_content()


def continue_the_unsent_draft(app, text):
    """Send Support Email in a new session: the unsent draft holding `text`
    is offered, and continued."""
    app.wait_for("F2 Menu")
    app.send("f2", "enter")
    app.wait_for("Continue your unsent message?")
    app.wait_for(text)
    app.send("enter")  # Continue
    app.wait_for("Attach diagnostics")


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return ") Z " not in handle.read()
    except FileNotFoundError:
        return False


# Quitting with the compose sheet open ------------------------------------------------

QUITS = {"ctrl-c": "\x03", "f10": "\x1b[21~", "SIGINT": signal.SIGINT, "SIGTERM": signal.SIGTERM,
         "SIGHUP": signal.SIGHUP}


@pytest.mark.parametrize("way", list(QUITS))
def test_quitting_with_the_sheet_open_keeps_the_body_as_a_draft(launch, home, way):
    app = launch(80, 24, env=NO_TRANSPORT)
    open_compose(app)
    app.type("Words I must not lose")
    app.wait_for("Words I must not lose")
    if isinstance(QUITS[way], str):
        app.send(QUITS[way])
        assert app.wait_exit() == 0
    else:
        app.kill(QUITS[way])
        assert app.wait_exit() == 128 + QUITS[way]
    assert_restored(app)
    assert "Words I must not lose" in draft_text(home)
    assert b"kept as a draft" in app.output_after(b"\x1b[?1049l"), "and says where, once the terminal is back"


@pytest.mark.parametrize("crash", [signal.SIGKILL, signal.SIGSEGV], ids=["SIGKILL", "SIGSEGV"])
def test_a_crash_while_writing_loses_a_moment_of_typing_at_most(launch, home, crash):
    app = launch(80, 24, env=NO_TRANSPORT)
    open_compose(app)
    app.type("Typed before the crash")
    app.wait_for("Typed before the crash")
    # Nothing asked for it: the autosave writes it a moment after the typing.
    app.wait_until(lambda: saved_drafts(home) and "Typed before the crash" in draft_text(home), what="the autosave")
    app.type(" and more")
    app.wait_until(lambda: "Typed before the crash and more" in draft_text(home), what="the autosave of the rest")
    app.kill(crash)
    app.wait_exit()
    second = launch(80, 24, env=NO_TRANSPORT)
    continue_the_unsent_draft(second, "Typed before the crash and more")
    second.type("!")
    second.send("esc")
    second.wait_for("kept as a draft")
    assert "Typed before the crash and more!" in draft_text(home), "one draft, the autosave replaced"


def test_a_sheet_emptied_again_leaves_no_autosave(launch, home):
    app = launch(80, 24, env=NO_TRANSPORT)
    open_compose(app)
    app.type("Never mind")
    app.wait_until(lambda: saved_drafts(home) != [], what="the autosave")
    app.send(*["backspace"] * len("Never mind"))
    app.wait_gone("Never mind")
    app.wait_until(lambda: drafts(home) == [], what="the autosave taken back")
    app.send("esc")
    app.wait_gone("Attach diagnostics")
    assert drafts(home) == [], "nothing written, nothing kept"


def test_the_next_send_support_email_offers_the_unsent_draft(launch, home, tmp_path):
    first = launch(80, 24, env=NO_TRANSPORT)
    open_compose(first)
    first.type("Started yesterday")
    first.send("ctrl-c")
    first.wait_exit()
    command, received = recorder(tmp_path)
    second = launch(80, 24, args=["--mail-command", command, "--support-address", "help@example.com"])
    continue_the_unsent_draft(second, "Started yesterday")
    second.wait_for("Started yesterday")
    second.type(", finished today.")
    second.send("\x13")
    second.wait_for("Your message was sent.")
    assert b"Started yesterday, finished today." in received.read_bytes()
    assert drafts(home) == [], "the continued draft went with the message, no copy left"
    second.send("f2", "enter")
    second.wait_for("Attach diagnostics")
    assert not second.find("Continue your unsent message?"), "nothing unsent any more"


def test_cancel_keeps_a_draft_that_can_be_deleted_later(launch, home):
    app = launch(80, 24, env=NO_TRANSPORT)
    open_compose(app)
    app.send("esc")
    app.wait_gone("Attach diagnostics")
    assert drafts(home) == [], "nothing written, nothing kept"
    open_compose(app)
    app.type("Second thoughts")
    app.send("esc")
    app.wait_gone("Attach diagnostics")
    app.wait_for("kept as a draft")
    assert "Second thoughts" in draft_text(home)
    app.send("f2", "enter")
    app.wait_for("Continue your unsent message?")
    app.send("tab", "tab", "enter")  # Delete Draft
    app.wait_for("Attach diagnostics")
    app.wait_until(lambda: drafts(home) == [], what="the draft deleted")
    assert not app.find("Second thoughts"), "a fresh message"


# Open in Mail App -------------------------------------------------------------------

def press_open_in_mail_app(app):
    app.send("tab", "tab", "tab", "tab", "enter")  # checkbox, Edit in $EDITOR, Cancel, Open in Mail App


def test_open_in_mail_app_without_a_mail_program_shows_the_draft(launch, home):
    app = launch(80, 24, env=NO_TRANSPORT)
    open_compose(app)
    app.type("For a mail program")
    press_open_in_mail_app(app)
    app.wait_for("No mail program could be started.")
    app.wait_for("open it in your mail program")
    assert "For a mail program" in draft_text(home)
    joined = "".join(line.strip().strip("│").strip() for line in app.text())
    assert drafts(home)[0] in joined, "its path is shown, whole"
    assert "mailto:" not in joined


def test_a_message_too_long_for_a_mailto_link_is_shown_as_its_draft(launch, home, tmp_path):
    opened = tmp_path / "opened"
    fake_command(tmp_path, f'echo "$1" > {opened}', name="xdg-open")
    app = launch(80, 24, env={"PATH": f"{tmp_path}:/usr/bin:/bin", "STORESEARCH_MAIL_COMMAND": "none"})
    open_compose(app)
    app.send("\x1b[200~" + "a long letter " * 3000 + "\x1b[201~")  # 42,000 characters
    app.wait_for("a long letter a long")
    press_open_in_mail_app(app)
    app.wait_for("too long to hand to a mail program")
    assert not opened.exists(), "no link cut short was handed over"
    assert draft_text(home).count("a long letter") >= 2900


def test_open_in_mail_app_keeps_a_draft_too(launch, home, tmp_path):
    opened = tmp_path / "opened"
    fake_command(tmp_path, f'echo "$1" > {opened}', name="xdg-open")
    app = launch(80, 24, env={"PATH": f"{tmp_path}:/usr/bin:/bin", "STORESEARCH_MAIL_COMMAND": "none"})
    open_compose(app)
    app.type("Hi & bye")
    press_open_in_mail_app(app)
    app.wait_for("Opened your mail program.")
    assert opened.read_text().startswith("mailto:support@storesearch.example?subject=Support%20Request&body=Hi%20%26%20bye")
    assert "Hi & bye" in draft_text(home)


# The mail command: deadline, and quitting while it runs ------------------------------

def sleeping_transport(tmp_path):
    """A mail command that never reads, and writes its pid (its group's) down:
    whole, by a rename, so that once the file is there it can be read."""
    pid_file = tmp_path / "pid"
    script = f"echo $$ > {pid_file}.new; mv {pid_file}.new {pid_file}; exec sleep 100000"
    return fake_command(tmp_path, script), pid_file


def test_the_deadline_covers_a_large_message_to_a_command_that_never_reads(launch, home, tmp_path):
    command, pid_file = sleeping_transport(tmp_path)
    app = launch(80, 24, args=["--mail-command", command], env={"STORESEARCH_MAIL_TIMEOUT": "3"})
    open_compose(app)
    app.send("\x1b[200~" + "x" * 40_000 + "\x1b[201~")
    app.send("\x13")
    app.wait_for("Sending your message")
    started = time.monotonic()
    app.wait_for("did not finish within 3 seconds", timeout=12)
    assert time.monotonic() - started < 10
    app.wait_until(lambda: not alive(int(pid_file.read_text())), what="the mail command ended")
    assert draft_text(home).count("x") >= 40_000


def test_quitting_while_sending_asks_then_ends_the_command_and_keeps_the_draft(launch, home, tmp_path):
    command, pid_file = sleeping_transport(tmp_path)
    app = launch(80, 24, args=["--mail-command", command])
    open_compose(app)
    app.type("In flight")
    app.send("\x13")
    app.wait_for("Sending your message")
    app.wait_until(pid_file.exists, what="the mail command to start")
    pid = int(pid_file.read_text())
    app.send("ctrl-c")
    app.wait_for("still being sent. Quit anyway?")
    app.send("enter")  # Keep Waiting
    app.wait_gone("Quit anyway?")
    assert alive(pid) and app.exit_status is None
    app.send("f10")
    app.wait_for("Quit anyway?")
    app.send("tab", "enter")  # Quit
    assert app.wait_exit() == 0
    assert_restored(app)
    assert not alive(pid), "the mail command did not outlive the program"
    assert "In flight" in draft_text(home)


def test_a_signal_while_sending_ends_the_command_without_asking(launch, home, tmp_path):
    command, pid_file = sleeping_transport(tmp_path)
    app = launch(80, 24, args=["--mail-command", command])
    open_compose(app)
    app.type("Signalled")
    app.send("\x13")
    app.wait_until(pid_file.exists, what="the mail command to start")
    pid = int(pid_file.read_text())
    app.kill(signal.SIGTERM)
    assert app.wait_exit() == 128 + signal.SIGTERM
    assert_restored(app)
    assert not alive(pid)
    assert "Signalled" in draft_text(home)


# Reading input right -------------------------------------------------------------------

def field_text(app):
    line = app.region("field")
    return line[line.index("⌕ ") + 2:].rstrip(" │")


def test_a_byte_that_is_not_utf8_is_one_replacement_and_the_rest_is_read(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    os.write(app.master, b"caf\xe9 au lait")
    app.wait_until(lambda: field_text(app) == "caf\ufffd au lait", what="the rest of the line")
    app.send("ctrl-u")
    os.write(app.master, b"a\xffb")
    app.wait_until(lambda: field_text(app) == "a\ufffdb", what="a, U+FFFD, b")
    os.write(app.master, b"\xff\x03")
    assert app.wait_exit() == 0, "Ctrl-C right after a bad byte still quits"


def test_a_non_utf8_locale_is_refused_with_a_way_out(launch):
    app = launch(80, 24, env={"LANG": "en_US.ISO-8859-1"})
    assert app.wait_exit() == 2
    said = bytes(app.raw).decode("utf-8", "replace")
    assert "needs a UTF-8 locale" in said and "LANG=en_US.ISO-8859-1" in said and "LANG=C.UTF-8" in said
    assert b"\x1b[?1049h" not in app.raw, "the terminal was never taken"
    plain = launch(80, 24, env={"LANG": "C", "LC_ALL": "POSIX"})
    plain.wait_for("Type to search")  # no preference: UTF-8 is used


def test_a_256k_paste_does_not_hold_up_ctrl_c(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    # Primary DA answered, as a terminal does: quitting reads answers
    # still awaited first (up to 1.5 s after start), and pyte sends none.
    app.send("\x1b[?62;c")
    app.send("\x1b[200~" + "p" * (256 * 1024) + "\x1b[201~")
    app.send("ctrl-c")
    sent = time.monotonic()
    assert app.wait_exit(timeout=5) == 0
    assert time.monotonic() - sent < 1.0, "Ctrl-C waited for the paste"


def test_the_terminal_is_never_left_in_keypad_mode(launch):
    app = launch(80, 24)
    app.wait_for("Type to search")
    app.type("pink")
    app.wait_for("Pink Floyd")
    assert b"\x1b[?1h" not in app.raw and b"\x1b=" not in app.raw, "never asks for application keys"
    app.kill(signal.SIGSEGV)  # a crash
    app.wait_exit()
    assert b"\x1b[?1l\x1b>" in app.output_after(b"\x1b[?2004l"), "the restore leaves keypad mode"
