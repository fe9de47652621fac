// See signals.h. Everything a handler does here is async-signal-safe:
// sig_atomic_t words, write(2), tcsetattr(3), backtrace(3) once warmed,
// raise(3); errno is put back as it was found.
#define _GNU_SOURCE
#include "signals.h"

#include <fcntl.h>
#include <errno.h>
#include <execinfo.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

enum { SIGNAL_COUNT = 65, RESTORE_CAPACITY = 512, FRAME_CAPACITY = 32 };

static volatile sig_atomic_t pending[SIGNAL_COUNT];
static volatile sig_atomic_t wake_fd = -1;
static unsigned char restore_bytes[RESTORE_CAPACITY];
static volatile sig_atomic_t restore_count;
static struct termios saved_modes;
static volatile sig_atomic_t has_saved_modes;
static volatile sig_atomic_t restore_prepared;
static void *frames[FRAME_CAPACITY];

void ss_signals_set_wake_fd(int fd) { wake_fd = fd; }

int ss_signals_wake_fd(void) { return wake_fd; }

void ss_signals_note(int signal) {
    int saved_errno = errno;
    if (signal >= 0 && signal < SIGNAL_COUNT) pending[signal] = 1;
    int fd = wake_fd;
    if (fd >= 0) {
        unsigned char byte = 1;
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

int ss_signals_take(int signal) {
    if (signal < 0 || signal >= SIGNAL_COUNT) return 0;
    return __atomic_exchange_n(&pending[signal], 0, __ATOMIC_SEQ_CST) != 0;
}

void ss_signals_prepare_restore(const unsigned char *bytes, int count, const struct termios *modes) {
    if (count > RESTORE_CAPACITY) count = RESTORE_CAPACITY;
    if (count < 0) count = 0;
    restore_count = 0;
    memcpy(restore_bytes, bytes, (size_t)count);
    restore_count = count;
    if (modes) {
        has_saved_modes = 0;
        saved_modes = *modes;
        has_saved_modes = 1;
    }
    restore_prepared = 1;
}

int ss_signals_restore_is_prepared(void) { return restore_prepared; }

int ss_signals_set_crash_handler(int signal) {
    if (!restore_prepared) {
        errno = EINVAL;
        return -1;
    }
    ss_signals_set_handler(signal, ss_signals_crash, SA_RESETHAND);
    return 0;
}

void ss_signals_warm_backtrace(void) {
    void *first[4];
    (void)backtrace(first, 4);
}

static void say(const char *text) {
    ssize_t ignored = write(STDERR_FILENO, text, strlen(text));
    (void)ignored;
}

void ss_signals_crash(int signal) {
    ssize_t ignored = write(STDOUT_FILENO, restore_bytes, (size_t)restore_count);
    (void)ignored;
    if (has_saved_modes) tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
    // A short report on standard error, which is the log while the
    // interface is up: what happened, and where (raw frames; addr2line or
    // the build's symbols turn them into names).
    say("storesearch: crashed (");
    switch (signal) {
    case SIGSEGV: say("SIGSEGV, a bad memory access"); break;
    case SIGABRT: say("SIGABRT, aborted"); break;
    case SIGBUS: say("SIGBUS, a bad memory access"); break;
    case SIGILL: say("SIGILL, a fatal error or a bad instruction"); break;
    case SIGFPE: say("SIGFPE, an arithmetic error"); break;
    case SIGTRAP: say("SIGTRAP, a fatal error"); break;
    case SIGSYS: say("SIGSYS, a bad system call"); break;
    default: say("a fatal signal"); break;
    }
    say("); the terminal was restored. Backtrace:\n");
    int count = backtrace(frames, FRAME_CAPACITY);
    backtrace_symbols_fd(frames, count, STDERR_FILENO);
    // SA_RESETHAND put the default action back: raising again ends the
    // process as the signal would.
    raise(signal);
}

void ss_signals_set_handler(int signal, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    action.sa_handler = handler;
    sigaction(signal, &action, NULL);
}

int ss_signals_wake_pipe(int fds[2]) { return pipe2(fds, O_NONBLOCK | O_CLOEXEC); }
