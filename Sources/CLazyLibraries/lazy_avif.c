// libavif, for AVIF images and output.
#include "lazy_libraries.h"
#include "lazy_loading.h"

static layout_avif_functions avif;

static const char *const names[] = {"libavif.so.15", "libavif.so", NULL};
static const lazy_symbol symbols[] = {
  {"avifDecoderCreate", (void **)&avif.decoderCreate},
  {"avifDecoderDestroy", (void **)&avif.decoderDestroy},
  {"avifDecoderSetIOMemory", (void **)&avif.decoderSetIOMemory},
  {"avifDecoderParse", (void **)&avif.decoderParse},
  {"avifDecoderNextImage", (void **)&avif.decoderNextImage},
  {"avifImageCreate", (void **)&avif.imageCreate},
  {"avifImageDestroy", (void **)&avif.imageDestroy},
  {"avifRGBImageSetDefaults", (void **)&avif.rgbImageSetDefaults},
  {"avifImageYUVToRGB", (void **)&avif.imageYUVToRGB},
  {"avifImageRGBToYUV", (void **)&avif.imageRGBToYUV},
  {"avifEncoderCreate", (void **)&avif.encoderCreate},
  {"avifEncoderDestroy", (void **)&avif.encoderDestroy},
  {"avifEncoderWrite", (void **)&avif.encoderWrite},
  {"avifRWDataFree", (void **)&avif.rwDataFree},
  {"avifResultToString", (void **)&avif.resultToString},
  {"avifVersion", (void **)&avif.version},
  {NULL, NULL},
};
static lazy_library library = {
  .names = names, .package = "libavif15", .symbols = symbols, .once = PTHREAD_ONCE_INIT};

const char *layout_avif_load(void) { return lazy_load(&library); }

const layout_avif_functions *layout_avif(void) { return &avif; }
