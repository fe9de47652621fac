#include "ccurl.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libcurl's entry points, found at first use.
static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout_ms,
                            int *numfds);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMcode (*multi_timeout)(CURLM *multi, long *timeout_ms);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *left);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    int loaded;
    char failure[256];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) {
        const char *reason = dlerror();
        snprintf(curl.failure, sizeof curl.failure, "libcurl could not be loaded: %s",
                 reason ? reason : "not found");
        return;
    }
#define FIND(field, symbol)                                                                    \
    if (!(*(void **)&curl.field = dlsym(library, symbol))) {                                   \
        snprintf(curl.failure, sizeof curl.failure, "libcurl lacks %s", symbol);                \
        return;                                                                                \
    }
    FIND(global_init, "curl_global_init")
    FIND(easy_init, "curl_easy_init")
    FIND(easy_setopt, "curl_easy_setopt")
    FIND(easy_perform, "curl_easy_perform")
    FIND(easy_getinfo, "curl_easy_getinfo")
    FIND(easy_cleanup, "curl_easy_cleanup")
    FIND(easy_strerror, "curl_easy_strerror")
    FIND(slist_append, "curl_slist_append")
    FIND(slist_free_all, "curl_slist_free_all")
    FIND(multi_init, "curl_multi_init")
    FIND(multi_add_handle, "curl_multi_add_handle")
    FIND(multi_remove_handle, "curl_multi_remove_handle")
    FIND(multi_perform, "curl_multi_perform")
    FIND(multi_poll, "curl_multi_poll")
    FIND(multi_wakeup, "curl_multi_wakeup")
    FIND(multi_timeout, "curl_multi_timeout")
    FIND(multi_info_read, "curl_multi_info_read")
    FIND(multi_cleanup, "curl_multi_cleanup")
#undef FIND
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(curl.failure, sizeof curl.failure, "libcurl could not start");
        return;
    }
    curl.loaded = 1;
}

struct ccurl_request {
    atomic_int cancelled;
    // While in a session: its handle and headers, and the next request in
    // the session's list (pending, then running).
    CURL *handle;
    struct curl_slist *headers;
    ccurl_request *next;
    void *context;
    long status;
    unsigned char *body;
    size_t length;
    size_t capacity;
    size_t limit;
    int too_large;
    char error[CURL_ERROR_SIZE];
};

ccurl_request *ccurl_request_new(void) {
    ccurl_request *request = calloc(1, sizeof *request);
    if (request) atomic_init(&request->cancelled, 0);
    return request;
}

void ccurl_request_free(ccurl_request *request) {
    if (!request) return;
    free(request->body);
    free(request);
}

static size_t receive(char *data, size_t size, size_t count, void *context) {
    ccurl_request *request = context;
    size_t length = size * count;
    if (request->length + length > request->limit) {
        request->too_large = 1;
        return 0;  // libcurl stops with CURLE_WRITE_ERROR
    }
    if (request->length + length > request->capacity) {
        size_t capacity = request->capacity ? request->capacity : 16384;
        while (capacity < request->length + length) capacity *= 2;
        unsigned char *grown = realloc(request->body, capacity);
        if (!grown) return 0;
        request->body = grown;
        request->capacity = capacity;
    }
    memcpy(request->body + request->length, data, length);
    request->length += length;
    return length;
}

static int progress(void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total,
                    curl_off_t uploaded) {
    (void)download_total, (void)downloaded, (void)upload_total, (void)uploaded;
    ccurl_request *request = context;
    return atomic_load(&request->cancelled) ? 1 : 0;  // non-zero aborts the transfer
}

// A handle set up to GET `url` into `request`, or NULL (the request's error says why).
static CURL *configure(ccurl_request *request, const char *url, const char *user_agent, long timeout_ms,
                       size_t max_body_bytes) {
    CURL *handle = curl.easy_init();
    if (!handle) {
        snprintf(request->error, sizeof request->error, "libcurl could not make a handle");
        return NULL;
    }
    request->limit = max_body_bytes;
    request->headers = curl.slist_append(NULL, "Accept: application/json");
    curl.easy_setopt(handle, CURLOPT_URL, url);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, request->headers);
    curl.easy_setopt(handle, CURLOPT_USERAGENT, user_agent);
    curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");  // whatever compression libcurl reads
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);         // threads: no SIGALRM for name lookups
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 5L);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    // Redirects never downgrade: from https only to https (a plain-http store,
    // as in the tests, may redirect within http).
    curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR,
                     strncmp(url, "https:", 6) == 0 ? "https" : "http,https");
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, receive);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, request);
    curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, progress);
    curl.easy_setopt(handle, CURLOPT_XFERINFODATA, request);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, request->error);
    curl.easy_setopt(handle, CURLOPT_PRIVATE, request);
    request->error[0] = 0;
    return handle;
}

// The outcome of a transfer that ended with `code`; the handle is cleaned up.
static int conclude(ccurl_request *request, CURL *handle, CURLcode code) {
    long status = 0;
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    request->status = status;
    if (code != CURLE_OK && request->error[0] == 0) {
        snprintf(request->error, sizeof request->error, "%s", curl.easy_strerror(code));
    }
    curl.easy_cleanup(handle);
    curl.slist_free_all(request->headers);
    request->headers = NULL;
    request->handle = NULL;
    if (request->too_large) {
        snprintf(request->error, sizeof request->error, "the answer is larger than %zu bytes", request->limit);
        return CCURL_TOO_LARGE;
    }
    return (int)code;
}

// --- The session: every transfer on one thread, through one multi handle ---

struct ccurl_session {
    CURLM *multi;
    pthread_mutex_t lock;
    // Requests given but not yet added to the multi handle (under `lock`).
    ccurl_request *pending;
    // Requests whose transfers run (the session's thread's alone).
    ccurl_request *running;
    atomic_int stopping;
    int cancels;  // under `lock`: a cancel to look for
};

ccurl_session *ccurl_session_new(char *failure, size_t failure_size) {
    pthread_once(&load_once, load);
    if (!curl.loaded) {
        snprintf(failure, failure_size, "%s", curl.failure);
        return NULL;
    }
    ccurl_session *session = calloc(1, sizeof *session);
    if (!session) return NULL;
    session->multi = curl.multi_init();
    if (!session->multi) {
        free(session);
        snprintf(failure, failure_size, "libcurl could not make a multi handle");
        return NULL;
    }
    pthread_mutex_init(&session->lock, NULL);
    atomic_init(&session->stopping, 0);
    return session;
}

int ccurl_session_start(ccurl_session *session, ccurl_request *request, const char *url, const char *user_agent,
                        long timeout_ms, size_t max_body_bytes, void *context) {
    request->context = context;
    pthread_mutex_lock(&session->lock);
    if (atomic_load(&session->stopping)) {
        pthread_mutex_unlock(&session->lock);
        snprintf(request->error, sizeof request->error, "the program is ending");
        return -1;
    }
    // (libcurl copies the strings it is given.)
    request->handle = configure(request, url, user_agent, timeout_ms, max_body_bytes);
    request->next = session->pending;
    session->pending = request;
    curl.multi_wakeup(session->multi);
    pthread_mutex_unlock(&session->lock);
    return 0;
}

void ccurl_session_cancel(ccurl_session *session, ccurl_request *request) {
    atomic_store(&request->cancelled, 1);
    pthread_mutex_lock(&session->lock);
    session->cancels = 1;
    if (session->multi) curl.multi_wakeup(session->multi);
    pthread_mutex_unlock(&session->lock);
}

void ccurl_session_stop(ccurl_session *session) {
    pthread_mutex_lock(&session->lock);
    atomic_store(&session->stopping, 1);
    if (session->multi) curl.multi_wakeup(session->multi);
    pthread_mutex_unlock(&session->lock);
}

// Ends `request` with `code`: out of the multi handle, its handle cleaned up, told.
static void end_transfer(ccurl_session *session, ccurl_request *request, int code,
                         void (*finished)(void *context, ccurl_request *request, int code)) {
    if (request->handle) {
        curl.multi_remove_handle(session->multi, request->handle);
        code = conclude(request, request->handle, (CURLcode)code);
    }
    finished(request->context, request, code);
}

// Takes `request` out of the running list.
static void unlink_running(ccurl_session *session, ccurl_request *request) {
    for (ccurl_request **link = &session->running; *link; link = &(*link)->next) {
        if (*link == request) {
            *link = request->next;
            return;
        }
    }
}

void ccurl_session_run(ccurl_session *session, void (*finished)(void *context, ccurl_request *request, int code)) {
    while (!atomic_load(&session->stopping)) {
        pthread_mutex_lock(&session->lock);
        ccurl_request *given = session->pending;
        session->pending = NULL;
        int cancels = session->cancels;
        session->cancels = 0;
        pthread_mutex_unlock(&session->lock);
        while (given) {
            ccurl_request *request = given;
            given = given->next;
            if (!request->handle) {  // it could not be set up: the error says why
                finished(request->context, request, CURLE_FAILED_INIT);
            } else if (atomic_load(&request->cancelled)) {
                end_transfer(session, request, CURLE_ABORTED_BY_CALLBACK, finished);
            } else {
                curl.multi_add_handle(session->multi, request->handle);
                request->next = session->running;
                session->running = request;
            }
        }
        if (cancels) {
            for (ccurl_request *request = session->running, *next; request; request = next) {
                next = request->next;
                if (!atomic_load(&request->cancelled)) continue;
                unlink_running(session, request);
                end_transfer(session, request, CURLE_ABORTED_BY_CALLBACK, finished);
            }
        }
        int still_running = 0;
        curl.multi_perform(session->multi, &still_running);
        CURLMsg *message;
        int left = 0;
        while ((message = curl.multi_info_read(session->multi, &left))) {
            if (message->msg != CURLMSG_DONE) continue;
            ccurl_request *request = NULL;
            curl.easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&request);
            CURLcode code = message->data.result;
            unlink_running(session, request);
            end_transfer(session, request, code, finished);
        }
        // Until libcurl's next deadline, or a wake-up (a request given,
        // cancelled, the session stopped); with nothing to do, for an hour.
        long wait = -1;
        curl.multi_timeout(session->multi, &wait);
        if (wait < 0 || wait > 3600000) wait = 3600000;
        if (wait > 0) curl.multi_poll(session->multi, NULL, 0, (int)wait, NULL);
    }
    // Stopped: whatever is still under way ends, cancelled.
    pthread_mutex_lock(&session->lock);
    ccurl_request *given = session->pending;
    session->pending = NULL;
    pthread_mutex_unlock(&session->lock);
    while (given) {
        ccurl_request *request = given;
        given = given->next;
        end_transfer(session, request, CURLE_ABORTED_BY_CALLBACK, finished);
    }
    while (session->running) {
        ccurl_request *request = session->running;
        session->running = request->next;
        end_transfer(session, request, CURLE_ABORTED_BY_CALLBACK, finished);
    }
    pthread_mutex_lock(&session->lock);
    curl.multi_cleanup(session->multi);
    session->multi = NULL;
    pthread_mutex_unlock(&session->lock);
}

long ccurl_request_status(const ccurl_request *request) { return request->status; }
const unsigned char *ccurl_request_body(const ccurl_request *request) { return request->body; }
size_t ccurl_request_body_length(const ccurl_request *request) { return request->length; }
const char *ccurl_request_error(const ccurl_request *request) { return request->error; }
