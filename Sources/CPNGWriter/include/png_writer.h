#pragma once
#include <stddef.h>
#include <stdint.h>

/// Result codes of layout_png_encode.
enum {
  LAYOUT_PNG_OK = 0,
  LAYOUT_PNG_OUT_OF_MEMORY = -1,
  LAYOUT_PNG_LIBPNG_ERROR = -2,
};

/// Encodes a Cairo ARGB32 image (premultiplied, native-endian 32-bit pixels) as a PNG in memory.
///
/// The image is written as 8-bit RGB when every pixel is opaque, otherwise as RGBA with the
/// alpha un-premultiplied. `level` is the zlib level (0-9); `filter` is a PNG filter mask
/// (0x08 = none, 0xF8 = adaptive). On success `*out` holds `*out_length` bytes that the caller
/// releases with free().
int layout_png_encode(const uint8_t *pixels, int width, int height, int stride, int level,
                      int filter, uint8_t **out, size_t *out_length);

/// Encodes as `layout_png_encode` does with unfiltered rows, compressing strips of 64 rows on
/// `threads` threads (0: as many as there are cores); the bytes depend on the image and
/// `level` only.
int layout_png_encode_strips(const uint8_t *pixels, int width, int height, int stride,
                             int level, int threads, uint8_t **out, size_t *out_length);
