import StoreSearchItems
import StoreSearchModel
import TerminalKit

/// Pages in words: the detail's buttons that open them, and what the
/// list's rule says of one.
enum PageWords {
    /// "Album: Greatest Hits I · 17 tracks", "More by Queen", "More from
    /// Mozilla", "Other books by Jane Austen": the button for `link` in
    /// `result`'s detail.
    static func button(_ link: PageLink, of result: SearchResult, localizer: Localizer) -> String {
        switch link {
        case .album:
            let album = result.kind == .album ? result.name : result.collectionName ?? ""
            guard let count = result.details.trackCount, count > 0 else {
                return localizer(.page(.albumButton(album: album)))
            }
            return localizer(.page(.albumButtonWithTracks(album: album, count: count, written: localizer.count(count))))
        case .artist:
            return localizer(.page(.artistButton(artist: result.artistName ?? "", kind: result.kind)))
        }
    }

    /// "17 tracks · 1:14:32 · by price · free": the page, then what shapes
    /// it; "by kind" left out where the kinds' headings say it (`headed`).
    static func summary(of page: Page, shape: ShapeState, headed: Bool = false, localizer: Localizer) -> String? {
        var parts: [String] = []
        if let album = page.albumSummary {
            let count = album.trackCount
            if let total = album.albumTrackCount {
                // The album's tracks the page could not hold: its button said "19 tracks".
                parts.append(
                    localizer(
                        .page(
                            .tracksOf(
                                written: localizer.count(count), total: total, writtenTotal: localizer.count(total)))
                    ))
            } else {
                parts.append(localizer(.page(.tracks(count: count, written: localizer.count(count)))))
            }
            if let total = album.totalMilliseconds { parts.append(localizer.duration(milliseconds: total)) }
        } else if page.order == nil, !headed, case .artist = page.request.subject {
            parts.append(localizer(.page(.byKind)))
        }
        if let order = page.order { parts.append(localizer(ShapingPhrase.order(order))) }
        var shaping = shape
        // The filters alone: the page's order is its own.
        shaping.order = ShapeState().order
        if let shaped = ShapingWords.summary(of: shaping, localizer: localizer) { parts.append(shaped) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "3.", "2-3.": a track's number on its album's page (the disc's too when there are several).
    static func trackNumber(of result: SearchResult) -> String? {
        guard let track = result.details.trackNumber else { return nil }
        if let disc = result.details.discNumber, (result.details.discCount ?? 1) > 1 { return "\(disc)-\(track)." }
        return "\(track)."
    }
}

/// "Search › Queen › Greatest Hits I": where the pages stand, each crumb a
/// click back to it, shortened from the left ("… › Greatest Hits I") when
/// the room is short.
struct BreadcrumbWidget: Widget {
    /// The crumbs, the search's first, the page shown last.
    var crumbs: [String]
    /// Spaces around it (a title in a border has them).
    var padded = false
    var centered = false

    static let separator = " › "

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        guard !area.isEmpty, !crumbs.isEmpty else { return }
        let theme = context.theme
        let room = area.width - (padded ? 2 : 0)
        // The newest crumbs that fit, the older ones given way to "…".
        var first = 0
        func width(from start: Int) -> Int {
            let shown =
                crumbs[start...].map(\.columnWidth).reduce(0, +)
                + (crumbs.count - start - 1) * Self.separator.columnWidth
            return start > 0 ? shown + ("…" + Self.separator).columnWidth : shown
        }
        while first < crumbs.count - 1, width(from: first) > room { first += 1 }
        var pieces: [(text: String, depth: Int?)] = []
        if first > 0 { pieces += [("…", first - 1), (Self.separator, nil)] }
        for index in first..<crumbs.count {
            if index > first { pieces.append((Self.separator, nil)) }
            // The page shown: a click goes back one, as Esc does.
            pieces.append((crumbs[index], index == crumbs.count - 1 ? max(0, index - 1) : index))
        }
        let total = min(room, pieces.map(\.text.columnWidth).reduce(0, +)) + (padded ? 2 : 0)
        var x = centered ? area.x + max(0, (area.width - total) / 2) : area.x
        let end = area.x + area.width - (padded ? 1 : 0)
        if padded { x += frame.buffer.write(" ", at: Point(x: x, y: area.y), style: theme.title, clip: area) }
        for (offset, piece) in pieces.enumerated() {
            let isCurrent = offset == pieces.count - 1
            let style = piece.depth == nil ? theme.secondaryText : isCurrent ? theme.title : theme.button
            let shown = piece.text.truncated(toWidth: max(0, end - x))
            let used = frame.buffer.write(shown, at: Point(x: x, y: area.y), style: style, clip: area)
            if let depth = piece.depth, crumbs.count > 1 {
                frame.addRegion(Rect(x: x, y: area.y, width: used, height: 1), .breadcrumb(depth: depth))
            }
            x += used
        }
        if padded { frame.buffer.write(" ", at: Point(x: x, y: area.y), style: theme.title, clip: area) }
    }

    /// The crumbs for `state`: the search (or the favourites) and each page.
    static func crumbs(for state: AppState, localizer: Localizer) -> [String] {
        let bottom =
            state.shape.showsFavourites
            ? localizer(ShapingPhrase.favourites) : localizer(.screen(.searchTitle))
        return [bottom] + state.browse.pages.map(\.title)
    }
}
