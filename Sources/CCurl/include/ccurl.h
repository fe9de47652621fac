// HTTP GETs through libcurl, which is loaded with dlopen on first use:
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

typedef struct ccurl_session ccurl_session;

/// A request that can be given to a session once and cancelled from any thread.
ccurl_request *ccurl_request_new(void);
void ccurl_request_free(ccurl_request *request);

/// Every transfer of the program, on one thread, through one libcurl multi
/// handle. NULL when libcurl cannot be loaded (`failure` says why).
ccurl_session *ccurl_session_new(char *failure, size_t failure_size);

/// Gives the session a GET of `url`, ended by libcurl after `timeout_ms`
/// at most; `context` is handed back when it ends. Any thread. -1 (and
/// nothing started) once the session was stopped.
int ccurl_session_start(ccurl_session *session, ccurl_request *request, const char *url,
                        const char *user_agent, long timeout_ms, size_t max_body_bytes, void *context);

/// Ends a request given to the session at once (its `finished` says
/// CURLE_ABORTED_BY_CALLBACK). Any thread.
void ccurl_session_cancel(ccurl_session *session, ccurl_request *request);

/// Asks `ccurl_session_run` to return: what is under way ends, cancelled. Any thread.
void ccurl_session_stop(ccurl_session *session);

/// The session's thread: drives the transfers until stopped, telling
/// `finished` each request's end (0, a CURLE_* code, or CCURL_TOO_LARGE),
/// once, on this thread. The multi handle is cleaned up before it returns.
void ccurl_session_run(ccurl_session *session,
                       void (*finished)(void *context, ccurl_request *request, int code));

/// After its end: the HTTP status (0 when none came), the body, and a
/// readable reason when it failed.
long ccurl_request_status(const ccurl_request *request);
const unsigned char *ccurl_request_body(const ccurl_request *request);
size_t ccurl_request_body_length(const ccurl_request *request);
const char *ccurl_request_error(const ccurl_request *request);

#endif
