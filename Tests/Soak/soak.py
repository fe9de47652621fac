#!/usr/bin/env python3
"""`make soak`: an hour (SOAK_SECONDS) of scripted use through a pty —
typing and clearing searches, moving through results, the pop-up, the grid,
the menu and help, resizes between compact and regular — with the process's
memory (RSS) and open file descriptors read every minute. It fails when
either keeps growing: RSS more than 10 MB over its level at the end of the
second minute, or any descriptor more than at that time.

Writes its samples to .build/soak.txt. Not part of `make test`."""
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "EndToEnd"))
from harness import Session  # noqa: E402

SECONDS = int(os.environ.get("SOAK_SECONDS", "3600"))
WORDS = ["pink", "love", "queen", "a", "you", "zzz", "jazz", "book", "emma", "time", "rock", "x"]
SIZES = [(80, 24), (160, 48), (90, 16), (140, 16), (100, 30)]


def sample(pid):
    rss = next(int(line.split()[1]) for line in open(f"/proc/{pid}/status") if line.startswith("VmRSS:"))
    fds = len(os.listdir(f"/proc/{pid}/fd"))
    return rss, fds


# What a session does, and how often (weights out of 100).
ACTIONS = {"search": 45, "move": 25, "enter": 10, "f4": 7, "f2": 5, "f1": 3, "resize": 5}


def act(app, rng):
    action = rng.choices(list(ACTIONS), weights=list(ACTIONS.values()))[0]
    if action == "search":
        app.send("ctrl-u")
        app.type(rng.choice(WORDS))
        app.send("enter")
    elif action == "move":
        app.send(*rng.choices(["down", "up", "pgdn", "pgup", "home", "end"], k=rng.randint(1, 8)))
    elif action == "f4":
        app.send("f4")  # the grid, on and off
    elif action == "resize":
        app.resize(*rng.choice(SIZES))
    else:
        # The pop-up (Enter), the menu (F2) or help (F1): opened, then closed.
        app.send(action)
        time.sleep(0.05)
        app.send("esc")


def main():
    home = os.path.join(ROOT, ".build", "soak-home")
    os.makedirs(os.path.join(home, ".config", "storesearch"), exist_ok=True)
    with open(os.path.join(home, ".config", "storesearch", "config"), "w") as config:
        config.write("source = catalog\n")
    app = Session(80, 24, env={"HOME": home}, name="soak")
    app.wait_for("Type to search")
    rng = random.Random(1)
    started = time.monotonic()
    samples = []
    next_sample = started
    actions = 0
    while time.monotonic() - started < SECONDS:
        if time.monotonic() >= next_sample:
            rss, fds = sample(app.pid)
            minute = round((time.monotonic() - started) / 60)
            samples.append((minute, rss, fds))
            print(f"minute {minute:3}: RSS {rss / 1024:6.1f} MB, {fds} open files, {actions} actions", flush=True)
            next_sample += 60
        act(app, rng)
        actions += 1
        time.sleep(0.1)
    rss, fds = sample(app.pid)
    samples.append((round((time.monotonic() - started) / 60), rss, fds))
    app.send("ctrl-c")
    app.wait_exit()
    app.close()
    with open(os.path.join(ROOT, ".build", "soak.txt"), "w") as report:
        report.write("minute rss_kb open_files\n")
        report.writelines(f"{minute} {rss} {fds}\n" for minute, rss, fds in samples)
    baseline = samples[min(2, len(samples) - 1)]
    peak_rss = max(rss for _, rss, _ in samples[2:] or samples)
    most_fds = max(fds for _, _, fds in samples[2:] or samples)
    print(f"{actions} actions in {SECONDS} s; RSS {baseline[1] / 1024:.1f} MB at minute {baseline[0]}, "
          f"peak after it {peak_rss / 1024:.1f} MB; open files {baseline[2]} then at most {most_fds}")
    if peak_rss > baseline[1] + 10 * 1024 or most_fds > baseline[2]:
        print("soak: memory or file descriptors kept growing", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
