// libchafa (and the glib types its API uses): pictures as character cells.
#include <chafa.h>
