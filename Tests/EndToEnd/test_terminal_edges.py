"""Issue 30: the terminal's own plumbing, where it used to go wrong quietly."""
import fcntl
import os
import resource
import signal
import time


def test_a_resize_while_stopped_from_outside_is_laid_out_on_resume(home):
    """A SIGTSTP sent from outside (kill -TSTP, not Ctrl-Z) suspended the
    program and, on `fg`, took the terminal's new size for ncurses but never
    told the program: a resize made while it was stopped (the shell, in the
    foreground then, got that SIGWINCH) left the old layout drawn in the new
    size. In a real shell with job control, as only there does a stop stop."""
    import subprocess

    from harness import BINARY

    socket = f"storesearch-test-{os.getpid()}-tstp"

    def tmux(*args):
        return subprocess.run(["tmux", "-L", socket, *args], capture_output=True, text=True, timeout=10).stdout

    def screen():
        return tmux("capture-pane", "-p", "-t", "t")

    def wait(predicate, what):
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if predicate(screen()):
                return
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}:\n{screen()}")

    tmux("new-session", "-d", "-s", "t", "-x", "80", "-y", "24", "env", f"HOME={home}", "PS1=$ ", "TERM=xterm-256color",
         "bash", "--norc", "--noprofile", "-i")
    try:
        tmux("send-keys", "-t", "t", f"{BINARY} --source catalog --no-animation", "Enter")
        wait(lambda text: "Type to search" in text, "the app")
        tmux("send-keys", "-t", "t", "pink")
        wait(lambda text: "Pink Floyd (Song)" in text, "results")
        shell = tmux("display-message", "-p", "-t", "t", "#{pane_pid}").strip()
        (app,) = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
        os.kill(int(app), signal.SIGTSTP)
        wait(lambda text: "Stopped" in text and "StoreSearch" not in text, "the shell, the app stopped")
        tmux("resize-window", "-t", "t", "-x", "140", "-y", "16")
        tmux("send-keys", "-t", "t", "fg", "Enter")
        # At 140x16 (regular width, compact height) the list and the detail
        # stand side by side under a rule that spans all 140 columns.
        wait(lambda text: "┬" in text.splitlines()[1] and len(text.splitlines()[1].rstrip()) == 140
             and "⌕ pink" in text, "the 140x16 layout")
        tmux("send-keys", "-t", "t", "C-c")
        wait(lambda text: "StoreSearch" not in text, "the app gone")
    finally:
        tmux("kill-server")


def test_a_wake_up_pipe_that_cannot_be_made_is_said_and_leaves_the_terminal_as_it_was(launch):
    """`pipe(&fds)` was not checked: with no descriptor left (`ulimit -n`)
    the wake-up pipe stayed [0, 0], standard input (the terminal, shared
    with the shell) was made non-blocking and wake-ups were written to it.
    Now the interface refuses to start and says why. Tried at each limit
    where the program gets that far, so the test does not hang on one count
    of descriptors opened before."""
    said = []
    for limit in range(4, 9):
        app = launch(80, 24, preexec=lambda limit=limit: resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit)))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and app.exit_status is None and not app.find("StoreSearch"):
            pid, status = os.waitpid(app.pid, os.WNOHANG)
            if pid:
                app.exit_status = os.waitstatus_to_exitcode(status)
            time.sleep(0.02)
        if app.exit_status is None:
            app.wait_for("StoreSearch")
            app.send("ctrl-c")
            assert app.wait_exit() == 0
        else:
            app._drain(deadline=time.monotonic() + 5)  # reaped above: take the last of its output
        flags = fcntl.fcntl(app.slave, fcntl.F_GETFL)
        assert not flags & os.O_NONBLOCK, f"at {limit} descriptors the terminal was left non-blocking\n{app.dump()}"
        if app.find("the interface cannot start: Too many open files"):
            assert app.exit_status == 2
            said.append(limit)
        app.close()
    assert said, "at some limit the pipe is what fails, and that is said"
