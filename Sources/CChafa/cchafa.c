// The libchafa functions the art renderer uses, each calling the real one
// in libchafa, opened on the first (lazylibrary.h). Hidden: chafa's own
// calls never come here. Without the library no canvas can be made, and
// a picture draws as nothing.
#include <stddef.h>
#include <stdint.h>

#include "lazylibrary.h"

// The C library's headers come first: only the library's own functions are hidden.
#pragma GCC visibility push(hidden)
#include "cchafa.h"

enum {
    SYMBOL_MAP_NEW, SYMBOL_MAP_UNREF, SYMBOL_MAP_ADD_BY_TAGS, SYMBOL_MAP_REMOVE_BY_TAGS, CONFIG_NEW, CONFIG_UNREF,
    CONFIG_SET_GEOMETRY, CONFIG_SET_CANVAS_MODE, CONFIG_SET_SYMBOL_MAP, CONFIG_SET_DITHER_MODE,
    CONFIG_SET_PREPROCESSING_ENABLED, CANVAS_NEW, CANVAS_UNREF, CANVAS_DRAW_ALL_PIXELS, CANVAS_GET_CHAR_AT,
    CANVAS_GET_RAW_COLORS_AT, CONFIG_SET_CELL_GEOMETRY, CONFIG_SET_PIXEL_MODE, TERM_DB_GET_DEFAULT,
    TERM_DB_GET_FALLBACK_INFO, TERM_INFO_UNREF, CANVAS_PRINT, STRING_FREE, COUNT
};
static const char *const names[] = {"libchafa.so.0", "libchafa.so", NULL};
static const char *const symbols[COUNT + 1] = {
    [SYMBOL_MAP_NEW] = "chafa_symbol_map_new",
    [SYMBOL_MAP_UNREF] = "chafa_symbol_map_unref",
    [SYMBOL_MAP_ADD_BY_TAGS] = "chafa_symbol_map_add_by_tags",
    [SYMBOL_MAP_REMOVE_BY_TAGS] = "chafa_symbol_map_remove_by_tags",
    [CONFIG_NEW] = "chafa_canvas_config_new",
    [CONFIG_UNREF] = "chafa_canvas_config_unref",
    [CONFIG_SET_GEOMETRY] = "chafa_canvas_config_set_geometry",
    [CONFIG_SET_CANVAS_MODE] = "chafa_canvas_config_set_canvas_mode",
    [CONFIG_SET_SYMBOL_MAP] = "chafa_canvas_config_set_symbol_map",
    [CONFIG_SET_DITHER_MODE] = "chafa_canvas_config_set_dither_mode",
    [CONFIG_SET_PREPROCESSING_ENABLED] = "chafa_canvas_config_set_preprocessing_enabled",
    [CANVAS_NEW] = "chafa_canvas_new",
    [CANVAS_UNREF] = "chafa_canvas_unref",
    [CANVAS_DRAW_ALL_PIXELS] = "chafa_canvas_draw_all_pixels",
    [CANVAS_GET_CHAR_AT] = "chafa_canvas_get_char_at",
    [CANVAS_GET_RAW_COLORS_AT] = "chafa_canvas_get_raw_colors_at",
    [CONFIG_SET_CELL_GEOMETRY] = "chafa_canvas_config_set_cell_geometry",
    [CONFIG_SET_PIXEL_MODE] = "chafa_canvas_config_set_pixel_mode",
    [TERM_DB_GET_DEFAULT] = "chafa_term_db_get_default",
    [TERM_DB_GET_FALLBACK_INFO] = "chafa_term_db_get_fallback_info",
    [TERM_INFO_UNREF] = "chafa_term_info_unref",
    [CANVAS_PRINT] = "chafa_canvas_print",
    // glib's: dlsym looks through libchafa's own libraries too.
    [STRING_FREE] = "g_string_free",
    [COUNT] = NULL,
};
static void *functions[COUNT];
static ss_lazy_library library = {names, symbols, functions, 0, ""};

// Without the library the makers give NULL, and everything else, given
// NULL, does nothing (chafa's own functions are never called with it).
#define LOADED(object) (ss_lazy_load(&library) && (object))
#define REAL(index, type) ((type)functions[index])

ChafaSymbolMap *chafa_symbol_map_new(void) {
    return LOADED(1) ? REAL(SYMBOL_MAP_NEW, ChafaSymbolMap *(*)(void))() : NULL;
}

void chafa_symbol_map_unref(ChafaSymbolMap *map) {
    if (LOADED(map)) REAL(SYMBOL_MAP_UNREF, void (*)(ChafaSymbolMap *))(map);
}

void chafa_symbol_map_add_by_tags(ChafaSymbolMap *map, ChafaSymbolTags tags) {
    if (LOADED(map)) REAL(SYMBOL_MAP_ADD_BY_TAGS, void (*)(ChafaSymbolMap *, ChafaSymbolTags))(map, tags);
}

void chafa_symbol_map_remove_by_tags(ChafaSymbolMap *map, ChafaSymbolTags tags) {
    if (LOADED(map)) REAL(SYMBOL_MAP_REMOVE_BY_TAGS, void (*)(ChafaSymbolMap *, ChafaSymbolTags))(map, tags);
}

ChafaCanvasConfig *chafa_canvas_config_new(void) {
    return LOADED(1) ? REAL(CONFIG_NEW, ChafaCanvasConfig *(*)(void))() : NULL;
}

void chafa_canvas_config_unref(ChafaCanvasConfig *config) {
    if (LOADED(config)) REAL(CONFIG_UNREF, void (*)(ChafaCanvasConfig *))(config);
}

void chafa_canvas_config_set_geometry(ChafaCanvasConfig *config, int width, int height) {
    if (LOADED(config)) REAL(CONFIG_SET_GEOMETRY, void (*)(ChafaCanvasConfig *, int, int))(config, width, height);
}

void chafa_canvas_config_set_canvas_mode(ChafaCanvasConfig *config, ChafaCanvasMode mode) {
    if (LOADED(config)) REAL(CONFIG_SET_CANVAS_MODE, void (*)(ChafaCanvasConfig *, ChafaCanvasMode))(config, mode);
}

void chafa_canvas_config_set_symbol_map(ChafaCanvasConfig *config, const ChafaSymbolMap *map) {
    typedef void (*set)(ChafaCanvasConfig *, const ChafaSymbolMap *);
    if (LOADED(config && map)) REAL(CONFIG_SET_SYMBOL_MAP, set)(config, map);
}

void chafa_canvas_config_set_dither_mode(ChafaCanvasConfig *config, ChafaDitherMode mode) {
    if (LOADED(config)) REAL(CONFIG_SET_DITHER_MODE, void (*)(ChafaCanvasConfig *, ChafaDitherMode))(config, mode);
}

void chafa_canvas_config_set_preprocessing_enabled(ChafaCanvasConfig *config, int enabled) {
    if (LOADED(config)) REAL(CONFIG_SET_PREPROCESSING_ENABLED, void (*)(ChafaCanvasConfig *, int))(config, enabled);
}

ChafaCanvas *chafa_canvas_new(const ChafaCanvasConfig *config) {
    return LOADED(config) ? REAL(CANVAS_NEW, ChafaCanvas *(*)(const ChafaCanvasConfig *))(config) : NULL;
}

void chafa_canvas_unref(ChafaCanvas *canvas) {
    if (LOADED(canvas)) REAL(CANVAS_UNREF, void (*)(ChafaCanvas *))(canvas);
}

void chafa_canvas_draw_all_pixels(ChafaCanvas *canvas, ChafaPixelType type, const uint8_t *pixels, int width,
                                  int height, int rowstride) {
    typedef void (*draw)(ChafaCanvas *, ChafaPixelType, const uint8_t *, int, int, int);
    if (LOADED(canvas)) REAL(CANVAS_DRAW_ALL_PIXELS, draw)(canvas, type, pixels, width, height, rowstride);
}

uint32_t chafa_canvas_get_char_at(ChafaCanvas *canvas, int x, int y) {
    return LOADED(canvas) ? REAL(CANVAS_GET_CHAR_AT, uint32_t (*)(ChafaCanvas *, int, int))(canvas, x, y) : ' ';
}

void chafa_canvas_get_raw_colors_at(ChafaCanvas *canvas, int x, int y, int *foreground, int *background) {
    typedef void (*colors)(ChafaCanvas *, int, int, int *, int *);
    if (LOADED(canvas)) REAL(CANVAS_GET_RAW_COLORS_AT, colors)(canvas, x, y, foreground, background);
}

void chafa_canvas_config_set_cell_geometry(ChafaCanvasConfig *config, int width, int height) {
    typedef void (*set)(ChafaCanvasConfig *, int, int);
    if (LOADED(config)) REAL(CONFIG_SET_CELL_GEOMETRY, set)(config, width, height);
}

void chafa_canvas_config_set_pixel_mode(ChafaCanvasConfig *config, ChafaPixelMode mode) {
    if (LOADED(config)) REAL(CONFIG_SET_PIXEL_MODE, void (*)(ChafaCanvasConfig *, ChafaPixelMode))(config, mode);
}

ChafaTermDb *chafa_term_db_get_default(void) {
    return LOADED(1) ? REAL(TERM_DB_GET_DEFAULT, ChafaTermDb *(*)(void))() : NULL;
}

ChafaTermInfo *chafa_term_db_get_fallback_info(ChafaTermDb *term_db) {
    return LOADED(term_db) ? REAL(TERM_DB_GET_FALLBACK_INFO, ChafaTermInfo *(*)(ChafaTermDb *))(term_db) : NULL;
}

void chafa_term_info_unref(ChafaTermInfo *term_info) {
    if (LOADED(term_info)) REAL(TERM_INFO_UNREF, void (*)(ChafaTermInfo *))(term_info);
}

GString *chafa_canvas_print(ChafaCanvas *canvas, ChafaTermInfo *term_info) {
    typedef GString *(*print)(ChafaCanvas *, ChafaTermInfo *);
    return LOADED(canvas && term_info) ? REAL(CANVAS_PRINT, print)(canvas, term_info) : NULL;
}

char *g_string_free(GString *string, int free_segment) {
    return LOADED(string) ? REAL(STRING_FREE, char *(*)(GString *, int))(string, free_segment) : NULL;
}
