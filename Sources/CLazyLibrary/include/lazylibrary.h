// A shared library opened with dlopen on its first use, not linked: a
// process that never stores an answer or draws a picture never loads
// SQLite, libpng, libjpeg-turbo, libchafa or glib, and their loading and
// relocation are a good part of the time a process takes to start (see
// docs/BENCHMARKS.md, "first frame"). Each of CSQLite, CPNG, CTurboJPEG
// and CChafa defines the library's functions it uses, with the library's
// own names and types (hidden, so never seen by the library itself), each
// calling the real one through a pointer found here.
#ifndef STORESEARCH_LAZY_LIBRARY_H
#define STORESEARCH_LAZY_LIBRARY_H

typedef struct ss_lazy_library {
    /// The names to open, tried in order; NULL ends the list.
    const char *const *names;
    /// The functions to find, in order; NULL ends the list.
    const char *const *symbols;
    /// Where each function found goes, in the order of `symbols`.
    void **functions;
    /// 0 not tried yet, 1 loaded, -1 failed (read and written by ss_lazy_load).
    int state;
    /// Why it failed, when it did.
    char failure[200];
} ss_lazy_library;

/// Opens `library` the first time it is asked (from any thread, once);
/// whether its functions are all there.
int ss_lazy_load(ss_lazy_library *library);

#endif
