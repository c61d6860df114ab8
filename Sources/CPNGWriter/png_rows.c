/* Cairo ARGB32 rows as PNG RGB or RGBA bytes. */
#include "png_rows.h"

#include <stddef.h>

int layout_png_is_opaque(const uint8_t *pixels, int width, int height, int stride) {
  for (int y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
    /* One AND over the row, which the compiler vectorises, rather than a test per pixel. */
    uint32_t all = 0xFFFFFFFFu;
    for (int x = 0; x < width; x++) all &= row[x];
    if ((all >> 24) != 0xFF) return 0;
  }
  return 1;
}

static uint8_t unpremultiply(uint32_t channel, uint32_t alpha) {
  if (alpha == 0) return 0;
  return (uint8_t)((channel * 255 + alpha / 2) / alpha);
}

void layout_png_convert_row(const uint32_t *source, uint8_t *target, int width, int opaque) {
  for (int x = 0; x < width; x++) {
    uint32_t pixel = source[x];
    uint32_t alpha = pixel >> 24;
    uint32_t red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
    if (opaque) {
      *target++ = (uint8_t)red;
      *target++ = (uint8_t)green;
      *target++ = (uint8_t)blue;
    } else if (alpha == 0 || alpha == 255) {
      /* Transparent and opaque pixels, most of a canvas, need no division. */
      *target++ = (uint8_t)red;
      *target++ = (uint8_t)green;
      *target++ = (uint8_t)blue;
      *target++ = (uint8_t)alpha;
    } else {
      *target++ = unpremultiply(red, alpha);
      *target++ = unpremultiply(green, alpha);
      *target++ = unpremultiply(blue, alpha);
      *target++ = (uint8_t)alpha;
    }
  }
}
