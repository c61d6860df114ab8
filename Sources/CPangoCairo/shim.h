#pragma once
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

/* GObject cast macros are function-like macros, which Swift does not import. */
static inline PangoFcFontMap *layout_pango_fc_font_map(PangoFontMap *map) {
  return PANGO_FC_FONT_MAP(map);
}
static inline PangoFcFont *layout_pango_fc_font(PangoFont *font) {
  return PANGO_FC_FONT(font);
}
