// Libraries the tool needs only for some templates, loaded with dlopen the first time one is
// used: PDF images (poppler), SVG images (librsvg), AVIF images (libavif) and remote templates
// (libcurl). Linking them would map about 80 more shared libraries into every process and
// cost every command its start-up time, whether it draws such an image or not.
//
// Each `layout_*_load` loads its library once, on any thread, and returns NULL when it is
// ready, else a message saying why it could not be loaded. The other calls of a library may
// be made only after its load succeeded.
#pragma once

#include <avif/avif.h>
#include <stddef.h>
#include <stdint.h>

// MARK: poppler (PDF images)

const char *_Nullable layout_poppler_load(void);
/// The document in `bytes` (copied), or NULL with a message in `*error` (free it with free()).
void *_Nullable layout_poppler_open(
  const uint8_t *_Nonnull bytes, size_t count, char *_Nullable *_Nonnull error);
int layout_poppler_page_count(void *_Nonnull document);
/// A new reference to the page at `index` (release it with g_object_unref).
void *_Nullable layout_poppler_page(void *_Nonnull document, int index);
void layout_poppler_page_size(
  void *_Nonnull page, double *_Nonnull width, double *_Nonnull height);
/// Draws the page into a Cairo context (a `cairo_t *`).
void layout_poppler_render(void *_Nonnull page, void *_Nonnull cairo);
/// Releases a document or a page.
void layout_poppler_release(void *_Nonnull object);
const char *_Nonnull layout_poppler_version(void);

// MARK: librsvg (SVG images)

const char *_Nullable layout_rsvg_load(void);
/// The document in `bytes` at `dpi`, or NULL with a message in `*error` (free it with free()).
void *_Nullable layout_rsvg_open(
  const uint8_t *_Nonnull bytes, size_t count, double dpi, char *_Nullable *_Nonnull error);
/// The document's size in pixels (its width and height, else its viewBox's); 0 when it has
/// neither.
int layout_rsvg_size(void *_Nonnull handle, double *_Nonnull width, double *_Nonnull height);
/// Draws the document into the rectangle from the origin to width × height of a Cairo
/// context's user space.
void layout_rsvg_render(void *_Nonnull handle, void *_Nonnull cairo, double width, double height);
void layout_rsvg_release(void *_Nonnull handle);
void layout_rsvg_version(
  unsigned *_Nonnull major, unsigned *_Nonnull minor, unsigned *_Nonnull micro);

// MARK: libavif (AVIF images)

/// The libavif calls the tool makes, with the types of the header it was built against.
typedef struct {
  avifDecoder *_Nullable (*_Nonnull decoderCreate)(void);
  void (*_Nonnull decoderDestroy)(avifDecoder *_Nonnull);
  avifResult (*_Nonnull decoderSetIOMemory)(
    avifDecoder *_Nonnull, const uint8_t *_Nullable, size_t);
  avifResult (*_Nonnull decoderParse)(avifDecoder *_Nonnull);
  avifResult (*_Nonnull decoderNextImage)(avifDecoder *_Nonnull);
  avifImage *_Nullable (*_Nonnull imageCreate)(
    uint32_t width, uint32_t height, uint32_t depth, avifPixelFormat);
  void (*_Nonnull imageDestroy)(avifImage *_Nonnull);
  void (*_Nonnull rgbImageSetDefaults)(avifRGBImage *_Nonnull, const avifImage *_Nonnull);
  avifResult (*_Nonnull imageYUVToRGB)(const avifImage *_Nonnull, avifRGBImage *_Nonnull);
  avifResult (*_Nonnull imageRGBToYUV)(avifImage *_Nonnull, const avifRGBImage *_Nonnull);
  avifEncoder *_Nullable (*_Nonnull encoderCreate)(void);
  void (*_Nonnull encoderDestroy)(avifEncoder *_Nonnull);
  avifResult (*_Nonnull encoderWrite)(
    avifEncoder *_Nonnull, const avifImage *_Nonnull, avifRWData *_Nonnull);
  void (*_Nonnull rwDataFree)(avifRWData *_Nonnull);
  const char *_Nonnull (*_Nonnull resultToString)(avifResult);
  const char *_Nonnull (*_Nonnull version)(void);
} layout_avif_functions;

const char *_Nullable layout_avif_load(void);
/// The calls, once `layout_avif_load` succeeded.
const layout_avif_functions *_Nonnull layout_avif(void);

// MARK: libcurl (remote templates)

typedef enum {
  layout_fetch_ok = 0,
  layout_fetch_failed = 1,
  layout_fetch_too_large = 2,
  layout_fetch_timed_out = 3,
} layout_fetch_outcome;

const char *_Nullable layout_curl_load(void);
/// GETs an http(s) URL, following redirects within http(s), giving up after `timeout` seconds
/// or past `limit` bytes. On success `*data` holds the body (free it with free()) and
/// `*status` the HTTP status; on failure `error` holds the reason.
layout_fetch_outcome layout_curl_fetch(
  const char *_Nonnull url, long timeout, size_t limit, uint8_t *_Nullable *_Nonnull data,
  size_t *_Nonnull count, long *_Nonnull status, char *_Nonnull error, size_t errorSize);
