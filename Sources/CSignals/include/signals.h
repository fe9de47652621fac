// The terminal's signal handlers, in C: what a handler touches must be
// async-signal-safe, and Swift globals are not (every access is checked for
// exclusivity, and a handler may run in the middle of one).
#ifndef STORESEARCH_CSIGNALS_H
#define STORESEARCH_CSIGNALS_H

#include <termios.h>

/// Where a noted signal writes its wake-up byte (-1: nowhere). Set before
/// the handlers are installed and changed only while they are: the
/// descriptor is one atomic word, so a handler reads the old or the new.
void ss_signals_set_wake_fd(int fd);
int ss_signals_wake_fd(void);

/// The handler that notes `signal` and wakes the loop.
void ss_signals_note(int signal);
/// The handler that restores the terminal and lets a crash take its course.
void ss_signals_crash(int signal);

/// Whether `signal` was noted since the last call (and forgets it), atomically.
int ss_signals_take(int signal);

/// What the crash handler writes to put the terminal back (at most 512
/// bytes), and the terminal modes it restores. Call with the handlers
/// blocked or before they are installed.
void ss_signals_prepare_restore(const unsigned char *bytes, int count, const struct termios *modes);

/// Whether `ss_signals_prepare_restore` was called: a crash handler has
/// something to put back.
int ss_signals_restore_is_prepared(void);

/// Installs the crash handler for `signal` (with SA_RESETHAND); -1 with
/// EINVAL, and nothing installed, while the restore is not prepared: a
/// crash handler is never live before it knows what to put back.
int ss_signals_set_crash_handler(int signal);

/// Loads backtrace(3)'s unwinder now: a crash handler must not load it.
void ss_signals_warm_backtrace(void);

/// Installs `handler` for `signal` with `flags` (the handler may be SIG_IGN or SIG_DFL).
void ss_signals_set_handler(int signal, void (*handler)(int), int flags);

/// The pipe a noted signal (or another thread) wakes the loop through,
/// both ends non-blocking and closed on exec; -1 with errno when not made.
int ss_signals_wake_pipe(int fds[2]);

#endif
