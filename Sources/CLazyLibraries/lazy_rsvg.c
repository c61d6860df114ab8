// librsvg, for SVG images.
#include "lazy_libraries.h"
#include "lazy_loading.h"

#include <stdlib.h>
#include <string.h>

// GLib's GError and librsvg's RsvgLength and RsvgRectangle, whose layouts are part of their
// stable ABIs.
typedef struct {
  uint32_t domain;
  int code;
  char *message;
} glib_error;

typedef struct {
  double length;
  int unit;
} rsvg_length;

typedef struct {
  double x, y, width, height;
} rsvg_rectangle;

static struct {
  void (*error_free)(glib_error *error);
  void (*object_unref)(void *object);
  void *(*handle_new_from_data)(const uint8_t *data, size_t count, glib_error **error);
  void (*handle_set_dpi)(void *handle, double dpi);
  int (*handle_get_intrinsic_size_in_pixels)(void *handle, double *width, double *height);
  void (*handle_get_intrinsic_dimensions)(
    void *handle, int *has_width, rsvg_length *width, int *has_height, rsvg_length *height,
    int *has_viewbox, rsvg_rectangle *viewbox);
  int (*handle_render_document)(
    void *handle, void *cairo, const rsvg_rectangle *viewport, glib_error **error);
  const unsigned *major_version;
  const unsigned *minor_version;
  const unsigned *micro_version;
} rsvg;

static const char *const names[] = {"librsvg-2.so.2", "librsvg-2.so", NULL};
static const lazy_symbol symbols[] = {
  {"g_error_free", (void **)&rsvg.error_free},
  {"g_object_unref", (void **)&rsvg.object_unref},
  {"rsvg_handle_new_from_data", (void **)&rsvg.handle_new_from_data},
  {"rsvg_handle_set_dpi", (void **)&rsvg.handle_set_dpi},
  {"rsvg_handle_get_intrinsic_size_in_pixels",
   (void **)&rsvg.handle_get_intrinsic_size_in_pixels},
  {"rsvg_handle_get_intrinsic_dimensions", (void **)&rsvg.handle_get_intrinsic_dimensions},
  {"rsvg_handle_render_document", (void **)&rsvg.handle_render_document},
  {"rsvg_major_version", (void **)&rsvg.major_version},
  {"rsvg_minor_version", (void **)&rsvg.minor_version},
  {"rsvg_micro_version", (void **)&rsvg.micro_version},
  {NULL, NULL},
};
static lazy_library library = {
  .names = names, .package = "librsvg2-2", .symbols = symbols, .once = PTHREAD_ONCE_INIT};

const char *layout_rsvg_load(void) { return lazy_load(&library); }

void *layout_rsvg_open(const uint8_t *bytes, size_t count, double dpi, char **error) {
  glib_error *failure = NULL;
  void *handle = rsvg.handle_new_from_data(bytes, count, &failure);
  *error = NULL;
  if (failure != NULL) {
    *error = strdup(failure->message != NULL ? failure->message : "");
    rsvg.error_free(failure);
  }
  if (handle != NULL) rsvg.handle_set_dpi(handle, dpi);
  return handle;
}

int layout_rsvg_size(void *handle, double *width, double *height) {
  if (rsvg.handle_get_intrinsic_size_in_pixels(handle, width, height)) return 1;
  int has_width = 0, has_height = 0, has_viewbox = 0;
  rsvg_length length_width = {0}, length_height = {0};
  rsvg_rectangle viewbox = {0};
  rsvg.handle_get_intrinsic_dimensions(
    handle, &has_width, &length_width, &has_height, &length_height, &has_viewbox, &viewbox);
  if (!has_viewbox) return 0;
  *width = viewbox.width;
  *height = viewbox.height;
  return 1;
}

void layout_rsvg_render(void *handle, void *cairo, double width, double height) {
  rsvg_rectangle viewport = {0, 0, width, height};
  glib_error *failure = NULL;
  rsvg.handle_render_document(handle, cairo, &viewport, &failure);
  if (failure != NULL) rsvg.error_free(failure);
}

void layout_rsvg_release(void *handle) { rsvg.object_unref(handle); }

void layout_rsvg_version(unsigned *major, unsigned *minor, unsigned *micro) {
  *major = *rsvg.major_version;
  *minor = *rsvg.minor_version;
  *micro = *rsvg.micro_version;
}
