"""The popover menu, Send Support Email, About, Rate this App and help, at
80x24 (the menu as a centred sheet) and 160x48 (a popover under the action
button)."""
import email
import email.policy
import os
import stat
import subprocess
import time

from harness import BINARY
from store_server import closed_port

VERSION = subprocess.run([BINARY, "--version"], capture_output=True, text=True).stdout.split()[-1]


def fake_command(tmp_path, body, name="fake-sendmail"):
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)
    return str(path)


def recorder(tmp_path):
    """A sendmail stand-in that keeps what it is given, and its arguments."""
    received = tmp_path / "received.eml"
    command = fake_command(tmp_path, f'echo "$@" > {tmp_path}/arguments; cat > {received}')
    return command, received


def drafts(home):
    folder = os.path.join(home, ".local", "share", "storesearch", "drafts")
    return sorted(os.listdir(folder)) if os.path.isdir(folder) else []


def open_compose(app):
    app.send("f2")
    app.wait_for("Send Support Email")
    app.send("enter")
    app.wait_for("Attach diagnostics")


def paste(app, text):
    app.send("\x1b[200~" + text + "\x1b[201~")


def highlighted(app, text):
    place = app.find(text)
    return bool(place) and app.cell(place[0], place[1]).bg not in ("default",)


# The menu -------------------------------------------------------------------

def test_the_menu_is_a_centred_sheet_in_compact_width(launch):
    app = launch(80, 24)
    app.wait_for("F2 Menu")
    app.type("pi")
    app.send("f2")
    app.wait_for("Send Support Email")
    x, y = app.find("Send Support Email")
    assert 20 < x < 40 and 5 < y < 14, "centred"
    assert highlighted(app, "Send Support Email")
    app.send("down")
    app.wait_until(lambda: highlighted(app, "Rate this App"), what="the highlight to move")
    app.type("xz")
    app.wait_quiet()
    assert app.find("⌕ pi "), "nothing behind the menu reacts to keys"
    app.send("esc")
    app.wait_gone("Rate this App")
    app.send("f2")
    app.wait_for("Rate this App")
    assert highlighted(app, "Rate this App"), "the highlight is kept"
    app.send("f2")
    app.wait_gone("Rate this App")
    app.send("f2")
    app.wait_for("Rate this App")
    app.click(2, 20)
    app.wait_gone("Rate this App")
    assert app.find("⌕ pi "), "and the click outside did nothing else"


def test_the_menu_is_a_popover_under_the_action_button_in_regular_width(launch):
    app = launch(160, 48)
    app.wait_for("[≡]")
    button = app.find("[≡]")
    assert button[1] == 0 and button[0] > 150
    app.click(button[0] + 1, 0)
    app.wait_for("Send Support Email")
    arrow = app.find("▲")
    assert arrow[1] == 1 and button[0] <= arrow[0] <= button[0] + 2, "the arrow points at the button"
    item = app.find("Send Support Email")
    assert item[1] == 3 and item[0] > 120, "the popover hangs under the button"
    right_edge = app.text()[2].rstrip()
    assert len(right_edge) <= 160
    app.click(20, 30)
    app.wait_gone("Send Support Email")
    app.send("f2")
    app.wait_for("Send Support Email")
    app.send("f2")
    app.wait_gone("Send Support Email")


def test_a_resize_re_anchors_the_menu_and_keeps_the_highlight(launch):
    app = launch(160, 48)
    app.wait_for("[≡]")
    app.send("f2", "up")  # from the first item up: the last, About
    app.wait_until(lambda: highlighted(app, "About"), what="About highlighted")
    app.resize(80, 24)
    app.wait_until(lambda: (place := app.find("About")) and 8 < place[1] < 16, what="the sheet")
    app.wait_until(lambda: highlighted(app, "About"), what="About still highlighted")
    assert not app.find("▲")
    app.resize(140, 16)
    app.wait_for("▲")
    app.wait_until(lambda: highlighted(app, "About"), what="About still highlighted")
    app.resize(40, 10)
    app.wait_for("About")
    app.send("enter")
    app.wait_for("Version")


# About, Rate this App, help ------------------------------------------------------

def test_about_tells_what_where_and_which_keys(launch, home):
    app = launch(100, 40)
    app.wait_for("F2 Menu")
    app.send("f2", "a")
    app.wait_for("StoreSearch")
    app.wait_for("Version")
    wanted = [VERSION, "Searches the Apple media store", "Chinook", "MIT", "PROVENANCE.md"]
    places = [".config/storesearch/config", ".cache/storesearch", "storesearch/drafts", "storesearch.log"]

    def all_shown():
        # The sheet's rows may reach the screen in more than one write, and
        # a long path wraps (how long depends on the test's temporary folder).
        text = "\n".join(app.text())
        flat = "".join(line.strip(" │·") for line in app.text())
        return all(word in text for word in wanted) and all(
            place in flat or app.find(place.split("/")[-1]) for place in places)

    app.wait_until(all_shown, what=f"About's rows: {wanted + places}")
    app.send("end")
    app.wait_for("In the message: a new line")  # the last command of the table
    app.send("esc")
    app.wait_gone("Version")


def test_help_lists_the_menu_and_mail_keys(launch):
    app = launch(100, 40)
    app.wait_for("F2 Menu")
    app.send("f1")
    app.wait_for("Keys here: the search field")
    # After the keys of the place, every command by section.
    for _ in range(8):
        if app.find("The menu: support mail, rating, favourites, filters"):
            break
        before = app.look()
        app.send("pgdn")
        app.wait_until(lambda: app.look() != before, what="PgDn's page")
        app.wait_quiet()
    assert app.find("The menu: support mail, rating, favourites, filters"), app.dump()
    app.send("end")
    app.wait_for("The support mail")
    app.wait_for("Ctrl-S")


# Sending -------------------------------------------------------------------------

def test_send_support_email_through_a_sendmail_command(launch, tmp_path, home):
    command, received = recorder(tmp_path)
    app = launch(80, 24, args=["--mail-command", command + " -t -oi", "--support-address", "help@example.com"],
                 env={"STORESEARCH_MAIL_FROM": "user@example.org"})
    open_compose(app)
    app.wait_for("To:      help@example.com")
    app.wait_for("Subject: Support Request")
    x, y, visible = app.cursor()
    assert visible and y > app.find("Subject:")[1] + 1, "the body has focus"
    app.type("The search is great.")
    app.send("enter")
    app.type("Ça marche très bien, merci.")
    app.wait_for("TERM: xterm-256color")
    app.send("\x13")  # Ctrl-S
    app.wait_for("Your message was sent.")
    assert not app.find("Attach diagnostics"), "sending dismissed the sheet"
    message = email.message_from_bytes(received.read_bytes(), policy=email.policy.default)
    assert (tmp_path / "arguments").read_text().strip() == "-t -oi"
    assert message["To"] == "help@example.com"
    assert message["From"] == "user@example.org"
    assert message["Subject"] == "Support Request"
    assert message["Date"] and message["Message-ID"].startswith("<") and message["MIME-Version"] == "1.0"
    body, attachment = [part for part in message.walk() if part.get_content_maintype() == "text"]
    # In a multipart message the line break before the boundary belongs to the boundary.
    assert body.get_content() == "The search is great.\nÇa marche très bien, merci."
    assert body["Content-Transfer-Encoding"] == "quoted-printable"
    assert attachment.get_filename() == "diagnostics.txt"
    diagnostics = attachment.get_content()
    # The text of --diagnose, then the window's size as the message was written.
    lines = dict(line.split(":", 1) for line in diagnostics.splitlines())
    assert lines["version"].strip() == f"storesearch {VERSION}"
    assert lines["TERM"].strip() == "xterm-256color" and lines["locale"].strip() == "LANG=C.UTF-8"
    assert lines["size"].strip() == "80x24" and lines["source"].strip() == "catalog"
    assert lines["mail"].strip().endswith("sendmail -t -oi") and "language" in lines and "player" in lines
    assert "size classes: horizontal compact, vertical regular" in diagnostics
    assert drafts(home) == [], "the draft goes once the transport took the message"


def test_the_send_button_and_no_diagnostics_in_regular_width(launch, tmp_path):
    command, received = recorder(tmp_path)
    app = launch(160, 48, args=["--mail-command", command])
    app.wait_for("[≡]")
    open_compose(app)
    app.type("Short note.")
    app.send("tab")  # to the checkbox
    app.send(" ")
    app.wait_for("[ ] Attach diagnostics")
    app.send("tab", "tab", "tab")  # Edit in $EDITOR, Cancel, then Send
    app.send("enter")
    app.wait_for("Your message was sent.")
    message = email.message_from_bytes(received.read_bytes(), policy=email.policy.default)
    assert not message.is_multipart() and message.get_content() == "Short note.\n"


def test_send_through_msmtp_to_a_local_smtp_sink(launch, tmp_path):
    from aiosmtpd.controller import Controller

    class Sink:
        def __init__(self):
            self.messages = []

        async def handle_DATA(self, server, session, envelope):
            self.messages.append((envelope.mail_from, envelope.rcpt_tos, envelope.content))
            return "250 OK"

    port = closed_port()
    sink = Sink()
    controller = Controller(sink, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        rc = tmp_path / "msmtprc"
        rc.write_text(f"defaults\nauth off\ntls off\n\naccount default\nhost 127.0.0.1\nport {port}\n"
                      f"from tester@example.org\n")
        rc.chmod(stat.S_IRUSR | stat.S_IWUSR)
        app = launch(80, 24, args=["--mail-command", f"msmtp -C {rc} -t", "--support-address", "help@example.com"])
        open_compose(app)
        app.type("Sent through msmtp, with love: ❤")
        app.send("\x13")
        app.wait_for("Your message was sent.", timeout=10)
        deadline = time.monotonic() + 5
        while not sink.messages and time.monotonic() < deadline:
            time.sleep(0.05)
        mail_from, recipients, content = sink.messages[0]
        assert mail_from == "tester@example.org" and recipients == ["help@example.com"]
        message = email.message_from_bytes(content, policy=email.policy.default)
        assert message["Subject"] == "Support Request"
        body = next(part for part in message.walk() if part.get_content_maintype() == "text")
        assert body.get_content().strip() == "Sent through msmtp, with love: ❤"
    finally:
        controller.stop()


# When mail cannot be sent ----------------------------------------------------------

NO_TRANSPORT = {"STORESEARCH_MAIL_COMMAND": "none"}


def test_without_a_transport_the_sheet_says_so_and_saves_a_draft(launch, home):
    app = launch(80, 24, env=NO_TRANSPORT)
    open_compose(app)
    app.wait_for("This computer cannot send mail")
    app.wait_for("[ Save Draft ]")
    assert not app.find("[ Send ]")
    app.type("Please add podcasts.")
    app.send("\x13")
    app.wait_for("The message was saved as a draft:")
    saved = drafts(home)
    assert len(saved) == 1
    path = os.path.join(home, ".local", "share", "storesearch", "drafts", saved[0])
    # The path wraps where the box ends (its length varies with the test's HOME).
    joined = "".join(line.strip().strip("│").strip() for line in app.text())
    assert saved[0] in joined, app.dump()
    raw = open(path, "rb").read()
    assert b"\r\n" in raw and b"\n" not in raw.replace(b"\r\n", b"")
    message = email.message_from_bytes(raw, policy=email.policy.default)
    assert message["To"] == "support@storesearch.example" and message["Subject"] == "Support Request"
    body = next(part for part in message.walk() if part.get_content_maintype() == "text")
    assert body.get_content() == "Please add podcasts."
    assert oct(os.stat(path).st_mode & 0o777) == "0o600"


def test_a_configured_mail_command_that_is_missing_is_named(launch, home):
    app = launch(100, 40, args=["--mail-command", "msmtp-not-here -t"])
    app.wait_for("F2 Menu")
    app.send("f2", "a")
    app.wait_for("'msmtp-not-here' not found")  # About's mail row
    compose = launch(80, 24, args=["--mail-command", "msmtp-not-here -t"])
    open_compose(compose)
    compose.wait_for("the mail command 'msmtp-not-here'")
    assert not compose.find("[ Send ]")


def test_without_a_transport_the_mail_app_gets_a_mailto_url(launch, tmp_path):
    opened = tmp_path / "opened"
    opener = fake_command(tmp_path, f'echo "$1" > {opened}', name="xdg-open")
    app = launch(80, 24, env={"PATH": f"{tmp_path}:/usr/bin:/bin", "STORESEARCH_MAIL_COMMAND": "none"})
    open_compose(app)
    app.type("Hi & bye")
    app.send("tab", "tab", "tab", "tab")  # checkbox, Edit in $EDITOR, Cancel, Open in Mail App
    app.send(" ")  # untick? no: focus is on the button; Space presses it
    app.wait_for("Opened your mail program.")
    url = opened.read_text().strip()
    assert url.startswith("mailto:support@storesearch.example?subject=Support%20Request&body=Hi%20%26%20bye")


# Failing transports ------------------------------------------------------------------

def test_a_failing_transport_keeps_the_draft_and_says_why(launch, tmp_path, home):
    command = fake_command(tmp_path, "cat > /dev/null; echo 'msmtp: cannot connect to mail.example.org' >&2; exit 75")
    app = launch(80, 24, args=["--mail-command", command])
    open_compose(app)
    app.type("Important words.")
    app.send("\x13")
    app.wait_for("could not be sent")
    app.wait_for("exited with status 75: msmtp: cannot connect")
    app.wait_for("The draft is kept at:")
    saved = drafts(home)
    assert len(saved) == 1
    content = open(os.path.join(home, ".local", "share", "storesearch", "drafts", saved[0]), "rb").read()
    assert b"Important words." in content


def test_a_hanging_transport_times_out_and_keeps_the_draft(launch, tmp_path, home):
    command = fake_command(tmp_path, "exec sleep 60")
    app = launch(80, 24, args=["--mail-command", command], env={"STORESEARCH_MAIL_TIMEOUT": "1"})
    open_compose(app)
    app.type("Hello?")
    app.send("\x13")
    app.wait_for("Sending your message")
    app.wait_for("did not finish within 1 seconds", timeout=8)
    assert len(drafts(home)) == 1


def test_header_injection_is_refused(launch, tmp_path):
    command, received = recorder(tmp_path)
    app = launch(80, 24, args=["--mail-command", command])
    open_compose(app)
    app.type("body")
    app.send("backtab")  # Subject
    paste(app, "\nBcc: victim@example.com")
    app.send("\x13")
    app.wait_for("Line breaks are not allowed in Subject.")
    app.wait_for("Attach diagnostics")  # the sheet stays
    app.send("backtab")  # To
    app.send("ctrl-u")
    paste(app, "help@example.com\r\nCc: victim@example.com")
    app.send("tab")
    app.send("ctrl-u")
    app.type("Fine subject")
    app.send("\x13")
    app.wait_for("Line breaks are not allowed in To.")
    app.wait_quiet(0.3)
    assert not received.exists(), "nothing was handed to the transport"


# Resize, Dutch (Cancel: test_nothing_lost.py) -----------------------------------------------------------------

def test_the_sheet_survives_resizes(launch):
    app = launch(80, 24, env=NO_TRANSPORT)
    open_compose(app)
    app.type("Resize me")
    for columns, rows in [(160, 48), (60, 20), (140, 16), (80, 24)]:
        app.resize(columns, rows)
        app.wait_for("Resize me")
    app.type(", please")
    app.wait_for("Resize me, please")


def test_menu_and_mail_in_dutch(launch):
    app = launch(80, 24, env=dict(NO_TRANSPORT, LANG="nl_NL.UTF-8"))
    app.wait_for("F2 Menu")
    app.send("f2")
    app.wait_for("Supportmail sturen")
    app.wait_for("Beoordeel deze app")
    app.wait_for("Over")
    app.send("s")
    app.wait_for("Aan:")
    app.wait_for("Onderwerp: Ondersteuningsverzoek")
    app.wait_for("Diagnose bijvoegen")
    app.wait_for("Deze computer kan geen mail versturen")
    app.wait_for("[ Concept bewaren ]")
