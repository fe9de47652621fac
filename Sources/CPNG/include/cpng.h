// libpng's simplified API (png_image_*): no setjmp needed from Swift.
// Opened on first use (lazylibrary.h; cpng.c defines the functions used).
#ifndef STORESEARCH_CPNG_H
#define STORESEARCH_CPNG_H

#include <png.h>

static const png_uint_32 ss_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 ss_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 ss_PNG_FORMAT_RGB = PNG_FORMAT_RGB;

#endif
