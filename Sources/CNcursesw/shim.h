// What Swift needs from ncursesw that it cannot import on its own: the
// attribute, mouse and key macros, re-exported as constants and functions.
#ifndef STORESEARCH_CNCURSESW_SHIM_H
#define STORESEARCH_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <ncursesw/curses.h>
#include <locale.h>
#include <execinfo.h>
#include <termios.h>
#include <sys/ioctl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const attr_t ss_A_NORMAL = A_NORMAL;
static const attr_t ss_A_BOLD = A_BOLD;
static const attr_t ss_A_DIM = A_DIM;
static const attr_t ss_A_REVERSE = A_REVERSE;
static const attr_t ss_A_UNDERLINE = A_UNDERLINE;
static const attr_t ss_A_ITALIC = A_ITALIC;

static const mmask_t ss_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t ss_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t ss_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t ss_BUTTON3_PRESSED = BUTTON3_PRESSED;
static const mmask_t ss_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t ss_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t ss_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t ss_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;

// ncurses' globals, read through functions: Swift 6 refuses to touch
// mutable C globals directly. Only the main thread calls these.
static inline WINDOW *ss_stdscr(void) { return stdscr; }
static inline WINDOW *ss_curscr(void) { return curscr; }
static inline int ss_lines(void) { return LINES; }
static inline int ss_columns(void) { return COLS; }
static inline int ss_colors(void) { return COLORS; }
static inline int ss_color_pairs(void) { return COLOR_PAIRS; }
/// Whether colour numbers are 24-bit RGB values (terminfo's RGB flag, as in xterm-direct).
static inline int ss_has_direct_color(void) { return tigetflag("RGB") > 0 || COLORS >= 0x1000000; }

/// A screen on the process's standard input and output, ncurses asking the
/// kernel for its size, and only the kernel (LINES and COLUMNS in the
/// environment would freeze it). A terminal larger than `max_rows` by
/// `max_columns` is given to ncurses as that size: ncurses keeps several
/// copies of the screen, and 65535x65535 would ask it for 137 GB. The only
/// way to tell it a size at start is LINES and COLUMNS, so those are set
/// while the screen is made and put back after.
static inline SCREEN *ss_newterm(int max_rows, int max_columns) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || (size.ws_row <= max_rows && size.ws_col <= max_columns)) {
        use_env(FALSE);
        use_tioctl(TRUE);
        return newterm(NULL, stdout, stdin);
    }
    const char *names[2] = {"LINES", "COLUMNS"};
    int bounded[2] = {size.ws_row < max_rows ? size.ws_row : max_rows,
                      size.ws_col < max_columns ? size.ws_col : max_columns};
    char *saved[2];
    for (int i = 0; i < 2; i++) {
        const char *value = getenv(names[i]);
        saved[i] = value ? strdup(value) : NULL;
        char text[16];
        snprintf(text, sizeof text, "%d", bounded[i] > 0 ? bounded[i] : 1);
        setenv(names[i], text, 1);
    }
    // LINES and COLUMNS, when set, stand for the kernel's size.
    use_env(TRUE);
    use_tioctl(FALSE);
    SCREEN *screen = newterm(NULL, stdout, stdin);
    for (int i = 0; i < 2; i++) {
        if (saved[i]) {
            setenv(names[i], saved[i], 1);
            free(saved[i]);
        } else {
            unsetenv(names[i]);
        }
    }
    return screen;
}
static inline void ss_flush_stdout(void) { fflush(stdout); }

static inline int ss_KEY_F(int n) { return KEY_F(n); }

/// The terminfo string capability `name`, or NULL when the terminal has none.
static inline const char *ss_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}

/// The terminal's size from the kernel, for when ncurses has not seen a SIGWINCH.
static inline int ss_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

#endif
