// The libpng functions the image decoder and PixelEncoder use, each calling the real one
// in libpng16, opened on the first (lazylibrary.h). Hidden: libpng's own
// calls never come here. Without the library, no PNG can be read or
// written (kitty and iTerm2 are sent PNGs).
#include <limits.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "lazylibrary.h"

// The C library's headers come first: only the library's own functions are hidden.
#pragma GCC visibility push(hidden)
#include "cpng.h"

enum { BEGIN_READ_FROM_MEMORY, FINISH_READ, FREE, WRITE_TO_MEMORY, COUNT };
static const char *const names[] = {"libpng16.so.16", "libpng16.so", NULL};
static const char *const symbols[COUNT + 1] = {
    [BEGIN_READ_FROM_MEMORY] = "png_image_begin_read_from_memory", [FINISH_READ] = "png_image_finish_read",
    [FREE] = "png_image_free", [WRITE_TO_MEMORY] = "png_image_write_to_memory", [COUNT] = NULL,
};
static void *functions[COUNT];
static ss_lazy_library library = {names, symbols, functions, 0, ""};

#define LOADED ss_lazy_load(&library)
#define REAL(index, type) ((type)functions[index])

int png_image_begin_read_from_memory(png_imagep image, png_const_voidp memory, size_t size) {
    if (!LOADED) {
        // As libpng says a failure: in the image's message.
        image->warning_or_error = PNG_IMAGE_ERROR;
        strncpy(image->message, library.failure, sizeof image->message - 1);
        image->message[sizeof image->message - 1] = 0;
        return 0;
    }
    return REAL(BEGIN_READ_FROM_MEMORY, int (*)(png_imagep, png_const_voidp, size_t))(image, memory, size);
}

int png_image_finish_read(png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride,
                          void *colormap) {
    typedef int (*finish)(png_imagep, png_const_colorp, void *, png_int_32, void *);
    return LOADED ? REAL(FINISH_READ, finish)(image, background, buffer, row_stride, colormap) : 0;
}

void png_image_free(png_imagep image) {
    if (LOADED) REAL(FREE, void (*)(png_imagep))(image);
}

int png_image_write_to_memory(png_imagep image, void *memory, png_alloc_size_t *PNG_RESTRICT memory_bytes,
                              int convert_to_8_bit, const void *buffer, png_int_32 row_stride, const void *colormap) {
    typedef int (*write)(png_imagep, void *, png_alloc_size_t *, int, const void *, png_int_32, const void *);
    return LOADED ? REAL(WRITE_TO_MEMORY, write)(image, memory, memory_bytes, convert_to_8_bit, buffer, row_stride,
                                                 colormap)
                  : 0;
}
