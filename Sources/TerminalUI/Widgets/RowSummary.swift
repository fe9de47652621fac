import StoreSearchCore

/// The dimmed right-hand column of a result row: what tells an item from
/// others of the same name (album · year · duration · price for a song,
/// rating · version · price for an app, …), and, when the search matched
/// a field the row does not show, which one ("album: Garage Inc.").
struct RowSummary {
    /// A labelled field the query matched, first in the column.
    var explanation: (label: String, value: String)?
    /// The distinguishing facts, most telling first.
    var parts: [String]

    init(_ result: SearchResult, query: QueryMatch, localizer: Localizer) {
        let details = result.details
        let year = details.releaseDate.map { String($0.year) }
        let duration = details.durationMilliseconds.flatMap { $0 > 0 ? localizer.duration(milliseconds: $0) : nil }
        let price = result.price.map(localizer.price)
        let rating = details.averageRating.map { "★ " + localizer.decimal($0, fractionDigits: 1) }
        var album = result.collectionName
        var parts: [String?]
        switch result.kind {
        case .song, .musicVideo: parts = [album, year, duration, price]
        case .album: parts = [year, details.trackCount.map { "\($0) ♪" }, price]
        case .featureMovie: parts = [year, duration, details.contentRating, price]
        case .tvEpisode: parts = [album, duration, price]
        case .software, .macSoftware: parts = [rating, details.version, price]
        case .ebook, .book: parts = [year, details.languages?.first, price]
        case .audiobook: parts = [year, duration, price]
        case .podcast: parts = [result.genre, details.trackCount.map(localizer.count), price]
        case .other: parts = [year, price]
        }
        // Why it matched, when the name and artist do not say.
        let unmatched = query.unmatchedWords(in: [result.name, result.artistName ?? ""])
        if !unmatched.isEmpty {
            let fields: [(DetailLabel, String?)] = [
                (.album, result.collectionName), (.genre, result.genre), (.composer, details.composer),
            ]
            if let (label, value) = fields.first(where: { _, value in
                guard let value else { return false }
                return unmatched.contains { QueryMatch.matches($0, in: value) }
            }), let value {
                explanation = (localizer(.detail(.label(label))).lowercased(), value)
                if label == .album {
                    parts.removeAll { $0 == album }
                    album = nil
                }
            }
        }
        self.parts = parts.compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// The column as pieces to draw: the explanation's label, then text
    /// (matches marked), cut to `width` columns.
    func text(width: Int) -> String {
        var pieces: [String] = []
        if let explanation { pieces.append("\(explanation.label): \(explanation.value)") }
        pieces += parts
        return pieces.joined(separator: " · ").truncated(toWidth: width)
    }
}
