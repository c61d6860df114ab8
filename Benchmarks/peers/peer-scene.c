/*
 * The three benchmark scenes drawn directly with Cairo and Pango, as a baseline for Layout:
 * what a hand-written program costs for the same pictures as Examples/og-card.xml,
 * Examples/bench/list-screen.xml (at scale 3) and Examples/bench/dense-table.xml.
 *
 *   peer-scene SCENE OUTPUT.png [ITERATIONS]
 *
 * SCENE is og-card, list-screen or dense-table. With one iteration (the default) it draws and
 * writes one image, as a command line tool would. With N > 1 it draws the scene N times after
 * one warm-up, each time laying out the text, painting and encoding a PNG in memory, and
 * prints the median milliseconds per image, as `layout bench` times a render.
 *
 * Fonts come from Fonts/DejaVu and the avatar from Examples/og-card/avatar.png (run it from
 * the repository's root, or set PEER_FONTS and PEER_AVATAR). Text is drawn with the options
 * Layout uses (grey antialiasing, no hinting, unrounded glyph positions, 96 dpi), so the
 * pictures match. The PNG is written with libpng at zlib level 1 and the SUB row filter.
 *
 * Build: gcc -O2 -o peer-scene peer-scene.c \
 *   $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig libpng)
 */
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- Drawing helpers ---- */

static void set_hex(cairo_t *cr, unsigned rgb, double alpha) {
  cairo_set_source_rgba(cr, ((rgb >> 16) & 255) / 255.0, ((rgb >> 8) & 255) / 255.0,
                        (rgb & 255) / 255.0, alpha);
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
  if (r > w / 2) r = w / 2;
  if (r > h / 2) r = h / 2;
  if (r <= 0) {
    cairo_rectangle(cr, x, y, w, h);
    return;
  }
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path(cr);
}

static void fill_rect(cairo_t *cr, double x, double y, double w, double h, double r,
                      unsigned rgb, double alpha) {
  rounded_rect(cr, x, y, w, h, r);
  set_hex(cr, rgb, alpha);
  cairo_fill(cr);
}

/* A border of width `bw` inside the rectangle (its outer edge on the rectangle). */
static void border_rect(cairo_t *cr, double x, double y, double w, double h, double r,
                        double bw, unsigned rgb, double alpha) {
  double in = bw / 2;
  rounded_rect(cr, x + in, y + in, w - bw, h - bw, r - in);
  set_hex(cr, rgb, alpha);
  cairo_set_line_width(cr, bw);
  cairo_stroke(cr);
}

/* ---- Text ---- */

static PangoContext *pango_ctx;

/* A font map on a private fontconfig configuration holding only the bundled DejaVu faces. */
static void fonts_init(const char *dir) {
  FcConfig *config = FcConfigCreate();
  /* A cache in the user's cache folder, so later starts do not scan the fonts again. */
  static const FcChar8 cache[] =
      "<fontconfig><cachedir prefix=\"xdg\">fontconfig</cachedir></fontconfig>";
  FcConfigParseAndLoadFromMemory(config, cache, FcFalse);
  if (!FcConfigAppFontAddDir(config, (const FcChar8 *)dir)) {
    fprintf(stderr, "peer-scene: no fonts in %s\n", dir);
    exit(1);
  }
  PangoFontMap *map = pango_cairo_font_map_new();
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  pango_ctx = pango_font_map_create_context(map);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options(pango_ctx, options);
  cairo_font_options_destroy(options);
  pango_cairo_context_set_resolution(pango_ctx, 96);
  pango_context_set_round_glyph_positions(pango_ctx, FALSE);
  pango_context_set_language(pango_ctx, pango_language_from_string("en"));
}

/* DejaVu Sans at `px` pixels, made once per weight and size (a scene uses a few). */
static PangoFontDescription *font(int bold, double px) {
  static struct {
    int bold;
    double px;
    PangoFontDescription *description;
  } made[8];
  static int count;
  for (int i = 0; i < count; i++)
    if (made[i].bold == bold && made[i].px == px) return made[i].description;
  PangoFontDescription *d = pango_font_description_new();
  pango_font_description_set_family(d, "DejaVu Sans");
  pango_font_description_set_weight(d, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size(d, px * PANGO_SCALE);
  if (count < 8) made[count++] = (typeof(made[0])){bold, px, d};
  return d;
}

/* A layout of `text`; width > 0 wraps there, and `lines` > 0 ends the last line with "…". */
static PangoLayout *text_layout(const char *text, PangoFontDescription *f, double width,
                                int lines) {
  PangoLayout *l = pango_layout_new(pango_ctx);
  pango_layout_set_font_description(l, f);
  if (width > 0) {
    pango_layout_set_width(l, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
    if (lines > 0) {
      pango_layout_set_height(l, -lines);
      pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END);
    }
  }
  pango_layout_set_text(l, text, -1);
  return l;
}

static double layout_height(PangoLayout *l) {
  PangoRectangle logical;
  pango_layout_get_extents(l, NULL, &logical);
  return (double)logical.height / PANGO_SCALE;
}

/* Draws a label at (x, y); a frame height > 0 centres the text vertically in it. */
static void label(cairo_t *cr, const char *text, PangoFontDescription *f, unsigned rgb,
                  double x, double y, double width, double height, int lines) {
  PangoLayout *l = text_layout(text, f, width, lines);
  double top = y;
  if (height > 0) top += (height - layout_height(l)) / 2;
  cairo_move_to(cr, x, top);
  set_hex(cr, rgb, 1);
  pango_cairo_show_layout(cr, l);
  g_object_unref(l);
}

/* ---- Scenes ---- */

static cairo_surface_t *avatar;

static void draw_og_card(cairo_t *cr) {
  cairo_pattern_t *g = cairo_pattern_create_linear(0, 0, 0, 630);
  cairo_pattern_add_color_stop_rgb(g, 0, 0x0f / 255.0, 0x17 / 255.0, 0x2a / 255.0);
  cairo_pattern_add_color_stop_rgb(g, 1, 0x3b / 255.0, 0x07 / 255.0, 0x64 / 255.0);
  cairo_rectangle(cr, 0, 0, 1200, 630);
  cairo_set_source(cr, g);
  cairo_fill(cr);
  cairo_pattern_destroy(g);
  /* The translucent panel and its border. */
  fill_rect(cr, 60, 60, 1080, 510, 32, 0xffffff, 0x0f / 255.0);
  border_rect(cr, 60, 60, 1080, 510, 32, 2, 0xffffff, 0x38 / 255.0);
  /* The avatar, 240 px scaled to 120 and clipped to a circle, then its ring. */
  cairo_save(cr);
  rounded_rect(cr, 110, 110, 120, 120, 60);
  cairo_clip(cr);
  cairo_translate(cr, 110, 110);
  cairo_scale(cr, 120.0 / cairo_image_surface_get_width(avatar),
              120.0 / cairo_image_surface_get_height(avatar));
  cairo_set_source_surface(cr, avatar, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
  cairo_paint(cr);
  cairo_restore(cr);
  border_rect(cr, 106, 106, 128, 128, 64, 4, 0xa78bfa, 1);
  /* The pill: as wide as its text plus 22 on each side, its right edge 110 from the card's. */
  PangoLayout *badge = text_layout("v1.0 RELEASE", font(1, 22), 0, 0);
  PangoRectangle ink, logical;
  pango_layout_get_extents(badge, &ink, &logical);
  double text_w = (double)logical.width / PANGO_SCALE, w = text_w + 44, x = 1090 - w;
  fill_rect(cr, x, 120, w, 44, 22, 0x4ade80, 1);
  cairo_move_to(cr, x + 22, 120 + (44 - layout_height(badge)) / 2);
  set_hex(cr, 0x052e16, 1);
  pango_cairo_show_layout(cr, badge);
  g_object_unref(badge);
  label(cr, "Render layout templates to PNG and SVG on Linux", font(1, 64), 0xffffff, 110,
        280, 980, 0, 0);
  label(cr, "XML templates \u2192 Cairo + Pango \u2192 pixel-exact golden images",
        font(0, 28), 0xcbd5e1, 110, 453, 0, 0, 0);
}

static const char *inbox[][2] = {
    {"Design review notes",
     "Maria left three comments on the onboarding flow and asked whether the empty state "
     "should show an illustration or a short tip."},
    {"Quarterly report",
     "Revenue grew 14% quarter over quarter, driven mostly by the new annual plans; churn "
     "stayed flat at 2.1% across all regions."},
    {"Build #4182 passed", "All 1,204 tests passed in 6m 12s."},
    {"Team offsite",
     "We are meeting at the lake house on Friday. Bring a jacket, the evenings are still "
     "cold, and please confirm dietary needs by Tuesday."},
    {"Invoice INV-2093",
     "Your invoice for October is ready. The total due is $1,280.00 and payment is "
     "scheduled automatically for the 15th of next month."},
    {"Release checklist",
     "Freeze the branch, bump the version, regenerate the golden images, tag the commit and "
     "publish the changelog to the docs site."},
    {"Password changed",
     "If this wasn't you, reset your password immediately and review the list of active "
     "sessions on your account page."},
    {"Weekly digest",
     "Ten articles you might have missed this week, including a deep dive into text "
     "shaping, bidirectional layout and font fallback."},
    {"Pull request merged",
     "Layout engine: support line clamp with ellipsis (#231) was merged into main by nick "
     "after two approvals and a green CI run."},
    {"Calendar invite", "Design sync moved to 3:30 PM."},
    {"Server maintenance",
     "The primary database will be read-only for about twenty minutes on Sunday at 02:00 "
     "UTC while we upgrade the storage cluster."},
    {"New follower",
     "Alex Rivera and 4 others started following you. See who they are and follow back to "
     "keep up with their updates."},
};

static const unsigned icon_colours[] = {0xef4444, 0xf59e0b, 0x10b981,
                                        0x3b82f6, 0x8b5cf6, 0xec4899};

/* 390 x 844 points; the caller scales the context by 3. */
static void draw_list_screen(cairo_t *cr) {
  fill_rect(cr, 0, 0, 390, 844, 0, 0xf2f2f7, 1);
  fill_rect(cr, 0, 0, 390, 104, 0, 0xffffff, 1);
  label(cr, "Inbox", font(1, 32), 0x111827, 16, 52, 0, 0, 0);
  fill_rect(cr, 0, 103, 390, 1, 0, 0xd1d5db, 1);
  for (int i = 0; i < 12; i++) {
    double top = 104 + 60 * i;
    fill_rect(cr, 0, top, 390, 60, 0, 0xffffff, 1);
    fill_rect(cr, 16, top + 10, 40, 40, 10, icon_colours[i % 6], 1);
    label(cr, inbox[i][0], font(1, 16), 0x111827, 68, top + 6, 306, 0, 1);
    label(cr, inbox[i][1], font(0, 13), 0x6b7280, 68, top + 25, 306, 0, 2);
    fill_rect(cr, 68, top + 59, 322, 1, 0, 0xe5e7eb, 1);
  }
}

/* 40 rows of 12 cells: a bold header row, then "Row NN" and eleven amounts a row. */
static void draw_dense_table(cairo_t *cr) {
  fill_rect(cr, 0, 0, 1600, 1200, 0, 0xffffff, 1);
  fill_rect(cr, 1, 0, 1597, 1200, 0, 0xd1d5db, 1);
  for (int r = 0; r < 40; r++) {
    unsigned fill = r == 0 ? 0x1e293b : (r % 2 ? 0xffffff : 0xf1f5f9);
    fill_rect(cr, 2, 1 + 30 * r, 1595, 29, 0, fill, 1);
  }
  for (int c = 0; c < 11; c++) fill_rect(cr, 134 + 133 * c, 0, 1, 1200, 0, 0xd1d5db, 1);
  char text[32];
  for (int r = 0; r < 40; r++) {
    for (int c = 0; c < 12; c++) {
      if (r == 0) {
        snprintf(text, sizeof text, "Col %c", 'A' + c);
      } else if (c == 0) {
        snprintf(text, sizeof text, "Row %02d", r);
      } else {
        long v = ((long)r * 7919 + (long)c * 104729) % 1000000;
        long whole = v / 100;
        if (whole >= 1000)
          snprintf(text, sizeof text, "%ld,%03ld.%02ld", whole / 1000, whole % 1000, v % 100);
        else
          snprintf(text, sizeof text, "%ld.%02ld", whole, v % 100);
      }
      label(cr, text, font(r == 0, 13), r == 0 ? 0xffffff : 0x0f172a,
            10 + 133 * c, 1 + 30 * r, 124, 29, 1);
    }
  }
}

struct scene {
  const char *name;
  int width, height, scale;
  void (*draw)(cairo_t *);
};

static const struct scene scenes[] = {
    {"og-card", 1200, 630, 1, draw_og_card},
    {"list-screen", 390, 844, 3, draw_list_screen},
    {"dense-table", 1600, 1200, 1, draw_dense_table},
};

/* ---- PNG ---- */

struct buffer {
  unsigned char *bytes;
  size_t length, capacity;
};

static void buffer_write(png_structp png, png_bytep data, png_size_t length) {
  struct buffer *b = png_get_io_ptr(png);
  if (b->length + length > b->capacity) {
    while (b->length + length > b->capacity) b->capacity = b->capacity ? 2 * b->capacity : 65536;
    b->bytes = realloc(b->bytes, b->capacity);
    if (!b->bytes) png_error(png, "out of memory");
  }
  memcpy(b->bytes + b->length, data, length);
  b->length += length;
}

static void buffer_flush(png_structp png) { (void)png; }

/* Encodes an opaque ARGB32 surface as 8-bit RGB, zlib level 1, SUB filter, into `out`. */
static void encode_png(cairo_surface_t *surface, struct buffer *out) {
  cairo_surface_flush(surface);
  int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
  int stride = cairo_image_surface_get_stride(surface);
  const unsigned char *pixels = cairo_image_surface_get_data(surface);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(png);
  unsigned char *row = malloc((size_t)w * 3);
  if (setjmp(png_jmpbuf(png))) {
    fprintf(stderr, "peer-scene: PNG encoding failed\n");
    exit(1);
  }
  out->length = 0;
  png_set_write_fn(png, out, buffer_write, buffer_flush);
  png_set_compression_level(png, 1);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
  png_set_IHDR(png, info, w, h, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  for (int y = 0; y < h; y++) {
    const uint32_t *src = (const uint32_t *)(pixels + (size_t)y * stride);
    unsigned char *dst = row;
    for (int x = 0; x < w; x++, dst += 3) {
      uint32_t p = src[x]; /* opaque, so premultiplied equals straight colour */
      dst[0] = p >> 16;
      dst[1] = p >> 8;
      dst[2] = p;
    }
    png_write_row(png, row);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  free(row);
}

/* ---- Main ---- */

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* One image: a new surface, the scene drawn (text laid out anew), the PNG encoded. */
static void render(const struct scene *s, struct buffer *png) {
  cairo_surface_t *surface =
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, s->width * s->scale, s->height * s->scale);
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, s->scale, s->scale);
  s->draw(cr);
  cairo_destroy(cr);
  encode_png(surface, png);
  cairo_surface_destroy(surface);
}

static const char *env_or(const char *name, const char *fallback) {
  const char *value = getenv(name);
  return value && *value ? value : fallback;
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: peer-scene og-card|list-screen|dense-table OUTPUT.png [N]\n");
    return 2;
  }
  const struct scene *s = NULL;
  for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; i++)
    if (strcmp(argv[1], scenes[i].name) == 0) s = &scenes[i];
  if (!s) {
    fprintf(stderr, "peer-scene: unknown scene %s\n", argv[1]);
    return 2;
  }
  int iterations = argc == 4 ? atoi(argv[3]) : 1;
  if (iterations < 1) iterations = 1;

  fonts_init(env_or("PEER_FONTS", "Fonts/DejaVu"));
  if (s->draw == draw_og_card) {
    /* Decoded once, as Layout keeps a template's images between renders. */
    avatar = cairo_image_surface_create_from_png(env_or("PEER_AVATAR",
                                                        "Examples/og-card/avatar.png"));
    if (cairo_surface_status(avatar) != CAIRO_STATUS_SUCCESS) {
      fprintf(stderr, "peer-scene: cannot read the avatar PNG\n");
      return 1;
    }
  }

  struct buffer png = {0};
  if (iterations > 1) {
    render(s, &png); /* warm-up: fonts opened, glyph caches filled */
    double *times = malloc(sizeof(double) * iterations);
    for (int i = 0; i < iterations; i++) {
      double start = now_ms();
      render(s, &png);
      times[i] = now_ms() - start;
    }
    qsort(times, iterations, sizeof(double), compare_doubles);
    double median = iterations % 2 ? times[iterations / 2]
                                   : (times[iterations / 2 - 1] + times[iterations / 2]) / 2;
    printf("render (paint + png): median %.3f ms over %d runs\n", median, iterations);
    free(times);
  } else {
    render(s, &png);
  }
  FILE *f = fopen(argv[2], "wb");
  if (!f || fwrite(png.bytes, 1, png.length, f) != png.length || fclose(f) != 0) {
    fprintf(stderr, "peer-scene: cannot write %s\n", argv[2]);
    return 1;
  }
  return 0;
}
