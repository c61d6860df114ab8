#pragma once
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <hb.h>

/* GObject cast macros are function-like macros, which Swift does not import. */
static inline PangoFcFontMap *layout_pango_fc_font_map(PangoFontMap *map) {
  return PANGO_FC_FONT_MAP(map);
}
static inline PangoFcFont *layout_pango_fc_font(PangoFont *font) {
  return PANGO_FC_FONT(font);
}

/* The direction of the first character with a strong direction (Pango's rule for a
   paragraph's direction), NEUTRAL when there is none. Pango marks the function deprecated
   because it predates its fribidi-based itemizer, but it is still the public way to ask. */
static inline PangoDirection layout_pango_base_direction(const char *text) {
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  PangoDirection direction = pango_find_base_dir(text, -1);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return direction;
}
