"""A shell with job control, in a tmux pane: where Ctrl-Z, `kill -TSTP` and
`fg` do what they do for a user (a bare pty has no job control, so a stop
would not hand the terminal back to anyone)."""
import os
import subprocess
import time

from harness import BINARY


class JobShell:
    """bash in a detached tmux session of its own (its own `-L` socket),
    with the app started in it on the bundled catalog and showing `pink`."""

    def __init__(self, home, name, columns=80, rows=24):
        self.socket = f"storesearch-test-{os.getpid()}-{name}"
        self.tmux("new-session", "-d", "-s", "t", "-x", str(columns), "-y", str(rows), "env", f"HOME={home}",
                  "PS1=$ ", "TERM=xterm-256color", "bash", "--norc", "--noprofile", "-i")

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.tmux("kill-server")

    def tmux(self, *args):
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, timeout=10).stdout

    def keys(self, *keys):
        self.tmux("send-keys", "-t", "t", *keys)

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "t")

    def wait(self, predicate, what, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate(self.screen()):
                return
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}:\n{self.screen()}")

    def start_app_showing_pink(self):
        self.keys(f"{BINARY} --source catalog --no-animation", "Enter")
        self.wait(lambda text: "Type to search" in text, "the app")
        self.keys("pink")
        self.wait(lambda text: "Pink Floyd (Song)" in text, "results")

    def app_pid(self):
        """The app's process: the shell's only child."""
        shell = self.tmux("display-message", "-p", "-t", "t", "#{pane_pid}").strip()
        (app,) = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
        return int(app)

    def wait_stopped(self):
        self.wait(lambda text: "Stopped" in text and "StoreSearch" not in text, "the shell, the app stopped")

    def quit_app(self):
        self.keys("C-c")
        self.wait(lambda text: "StoreSearch" not in text, "the app gone")
