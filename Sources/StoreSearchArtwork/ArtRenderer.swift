import CChafa
import TerminalKit

/// Draws a picture as character cells with libchafa: chafa chooses, for
/// each cell, a symbol (blocks, borders, spaces) and the two colours that
/// best render the pixels under it; the cells are read back into a screen
/// buffer, so the backend draws them like any other text.
public enum ArtRenderer {
    public static func render(_ picture: Picture, size: Size, depth: ColorDepth) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard size.columns > 0, size.rows > 0 else { return buffer }
        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        // Narrow symbols that every terminal font has; never wide or ambiguous ones.
        var tags = CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_BORDER.rawValue
        if depth == .none { tags |= CHAFA_SYMBOL_TAG_STIPPLE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue }
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: tags))
        chafa_symbol_map_remove_by_tags(
            symbols,
            ChafaSymbolTags(
                rawValue: CHAFA_SYMBOL_TAG_WIDE.rawValue
                    | CHAFA_SYMBOL_TAG_AMBIGUOUS.rawValue))

        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(size.columns), Int32(size.rows))
        chafa_canvas_config_set_canvas_mode(config, mode(for: depth))
        chafa_canvas_config_set_symbol_map(config, symbols)
        // Deterministic output: the same picture always gives the same cells.
        chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE)
        chafa_canvas_config_set_preprocessing_enabled(config, 0)

        guard let canvas = canvas(config, drawing: picture) else { return buffer }
        defer { chafa_canvas_unref(canvas) }
        for y in 0..<size.rows {
            for x in 0..<size.columns {
                let code = chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))
                var foreground: Int32 = -1
                var background: Int32 = -1
                chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                var character: Character = " "
                if let scalar = Unicode.Scalar(code), Character(scalar).columnWidth == 1 {
                    character = Character(scalar)
                }
                let style = Style(
                    foreground: color(foreground, depth: depth), background: color(background, depth: depth))
                buffer.write(String(character), at: Point(x: x, y: y), style: style)
            }
        }
        return buffer
    }

    /// A canvas of `config` with `picture` drawn on it (the caller unrefs it).
    static func canvas(_ config: OpaquePointer?, drawing picture: Picture) -> OpaquePointer? {
        guard let canvas = chafa_canvas_new(config) else { return nil }
        picture.rgba.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress,
                Int32(picture.width), Int32(picture.height), Int32(picture.width * 4))
        }
        return canvas
    }

    static func mode(for depth: ColorDepth) -> ChafaCanvasMode {
        switch depth {
        case .none: CHAFA_CANVAS_MODE_FGBG
        case .ansi8: CHAFA_CANVAS_MODE_INDEXED_8
        case .ansi16: CHAFA_CANVAS_MODE_INDEXED_16
        case .palette256: CHAFA_CANVAS_MODE_INDEXED_256
        case .direct: CHAFA_CANVAS_MODE_TRUECOLOR
        }
    }

    /// A colour as chafa keeps it for the canvas mode ("raw"): packed RGB
    /// in true colour, a palette index otherwise, negative for none.
    static func color(_ value: Int32, depth: ColorDepth) -> Color {
        guard value >= 0 else { return .default }
        switch depth {
        case .none:
            return .default
        case .ansi8, .ansi16:
            return .ansi(UInt8(truncatingIfNeeded: min(value, 15)))
        case .palette256:
            return .indexed(UInt8(truncatingIfNeeded: min(value, 255)))
        case .direct:
            return .rgb(
                UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
                UInt8(truncatingIfNeeded: value))
        }
    }
}
