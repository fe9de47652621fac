#include "lazylibrary.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

int ss_lazy_load(ss_lazy_library *library) {
    int state = __atomic_load_n(&library->state, __ATOMIC_ACQUIRE);
    if (state != 0) return state == 1;
    pthread_mutex_lock(&lock);
    if (library->state == 0) {
        void *handle = NULL;
        for (const char *const *name = library->names; *name && !handle; name++) {
            handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
        }
        state = 1;
        if (!handle) {
            const char *reason = dlerror();
            snprintf(library->failure, sizeof library->failure, "%s could not be loaded: %s", library->names[0],
                     reason ? reason : "not found");
            state = -1;
        }
        for (int index = 0; state == 1 && library->symbols[index]; index++) {
            library->functions[index] = dlsym(handle, library->symbols[index]);
            if (!library->functions[index]) {
                snprintf(library->failure, sizeof library->failure, "%s lacks %s", library->names[0],
                         library->symbols[index]);
                state = -1;
            }
        }
        __atomic_store_n(&library->state, state, __ATOMIC_RELEASE);
    }
    state = library->state;
    pthread_mutex_unlock(&lock);
    return state == 1;
}
