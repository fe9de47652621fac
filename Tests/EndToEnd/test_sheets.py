"""Sheets at every size, down to 40x10: what is typed stays in view, the
diagnostics say how things are when the mail goes, and Rate this App sends
a rating through the mail command (no web page)."""
import email
import email.policy
import os
import re

from test_menu_mail import drafts, fake_command, open_compose, recorder


def parts(received):
    message = email.message_from_bytes(received.read_bytes(), policy=email.policy.default)
    texts = [part for part in message.walk() if part.get_content_maintype() == "text"]
    return message, [part.get_content() for part in texts]


def test_typing_into_the_compose_body_at_40x10_shows_each_character(launch):
    app = launch(40, 10, env={"STORESEARCH_MAIL_COMMAND": "none"})
    app.wait_for("Type to search")
    app.send("f2")
    app.wait_for("Send Support Email")
    app.send("enter")
    app.wait_for("Subject")
    words = "Hi there"
    for count in range(1, len(words) + 1):
        app.type(words[count - 1])
        shown = words[:count]

        def typed_and_cursor_after():
            x, y, visible = app.cursor()
            return visible and app.text()[y][:x].endswith(shown)

        app.wait_until(typed_and_cursor_after, what=f"{shown!r} with the cursor after it")
    # Unfocused, the To field shows the address's start; focused, the part
    # around its cursor, which is at the end. Each step waits for the cursor
    # on its own row, so neither passes on the frame before its key.
    def cursor_on_the_row_with(label, text):
        def check():
            x, y, visible = app.cursor()
            line = app.text()[y]
            return visible and label in line and text in line
        return check

    app.send("backtab")
    app.wait_until(cursor_on_the_row_with("Subject:", "Support Request"), what="the cursor in Subject")
    app.wait_for("To:      support@storesearch.ex…")
    app.send("backtab")

    def cursor_after_the_address():
        x, y, visible = app.cursor()
        return visible and app.text()[y][:x].endswith("To:      rt@storesearch.example")

    app.wait_until(cursor_after_the_address, what="the To field's tail with the cursor after it")


def test_the_compose_sheet_says_the_address_is_a_placeholder(launch):
    app = launch(80, 24, env={"STORESEARCH_MAIL_COMMAND": "none"})
    app.wait_for("F2 Menu")
    app.send("f2")
    app.wait_for("Send Support Email")
    app.send("enter")
    app.wait_for("A placeholder address: write the one to use, or set support-address.")
    app.send("backtab", "backtab", "ctrl-u")
    app.type("me@example.org")
    app.wait_gone("A placeholder address")


def test_diagnostics_are_gathered_when_the_sheet_opens_and_when_the_mail_goes(launch, tmp_path):
    command, received = recorder(tmp_path)
    app = launch(80, 24, args=["--mail-command", command, "--support-address", "help@example.com"])
    app.wait_for("F2 Menu")
    app.resize(160, 48)
    app.send("f2")
    app.wait_for("Send Support Email")
    app.send("enter")
    app.wait_for("size: 160x48")  # the preview, under the checkbox
    app.type("Resized.")
    app.resize(100, 40)
    app.wait_for("size: 100x40")
    app.send("\x13")
    app.wait_for("Your message was sent.")
    _, (body, attachment) = parts(received)
    assert body.strip() == "Resized."
    assert re.search(r"^size: +100x40$", attachment, re.MULTILINE), attachment
    assert "80x24" not in attachment and "support:" in attachment


def test_rate_this_app_sends_a_rating_through_the_mail_command(launch, tmp_path):
    command, received = recorder(tmp_path)
    app = launch(80, 24, args=["--mail-command", command, "--support-address", "help@example.com"])
    app.wait_for("F2 Menu")
    app.send("f2")
    app.wait_for("Rate this App")
    app.send("r")  # Rate this App's underlined letter
    app.wait_for("Rating:")
    app.wait_for("no stars yet")
    app.send("\x13")
    app.wait_for("Give one to five stars first.")
    app.send("4")
    app.wait_for("4 of 5")
    app.send("tab")
    app.type("Lovely on a small screen")
    app.send("\x13")
    app.wait_for("Your message was sent.")
    message, (body,) = parts(received)
    assert message["To"] == "help@example.com" and message["Subject"] == "StoreSearch rating: 4 of 5"
    assert "★★★★☆ (4 of 5)" in body and "Lovely on a small screen" in body


def test_rate_this_app_without_a_mail_command_saves_a_draft_and_opens_no_page(launch, tmp_path, home):
    opened = tmp_path / "opened"
    browser = fake_command(tmp_path, f'echo "$1" > {opened}', name="browser")
    app = launch(40, 10, env={"STORESEARCH_MAIL_COMMAND": "none", "BROWSER": browser})
    app.wait_for("Type to search")
    app.send("f2")
    app.wait_for("Rate this App")
    app.send("r")
    app.wait_for("Rating:")
    app.send("right", "right", "right", "right", "right", "tab")
    app.type("Five")
    app.send("tab")  # to the buttons: the sheet scrolls to them
    app.wait_for("[ Save Draft ]")
    app.send("\x13")
    app.wait_for("The message was saved as a")
    saved = drafts(home)
    assert len(saved) == 1
    content = open(os.path.join(home, ".local", "share", "storesearch", "drafts", saved[0]), "rb").read()
    assert b"5 of 5" in content and b"Five" in content
    assert not opened.exists(), "no web page was opened"


def test_a_failing_mail_command_says_each_of_its_lines(launch, tmp_path):
    command = fake_command(
        tmp_path, "cat > /dev/null; echo 'sendmail: no such file or directory' >&2; echo 'sendmail: giving up' >&2; exit 1")
    app = launch(80, 24, args=["--mail-command", command])
    open_compose(app)
    app.type("Two lines")
    app.send("\x13")
    app.wait_for("could not be sent")
    app.wait_for("sendmail: giving up")
    lines = app.text()
    assert not any("directorysendmail" in line for line in lines), app.dump()
    assert any(line.strip("│ ").startswith("sendmail: giving up") for line in lines), app.dump()
