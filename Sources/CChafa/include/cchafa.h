// The part of libchafa's API that draws a picture as character cells or
// as sixel pixels,
// declared here with the library's names, values and types (glib's gint is
// int, gboolean int, guint8 unsigned char, gunichar uint32_t), so that
// neither Swift nor this module needs chafa's or glib's headers. libchafa
// (and glib with it) is opened on first use (lazylibrary.h; cchafa.c
// defines these functions). The values are those of chafa 1.12's headers,
// which keep them for the whole of libchafa.so.0.
#ifndef STORESEARCH_CCHAFA_H
#define STORESEARCH_CCHAFA_H

#include <stddef.h>
#include <stdint.h>

typedef struct ChafaSymbolMap ChafaSymbolMap;
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaCanvas ChafaCanvas;
typedef struct ChafaTermDb ChafaTermDb;
typedef struct ChafaTermInfo ChafaTermInfo;

/// glib's GString, as chafa_canvas_print gives it (glib keeps its layout).
typedef struct GString {
    char *str;
    size_t len;
    size_t allocated_len;
} GString;

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

typedef enum {
    CHAFA_PIXEL_MODE_SYMBOLS = 0,
    CHAFA_PIXEL_MODE_SIXELS = 1,
} ChafaPixelMode;

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
void chafa_canvas_config_set_cell_geometry(ChafaCanvasConfig *config, int cell_width, int cell_height);
void chafa_canvas_config_set_pixel_mode(ChafaCanvasConfig *config, ChafaPixelMode pixel_mode);

ChafaCanvas *chafa_canvas_new(const ChafaCanvasConfig *config);
void chafa_canvas_unref(ChafaCanvas *canvas);
void chafa_canvas_draw_all_pixels(ChafaCanvas *canvas, ChafaPixelType src_pixel_type, const uint8_t *src_pixels,
                                  int src_width, int src_height, int src_rowstride);
uint32_t chafa_canvas_get_char_at(ChafaCanvas *canvas, int x, int y);
void chafa_canvas_get_raw_colors_at(ChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);

// Pictures as pixels (sixel): the canvas printed for chafa's fallback terminal.
ChafaTermDb *chafa_term_db_get_default(void);
ChafaTermInfo *chafa_term_db_get_fallback_info(ChafaTermDb *term_db);
void chafa_term_info_unref(ChafaTermInfo *term_info);
GString *chafa_canvas_print(ChafaCanvas *canvas, ChafaTermInfo *term_info);
/// glib's, found through libchafa (which needs glib): frees what chafa_canvas_print gave.
char *g_string_free(GString *string, int free_segment);

#endif
