"""The index builders (`storesearch-index`) that a first search of a big
catalog starts, and waiting for them: for the end-to-end tests and the
bench (Tests/Benchmarks imports this file), so nothing of ours runs
beside what comes next. Only the standard library: the bench has no pyte."""
import os
import re
import time


def index_builders(home):
    """The index builders a first search of a big catalog started under
    `home` (each one's pid is in the log): those still running."""
    log = os.path.join(home, ".local", "state", "storesearch", "storesearch.log")
    if not os.path.exists(log):
        return []
    with open(log, encoding="utf-8", errors="replace") as handle:
        pids = re.findall(r"its index is built by process (\d+)", handle.read())
    running = []
    for pid in pids:
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as handle:
                # Not a later process given the same pid, nor an ended one (a zombie has none).
                if handle.read().startswith(b"storesearch-index\0"):
                    running.append(int(pid))
        except OSError:
            pass
    return running


def wait_for_index_builders(home, timeout=120):
    """Until every index builder started under `home` has ended; fails
    (AssertionError) when one is still running after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while index_builders(home):
        assert time.monotonic() < deadline, f"index builders still running: {index_builders(home)}"
        time.sleep(0.05)
