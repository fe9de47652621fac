// The TurboJPEG functions the image decoder uses, each calling the real
// one in libturbojpeg, opened on the first (lazylibrary.h). Hidden: the
// library's own calls never come here. Without the library, no decoder
// can be made and no JPEG read.
#include <stddef.h>

#include "lazylibrary.h"

// The C library's headers come first: only the library's own functions are hidden.
#pragma GCC visibility push(hidden)
#include "cturbojpeg.h"

enum { INIT_DECOMPRESS, DESTROY, DECOMPRESS_HEADER3, DECOMPRESS2, GET_ERROR_STR2, GET_ERROR_CODE, COUNT };
static const char *const names[] = {"libturbojpeg.so.0", "libturbojpeg.so", NULL};
static const char *const symbols[COUNT + 1] = {
    [INIT_DECOMPRESS] = "tjInitDecompress", [DESTROY] = "tjDestroy", [DECOMPRESS_HEADER3] = "tjDecompressHeader3",
    [DECOMPRESS2] = "tjDecompress2", [GET_ERROR_STR2] = "tjGetErrorStr2", [GET_ERROR_CODE] = "tjGetErrorCode",
    [COUNT] = NULL,
};
static void *functions[COUNT];
static ss_lazy_library library = {names, symbols, functions, 0, ""};

#define LOADED ss_lazy_load(&library)
#define REAL(index, type) ((type)functions[index])

tjhandle tjInitDecompress(void) {
    return LOADED ? REAL(INIT_DECOMPRESS, tjhandle (*)(void))() : NULL;
}

int tjDestroy(tjhandle handle) {
    return LOADED ? REAL(DESTROY, int (*)(tjhandle))(handle) : -1;
}

int tjDecompressHeader3(tjhandle handle, const unsigned char *jpeg, unsigned long size, int *width, int *height,
                        int *subsampling, int *colorspace) {
    typedef int (*header)(tjhandle, const unsigned char *, unsigned long, int *, int *, int *, int *);
    return LOADED ? REAL(DECOMPRESS_HEADER3, header)(handle, jpeg, size, width, height, subsampling, colorspace) : -1;
}

int tjDecompress2(tjhandle handle, const unsigned char *jpeg, unsigned long size, unsigned char *pixels, int width,
                  int pitch, int height, int format, int flags) {
    typedef int (*decompress)(tjhandle, const unsigned char *, unsigned long, unsigned char *, int, int, int, int,
                              int);
    return LOADED ? REAL(DECOMPRESS2, decompress)(handle, jpeg, size, pixels, width, pitch, height, format, flags)
                  : -1;
}

char *tjGetErrorStr2(tjhandle handle) {
    return LOADED ? REAL(GET_ERROR_STR2, char *(*)(tjhandle))(handle) : library.failure;
}

int tjGetErrorCode(tjhandle handle) {
    return LOADED ? REAL(GET_ERROR_CODE, int (*)(tjhandle))(handle) : TJERR_FATAL;
}
