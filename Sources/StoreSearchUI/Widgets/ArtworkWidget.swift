import StoreSearchItems
import TerminalKit

/// A result's picture: its artwork once loaded; a placeholder while it
/// loads or when it cannot be had; a generated cover when the result has
/// no artwork at all (catalog items), so every result has a face.
struct ArtworkWidget: Widget {
    enum Purpose {
        /// A list thumbnail or a grid tile: the small picture first.
        case thumbnail
        /// The detail: the large picture first.
        case detail
    }

    var result: SearchResult
    var purpose: Purpose

    var url: String? {
        switch purpose {
        case .thumbnail: result.artworkURL60 ?? result.artworkURL100
        case .detail: result.artworkURL100 ?? result.artworkURL60
        }
    }

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        guard !area.isEmpty else { return }
        guard let url else {
            GeneratedCover(result: result).render(in: area, on: &frame, context: context)
            return
        }
        if let art = context.artwork?.art(for: url, size: area.size, depth: context.colorDepth) {
            frame.buffer.paste(art, at: area.origin, clip: area)
            if art.size == area.size { frame.placeImage(url, cells: art, at: area.origin) }
        } else {
            ArtworkPlaceholder(kind: result.kind).render(in: area, on: &frame, context: context)
        }
    }
}

/// Stands where the artwork will be: a frame with a symbol for the kind.
/// It never pretends to be a cover.
struct ArtworkPlaceholder: Widget {
    var kind: ItemKind

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        frame.buffer.fill(area)
        if area.width >= 4 && area.height >= 3 {
            frame.buffer.drawBox(area, style: theme.artwork, box: .rounded)
        }
        frame.buffer.writeCentered(kind.symbol, in: area, row: area.height / 2, style: theme.artwork)
    }
}

/// A cover drawn from the item itself, for results without artwork: a
/// colour from its genre, its initials, and its kind's symbol. Plainly
/// generated (flat colour and letters), so it never passes for the real
/// cover, while online and offline screens look alike.
struct GeneratedCover: Widget {
    var result: SearchResult

    /// Calm colours, one picked by the genre's name.
    static let palette: [(UInt8, UInt8, UInt8)] = [
        (0x2E, 0x5E, 0x8C), (0x8C, 0x3B, 0x2E), (0x2E, 0x7D, 0x5B), (0x6B, 0x3F, 0x8C), (0x8C, 0x6D, 0x1F),
        (0x1F, 0x73, 0x80), (0x80, 0x2E, 0x5B), (0x4A, 0x6B, 0x2E), (0x5B, 0x4A, 0x3B), (0x3B, 0x4A, 0x8C),
        (0x8C, 0x4A, 0x1F), (0x2E, 0x6B, 0x73),
    ]

    /// The colour for the result: the same genre, the same colour, every run.
    public var color: Color {
        let key = result.genre ?? result.kind.storeValue
        var hash: UInt32 = 2_166_136_261
        for byte in key.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let (red, green, blue) = Self.palette[Int(hash % UInt32(Self.palette.count))]
        return .rgb(red, green, blue)
    }

    /// Up to two letters: the first letter or digit of the name's first two
    /// words. Words are what spaces and dashes separate, so an apostrophe or
    /// a dot stays inside its word ("Baltar's Escape" is "BE", not "BS").
    var initials: String {
        let words = result.name.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "/" || $0 == "_" })
        let letters = words.compactMap { $0.first(where: { $0.isLetter || $0.isNumber }) }.prefix(2)
        return letters.isEmpty ? "?" : letters.map { String($0).uppercased() }.joined()
    }

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        guard theme.usesColor else {
            // Without colour: a drawn frame with the letters and the kind's
            // symbol (a field of dots read as noise, "·····AK·····"); a
            // thumbnail too small for a frame is "[AK]".
            frame.buffer.fill(area)
            if area.height >= 3 && area.width >= 6 {
                frame.buffer.drawBox(area, style: theme.artwork)
                frame.buffer.writeCentered(initials, in: area, row: (area.height - 1) / 2, style: theme.title)
                let symbol = result.kind.symbol
                frame.buffer.write(
                    symbol, at: Point(x: area.maxX - 2 - symbol.columnWidth, y: area.maxY - 2), style: theme.artwork,
                    clip: area)
            } else if area.width >= initials.columnWidth + 2 {
                let row = area.height / 2
                let placed = frame.buffer.writeCentered(initials, in: area, row: row, style: theme.title)
                frame.buffer.write("[", at: Point(x: placed.x - 1, y: area.y + row), style: theme.artwork, clip: area)
                frame.buffer.write("]", at: Point(x: placed.maxX, y: area.y + row), style: theme.artwork, clip: area)
            } else {
                frame.buffer.writeCentered(initials, in: area, row: area.height / 2, style: theme.title)
            }
            return
        }
        let background = Style(foreground: .brightWhite, background: color)
        frame.buffer.fill(area, style: background)
        frame.buffer.writeCentered(initials, in: area, row: (area.height - 1) / 2, style: background.with(.bold))
        if area.height >= 3 && area.width >= 6 {
            let symbol = result.kind.symbol
            frame.buffer.write(
                symbol, at: Point(x: area.maxX - 1 - symbol.columnWidth, y: area.maxY - 1),
                style: background, clip: area)
        }
    }
}

extension ItemKind {
    /// A symbol for the kind, for placeholders and generated covers.
    var symbol: String {
        switch self {
        case .song, .album, .musicVideo, .podcast: "♪"
        case .software, .macSoftware: "◆"
        case .ebook, .book, .audiobook: "≡"
        case .featureMovie, .tvEpisode: "▶"
        case .other: "•"
        }
    }
}
