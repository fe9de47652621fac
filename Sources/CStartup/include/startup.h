#ifndef STORESEARCH_STARTUP_H
#define STORESEARCH_STARTUP_H

/// Whether the start-up constructor ran (see startup.c); main asks, so the
/// object that holds the constructor is always linked in.
int storesearch_startup_ran(void);

#endif
