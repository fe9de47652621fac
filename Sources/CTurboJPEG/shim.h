// libjpeg-turbo's TurboJPEG API: errors come back as codes, so Swift never
// meets libjpeg's setjmp/longjmp error handling.
#include <stddef.h>
#include <turbojpeg.h>
