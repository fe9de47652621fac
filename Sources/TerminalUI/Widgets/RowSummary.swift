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
    /// Where in the explanation's value the match begins (in characters).
    private var matchStart = 0

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
                matchStart = query.ranges(in: value).first?.lowerBound ?? 0
                if label == .album {
                    parts.removeAll { $0 == album }
                    album = nil
                }
            }
        }
        self.parts = parts.compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// The column in at most `width` columns. Where it does not fit, the
    /// facts in the middle go first (the duration before the year), then
    /// the first is cut: what tells the item apart (its album, or why it
    /// matched) and its price stay in view.
    func text(width: Int) -> String {
        var pieces: [String] = []
        if let explanation { pieces.append("\(explanation.label): \(explanation.value)") }
        pieces += parts
        let separator = " · "
        while pieces.count > 2, pieces.joined(separator: separator).columnWidth > width {
            pieces.remove(at: 1)
        }
        guard pieces.count == 2, pieces.joined(separator: separator).columnWidth > width else {
            return pieces.joined(separator: separator).truncated(toWidth: width)
        }
        let last = separator + pieces[1]
        let room = width - last.columnWidth
        // Too narrow to keep both readable: the first alone, cut.
        guard room >= 8 else { return shortened(pieces[0], toWidth: width) }
        return shortened(pieces[0], toWidth: room) + last
    }

    /// `piece` cut to `width`; an explanation keeps its label and the word
    /// that matched ("album: …Fairy Queen"), not only the value's start.
    private func shortened(_ piece: String, toWidth width: Int) -> String {
        guard let explanation, piece.hasPrefix(explanation.label + ": "), piece.columnWidth > width else {
            return piece.truncated(toWidth: width)
        }
        let label = explanation.label + ": "
        let value = explanation.value
        let head = String(value.prefix(matchStart))
        guard head.columnWidth + label.columnWidth + 4 > width else { return piece.truncated(toWidth: width) }
        let tail = String(value.dropFirst(matchStart))
        return (label + "…" + tail).truncated(toWidth: width)
    }
}
