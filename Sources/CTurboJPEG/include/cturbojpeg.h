// libjpeg-turbo's TurboJPEG API: errors come back as codes, so Swift never
// meets libjpeg's setjmp/longjmp error handling. Opened on first use
// (lazylibrary.h; cturbojpeg.c defines the functions used).
#ifndef STORESEARCH_CTURBOJPEG_H
#define STORESEARCH_CTURBOJPEG_H

#include <stddef.h>
#include <turbojpeg.h>

#endif
