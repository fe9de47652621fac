"""Issue 30: the terminal's own plumbing, where it used to go wrong quietly."""
import fcntl
import os
import resource
import signal
import time

from job_shell import JobShell


def test_a_resize_while_stopped_from_outside_is_laid_out_on_resume(home):
    """A SIGTSTP sent from outside (kill -TSTP, not Ctrl-Z) suspended the
    program and, on `fg`, took the terminal's new size for ncurses but never
    told the program: a resize made while it was stopped (the shell, in the
    foreground then, got that SIGWINCH) left the old layout drawn in the new
    size. In a real shell with job control, as only there does a stop stop."""
    with JobShell(home, "tstp") as shell:
        shell.start_app_showing_pink()
        os.kill(shell.app_pid(), signal.SIGTSTP)
        shell.wait_stopped()
        shell.tmux("resize-window", "-t", "t", "-x", "140", "-y", "16")
        shell.keys("fg", "Enter")
        # At 140x16 (regular width, compact height) the list and the detail
        # stand side by side under a rule that spans all 140 columns.
        shell.wait(lambda text: "┬" in text.splitlines()[1] and len(text.splitlines()[1].rstrip()) == 140
                   and "⌕ pink" in text, "the 140x16 layout")
        shell.quit_app()


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
            status = app.wait_exit()
            # One descriptor short of the catalog's, the interface starts but
            # cannot read it: it says so on its way out, with status 1.
            said_why = b"cannot read the catalog" in bytes(app.raw) and b"Too many open files" in bytes(app.raw)
            assert status == 0 or (status == 1 and said_why), f"at {limit} descriptors: {status}\n{app.dump()}"
        else:
            app._drain(deadline=time.monotonic() + 5)  # reaped above: take the last of its output
        flags = fcntl.fcntl(app.slave, fcntl.F_GETFL)
        assert not flags & os.O_NONBLOCK, f"at {limit} descriptors the terminal was left non-blocking\n{app.dump()}"
        if app.find("the interface cannot start: Too many open files"):
            assert app.exit_status == 2
            said.append(limit)
        app.close()
    assert said, "at some limit the pipe is what fails, and that is said"
