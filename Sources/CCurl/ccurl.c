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
#undef FIND
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(curl.failure, sizeof curl.failure, "libcurl could not start");
        return;
    }
    curl.loaded = 1;
}

struct ccurl_request {
    atomic_int cancelled;
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

void ccurl_request_cancel(ccurl_request *request) {
    atomic_store(&request->cancelled, 1);
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

int ccurl_request_perform(ccurl_request *request, const char *url, const char *user_agent, long timeout_ms,
                          size_t max_body_bytes) {
    pthread_once(&load_once, load);
    if (!curl.loaded) {
        snprintf(request->error, sizeof request->error, "%s", curl.failure);
        return CCURL_UNAVAILABLE;
    }
    CURL *handle = curl.easy_init();
    if (!handle) {
        snprintf(request->error, sizeof request->error, "libcurl could not make a handle");
        return CURLE_FAILED_INIT;
    }
    request->limit = max_body_bytes;
    struct curl_slist *headers = curl.slist_append(NULL, "Accept: application/json");
    curl.easy_setopt(handle, CURLOPT_URL, url);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
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
    request->error[0] = 0;

    CURLcode code = curl.easy_perform(handle);
    long status = 0;
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    request->status = status;
    if (code != CURLE_OK && request->error[0] == 0) {
        snprintf(request->error, sizeof request->error, "%s", curl.easy_strerror(code));
    }
    curl.easy_cleanup(handle);
    curl.slist_free_all(headers);
    if (request->too_large) {
        snprintf(request->error, sizeof request->error, "the answer is larger than %zu bytes", max_body_bytes);
        return CCURL_TOO_LARGE;
    }
    return (int)code;
}

long ccurl_request_status(const ccurl_request *request) { return request->status; }
const unsigned char *ccurl_request_body(const ccurl_request *request) { return request->body; }
size_t ccurl_request_body_length(const ccurl_request *request) { return request->length; }
const char *ccurl_request_error(const ccurl_request *request) { return request->error; }
