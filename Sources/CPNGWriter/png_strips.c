/* PNG encoding of unfiltered rows in strips compressed at once on several threads.
 *
 * The rows are cut into strips of a fixed number of rows (so the bytes depend on the image
 * only, not on how many threads ran). Each strip is deflated on its own and ends on a byte
 * boundary with a full flush, so the strips join into one zlib stream, whose Adler-32 is
 * combined from the strips'. The PNG is then the signature, IHDR, one IDAT and IEND. */
#include "png_writer.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "png_rows.h"

enum { ROWS_PER_STRIP = 64, MAX_THREADS = 8 };

typedef struct {
  const uint8_t *pixels;
  int width, stride, opaque, level;
  int first_row, rows, last;
  uint8_t *deflated;
  size_t deflated_length;
  uLong adler;
  size_t raw_length;
  int failed;
} strip;

typedef struct {
  strip *strips;
  int count;
  int next;
  pthread_mutex_t lock;
} strip_queue;

static void deflate_strip(strip *s) {
  int channels = s->opaque ? 3 : 4;
  size_t row_bytes = 1 + (size_t)s->width * channels;
  s->raw_length = row_bytes * s->rows;
  uint8_t *raw = malloc(s->raw_length);
  z_stream z = {0};
  if (!raw || deflateInit2(&z, s->level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    free(raw);
    s->failed = 1;
    return;
  }
  for (int y = 0; y < s->rows; y++) {
    uint8_t *row = raw + (size_t)y * row_bytes;
    row[0] = 0; /* filter type None */
    layout_png_convert_row(
        (const uint32_t *)(s->pixels + (size_t)(s->first_row + y) * s->stride), row + 1,
        s->width, s->opaque);
  }
  s->adler = adler32(adler32(0L, Z_NULL, 0), raw, (uInt)s->raw_length);
  size_t capacity = deflateBound(&z, s->raw_length) + 16;
  s->deflated = malloc(capacity);
  if (!s->deflated) {
    s->failed = 1;
  } else {
    z.next_in = raw;
    z.avail_in = (uInt)s->raw_length;
    z.next_out = s->deflated;
    z.avail_out = (uInt)capacity;
    int result = deflate(&z, s->last ? Z_FINISH : Z_FULL_FLUSH);
    s->failed = s->last ? result != Z_STREAM_END : (result != Z_OK || z.avail_in != 0);
    s->deflated_length = capacity - z.avail_out;
  }
  deflateEnd(&z);
  free(raw);
}

static void *work(void *argument) {
  strip_queue *queue = argument;
  for (;;) {
    pthread_mutex_lock(&queue->lock);
    int index = queue->next++;
    pthread_mutex_unlock(&queue->lock);
    if (index >= queue->count) return NULL;
    deflate_strip(&queue->strips[index]);
  }
}

static void put32(uint8_t *at, uint32_t value) {
  at[0] = (uint8_t)(value >> 24);
  at[1] = (uint8_t)(value >> 16);
  at[2] = (uint8_t)(value >> 8);
  at[3] = (uint8_t)value;
}

/* Appends a chunk: length, type, data, CRC of type and data. */
static uint8_t *put_chunk(uint8_t *at, const char *type, const uint8_t *data, size_t length) {
  put32(at, (uint32_t)length);
  memcpy(at + 4, type, 4);
  if (length) memcpy(at + 8, data, length);
  put32(at + 8 + length, (uint32_t)crc32(0L, at + 4, (uInt)(4 + length)));
  return at + 12 + length;
}

int layout_png_encode_strips(const uint8_t *pixels, int width, int height, int stride,
                             int level, int threads, uint8_t **out, size_t *out_length) {
  int opaque = layout_png_is_opaque(pixels, width, height, stride);
  int count = (height + ROWS_PER_STRIP - 1) / ROWS_PER_STRIP;
  strip *strips = calloc((size_t)count, sizeof(strip));
  if (!strips) return LAYOUT_PNG_OUT_OF_MEMORY;
  for (int i = 0; i < count; i++) {
    strips[i] = (strip){.pixels = pixels, .width = width, .stride = stride, .opaque = opaque,
                        .level = level, .first_row = i * ROWS_PER_STRIP,
                        .rows = i == count - 1 ? height - i * ROWS_PER_STRIP : ROWS_PER_STRIP,
                        .last = i == count - 1};
  }
  strip_queue queue = {.strips = strips, .count = count, .next = 0};
  pthread_mutex_init(&queue.lock, NULL);
  long cores = threads > 0 ? threads : sysconf(_SC_NPROCESSORS_ONLN);
  int helpers = (int)(cores < 1 ? 0 : cores - 1);
  if (helpers > count - 1) helpers = count - 1;
  if (helpers > MAX_THREADS - 1) helpers = MAX_THREADS - 1;
  pthread_t helper_threads[MAX_THREADS];
  int started = 0;
  for (; started < helpers; started++) {
    if (pthread_create(&helper_threads[started], NULL, work, &queue) != 0) break;
  }
  work(&queue);
  for (int i = 0; i < started; i++) pthread_join(helper_threads[i], NULL);
  pthread_mutex_destroy(&queue.lock);

  size_t deflated = 0;
  int failed = 0;
  uLong adler = adler32(0L, Z_NULL, 0);
  for (int i = 0; i < count; i++) {
    failed |= strips[i].failed;
    deflated += strips[i].deflated_length;
    adler = adler32_combine(adler, strips[i].adler, (z_off_t)strips[i].raw_length);
  }
  /* signature, IHDR (25), IDAT header and CRC (12) with the zlib header (2) and Adler-32 (4),
   * IEND (12) */
  size_t total = 8 + 25 + 12 + 2 + deflated + 4 + 12;
  uint8_t *png = failed ? NULL : malloc(total);
  uint8_t *idat = failed || !png ? NULL : malloc(2 + deflated + 4);
  if (!png || !idat) {
    for (int i = 0; i < count; i++) free(strips[i].deflated);
    free(strips);
    free(png);
    free(idat);
    return LAYOUT_PNG_OUT_OF_MEMORY;
  }
  idat[0] = 0x78; /* deflate, 32 KB window */
  idat[1] = 0x01; /* fastest compression; (0x78 << 8 | 0x01) is a multiple of 31 */
  size_t at = 2;
  for (int i = 0; i < count; i++) {
    memcpy(idat + at, strips[i].deflated, strips[i].deflated_length);
    at += strips[i].deflated_length;
    free(strips[i].deflated);
  }
  put32(idat + at, (uint32_t)adler);
  free(strips);

  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  uint8_t header[13];
  put32(header, (uint32_t)width);
  put32(header + 4, (uint32_t)height);
  header[8] = 8;                /* bits per channel */
  header[9] = opaque ? 2 : 6;   /* RGB or RGBA */
  header[10] = header[11] = header[12] = 0;
  memcpy(png, signature, 8);
  uint8_t *end = put_chunk(png + 8, "IHDR", header, 13);
  end = put_chunk(end, "IDAT", idat, 2 + deflated + 4);
  end = put_chunk(end, "IEND", NULL, 0);
  free(idat);
  *out = png;
  *out_length = (size_t)(end - png);
  return LAYOUT_PNG_OK;
}
