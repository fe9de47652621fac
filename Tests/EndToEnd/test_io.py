"""Reading and writing at the edges: standard output that cannot be written
(a full disk, a reader that went away), standard streams closed by the
caller, what is echoed to standard error, the log's size, catalogs that are
streams (a pipe, `<(…)`, a FIFO, `-`) or not files at all, an index file
that shrinks under the running app, and letters typed without their marks."""
import glob
import json
import os
import random
import signal
import subprocess
import threading

import pytest

from harness import BINARY, search_for

SONGS = [
    {"kind": "song", "trackName": name, "artistName": artist, "trackId": 500 + index, "trackPrice": 0.99,
     "currency": "USD", "primaryGenreName": "Pop"}
    for index, (name, artist) in enumerate([
        ("Alpha Song", "The Testers"), ("Beta Song", "The Testers"), ("Gamma Song", "Others"),
        ("Istanbul", "They Might Be Giants"), ("DİYARBAKIR", "Türkü"), ("Łódź Nights", "Polska"),
        ("Straße", "Autobahn"), ("Þór", "Norse"),
    ])
]


def environment(home, **extra):
    return {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin"), **extra}


def log_path(home):
    return os.path.join(home, ".local", "state", "storesearch", "storesearch.log")


def read_log(home):
    try:
        with open(log_path(home), encoding="utf-8", errors="replace") as log:
            return log.read()
    except FileNotFoundError:
        return ""


def shell(home, script, *args, input=None):
    """Runs `script` in bash with $0 the binary and $1… `args`."""
    return subprocess.run(["bash", "-c", script, BINARY, *args], capture_output=True, text=True,
                          env=environment(home), timeout=20, input=input)


def catalog_text(results=SONGS):
    return json.dumps({"resultCount": len(results), "results": results}, ensure_ascii=False)


def tsv_names(text):
    return [line.split("\t")[0] for line in text.splitlines()[1:]]


def cached_indexes(home):
    return glob.glob(os.path.join(home, ".cache", "storesearch", "index", "*.idx"))


# Standard output that cannot be written ----------------------------------------------

@pytest.mark.parametrize("args, input", [
    (["search", "pink", "--source", "catalog"], None),
    (["search", "pink", "--source", "catalog", "--format", "json"], None),
    (["search", "--batch", "--source", "catalog"], "pink\nlove\n"),
    (["--help"], None),
    (["--help-all"], None),
    (["--version"], None),
], ids=["table", "json", "batch", "help", "help-all", "version"])
def test_a_full_disk_is_one_line_on_standard_error_and_status_1(home, args, input):
    with open("/dev/full", "w") as full:
        result = subprocess.run([BINARY, *args], stdout=full, stderr=subprocess.PIPE, text=True,
                                env=environment(home), timeout=20, input=input)
    assert result.returncode == 1, (result.returncode, result.stderr[-2000:])
    assert result.stderr == "storesearch: cannot write to standard output: No space left on device\n"


def ignore_sigpipe():
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)


@pytest.mark.parametrize("args, input", [
    (["search", "a", "--source", "catalog"], None),
    (["search", "--batch", "--source", "catalog"], "love\n" * 50),
], ids=["search", "batch"])
def test_a_reader_that_went_away_ends_it_quietly_with_status_1(home, args, input):
    """SIGPIPE ignored (as some shells and services leave it): the write
    fails with EPIPE, which ends the command without a word, as coreutils do."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run([BINARY, *args], stdout=write_end, stderr=subprocess.PIPE, text=True,
                                env=environment(home), timeout=20, input=input, preexec_fn=ignore_sigpipe)
    finally:
        os.close(write_end)
    assert result.returncode == 1, (result.returncode, result.stderr[-2000:])
    assert result.stderr == ""


def test_batch_into_head_with_sigpipe_ignored(home):
    """The pipeline from the issue: head takes ten bytes and leaves."""
    result = shell(home, 'trap "" PIPE; "$0" search --batch --source catalog | head -c 10;'
                         ' status=("${PIPESTATUS[@]}"); echo; echo "status ${status[0]}"', input="love\n" * 5000)
    assert result.stdout.splitlines()[-1] == "status 1", result.stdout + result.stderr[-2000:]
    assert result.stderr == "", result.stderr[-2000:]


# What standard error echoes ---------------------------------------------------------

def test_the_term_said_on_standard_error_is_cleaned_and_shortened(home):
    term = "\x1b[2J\x1b]0;pwned\x07\x9b31m" + "zq" * 5000
    result = subprocess.run([BINARY, "search", term, "--source", "catalog"], capture_output=True,
                            env=environment(home), timeout=20)
    assert result.returncode == 1
    said = result.stderr.decode()
    assert said.startswith("storesearch: nothing found for 'zqzq") and said.endswith("…'\n"), said[:300]
    assert said.count("\n") == 1
    assert len(said) < 120, f"{len(said)} characters"
    assert not any(ord(c) < 0x20 and c != "\n" or 0x7F <= ord(c) < 0xA0 for c in said), repr(said[:300])


def test_a_long_wrong_value_is_said_in_one_short_line(cli):
    result = cli("search", "pink", "--limit", "9" * 10_000 + "\x1b]0;x\x07")
    assert result.returncode == 2
    first = result.stderr.splitlines()[0]
    assert first.startswith("storesearch: invalid value '999") and "…' for --limit" in first, first[:200]
    # The value cut to 60 characters, then what --limit allows.
    assert first.endswith("(allowed: a whole number from 1 to 200)"), first
    assert len(first) < 160 and "\x1b" not in result.stderr


# Closed standard streams ---------------------------------------------------------------

def test_closed_standard_output_never_sends_the_table_to_the_log(home):
    result = shell(home, 'exec "$0" search pink --source catalog --format tsv >&-')
    assert result.returncode == 0, result.stderr
    log = read_log(home)
    assert "Pink Floyd" not in log and "name\tartist" not in log, log[-2000:]


def test_closed_standard_error_never_sends_errors_to_the_log(home):
    result = shell(home, 'exec "$0" search zzqqxxnothing --source catalog 2>&-')
    assert result.returncode == 1
    log = read_log(home)
    assert "nothing found" not in log, log[-2000:]


# The log's size -------------------------------------------------------------------------

def test_a_full_log_becomes_storesearch_log_1(home):
    os.makedirs(os.path.dirname(log_path(home)))
    old = "2026-01-01T00:00:00Z an old line of the log\n" * 25_000  # 1.1 MB
    with open(log_path(home), "w") as log:
        log.write(old)
    result = shell(home, 'exec "$0" search pink --source catalog --limit 1')
    assert result.returncode == 0, result.stderr
    with open(log_path(home) + ".1") as rotated:
        assert rotated.read() == old, "the old log is kept whole, once"
    assert 0 < os.path.getsize(log_path(home)) < 4096
    assert "an old line" not in read_log(home)


def test_a_config_of_random_bytes_says_a_few_lines_and_how_many_more(home):
    rng = random.Random(11)
    config = os.path.join(home, ".config", "storesearch", "config")
    with open(config, "wb") as handle:
        handle.write(b"source = catalog\n" + bytes(rng.getrandbits(8) for _ in range(3_000_000)))
    for run in range(2):
        result = subprocess.run([BINARY, "search", "pink", "--limit", "1"], capture_output=True,
                                env=environment(home), timeout=60)
        assert result.returncode == 0, result.stderr[-2000:]
        lines = result.stderr.decode().splitlines()
        assert len(lines) == 6, lines
        assert lines[-1].startswith("storesearch: and ") and "more mistakes in the config file" in lines[-1]
        assert all(len(line) < 300 for line in lines), max(map(len, lines))
    size = os.path.getsize(log_path(home))
    assert size < 8192, f"two runs wrote {size} bytes to the log"
    assert read_log(home).count(" config file: ") == 12


# Catalogs that are streams, or not files ---------------------------------------------------

def test_a_catalog_from_process_substitution(home, catalog_file):
    path = catalog_file(SONGS)
    result = shell(home, '"$0" search song --catalog <(cat "$1") --format tsv', path)
    assert result.returncode == 0, result.stderr
    assert tsv_names(result.stdout) == ["Alpha Song", "Beta Song", "Gamma Song"]
    assert cached_indexes(home) == [], "a stream's index is never cached"


def test_a_catalog_from_a_fifo(home, tmp_path):
    fifo = str(tmp_path / "catalog.fifo")
    os.mkfifo(fifo)

    def feed():
        with open(fifo, "w", encoding="utf-8") as writer:
            writer.write(catalog_text())

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    result = subprocess.run([BINARY, "search", "beta", "--catalog", fifo, "--format", "tsv"], capture_output=True,
                            text=True, env=environment(home), timeout=20)
    writer.join(timeout=5)
    assert result.returncode == 0, result.stderr
    assert tsv_names(result.stdout) == ["Beta Song"]
    assert cached_indexes(home) == []


def test_the_interface_reads_a_catalog_from_a_fifo(launch, home, tmp_path):
    fifo = str(tmp_path / "songs.fifo")
    os.mkfifo(fifo)

    def feed():
        with open(fifo, "w", encoding="utf-8") as writer:
            writer.write(catalog_text())

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    app = launch(80, 24, args=["--catalog", fifo])
    app.wait_for(f"Type to search {len(SONGS)} items")
    search_for(app, "song")
    app.wait_for("Gamma Song")
    assert cached_indexes(home) == []


@pytest.mark.parametrize("name", ["-", "/dev/stdin"])
def test_a_catalog_on_standard_input(home, name):
    result = subprocess.run([BINARY, "search", "gamma", "--catalog", name, "--format", "tsv"], capture_output=True,
                            text=True, env=environment(home), timeout=20, input=catalog_text())
    assert result.returncode == 0, result.stderr
    assert tsv_names(result.stdout) == ["Gamma Song"]
    assert cached_indexes(home) == []


def test_a_catalog_on_standard_input_that_is_not_one_names_it(home):
    result = subprocess.run([BINARY, "search", "x", "--catalog", "-"], capture_output=True, text=True,
                            env=environment(home), timeout=20, input='{"nothing": "here"}')
    assert result.returncode == 3
    assert result.stderr == ("storesearch: cannot read the catalog '-': it is not JSON in the store's answer "
                             "shape ({\"results\": [...]})\n")


def test_standard_input_cannot_be_both_the_catalog_and_the_terms(cli):
    result = cli("search", "--batch", "--catalog", "-", input=catalog_text())
    assert result.returncode == 2
    assert "the catalog cannot come from standard input ('--catalog -') with --batch" in result.stderr


def test_the_interface_refuses_a_catalog_on_standard_input(launch):
    app = launch(220, 24, args=["--catalog", "-"])
    assert app.wait_exit() == 2
    app.wait_for("the catalog cannot come from standard input")
    app.wait_for("the interface reads the keyboard there")


@pytest.mark.parametrize("kind, reason", [("directory", "Is a directory"), ("missing", "No such file or directory")])
def test_a_catalog_that_is_not_a_readable_file_is_named_with_the_reason(cli, tmp_path, kind, reason):
    path = str(tmp_path / "catalogs") if kind == "directory" else str(tmp_path / "absent.json")
    if kind == "directory":
        os.mkdir(path)
    result = cli("search", "pink", "--catalog", path)
    assert result.returncode == 3
    assert result.stderr == f"storesearch: cannot read the catalog '{path}': {reason}\n"


def test_the_interface_names_a_directory_given_as_the_catalog(launch, tmp_path):
    app = launch(250, 24, args=["--catalog", str(tmp_path)])
    assert app.wait_exit() == 1
    app.wait_for(f"cannot read the catalog '{tmp_path}': Is a directory")


# An index that shrinks under the running app --------------------------------------------------

def test_a_truncated_index_under_the_running_app_is_built_again(launch, home, catalog_file):
    path = catalog_file(SONGS)
    app = launch(80, 24, args=["--catalog", path])
    app.wait_for("items")
    search_for(app, "alpha")
    app.wait_for("Alpha Song")
    [index] = cached_indexes(home)
    os.truncate(index, 0)
    search_for(app, "gamma")
    app.wait_for("Gamma Song")
    assert os.waitpid(app.pid, os.WNOHANG) == (0, 0), "the app still runs"
    assert "changed under the program" in read_log(home)
    search_for(app, "beta")
    app.wait_for("Beta Song")
    app.send("ctrl-c")
    assert app.wait_exit() == 0


# Letters typed without their marks ----------------------------------------------------------------

@pytest.mark.parametrize("term, name", [("ıstanbul", "Istanbul"), ("diyarbakır", "DİYARBAKIR"), ("lodz", "Łódź Nights"),
                                        ("strasse", "Straße"), ("thor", "Þór")])
def test_letters_typed_without_their_marks_find_the_item(cli, catalog_file, term, name):
    result = cli("search", term, "--catalog", catalog_file(SONGS), "--format", "tsv")
    assert result.returncode == 0, result.stderr
    assert tsv_names(result.stdout) == [name]
