// One HTTP GET through libcurl, which is loaded with dlopen on first use:
// a program that never fetches never loads libcurl and the thirty
// libraries it brings (TLS, Kerberos, LDAP...), which is most of the cost
// of starting a process that links it.
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

typedef struct ccurl_request ccurl_request;

/// Outcomes besides libcurl's own codes (which are all >= 0).
enum {
    /// libcurl could not be loaded: the message says why.
    CCURL_UNAVAILABLE = -1,
    /// The answer was larger than the limit given.
    CCURL_TOO_LARGE = -2,
};

/// A request that can be performed once and cancelled from any thread.
ccurl_request *ccurl_request_new(void);
void ccurl_request_free(ccurl_request *request);

/// Asks a running (or future) perform to stop at libcurl's next callback.
void ccurl_request_cancel(ccurl_request *request);

/// GETs `url`, blocking the calling thread for at most `timeout_ms`.
/// Returns 0 or a libcurl error code (CURLE_*), or a CCURL_* value.
int ccurl_request_perform(ccurl_request *request, const char *url, const char *user_agent,
                          long timeout_ms, size_t max_body_bytes);

/// After perform: the HTTP status (0 when none came), the body, and a
/// readable reason when perform failed.
long ccurl_request_status(const ccurl_request *request);
const unsigned char *ccurl_request_body(const ccurl_request *request);
size_t ccurl_request_body_length(const ccurl_request *request);
const char *ccurl_request_error(const ccurl_request *request);

#endif
