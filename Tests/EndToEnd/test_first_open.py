"""The first open of a big catalog: the progress bar while it is indexed,
typing during it, a first one-shot search answered from the file while a
process of its own builds the index, and what a race, a full disk or
SIGTERM leave in the index cache (never an index a later run would use
wrongly)."""
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import time

import pytest

from builders import index_builders, wait_for_index_builders
from harness import BINARY

GENERATOR = os.path.join(os.path.dirname(__file__), "..", "Benchmarks", "generate_catalog.py")


@pytest.fixture(scope="module")
def big_catalog(tmp_path_factory):
    """A generated 300k-item catalog (about 70 MB), made once for the module."""
    path = tmp_path_factory.mktemp("big") / "300k.json"
    subprocess.run([sys.executable, GENERATOR, "300000", str(path)], check=True, timeout=300)
    return str(path)


def index_files(home):
    folder = os.path.join(home, ".cache", "storesearch", "index")
    return sorted(os.listdir(folder)) if os.path.isdir(folder) else []


def run_search(home, catalog, term="love", preexec=None, options=("--format", "tsv", "--limit", "5")):
    environment = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return subprocess.run([BINARY, "search", term, "--catalog", catalog, *options],
                          capture_output=True, text=True, env=environment, timeout=120, preexec_fn=preexec)


def unnamed_files(pid, folder):
    """The files without a name (O_TMPFILE) process `pid` has open in `folder`."""
    found = []
    try:
        for descriptor in os.listdir(f"/proc/{pid}/fd"):
            try:
                target = os.readlink(f"/proc/{pid}/fd/{descriptor}")
            except OSError:
                continue
            if target.startswith(folder + "/#") and target.endswith(" (deleted)"):
                found.append(target)
    except OSError:
        pass
    return found


def stop_while_writing(home, catalog, stop, attempts=5):
    """Sends `stop` to an index builder once it is writing its index: when
    it holds two files without a name in the cache (its spill, and the
    index before it is named), which it does for about 60 ms of the build's
    200 ms, so a 1 ms look finds it. When a builder ends before it is seen,
    the index is removed and a first search starts another. The stopped
    builder's pid, or None."""
    folder = os.path.join(home, ".cache", "storesearch", "index")
    for _ in range(attempts):
        for pid in index_builders(home):
            while pid in index_builders(home):
                if len(unnamed_files(pid, folder)) >= 2:
                    os.kill(pid, stop)
                    return pid
                time.sleep(0.001)
        shutil.rmtree(folder, ignore_errors=True)
        run_search(home, catalog)
    return None


def log_text(home):
    with open(os.path.join(home, ".local", "state", "storesearch", "storesearch.log"), encoding="utf-8") as handle:
        return handle.read()


@pytest.mark.timeout(300)
def test_a_first_search_answers_from_the_file_and_a_process_builds_the_index(home, big_catalog):
    """Issue 42: a big catalog's first one-shot search answers from the
    file itself, as the index would, byte for byte; a process of its own
    (`storesearch-index`) builds the index, which the next search maps."""
    terms = ["love", "b", "pink floyd", "a", "zz top", "você"]
    options = ("--format", "json", "--limit", "200")
    first = run_search(home, big_catalog, terms[0], options=options)
    assert first.returncode == 0, first.stderr
    assert "answered from a scan of the file" in log_text(home)
    assert index_builders(home) or index_files(home), "a builder runs, or has built already"
    scanned = {(terms[0], "relevance"): first.stdout}
    for term in terms[1:]:
        for order in ["relevance", "name"]:
            # Until the index is there, each first search answers from the file.
            if (term, order) not in scanned:
                scanned[(term, order)] = run_search(home, big_catalog, term,
                                                    options=options + ("--sort", order)).stdout
    wait_for_index_builders(home)
    assert index_files(home) and all(name.endswith(".idx") for name in index_files(home))
    assert "by a process of its own" in log_text(home)
    answered_by_scan = log_text(home).count("answered from a scan of the file")
    for (term, order), earlier in scanned.items():
        indexed = run_search(home, big_catalog, term, options=options + ("--sort", order))
        assert indexed.stdout == earlier, f"{term} {order}"
    assert log_text(home).count("answered from a scan of the file") == answered_by_scan, "later: the index"
    assert "index mapped from the cache" in log_text(home)


@pytest.mark.timeout(300)
def test_a_search_a_scan_cannot_answer_builds_the_index_itself(home, big_catalog):
    """A search by price (or in a category, or with nothing found) is the
    index's: the first one builds it in its own process, as before."""
    answer = run_search(home, big_catalog, "love", options=("--format", "tsv", "--sort", "price"))
    assert answer.returncode == 0, answer.stderr
    assert "answered from a scan" not in log_text(home)
    assert "its index is built by process" not in log_text(home)
    assert [name for name in index_files(home) if name.endswith(".idx")]


@pytest.mark.timeout(300)
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_a_builder_stopped_while_writing_leaves_nothing_in_the_cache(home, big_catalog, stop):
    """However a builder is stopped while it writes, nothing is left in the
    cache folder (the index has no name until it is whole), and the next
    first search answers the same and starts a builder that finishes."""
    answer = run_search(home, big_catalog)
    assert answer.returncode == 0, answer.stderr
    assert stop_while_writing(home, big_catalog, stop) is not None, "a builder was stopped while it wrote"
    wait_for_index_builders(home)
    assert index_files(home) == [], "neither an index nor a partial file"
    later = run_search(home, big_catalog)
    assert later.stdout == answer.stdout
    wait_for_index_builders(home)
    assert [name for name in index_files(home) if name.endswith(".idx")] == index_files(home) != []
    third = run_search(home, big_catalog)
    assert third.stdout == answer.stdout
    assert "index mapped from the cache" in log_text(home)


@pytest.mark.timeout(300)
def test_a_progress_bar_while_indexing_and_typing_is_searched_after(launch, home, big_catalog):
    app = launch(100, 30, args=["--catalog", big_catalog])
    app.wait_for("Indexing 300k.json", timeout=20)
    app.wait_for("% ·", timeout=5)
    assert "▕" in app.dump() and "items" in app.dump()
    app.type("love")
    app.wait_gone("Indexing", timeout=60)
    # The same answer as the search command gives from the (now cached) index.
    expected = run_search(home, big_catalog, "love")
    assert expected.returncode == 0, expected.stderr
    first = expected.stdout.splitlines()[1].split("\t")[0]
    app.wait_for(first[:20], timeout=10)
    assert "not JSON" not in expected.stderr and "Indexing" not in expected.stderr, "no bar off a terminal"


def cpu_turns(pid):
    """How many times each of the process's threads has been given a CPU
    (the second field of its schedstat is its time waiting, the third its turns)."""
    turns = {}
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as handle:
                turns[task] = int(handle.read().split()[2])
        except FileNotFoundError:
            pass  # a thread that just ended
    return turns


@pytest.mark.timeout(300)
def test_once_indexed_the_program_is_idle(launch, home, big_catalog):
    """Indexing runs on threads of the program's own: libdispatch's pool,
    once used, would wake the process every second for good. After the
    first open and a search, with nothing to do, no thread runs."""
    app = launch(80, 24, args=["--catalog", big_catalog])
    app.type("love")
    expected = run_search(home, big_catalog, "love")
    assert expected.returncode == 0, expected.stderr
    app.wait_for(expected.stdout.splitlines()[1].split("\t")[0][:20], timeout=60)
    app.wait_quiet()
    time.sleep(0.5)  # the index's writing and checking threads end
    before = cpu_turns(app.pid)
    time.sleep(2.5)
    after = cpu_turns(app.pid)
    busy = {task: turns - before.get(task, 0) for task, turns in after.items() if turns > before.get(task, 0)}
    assert not busy, f"threads that ran while idle (task: turns): {busy}"


@pytest.mark.timeout(300)
def test_two_processes_on_one_new_catalog_end_with_one_good_index(home, big_catalog):
    environment = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    argv = [BINARY, "search", "love", "--catalog", big_catalog, "--format", "tsv", "--limit", "5"]
    racers = [subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment)
              for _ in range(2)]
    outputs = [racer.communicate(timeout=120) for racer in racers]
    assert all(racer.returncode == 0 for racer in racers), [err for _, err in outputs]
    assert outputs[0][0] == outputs[1][0]
    # Each answered from the file and started a builder: one built.
    wait_for_index_builders(home)
    assert log_text(home).count("by a process of its own") == 1, log_text(home)
    files = index_files(home)
    assert len(files) == 1 and files[0].endswith(".idx"), files
    path = os.path.join(home, ".cache", "storesearch", "index", files[0])
    before = os.stat(path)
    third = run_search(home, big_catalog)
    assert third.stdout == outputs[0][0]
    after = os.stat(path)
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns), "used as it is, not rebuilt"


def full_disk():
    # Writing past 1 MB fails, as on a full disk: a shell's `ulimit -f`, whose
    # SIGXFSZ is left to its default (which ends a process that does not
    # ignore it: the program does, in every mode, so it sees EFBIG).
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
    resource.setrlimit(resource.RLIMIT_FSIZE, (1 << 20, 1 << 20))


@pytest.mark.timeout(300)
@pytest.mark.parametrize("order", ["price", "relevance"], ids=["built by the search", "built by a builder"])
def test_a_full_disk_leaves_no_index_and_still_answers(home, big_catalog, order):
    answer = run_search(home, big_catalog, preexec=full_disk, options=("--format", "tsv", "--sort", order))
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout.count("\n") == 201, "the header and 200 results"
    # The builder inherits the limit: its index cannot be written either,
    # and it says so rather than dying of SIGXFSZ.
    wait_for_index_builders(home)
    assert index_files(home) == [], "neither an index nor a partial file"
    assert "index not cached: File too large" in log_text(home)
    if order == "relevance":
        assert "by a process of its own" in log_text(home), "the builder ended its build"
    again = run_search(home, big_catalog, options=("--format", "tsv", "--sort", order))
    assert again.stdout == answer.stdout
    wait_for_index_builders(home)
    assert [name for name in index_files(home) if name.endswith(".idx")] == index_files(home)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("delay", [0.3, 1.0, 2.0])
def test_sigterm_while_indexing_leaves_nothing_a_later_run_uses(home, big_catalog, delay):
    environment = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    # By price: a search that builds the index in its own process (one by
    # relevance answers from the file; a builder stopped is the test above).
    process = subprocess.Popen([BINARY, "search", "love", "--catalog", big_catalog, "--sort", "price"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
    time.sleep(delay)
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=30)
    # On a quiet machine the build can finish before the signal comes, and
    # its index is then whole. Whatever index is left must be: the later
    # run reads its checksum first and builds again when it is wrong, so
    # an index used as it is (the same file, unchanged) was whole.
    folder = os.path.join(home, ".cache", "storesearch", "index")
    left = {name: os.stat(os.path.join(folder, name)) for name in index_files(home) if name.endswith(".idx")}
    later = run_search(home, big_catalog)
    assert later.returncode == 0, later.stderr
    wait_for_index_builders(home)
    for name, before in left.items():
        after = os.stat(os.path.join(folder, name))
        assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns), \
            f"the index left by the stopped process (status {process.returncode}) was not whole"
    assert [name for name in index_files(home) if name.endswith(".idx")] == index_files(home), \
        "a dead process's partial file is cleared"


def test_a_catalog_damaged_halfway_is_refused_with_the_offset(cli, tmp_path):
    good = ",".join('{"wrapperType":"track","kind":"song","trackId":%d,"trackName":"Song %d"}' % (i, i)
                    for i in range(10_000))
    text = '{"resultCount":10000,"results":[' + good + ' @@@ garbage'
    path = tmp_path / "damaged.json"
    path.write_text(text)
    result = cli("search", "song", "--catalog", str(path))
    assert result.returncode == 3
    assert f"byte {len(text) - len('@@@ garbage')}" in result.stderr, result.stderr
    assert "expected \",\" or \"]\"" in result.stderr and "10000 good items" in result.stderr


@pytest.mark.timeout(120)
def test_ctrl_c_while_indexing_quits_at_once(launch, home, big_catalog):
    app = launch(100, 30, args=["--catalog", big_catalog])
    app.wait_for("Indexing 300k.json", timeout=20)
    started = time.monotonic()
    app.send("\x03")
    app.wait_exit(timeout=5)
    assert time.monotonic() - started < 2, "not after the indexing"
    assert not [name for name in index_files(home) if name.endswith(".idx")]


@pytest.mark.parametrize("where", [0.1, 0.33, 0.5, 0.9], ids=["10%", "33%", "50%", "90%"])
def test_a_damaged_index_never_answers_a_one_shot_search(cli, home, where):
    """Issue 27: with 100 KB of the cached index overwritten by random bytes
    (its size the same), `search pink` printed rows such as
    `431593005578157.8012 USD` with status 0, as its checksum was still being
    read when the process ended. The checksum is read first: a damaged
    index is built again, and the answer is the one a good index gives."""
    good = cli("search", "pink", "--source", "catalog", "--format", "tsv")
    assert good.returncode == 0, good.stderr
    (name,) = index_files(home)
    path = os.path.join(home, ".cache", "storesearch", "index", name)
    size = os.path.getsize(path)
    offset = min(int(size * where), size - 100 * 1024)
    with open(path, "r+b") as index:
        index.seek(offset)
        index.write(random.Random(where).randbytes(100 * 1024))
    damaged = cli("search", "pink", "--source", "catalog", "--format", "tsv")
    assert (damaged.returncode, damaged.stdout) == (0, good.stdout), damaged.stderr
    log = open(os.path.join(home, ".local", "state", "storesearch", "storesearch.log"), encoding="utf-8").read()
    assert "checksum is wrong (damaged); indexing again" in log or "index is damaged; indexing again" in log, log
    again = cli("search", "pink", "--source", "catalog", "--format", "tsv")
    assert again.stdout == good.stdout


@pytest.mark.parametrize("what", ["random", "zeros"])
def test_an_index_written_over_under_the_interface_is_built_again(launch, home, what):
    """The cached index overwritten in place while the interface runs:
    random bytes ended it with SIGSEGV, zeros made every search "Nothing
    Found". The change is seen before the next search, the index built
    again, and the search answered."""
    app = launch(100, 24)
    app.wait_for("F2 Menu")
    app.type("queen")
    app.wait_for("Queen (Song)")
    files = [name for name in index_files(home) if name.endswith(".idx")]
    assert len(files) == 1, index_files(home)
    path = os.path.join(home, ".cache", "storesearch", "index", files[0])
    size = os.path.getsize(path)
    garbage = random.Random(39).randbytes(size) if what == "random" else bytes(size)
    with open(path, "r+b") as index:  # in place: the same file, its pages shown through the mapping
        index.write(garbage)
    app.send("ctrl-u")
    app.type("pink floyd")
    app.wait_for("Pink Floyd (Song)")
    assert not app.find("Nothing Found")
    app.send("ctrl-c")
    assert app.wait_exit() == 0
