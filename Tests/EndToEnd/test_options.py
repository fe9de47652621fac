"""The option table as a user meets it: --print-config, --diagnose, and
mistakes named with the nearest option or key and what is allowed."""
import os


def config_path(home):
    return os.path.join(home, ".config", "storesearch", "config")


def test_print_config_saved_as_the_config_gives_the_same_settings(cli, home):
    printed = cli("--print-config", "--no-mouse", "--timeout", "2.5", "--player", "mpv --no-video",
                  env={"STORESEARCH_RATE_LIMIT": "7"})
    assert printed.returncode == 0, printed.stderr
    text = printed.stdout
    # Every key, a comment each, the defaults commented, the values in force as lines.
    for key in ["source", "catalog", "store-url", "cache", "history", "sort", "timeout", "rate-limit",
                "mail-command", "support-address", "mail-from", "mail-timeout", "player",
                "regular-width", "regular-height", "animation", "artwork", "mouse", "color"]:
        assert f"\n# {key} = " in text or f"\n{key} = " in text, key
    for line in ["source = catalog", "mouse = no", "timeout = 2.5", "player = mpv --no-video", "rate-limit = 7",
                 "# mouse = yes", "# timeout = 10"]:
        assert f"\n{line}\n" in text, line
    # Saved as the config file, with nothing else given, it prints itself again.
    with open(config_path(home), "w") as config:
        config.write(text)
    again = cli("--print-config")
    assert again.returncode == 0 and again.stderr == ""
    assert again.stdout == text


def test_print_config_in_dutch(cli):
    result = cli("--print-config", env={"LANG": "nl_NL.UTF-8"})
    assert result.returncode == 0
    assert "instellingenbestand van storesearch" in result.stdout and "Toegestaan:" in result.stdout


def test_diagnose_says_what_was_found_without_a_terminal(cli, home, tmp_path):
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    result = cli("--diagnose", "--mail-command", "msmtp-not-here -t", "--player", "none",
                 env={"TERM": "xterm-256color\x1b[2J", "PATH": f"{bin_folder}:/usr/bin:/bin"})
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.startswith("version:") and "storesearch " in out
    for label in ["TERM:", "colours:", "size:", "mouse:", "clipboard:", "locale:", "language:", "source:",
                  "catalog:", "config:", "cache:", "drafts:", "log:", "state:", "mail:", "URL opener:", "player:",
                  "store:"]:
        assert f"\n{label}" in out or out.startswith(label), label
    assert "not a terminal" in out  # standard output is a pipe: no size
    assert "'msmtp-not-here' not found" in out
    assert "\x1b" not in out, "the environment's values are cleaned"
    assert config_path(home) in out and "(exists, writable)" in out
    assert "source:" in out and "catalog" in out and "https://itunes.apple.com" in out
    assert "\x1b[?1049h" not in out, "ncurses never started"


def test_diagnose_in_dutch(cli):
    result = cli("--diagnose", env={"LANG": "nl_NL.UTF-8"})
    assert result.returncode == 0
    assert result.stdout.startswith("versie:") and "taal:" in result.stdout and "Nederlands" in result.stdout


def test_a_mistyped_option_is_named_with_the_nearest_one(cli):
    wrong = cli("--catlog", "x.json")
    assert wrong.returncode == 2
    assert "unknown option '--catlog'; did you mean --catalog?" in wrong.stderr
    dutch = cli("search", "x", "--limt", "3", env={"LANG": "nl_NL.UTF-8"})
    assert dutch.returncode == 2 and "bedoel je --limit?" in dutch.stderr
    command = cli("serach", "queen")
    assert command.returncode == 2 and "unknown command 'serach'; did you mean search?" in command.stderr
    stray = cli("queen")
    assert stray.returncode == 2 and "to search for it: storesearch search queen" in stray.stderr
    search_only = cli("--category", "music")
    assert search_only.returncode == 2
    assert "--category is an option of 'storesearch search' and 'storesearch pick' only" in search_only.stderr
    printing = cli("--format", "tsv")
    assert printing.returncode == 2
    assert ("--format is an option of 'storesearch search', 'storesearch lookup' and 'storesearch pick' only"
            in printing.stderr)
    lookup_only = cli("search", "x", "--entity", "song")
    assert lookup_only.returncode == 2 and "--entity is an option of 'storesearch lookup' only" in lookup_only.stderr


def test_a_wrong_value_names_the_option_the_value_and_what_is_allowed(cli):
    result = cli("search", "x", "--format", "yaml")
    assert result.returncode == 2
    assert "invalid value 'yaml' for --format (allowed: one of table, tsv, json, id, url, name)" in result.stderr
    dutch = cli("--source", "web", env={"LANG": "nl_NL.UTF-8"})
    assert dutch.returncode == 2
    assert "ongeldige waarde 'web' voor --source (toegestaan: een van auto, itunes, catalog)" in dutch.stderr


def test_a_mistyped_config_key_is_named_and_the_program_still_runs(cli, home):
    with open(config_path(home), "a") as config:
        config.write("colr = no\nregular-width = wide\n")
    result = cli("search", "pink floyd", "--format", "tsv", "--limit", "1")
    assert result.returncode == 0
    assert "unknown config key 'colr'; did you mean color?" in result.stderr
    assert "invalid value 'wide' for config: regular-width (allowed: a whole number from 1 to 10000)" in result.stderr


def test_every_line_print_config_writes_commented_out_is_taken_uncommented(cli, home):
    """The defaults --print-config writes (settings, keys with the places
    they act in, the theme's colours), all uncommented at once, start the
    program without a word; so do the colours the docs show."""
    printed = cli("--print-config")
    assert printed.returncode == 0, printed.stderr
    lines = [line[2:] for line in printed.stdout.splitlines()
             if line.startswith("# ") and " = " in line and " " not in line[2:].split(" = ")[0]
             and not line.startswith("# bind = KEY:")]
    assert sum(line.startswith("bind = ") for line in lines) > 50 and sum(line.startswith("theme.") for line in lines) == 15
    assert "bind = q: quit" not in lines, "q types in the field: its default line names where it acts"
    with open(config_path(home), "w") as config:
        config.write("\n".join(lines) + "\ntheme.text = #ff0000\ntheme.accent = #5fafff # a comment\n"
                     "player = mpv --title \"a # b\"\n")
    again = cli("--print-config")
    assert again.returncode == 0 and again.stderr == "", again.stderr
    assert "\ntheme.text = #ff0000\n" in again.stdout and "\ntheme.accent = #5fafff\n" in again.stdout
    assert "\nplayer = mpv --title \"a # b\"\n" in again.stdout


# One-letter lines that fill the config file to just under its 16 MB bound.
LETTERS = ((16 << 20) - 100) // 2


def test_config_mistakes_name_their_lines_and_a_huge_file_is_counted(cli, home):
    """A byte-order mark, a line separator in a comment, a `+5` colour, and
    a 16 MB file of one-letter lines: the first five mistakes with their
    lines as an editor numbers them, then how many more."""
    with open(config_path(home), "wb") as config:
        config.write("\ufeffmouse = no\n# a \u2028 b \x0b c \x85 d\ncolr = no\n".encode())
        config.write(b"a\n" * LETTERS)
    result = cli("--version", timeout=120)
    assert result.returncode == 0 and result.stdout == "storesearch 0.3.0\n"
    said = result.stderr.splitlines()
    assert said[0] == f"storesearch: config line 3: unknown config key 'colr'; did you mean color? ({config_path(home)})"
    assert [line.split(": ")[1] for line in said[1:5]] == ["config line 4", "config line 5", "config line 6",
                                                           "config line 7"]
    assert len(said) == 6 and f"and {LETTERS + 1 - 5} more mistakes" in said[5], said[5]
    with open(config_path(home), "w") as config:
        config.write("theme.text = +5\n")
    refused = cli("--print-config")
    assert refused.returncode == 2 and "config line 1: '+5' is no colour" in refused.stderr


def test_print_config_never_echoes_a_bidi_override(cli, home):
    with open(config_path(home), "w") as config:
        config.write("bind = alt-\u202e: quit\n")
    result = cli("--print-config")
    assert "\u202e" not in result.stdout + result.stderr
    assert result.returncode == 2 and "config line 1: 'alt-' is no key name" in result.stderr, result.stderr


def test_diagnose_says_the_config_will_stop_the_interface(cli, home):
    with open(config_path(home), "a") as config:
        config.write("bind = f7: nonesuch\n")
    result = cli("--diagnose")
    assert result.returncode == 0, result.stderr
    config_line = next(line for line in result.stdout.splitlines() if line.startswith("config:"))
    assert "the interface will not start: config line 3: there is no command 'nonesuch'" in config_line, config_line
    with open(config_path(home), "w") as config:
        config.write("theme.text = #ff0000\n")
    fine = cli("--diagnose")
    assert "will not start" not in fine.stdout
