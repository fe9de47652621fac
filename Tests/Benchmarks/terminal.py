"""Parts 2 to 5 of `make bench` (bench.py runs them): what a person at the
terminal meets.

2. Interactive feel through a real pty at 80x24 and 160x48: exec to first
   frame, keystroke to updated screen, bytes written per keystroke, per list
   move and per cursor move, a resize between compact and regular, CPU used
   while idle; fzf on the same lines for comparison.
3. Memory: peak RSS with the bundled catalog and with 1M items.
4. Artwork: pictures from the tests' stand-in store on 127.0.0.1, a detail's
   picture fetched and from memory, a grid page of tiles, and their memory.
5. A store answer: 200 results from the stand-in store, read and searched.

`Pty` is also what pictures.py drives its sessions with.
"""
import fcntl
import os
import pty
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

from common import BINARY, BUNDLED, ENV, HOME, QUERIES, ROOT, builder_argv, lines_file, log


# 2. Interactive feel ----------------------------------------------------------------

class Pty:
    """A program in a pseudo-terminal, its output read with timestamps."""

    def __init__(self, argv, columns, rows, env):
        self.master, slave = pty.openpty()
        self.resize(columns, rows, fd=slave)
        self.started = time.perf_counter()
        self.pid = os.fork()
        if self.pid == 0:
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            os.execve(argv[0], argv, env)
        os.close(slave)
        self.output = bytearray()

    def resize(self, columns, rows, fd=None):
        fcntl.ioctl(self.master if fd is None else fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def read_until(self, marker, timeout=30):
        """Reads until `marker` is in the output; returns the time it arrived."""
        deadline = time.perf_counter() + timeout
        while marker not in self.output:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise RuntimeError(f"{marker!r} never came")
            ready, _, _ = select.select([self.master], [], [], remaining)
            if ready:
                self.output += os.read(self.master, 65536)
        return time.perf_counter()

    def settle(self, quiet=0.05, timeout=5):
        """Reads until nothing comes for `quiet` seconds; returns (bytes, time of the last byte)."""
        count = 0
        last = time.perf_counter()
        deadline = last + timeout
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([self.master], [], [], quiet)
            if not ready:
                break
            data = os.read(self.master, 65536)
            self.output += data
            count += len(data)
            last = time.perf_counter()
        return count, last

    def send(self, data):
        sent = time.perf_counter()
        os.write(self.master, data.encode() if isinstance(data, str) else data)
        return sent

    def threads(self):
        """(CPU ns, context switches) of each live thread."""
        found = {}
        for task in os.listdir(f"/proc/{self.pid}/task"):
            try:
                ns = int(open(f"/proc/{self.pid}/task/{task}/schedstat").read().split()[0])
                switches = sum(int(line.split()[1]) for line in open(f"/proc/{self.pid}/task/{task}/status")
                               if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")))
                found[task] = (ns, switches)
            except (FileNotFoundError, ProcessLookupError):
                pass
        return found

    def idle_cpu(self, seconds):
        """CPU milliseconds and wake-ups over `seconds` of idling, to the
        nanosecond (schedstat), after threads left over from the last
        searches have ended; /proc/PID/stat counts in 10 ms ticks."""
        time.sleep(6)
        before = self.threads()
        time.sleep(seconds)
        after = self.threads()
        ns = sum(after[t][0] - before.get(t, (0, 0))[0] for t in after)
        switches = sum(after[t][1] - before.get(t, (0, 0))[1] for t in after)
        return ns / 1e6, switches

    def cpu_ms(self):
        fields = open(f"/proc/{self.pid}/stat").read().rsplit(")", 1)[1].split()
        ticks = int(fields[11]) + int(fields[12])
        return ticks * 1000 / os.sysconf("SC_CLK_TCK")

    def peak_rss_mb(self):
        for line in open(f"/proc/{self.pid}/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
        return None

    def close(self):
        try:
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(self.master)


def type_query(session, query, quiet=0.03):
    latencies, sizes = [], []
    for character in query:
        sent = session.send(character)
        count, last = session.settle(quiet=quiet)
        latencies.append((last - sent) * 1000)
        sizes.append(count)
    return latencies, sizes


def type_queries(session):
    """Types each query of the set a key at a time, clearing the field
    (Ctrl-U) after each; returns each key's latency and bytes."""
    latencies, sizes = [], []
    for _, query in QUERIES:
        more_latencies, more_sizes = type_query(session, query)
        latencies += more_latencies
        sizes += more_sizes
        session.send("\x15")
        session.settle()
    return latencies, sizes


def bytes_per_key(session, key, times):
    """Sends `key` `times` times; the bytes written after each."""
    sizes = []
    for _ in range(times):
        session.send(key)
        sizes.append(session.settle()[0])
    return sizes


def paste_timings(session, size=256 * 1024, times=7):
    """A bracketed paste of `size` bytes: from the first byte sent to the
    last byte of the frame that shows it, and from a Ctrl-C sent right
    after the paste to the program's exit (a fresh session for that)."""
    pasted = []
    for _ in range(times):
        session.send("\x15")
        session.settle()
        sent = session.send("\x1b[200~" + "p" * size + "\x1b[201~")
        _, last = session.settle(quiet=0.1)
        pasted.append((last - sent) * 1000)
    session.send("\x15")
    session.settle()
    quits = []
    for _ in range(times):
        other, _ = storesearch_session(80, 24, None)
        other.send("\x1b[200~" + "p" * size + "\x1b[201~")
        sent = other.send("\x03")
        _, status = os.waitpid(other.pid, 0)
        quits.append((time.perf_counter() - sent) * 1000)
        os.close(other.master)
    return {"paste ms": pasted, "ctrl-c after paste ms": quits, "bytes": size}


def storesearch_session(columns, rows, catalog, marker=b"Quit"):
    argv = [BINARY, "--source", "catalog", "--no-animation"] + (["--catalog", catalog] if catalog else [])
    session = Pty(argv, columns, rows, ENV)
    first = session.read_until(marker) - session.started
    session.settle()
    return session, first * 1000


def interactive(found):
    paths = dict(found)
    results = {}
    for size_name, catalog in [("bundled", None), ("1M", paths["1M"])]:
        for columns, rows in [(80, 24), (160, 48)]:
            label = f"{size_name} {columns}x{rows}"
            log(f"interactive: {label}")
            session, _ = storesearch_session(columns, rows, catalog)
            # The catalog loads in the background: wait for it before timing keys.
            session.read_until(b"items" if catalog is None else b"to search", timeout=60)
            session.settle(quiet=0.3)
            latencies, key_bytes = type_queries(session)
            session.send("pink")
            session.settle()
            session.send("\r")
            session.settle()
            down = bytes_per_key(session, "\x1bOB", 10)
            session.send("\x1b")  # Esc: back to the field
            # A lone Esc is Esc once 50 ms pass with nothing after it: wait well past that,
            # or the first cursor move would also carry the Esc's frame.
            time.sleep(0.1)
            session.settle()
            left = bytes_per_key(session, "\x1bOD", 3)
            if columns == 80 and catalog is None:
                results["paste"] = paste_timings(session)
            if columns == 80:
                sent = time.perf_counter()
                session.resize(160, 48)
                grow_bytes, grow_last = session.settle(quiet=0.1)
                session.resize(80, 24)
                shrink_bytes, shrink_last = session.settle(quiet=0.1)
                results.setdefault("resize", {})[size_name] = {
                    "80x24 to 160x48 bytes": grow_bytes, "80x24 to 160x48 ms": (grow_last - sent) * 1000,
                    "160x48 to 80x24 bytes": shrink_bytes}
            idle, wakeups = session.idle_cpu(seconds=10)
            peak = session.peak_rss_mb()
            session.close()
            results[label] = {"keystroke ms": latencies, "bytes per keystroke": key_bytes,
                              "bytes per list move": down, "bytes per cursor move": left,
                              "idle cpu ms over 10 s": idle, "idle wake-ups over 10 s": wakeups,
                              "peak rss mb": peak}
    # fzf on the bundled catalog's lines, the same way.
    lines = lines_file("bundled", BUNDLED)
    for columns, rows in [(80, 24), (160, 48)]:
        log(f"interactive: fzf {columns}x{rows}")
        session = fzf_session(columns, rows, lines)[0]
        latencies, key_bytes = type_queries(session)
        session.send("pink")
        session.settle()
        down = bytes_per_key(session, "\x1bOA", 10)  # fzf lists upwards from the prompt
        left = bytes_per_key(session, "\x1bOD", 3)
        session.close()
        results[f"fzf {columns}x{rows}"] = {"keystroke ms": latencies, "bytes per keystroke": key_bytes,
                                           "bytes per list move": down, "bytes per cursor move": left}
    # First frames, the programs taking turns so both see the same machine.
    for columns, rows in [(80, 24), (160, 48)]:
        log(f"interactive: first frames {columns}x{rows}")
        firsts = {"bundled": [], "1M": [], "fzf": []}
        for _ in range(30):
            for name, catalog in [("bundled", None), ("1M", paths["1M"])]:
                session, first = storesearch_session(columns, rows, catalog)
                session.close()
                firsts[name].append(first)
            session, first = fzf_session(columns, rows, lines)
            session.close()
            firsts["fzf"].append(first)
        for name, samples in firsts.items():
            results[f"{name} {columns}x{rows}"]["first frame ms"] = samples
    return results


def fzf_session(columns, rows, lines):
    """fzf on `lines` in a pty, once its first full frame (the "N/N" count) is out."""
    session = Pty(["/bin/sh", "-c", f"exec fzf < '{lines}'"], columns, rows, ENV)
    total = sum(1 for _ in open(lines, encoding="utf-8"))
    first = session.read_until(f"{total}/{total}".encode()) - session.started
    session.settle()
    return session, first * 1000


FIRST_FRAME_NOTE = """The first frame, and why it changed (issue 33's second round): a start
used to map, relocate and bind fourteen libraries before the program's
first line, SQLite, libpng, libjpeg-turbo, libchafa and glib (with zlib
and pcre2) among them, though none is used until the store answers or a
picture is drawn; they are now opened with dlopen on first use
(`Sources/CLazyLibrary`, as libcurl already was). The binary no longer
carries an `$ORIGIN` run path (the loader tried a dozen folders beside it
for every library first), and ncurses' locale is set for the character
type alone (the other eleven categories were loaded and never read).
Together, 40 starts of each by turns at 80x24: 5.1 -> 4.6 ms against
fzf's 3.4 ms. Issue 42's round: the key tables, built twice over before
the first frame (2 ms of each start in a profile of forty), are built in
one pass; the binary is linked by lld, its 78,000 relative relocations
packed (DT_RELR: a table of 15 KB, not 1.9 MB). Its third round: the
catalog is read once the first frame is out, not beside it (on two cores
the two contended: 60 starts with the bundled catalog, 7.2 -> 5.0 ms at
the median), and the release link takes libstdc++ in from its archive
and leaves out -export-dynamic (scripts/release-ld: 1.76 -> 1.41 ms of
CPU for `--version`). Its fourth round: the split view's dotted pane is
sent as one colour a row, not a colour and a reset around every dot (the
first frame at 160x48, 16.7 -> 5.5 KB; its time did not move measurably,
40 starts of each by turns). Its fifth round: a concrete generic type (a
dictionary keyed by keys, a set of roles) is made by its metadata
function, not from its mangled name, from which the runtime checks each
requirement (Key: Hashable) by a search through all 5,700 conformances,
20 to 60 microseconds a time (the release build's
`-disable-concrete-type-metadata-mangled-name-accessors`): fourteen such
searches before the first frame became four, the four inside the
standard library and Foundation (100 starts of each by turns at
160x48: 0.29 ms less at the median of the pairs). A character of one
spacing scalar (the dotted pane's dots, the rules) is drawn and sent
without building an array of its glyphs, twice a cell (0.28 ms at
160x48, 0.07 at 80x24); generic code is specialised across modules
(0.11 ms); a start makes neither Foundation's ProcessInfo nor a URL by
appending (0.05 ms). Each is the median of 150 pairs of starts taken by
turns that exit after their first frame. What remains is the kernel's
exec and page faults, the loader writing those relocations and binding
its symbols, those four lookups, the option and key tables built at
each start, and the first drawing of each widget. fzf, a Go program at a fixed address (not position-
independent) that needs only libc, has none of these."""


# 3. Memory ---------------------------------------------------------------------

def memory(found):
    paths = dict(found)
    results = {}
    # The index first built (then cached on disk): by its builder, the
    # process the first search of a big catalog leaves it to.
    kilobytes = []
    for _ in range(2):
        shutil.rmtree(os.path.join(HOME, ".cache", "storesearch", "index"), ignore_errors=True)
        result = subprocess.run(["/usr/bin/time", "-f", "%M"] + builder_argv(paths["1M"]), capture_output=True,
                                env=ENV, text=True)
        kilobytes.append(int(result.stderr.strip().splitlines()[-1]))
    results["search command, 1M, building the index (first run)"] = [k / 1024 for k in kilobytes]
    for name in ["bundled", "1M"]:
        kilobytes = []
        for _ in range(3):
            result = subprocess.run(["/usr/bin/time", "-f", "%M", BINARY, "search", "love", "--source", "catalog",
                                     "--catalog", paths[name], "--format", "tsv"], capture_output=True, env=ENV,
                                    text=True)
            kilobytes.append(int(result.stderr.strip().splitlines()[-1]))
        results[f"search command, {name}"] = [k / 1024 for k in kilobytes]
    return results


# 4. Artwork ----------------------------------------------------------------------

def artwork():
    """Pictures served by the tests' stand-in store on 127.0.0.1: the time
    from Enter to the detail's picture on screen (fetched, decoded, drawn by
    chafa; then again from memory), a grid page of 16 tiles, and what the
    pictures cost in memory."""
    sys.path.insert(0, os.path.join(ROOT, "Tests", "EndToEnd"))
    from store_server import StoreServer

    server = StoreServer()
    home = tempfile.mkdtemp(prefix="storesearch-bench-art-")
    env = dict(ENV, HOME=home)
    argv = [BINARY, "--source", "itunes", "--store-url", server.url, "--no-animation", "--no-cache"]
    fetched, from_memory, pages = [], [], []
    for _ in range(7):
        shutil.rmtree(os.path.join(home, ".cache"), ignore_errors=True)
        session = Pty(argv, 80, 24, env)
        session.read_until(b"Quit")
        session.settle()
        session.send("artwork\r")
        session.read_until(b"No Art")
        session.settle(quiet=0.3)
        sent = session.send("\r")
        _, last = session.settle(quiet=0.15)
        fetched.append((last - sent) * 1000)
        session.send("\x1b")
        session.settle()
        sent = session.send("\r")
        _, last = session.settle(quiet=0.15)
        from_memory.append((last - sent) * 1000)
        session.close()
    log(f"artwork: detail {statistics.median(fetched):.1f} ms fetched, {statistics.median(from_memory):.1f} ms from memory")
    memory = {}
    for label, extra in [("with artwork", []), ("without artwork", ["--no-artwork"])]:
        shutil.rmtree(os.path.join(home, ".cache"), ignore_errors=True)
        logfile = os.path.join(home, ".local", "state", "storesearch", "storesearch.log")
        if os.path.exists(logfile):
            os.remove(logfile)
        session = Pty(argv + extra, 90, 16, env)
        session.read_until(b"Quit")
        session.settle()
        session.send("gallery\r")
        session.read_until(b"Tile 15")
        session.settle(quiet=0.3)
        for _ in range(2):
            sent = session.send("\x1b[6~")
            _, last = session.settle(quiet=0.2)
            if not extra:
                pages.append((last - sent) * 1000)
        session.send("\x1b[5~\x1b[5~")
        session.settle(quiet=0.3)
        rss = session.peak_rss_mb()
        session.send("\x03")
        time.sleep(0.3)
        session.close()
        kept = next((line.split("artwork at exit: ", 1)[1].strip() for line in open(logfile)
                     if "artwork at exit: " in line), None) if os.path.exists(logfile) else None
        memory[label] = {"peak rss mb": rss, "kept": kept}
    server.close()
    shutil.rmtree(home, ignore_errors=True)
    return {"detail picture, fetched ms": fetched, "detail picture, from memory ms": from_memory,
            "grid page of 16 tiles ms": pages, "memory": memory}


# 5. A store answer ----------------------------------------------------------------

def store_answer():
    """A 200-result answer (the bundled catalog's first 200 results, in the
    store's shape) from the stand-in store on 127.0.0.1, through
    `storesearch search`: the time to read it (the app's log says, per
    answer) and the whole command, exec to exit."""
    sys.path.insert(0, os.path.join(ROOT, "Tests", "EndToEnd"))
    from store_server import StoreServer, bundled_answer

    server = StoreServer()
    home = tempfile.mkdtemp(prefix="storesearch-bench-store-")
    env = dict(ENV, HOME=home, STORESEARCH_RATE_LIMIT="10000")
    logfile = os.path.join(home, ".local", "state", "storesearch", "storesearch.log")
    argv = [BINARY, "search", "twohundred", "--source", "itunes", "--store-url", server.url, "--no-cache",
            "--format", "tsv"]
    commands = []
    for _ in range(21):
        started = time.perf_counter()
        done = subprocess.run(argv, env=env, capture_output=True)
        commands.append((time.perf_counter() - started) * 1000)
        assert done.returncode == 0 and done.stdout.count(b"\n") >= 200, done.stderr
    reads = [parse_seconds(line.split(", read in ", 1)[1]) * 1000 for line in open(logfile) if ", read in " in line]
    server.close()
    shutil.rmtree(home, ignore_errors=True)
    log(f"store answer: read in {statistics.median(reads):.2f} ms, command {statistics.median(commands):.1f} ms")
    return {"answer bytes": len(bundled_answer()), "read ms": reads, "search command ms": commands}


def parse_seconds(text):
    """Swift's Duration as it prints: "0.001234567 seconds"."""
    return float(text.split()[0])
