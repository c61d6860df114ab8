#pragma once
#include <stdint.h>

/* Whether every pixel of a Cairo ARGB32 image is opaque (then it is written as RGB). */
int layout_png_is_opaque(const uint8_t *pixels, int width, int height, int stride);

/* One row of premultiplied native-endian ARGB32 pixels as RGB (opaque) or straight RGBA. */
void layout_png_convert_row(const uint32_t *source, uint8_t *target, int width, int opaque);
