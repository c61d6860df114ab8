// poppler's GLib interface, for PDF images.
#include "lazy_libraries.h"
#include "lazy_loading.h"

#include <stdlib.h>
#include <string.h>

// GLib's GError, whose layout is part of GLib's stable ABI.
typedef struct {
  uint32_t domain;
  int code;
  char *message;
} glib_error;

static struct {
  void *(*bytes_new)(const void *data, size_t size);
  void (*bytes_unref)(void *bytes);
  void (*error_free)(glib_error *error);
  void (*object_unref)(void *object);
  void *(*document_new_from_bytes)(void *bytes, const char *password, glib_error **error);
  int (*document_get_n_pages)(void *document);
  void *(*document_get_page)(void *document, int index);
  void (*page_get_size)(void *page, double *width, double *height);
  void (*page_render)(void *page, void *cairo);
  const char *(*get_version)(void);
} poppler;

static const char *const names[] = {"libpoppler-glib.so.8", "libpoppler-glib.so", NULL};
static const lazy_symbol symbols[] = {
  {"g_bytes_new", (void **)&poppler.bytes_new},
  {"g_bytes_unref", (void **)&poppler.bytes_unref},
  {"g_error_free", (void **)&poppler.error_free},
  {"g_object_unref", (void **)&poppler.object_unref},
  {"poppler_document_new_from_bytes", (void **)&poppler.document_new_from_bytes},
  {"poppler_document_get_n_pages", (void **)&poppler.document_get_n_pages},
  {"poppler_document_get_page", (void **)&poppler.document_get_page},
  {"poppler_page_get_size", (void **)&poppler.page_get_size},
  {"poppler_page_render", (void **)&poppler.page_render},
  {"poppler_get_version", (void **)&poppler.get_version},
  {NULL, NULL},
};
static lazy_library library = {
  .names = names, .package = "libpoppler-glib8", .symbols = symbols, .once = PTHREAD_ONCE_INIT};

const char *layout_poppler_load(void) { return lazy_load(&library); }

void *layout_poppler_open(const uint8_t *bytes, size_t count, char **error) {
  // The document keeps a reference to the bytes for its life.
  void *data = poppler.bytes_new(bytes, count);
  glib_error *failure = NULL;
  void *document = poppler.document_new_from_bytes(data, NULL, &failure);
  poppler.bytes_unref(data);
  *error = NULL;
  if (failure != NULL) {
    *error = strdup(failure->message != NULL ? failure->message : "");
    poppler.error_free(failure);
  }
  return document;
}

int layout_poppler_page_count(void *document) { return poppler.document_get_n_pages(document); }

void *layout_poppler_page(void *document, int index) {
  return poppler.document_get_page(document, index);
}

void layout_poppler_page_size(void *page, double *width, double *height) {
  poppler.page_get_size(page, width, height);
}

void layout_poppler_render(void *page, void *cairo) { poppler.page_render(page, cairo); }

void layout_poppler_release(void *object) { poppler.object_unref(object); }

const char *layout_poppler_version(void) { return poppler.get_version(); }
