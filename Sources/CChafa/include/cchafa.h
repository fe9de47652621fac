// The part of libchafa's API that draws a picture as character cells,
// declared here with the library's names, values and types (glib's gint is
// int, gboolean int, guint8 unsigned char, gunichar uint32_t), so that
// neither Swift nor this module needs chafa's or glib's headers. libchafa
// (and glib with it) is opened on first use (lazylibrary.h; cchafa.c
// defines these functions). The values are those of chafa 1.12's headers,
// which keep them for the whole of libchafa.so.0.
#ifndef STORESEARCH_CCHAFA_H
#define STORESEARCH_CCHAFA_H

#include <stdint.h>

typedef struct ChafaSymbolMap ChafaSymbolMap;
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaCanvas ChafaCanvas;

typedef enum {
    CHAFA_SYMBOL_TAG_NONE = 0,
    CHAFA_SYMBOL_TAG_SPACE = (1 << 0),
    CHAFA_SYMBOL_TAG_SOLID = (1 << 1),
    CHAFA_SYMBOL_TAG_STIPPLE = (1 << 2),
    CHAFA_SYMBOL_TAG_BLOCK = (1 << 3),
    CHAFA_SYMBOL_TAG_BORDER = (1 << 4),
    CHAFA_SYMBOL_TAG_WIDE = (1 << 18),
    CHAFA_SYMBOL_TAG_AMBIGUOUS = (1 << 19),
} ChafaSymbolTags;

typedef enum {
    CHAFA_CANVAS_MODE_TRUECOLOR = 0,
    CHAFA_CANVAS_MODE_INDEXED_256 = 1,
    CHAFA_CANVAS_MODE_INDEXED_16 = 3,
    CHAFA_CANVAS_MODE_FGBG = 5,
    CHAFA_CANVAS_MODE_INDEXED_8 = 6,
} ChafaCanvasMode;

typedef enum {
    CHAFA_DITHER_MODE_NONE = 0,
} ChafaDitherMode;

typedef enum {
    CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4,
} ChafaPixelType;

ChafaSymbolMap *chafa_symbol_map_new(void);
void chafa_symbol_map_unref(ChafaSymbolMap *symbol_map);
void chafa_symbol_map_add_by_tags(ChafaSymbolMap *symbol_map, ChafaSymbolTags tags);
void chafa_symbol_map_remove_by_tags(ChafaSymbolMap *symbol_map, ChafaSymbolTags tags);

ChafaCanvasConfig *chafa_canvas_config_new(void);
void chafa_canvas_config_unref(ChafaCanvasConfig *config);
void chafa_canvas_config_set_geometry(ChafaCanvasConfig *config, int width, int height);
void chafa_canvas_config_set_canvas_mode(ChafaCanvasConfig *config, ChafaCanvasMode mode);
void chafa_canvas_config_set_symbol_map(ChafaCanvasConfig *config, const ChafaSymbolMap *symbol_map);
void chafa_canvas_config_set_dither_mode(ChafaCanvasConfig *config, ChafaDitherMode dither_mode);
void chafa_canvas_config_set_preprocessing_enabled(ChafaCanvasConfig *config, int preprocessing_enabled);

ChafaCanvas *chafa_canvas_new(const ChafaCanvasConfig *config);
void chafa_canvas_unref(ChafaCanvas *canvas);
void chafa_canvas_draw_all_pixels(ChafaCanvas *canvas, ChafaPixelType src_pixel_type, const uint8_t *src_pixels,
                                  int src_width, int src_height, int src_rowstride);
uint32_t chafa_canvas_get_char_at(ChafaCanvas *canvas, int x, int y);
void chafa_canvas_get_raw_colors_at(ChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);

#endif
