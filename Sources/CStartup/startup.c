// Before anything else in the process: SIGQUIT (Ctrl-\) ends the program as
// the signal does by default, and SIGXFSZ is ignored (see below).
//
// The Swift runtime's crash catcher installs itself for SIGQUIT among the
// crash signals, during the constructors that run before main, unless the
// signal has a handler already. A SIGQUIT in the first milliseconds (a
// script, a supervisor, a quick Ctrl-\) was then taken for a crash: on a
// terminal it drew a crash report and held the program in a 30 s prompt.
// This handler, set first, leaves SIGQUIT to its default action; the
// interface's own handler (keep the draft, restore the terminal) replaces it
// once the terminal is taken.
#include "startup.h"

#include <signal.h>
#include <string.h>

static volatile sig_atomic_t ran;

static void quit_as_the_signal_does(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
    raise(signal_number);
}

__attribute__((constructor(101))) static void before_the_runtime(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = quit_as_the_signal_does;
    sigemptyset(&action.sa_mask);
    sigaction(SIGQUIT, &action, NULL);
    // A file size limit (a shell's `ulimit -f`) is an error each write
    // reports (EFBIG), as a full disk's ENOSPC is, in every mode: a one-shot
    // search, an index builder and the interface alike keep what they have
    // and say so, rather than die of SIGXFSZ mid-write. Programs the app
    // starts get the default back (Spawn).
    action.sa_handler = SIG_IGN;
    sigaction(SIGXFSZ, &action, NULL);
    ran = 1;
}

int storesearch_startup_ran(void) { return ran; }
