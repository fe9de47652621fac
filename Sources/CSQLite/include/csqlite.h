// SQLite for Swift, opened on first use (lazylibrary.h; csqlite.c defines
// the functions used). SQLITE_TRANSIENT is a cast Swift cannot import, so
// the binding calls that need it are wrapped here.
#ifndef STORESEARCH_CSQLITE_H
#define STORESEARCH_CSQLITE_H

#include <sqlite3.h>

static inline int ss_bind_text(sqlite3_stmt *statement, int index, const char *text) {
    return sqlite3_bind_text(statement, index, text, -1, SQLITE_TRANSIENT);
}

static inline int ss_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int count) {
    return sqlite3_bind_blob(statement, index, bytes, count, SQLITE_TRANSIENT);
}

#endif
