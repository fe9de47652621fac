"""The support mail's body in the user's own editor ($VISUAL, $EDITOR): Alt-E
or "Edit in $EDITOR" hands the terminal to it on a temporary file, and the
saved text comes back; an editor that empties the file, fails or is not
found leaves the body as it was and says so. Fake editors are shell scripts
that say what they saw (their arguments, the file's mode, whether they had
the terminal's foreground) in files beside them."""
import os
import signal

from test_menu_mail import NO_TRANSPORT, fake_command, open_compose
from test_nothing_lost import draft_text

ALT_E = "\x1be"


def editor_env(tmp_path, **variables):
    temporary = tmp_path / "tmp"
    temporary.mkdir(exist_ok=True)
    return {**NO_TRANSPORT, "TMPDIR": str(temporary), "VISUAL": None, "EDITOR": None, **variables}


def watching_editor(tmp_path, body):
    """An editor script that notes what it was given, then runs `body`
    (which sees the file as "$file")."""
    seen = tmp_path / "seen"
    seen.mkdir(exist_ok=True)
    return fake_command(tmp_path, f"""
for argument; do file=$argument; done
printf '%s\\n' "$@" > {seen}/arguments
printf '%s' "$file" > {seen}/path
stat -c %a "$file" > {seen}/mode
cp "$file" {seen}/given
awk '{{ print ($5 == $8) ? "foreground" : "background" }}' /proc/$$/stat > {seen}/group
{body}
""", name="fake-editor"), seen


def compose_with(app, text):
    open_compose(app)
    app.type(text)
    app.wait_for(text)


def test_the_saved_text_becomes_the_body_and_the_screen_comes_back(launch, tmp_path):
    # The editor reads a line from the terminal, as an editor reads keys: it
    # must have the terminal's foreground, in cooked mode.
    editor, seen = watching_editor(tmp_path, """
printf 'EDITOR READY\\n'
IFS= read -r line
printf 'From the editor: %s\\nsecond line\\n' "$line" > "$file"
""")
    app = launch(80, 24, env=editor_env(tmp_path, VISUAL=f"{editor} --wait", EDITOR="/bin/false"))
    compose_with(app, "Old words")
    app.send(ALT_E)
    app.wait_for("EDITOR READY")
    assert b"EDITOR READY" in app.output_after(b"\x1b[?1049l"), "the main screen is back while the editor runs"
    assert b"\x1b[?2004l" in app.output_after(b"\x1b[?1049l") or b"\x1b[?2004l" in app.raw, "bracketed paste off"
    app.type("typed keys\r")
    app.wait_for("From the editor: typed keys")
    app.wait_for("second line")
    app.wait_for("Attach diagnostics")
    app.wait_for("[ Edit in $EDITOR ]")
    assert not app.find("Old words"), "the body was replaced"
    assert not app.find("EDITOR READY"), "the whole screen was drawn again"
    assert (seen / "arguments").read_text() == f"--wait\n{(seen / 'path').read_text()}\n", \
        "$VISUAL before $EDITOR, its arguments kept, the file last"
    assert (seen / "given").read_text() == "Old words\n"
    assert (seen / "mode").read_text().strip() == "600"
    assert (seen / "group").read_text().strip() == "foreground"
    path = (seen / "path").read_text()
    assert os.path.dirname(path) == str(tmp_path / "tmp"), "in $TMPDIR"
    assert not os.path.exists(path), "the temporary file is gone"
    # The modes are back on: bracketed paste and the mouse.
    after = app.output_after(b"EDITOR READY")
    assert b"\x1b[?1049h" in after, "the alternate screen again"
    assert b"\x1b[?2004h" in after and b"\x1b[?1000h" in after and b"\x1b[?1006h" in after
    # Keys still work: typing goes on at the end of the body, a paste arrives whole.
    app.type(" and more")
    app.wait_for("second line and more")
    app.send("\x1b[200~pasted\x1b[201~")
    app.wait_for("second line and morepasted")


def test_the_button_opens_the_editor_too(launch, tmp_path):
    editor = fake_command(tmp_path, 'printf "By the button\\n" > "$1"', name="fake-editor")
    app = launch(80, 24, env=editor_env(tmp_path, EDITOR=editor))
    compose_with(app, "x")
    app.send("tab", "tab")  # Attach diagnostics, Edit in $EDITOR
    app.send("enter")
    app.wait_for("By the button")


def test_an_emptied_file_keeps_the_body(launch, tmp_path):
    editor, seen = watching_editor(tmp_path, ': > "$file"')
    app = launch(80, 24, env=editor_env(tmp_path, EDITOR=editor))
    compose_with(app, "Keep these words")
    app.send(ALT_E)
    app.wait_for("The editor left the message empty; your text is kept.")
    app.wait_for("Keep these words")
    app.wait_for("Attach diagnostics")
    assert not os.path.exists((seen / "path").read_text())
    app.type("!")
    app.wait_for("Keep these words!")


def test_an_editor_that_fails_keeps_the_body(launch, tmp_path):
    editor, seen = watching_editor(tmp_path, 'printf "half-written" > "$file"; exit 1')
    app = launch(80, 24, env=editor_env(tmp_path, EDITOR=editor))
    compose_with(app, "Keep these words")
    app.send(ALT_E)
    app.wait_for("ended with status 1; your text is kept.")
    app.wait_for("Keep these words")
    assert not app.find("half-written")
    assert not os.path.exists((seen / "path").read_text())
    app.type("!")
    app.wait_for("Keep these words!")


def test_an_editor_that_is_not_found_keeps_the_body(launch, tmp_path):
    app = launch(80, 24, env=editor_env(tmp_path, EDITOR="no-such-editor-here --flag"))
    compose_with(app, "Keep these words")
    app.send(ALT_E)
    app.wait_for("The editor 'no-such-editor-here --flag' was not found")
    app.wait_for("Keep these words")
    app.wait_for("Attach diagnostics")
    assert os.listdir(tmp_path / "tmp") == [], "no temporary file left"
    app.type("!")
    app.wait_for("Keep these words!")


def test_dutch_names_the_button_and_the_failure(launch, tmp_path):
    app = launch(80, 24, env=editor_env(tmp_path, EDITOR="/bin/false", LANG="nl_NL.UTF-8"))
    app.send("f2")
    app.wait_for("Supportmail sturen")
    app.send("enter")
    app.wait_for("[ Bewerken in $EDITOR ]")
    app.type("Hallo")
    app.send(ALT_E)
    app.wait_for("stopte met status 1; je tekst blijft staan.")
    app.wait_for("Hallo")


def test_a_signal_while_the_editor_runs_keeps_what_it_saved(launch, home, tmp_path):
    # SIGTERM reaches the app while the editor has the terminal: the app waits
    # for the editor, takes its text, and quits keeping it as a draft.
    pid_file = tmp_path / "app.pid"
    editor = fake_command(tmp_path, f"""
printf 'Saved before the signal\\n' > "$1"
kill -TERM $(cat {pid_file})
sleep 0.3
""", name="fake-editor")
    app = launch(80, 24, env=editor_env(tmp_path, EDITOR=editor))
    pid_file.write_text(str(app.pid))
    compose_with(app, "Older words")
    app.send(ALT_E)
    assert app.wait_exit() == 128 + signal.SIGTERM
    assert "Saved before the signal" in draft_text(home)
    assert os.listdir(tmp_path / "tmp") == [], "no temporary file left"
