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
    assert search_only.returncode == 2 and "--category is an option of 'storesearch search' only" in search_only.stderr
    printing = cli("--format", "tsv")
    assert printing.returncode == 2
    assert "--format is an option of 'storesearch search' and 'storesearch lookup' only" in printing.stderr
    lookup_only = cli("search", "x", "--entity", "song")
    assert lookup_only.returncode == 2 and "--entity is an option of 'storesearch lookup' only" in lookup_only.stderr


def test_a_wrong_value_names_the_option_the_value_and_what_is_allowed(cli):
    result = cli("search", "x", "--format", "yaml")
    assert result.returncode == 2
    assert "invalid value 'yaml' for --format (allowed: one of table, tsv, json)" in result.stderr
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
