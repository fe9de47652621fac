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

/// A screen on the process's standard input and output.
static inline SCREEN *ss_newterm(void) { return newterm(NULL, stdout, stdin); }
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
