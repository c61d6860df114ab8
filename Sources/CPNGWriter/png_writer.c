#include "png_writer.h"

#include "png_rows.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  uint8_t *bytes;
  size_t length;
  size_t capacity;
  int failed;
} byte_sink;

static void sink_write(png_structp png, png_bytep data, png_size_t count) {
  byte_sink *sink = (byte_sink *)png_get_io_ptr(png);
  if (sink->failed) return;
  if (sink->length + count > sink->capacity) {
    size_t capacity = sink->capacity ? sink->capacity : 1 << 16;
    while (capacity < sink->length + count) capacity *= 2;
    uint8_t *grown = realloc(sink->bytes, capacity);
    if (!grown) {
      sink->failed = 1;
      return;
    }
    sink->bytes = grown;
    sink->capacity = capacity;
  }
  memcpy(sink->bytes + sink->length, data, count);
  sink->length += count;
}

static void sink_flush(png_structp png) { (void)png; }

int layout_png_encode(const uint8_t *pixels, int width, int height, int stride, int level,
                      int filter, uint8_t **out, size_t *out_length) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  if (!png) return LAYOUT_PNG_OUT_OF_MEMORY;
  png_infop info = png_create_info_struct(png);
  int opaque = layout_png_is_opaque(pixels, width, height, stride);
  byte_sink sink = {0};
  uint8_t *row = malloc((size_t)width * 4);
  if (!info || !row) {
    png_destroy_write_struct(&png, info ? &info : NULL);
    free(row);
    return LAYOUT_PNG_OUT_OF_MEMORY;
  }
  /* libpng reports errors with longjmp, which must stay inside C. */
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(row);
    free(sink.bytes);
    return LAYOUT_PNG_LIBPNG_ERROR;
  }
  png_set_write_fn(png, &sink, sink_write, sink_flush);
  png_set_compression_level(png, level);
  png_set_filter(png, 0, filter);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    layout_png_convert_row((const uint32_t *)(pixels + (size_t)y * stride), row, width, opaque);
    png_write_row(png, row);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
  if (sink.failed) {
    free(sink.bytes);
    return LAYOUT_PNG_OUT_OF_MEMORY;
  }
  *out = sink.bytes;
  *out_length = sink.length;
  return LAYOUT_PNG_OK;
}
