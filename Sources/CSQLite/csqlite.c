// The SQLite functions the response cache uses, each calling the real one
// in libsqlite3, opened on the first (lazylibrary.h). Hidden: libsqlite3's
// own calls never come here. Without the library, opening a database
// fails (SQLITE_CANTOPEN) and the cache is not used.
#include <stdarg.h>
#include <stddef.h>

#include "lazylibrary.h"

// The C library's headers come first: only the library's own functions are hidden.
#pragma GCC visibility push(hidden)
#include "csqlite.h"

enum {
    OPEN_V2, BUSY_TIMEOUT, EXEC, ERRMSG, CLOSE, PREPARE_V2, STEP, FINALIZE, BIND_DOUBLE, BIND_TEXT, BIND_BLOB,
    COLUMN_DOUBLE, COLUMN_BYTES, COLUMN_BLOB, COUNT
};
static const char *const names[] = {"libsqlite3.so.0", "libsqlite3.so", NULL};
static const char *const symbols[COUNT + 1] = {
    [OPEN_V2] = "sqlite3_open_v2", [BUSY_TIMEOUT] = "sqlite3_busy_timeout", [EXEC] = "sqlite3_exec",
    [ERRMSG] = "sqlite3_errmsg", [CLOSE] = "sqlite3_close", [PREPARE_V2] = "sqlite3_prepare_v2",
    [STEP] = "sqlite3_step", [FINALIZE] = "sqlite3_finalize", [BIND_DOUBLE] = "sqlite3_bind_double",
    [BIND_TEXT] = "sqlite3_bind_text", [BIND_BLOB] = "sqlite3_bind_blob",
    [COLUMN_DOUBLE] = "sqlite3_column_double", [COLUMN_BYTES] = "sqlite3_column_bytes",
    [COLUMN_BLOB] = "sqlite3_column_blob", [COUNT] = NULL,
};
static void *functions[COUNT];
static ss_lazy_library library = {names, symbols, functions, 0, ""};

// Every function but open is only reached with what open gave, so the
// library is loaded; each still checks, and answers as for an error.
#define LOADED ss_lazy_load(&library)
#define REAL(index, type) ((type)functions[index])

int sqlite3_open_v2(const char *filename, sqlite3 **database, int flags, const char *vfs) {
    if (!LOADED) {
        *database = NULL;
        return SQLITE_CANTOPEN;
    }
    return REAL(OPEN_V2, int (*)(const char *, sqlite3 **, int, const char *))(filename, database, flags, vfs);
}

int sqlite3_busy_timeout(sqlite3 *database, int milliseconds) {
    return LOADED ? REAL(BUSY_TIMEOUT, int (*)(sqlite3 *, int))(database, milliseconds) : SQLITE_MISUSE;
}

int sqlite3_exec(sqlite3 *database, const char *sql, int (*callback)(void *, int, char **, char **), void *context,
                 char **error) {
    typedef int (*exec)(sqlite3 *, const char *, int (*)(void *, int, char **, char **), void *, char **);
    return LOADED ? REAL(EXEC, exec)(database, sql, callback, context, error) : SQLITE_MISUSE;
}

const char *sqlite3_errmsg(sqlite3 *database) {
    return LOADED ? REAL(ERRMSG, const char *(*)(sqlite3 *))(database) : library.failure;
}

int sqlite3_close(sqlite3 *database) {
    return LOADED ? REAL(CLOSE, int (*)(sqlite3 *))(database) : SQLITE_OK;
}

int sqlite3_prepare_v2(sqlite3 *database, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail) {
    typedef int (*prepare)(sqlite3 *, const char *, int, sqlite3_stmt **, const char **);
    if (!LOADED) {
        *statement = NULL;
        return SQLITE_MISUSE;
    }
    return REAL(PREPARE_V2, prepare)(database, sql, bytes, statement, tail);
}

int sqlite3_step(sqlite3_stmt *statement) {
    return LOADED ? REAL(STEP, int (*)(sqlite3_stmt *))(statement) : SQLITE_MISUSE;
}

int sqlite3_finalize(sqlite3_stmt *statement) {
    return LOADED ? REAL(FINALIZE, int (*)(sqlite3_stmt *))(statement) : SQLITE_OK;
}

int sqlite3_bind_double(sqlite3_stmt *statement, int index, double value) {
    return LOADED ? REAL(BIND_DOUBLE, int (*)(sqlite3_stmt *, int, double))(statement, index, value) : SQLITE_MISUSE;
}

int sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes, void (*destructor)(void *)) {
    typedef int (*bind)(sqlite3_stmt *, int, const char *, int, void (*)(void *));
    return LOADED ? REAL(BIND_TEXT, bind)(statement, index, text, bytes, destructor) : SQLITE_MISUSE;
}

int sqlite3_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int count, void (*destructor)(void *)) {
    typedef int (*bind)(sqlite3_stmt *, int, const void *, int, void (*)(void *));
    return LOADED ? REAL(BIND_BLOB, bind)(statement, index, bytes, count, destructor) : SQLITE_MISUSE;
}

double sqlite3_column_double(sqlite3_stmt *statement, int column) {
    return LOADED ? REAL(COLUMN_DOUBLE, double (*)(sqlite3_stmt *, int))(statement, column) : 0;
}

int sqlite3_column_bytes(sqlite3_stmt *statement, int column) {
    return LOADED ? REAL(COLUMN_BYTES, int (*)(sqlite3_stmt *, int))(statement, column) : 0;
}

const void *sqlite3_column_blob(sqlite3_stmt *statement, int column) {
    return LOADED ? REAL(COLUMN_BLOB, const void *(*)(sqlite3_stmt *, int))(statement, column) : NULL;
}
