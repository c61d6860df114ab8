// libcurl, for remote templates.
#include "lazy_libraries.h"
#include "lazy_loading.h"

#include <curl/curl.h>
#include <stdlib.h>
#include <string.h>

static struct {
  CURL *(*easy_init)(void);
  CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
  CURLcode (*easy_perform)(CURL *handle);
  CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
  void (*easy_cleanup)(CURL *handle);
  const char *(*easy_strerror)(CURLcode code);
  CURLcode (*global_init)(long flags);
} curl;

static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so", NULL};
static const lazy_symbol symbols[] = {
  {"curl_easy_init", (void **)&curl.easy_init},
  {"curl_easy_setopt", (void **)&curl.easy_setopt},
  {"curl_easy_perform", (void **)&curl.easy_perform},
  {"curl_easy_getinfo", (void **)&curl.easy_getinfo},
  {"curl_easy_cleanup", (void **)&curl.easy_cleanup},
  {"curl_easy_strerror", (void **)&curl.easy_strerror},
  {"curl_global_init", (void **)&curl.global_init},
  {NULL, NULL},
};
// libcurl's global set-up is not thread-safe, so it runs once, when the library is loaded.
static void prepare(void) { curl.global_init(CURL_GLOBAL_DEFAULT); }

static lazy_library library = {
  .names = names, .package = "libcurl4", .symbols = symbols,
  .prepare = prepare, .once = PTHREAD_ONCE_INIT};

const char *layout_curl_load(void) { return lazy_load(&library); }

/// The body received so far; `overflow` once it would pass `limit`.
typedef struct {
  uint8_t *bytes;
  size_t count;
  size_t limit;
  int overflow;
} body;

static size_t receive(char *chunk, size_t size, size_t items, void *context) {
  body *received = context;
  size_t length = size * items;
  if (received->count + length > received->limit) {
    received->overflow = 1;
    return 0;  // makes the transfer fail with CURLE_WRITE_ERROR
  }
  uint8_t *grown = realloc(received->bytes, received->count + length + 1);
  if (grown == NULL) return 0;
  memcpy(grown + received->count, chunk, length);
  received->bytes = grown;
  received->count += length;
  return length;
}

layout_fetch_outcome layout_curl_fetch(
  const char *url, long timeout, size_t limit, uint8_t **data, size_t *count, long *status,
  char *error, size_t errorSize) {
  *data = NULL;
  *count = 0;
  *status = 0;
  error[0] = '\0';
  CURL *handle = curl.easy_init();
  if (handle == NULL) {
    strncpy(error, "libcurl could not start a transfer", errorSize - 1);
    error[errorSize - 1] = '\0';
    return layout_fetch_failed;
  }
  char message[CURL_ERROR_SIZE] = "";
  body received = {NULL, 0, limit, 0};
  curl.easy_setopt(handle, CURLOPT_URL, url);
  curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
  curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
  curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
  curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 5L);
  curl.easy_setopt(handle, CURLOPT_TIMEOUT, timeout);
  curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
  curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, message);
  curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, receive);
  curl.easy_setopt(handle, CURLOPT_WRITEDATA, &received);
  CURLcode result = curl.easy_perform(handle);
  curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, status);
  curl.easy_cleanup(handle);
  if (received.overflow) {
    free(received.bytes);
    return layout_fetch_too_large;
  }
  if (result == CURLE_OPERATION_TIMEDOUT) {
    free(received.bytes);
    return layout_fetch_timed_out;
  }
  if (result != CURLE_OK) {
    free(received.bytes);
    const char *reason = message[0] != '\0' ? message : curl.easy_strerror(result);
    strncpy(error, reason, errorSize - 1);
    error[errorSize - 1] = '\0';
    return layout_fetch_failed;
  }
  *data = received.bytes;
  *count = received.count;
  return layout_fetch_ok;
}
