import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import TerminalKit

/// The dimmed right-hand column of a result row: what tells an item from
/// others of the same name (album · year · duration · price for a song,
/// rating · version · price for an app, …), and, when the search matched
/// a field the row does not show, which one ("album: Garage Inc.").
///
/// Where the column must shrink it keeps its meaning: what every row on
/// screen shares (the same price) goes first, then the facts in the
/// middle; a long fact is shortened by whole words, always from its
/// beginning, keeping the words that tell it from the rows around it
/// ("Greatest…II" beside "Greatest…I"), or cut at the right ("St. Ang…")
/// where whole words leave only a stub; a match note keeps its label, its
/// first word and the word that matched, or goes. Nothing starts with "…".
struct RowSummary {
    /// What a fact is, so rows can be compared fact by fact.
    enum Kind: Hashable {
        case album, year, duration, price, rating, version, tracks, contentRating, language, genre, episodes
    }

    struct Fact: Hashable {
        var kind: Kind
        var text: String
    }

    /// A labelled field the query matched, first in the column.
    var explanation: (label: String, value: String)?
    /// The distinguishing facts, most telling first.
    var facts: [Fact]
    /// Where in the explanation's value the match begins (in characters).
    private var matchStart = 0

    init(_ result: SearchResult, query: QueryMatch, localizer: Localizer) {
        let details = result.details
        let year = details.releaseDate.map { Fact(kind: .year, text: String($0.year)) }
        let duration = details.durationMilliseconds.flatMap {
            $0 > 0 ? Fact(kind: .duration, text: localizer.duration(milliseconds: $0)) : nil
        }
        let price = result.price.map { Fact(kind: .price, text: localizer.price($0)) }
        // Not the favourite's ★: a rating is not a mark the user made.
        let rating = details.averageRating.map {
            Fact(kind: .rating, text: Self.ratingGlyph + " " + localizer.decimal($0, fractionDigits: 1))
        }
        let album = result.collectionName.map { Fact(kind: .album, text: $0) }
        let tracks = details.trackCount.map { Fact(kind: .tracks, text: "\($0) ♪") }
        var facts: [Fact?]
        switch result.kind {
        case .song, .musicVideo: facts = [album, year, duration, price]
        case .album: facts = [year, tracks, price]
        case .featureMovie:
            facts = [year, duration, details.contentRating.map { Fact(kind: .contentRating, text: $0) }, price]
        case .tvEpisode: facts = [album, duration, price]
        case .software, .macSoftware:
            facts = [rating, details.version.map { Fact(kind: .version, text: $0) }, price]
        case .ebook, .book:
            facts = [year, details.languages?.first.map { Fact(kind: .language, text: $0) }, price]
        case .audiobook: facts = [year, duration, price]
        case .podcast:
            facts = [
                result.genre.map { Fact(kind: .genre, text: $0) },
                details.trackCount.map { Fact(kind: .episodes, text: localizer.count($0)) }, price,
            ]
        case .other: facts = [year, price]
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
                explanation = (localizer(DetailPhrase.label(label)).lowercased(), value)
                matchStart = query.ranges(in: value).first?.lowerBound ?? 0
                if label == .album { facts.removeAll { $0?.kind == .album } }
            }
        }
        self.facts = facts.compactMap { $0 }.filter { !$0.text.isEmpty }
    }

    /// The glyph before an app's average rating.
    static let ratingGlyph = "✦"

    /// The facts as plain text, in order (the explanation first).
    var parts: [String] { facts.map(\.text) }

    // MARK: Fitting a width

    /// A piece of the column: the explanation, or a fact.
    private enum Piece: Hashable {
        case explanation
        case fact(Int)
    }

    private static let separator = " · "

    /// The column in at most `width` columns, beside the rows `others`
    /// (the other rows on screen): what they all share goes first, then the
    /// facts in the middle; a first piece too long beside the last is
    /// shortened by words, keeping what tells it from theirs; where even
    /// that does not fit, the last piece (a year, a duration, a price) stands alone.
    func text(width: Int, among others: [RowSummary] = []) -> String {
        var pieces: [Piece] = (explanation == nil ? [] : [.explanation]) + facts.indices.map { .fact($0) }
        func joined() -> String { pieces.map(whole).joined(separator: Self.separator) }
        func fits() -> Bool { joined().columnWidth <= width }
        if fits() { return joined() }
        if !others.isEmpty {
            for piece in pieces.reversed() where pieces.count > 1 && !fits() {
                if case .fact(let index) = piece, isShared(facts[index], among: others) {
                    pieces.removeAll { $0 == piece }
                }
            }
        }
        while pieces.count > 2, !fits() { pieces.remove(at: 1) }
        if fits() { return joined() }
        guard let first = pieces.first else { return "" }
        if pieces.count == 2 {
            let last = whole(pieces[1])
            let room = width - Self.separator.columnWidth - last.columnWidth
            if let shortened = shortened(first, toWidth: room, among: others) {
                return shortened + Self.separator + last
            }
            // One of the two: a match note says why the row is there; of
            // facts, the last (a year, a duration) tells more than a stub of the first.
            if first != .explanation, last.columnWidth <= width { return last }
        }
        if let alone = shortened(first, toWidth: width, among: others) { return alone }
        // Nothing telling fits: the last fact, if it does, rather than nothing.
        return facts.last.map(\.text).flatMap { $0.columnWidth <= width ? $0 : nil } ?? ""
    }

    private func whole(_ piece: Piece) -> String {
        switch piece {
        case .explanation: explanation.map { "\($0.label): \($0.value)" } ?? ""
        case .fact(let index): facts[index].text
        }
    }

    /// Whether every other row shows this very fact.
    private func isShared(_ fact: Fact, among others: [RowSummary]) -> Bool {
        others.allSatisfy { $0.facts.contains(fact) }
    }

    /// `piece` in at most `width` columns by whole words, nil when even its
    /// telling words do not fit: an explanation keeps its label and the word
    /// that matched; a fact, the first word that differs from the same fact
    /// of the other rows (else its first word).
    private func shortened(_ piece: Piece, toWidth width: Int, among others: [RowSummary]) -> String? {
        guard width > 0 else { return nil }
        switch piece {
        case .explanation:
            guard let explanation else { return nil }
            let label = explanation.label + ": "
            let words = Self.words(of: explanation.value)
            let matched = Self.wordIndex(atCharacter: matchStart, in: explanation.value)
            return Self.shortened(words, keeping: matched, toWidth: width - label.columnWidth).map { label + $0 }
        case .fact(let index):
            let fact = facts[index]
            let words = Self.words(of: fact.text)
            // The first word that differs from a like fact of another row ("II" of "Greatest Hits II").
            var differing = 0
            for other in others.flatMap({ $0.facts }) where other.kind == fact.kind && other.text != fact.text {
                let theirs = Self.words(of: other.text)
                let common = zip(words, theirs).prefix { $0 == $1 }.count
                differing = max(differing, min(common, words.count - 1))
            }
            let kept = Self.shortened(words, keeping: differing, toWidth: width)
            if let kept, kept.columnWidth >= Self.telling { return kept }
            // Too narrow for the first word as well: beside a row that
            // shares the beginning, the words that tell them apart outrank
            // it ("…Hits II" beside "…Hits I"), when they are words enough
            // to tell something (never a stub such as "…2)").
            if differing > 0,
                let apart = Self.shortened(words, keeping: differing, toWidth: width, withoutTheBeginning: true),
                apart.columnWidth >= Self.telling + "…".columnWidth
            {
                return apart
            }
            // A stub of a word or two ("St.…" for "St. Anger") tells less
            // than the text's beginning cut at the right: "St. Ang…".
            // Narrower than that: nothing (the last fact stands alone).
            return width >= Self.telling ? fact.text.truncated(toWidth: width) : nil
        }
    }

    /// The fewest columns a shortened fact may take: fewer tell nothing.
    private static let telling = 6

    private static func words(of text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    /// Which of the text's words holds its `offset`th character.
    private static func wordIndex(atCharacter offset: Int, in text: String) -> Int {
        max(0, text.prefix(offset).split(separator: " ", omittingEmptySubsequences: false).count - 1)
    }

    /// The widest text of whole words in `width` columns that holds word
    /// `key`: a run of words round it, with as many of the first words as
    /// fit before it, "…" where words are left out. Nil when none fits.
    /// `withoutTheBeginning` also allows the run alone after "…".
    static func shortened(
        _ words: [String], keeping key: Int, toWidth width: Int, withoutTheBeginning: Bool = false
    ) -> String? {
        guard !words.isEmpty, words.indices.contains(key) else { return nil }
        // Columns of words[i..<j], spaces between them included.
        var offsets = [0]
        for word in words { offsets.append(offsets.last! + word.columnWidth + 1) }
        func span(_ i: Int, _ j: Int) -> Int { j > i ? offsets[j] - offsets[i] - 1 : 0 }
        let ellipsis = "…".columnWidth
        // The widest: columns used, words before the left-out ones, the run.
        var best: (width: Int, head: Int, start: Int, end: Int)?
        func consider(_ used: Int, head: Int, start: Int, end: Int) {
            if used <= width, used > (best?.width ?? -1) { best = (used, head, start, end) }
        }
        for start in 0...key {
            for end in (key + 1)...words.count {
                let trailing = end < words.count ? ellipsis : 0
                guard start > 0 else {
                    consider(span(0, end) + trailing, head: 0, start: 0, end: end)
                    continue
                }
                // The first words too ("Greatest…II"): a text that starts
                // with "…" reads as another name ("…Queen"), unless asked for.
                if withoutTheBeginning {
                    consider(ellipsis + span(start, end) + trailing, head: 0, start: start, end: end)
                }
                for head in 1..<start {
                    consider(span(0, head) + ellipsis + span(start, end) + trailing, head: head, start: start, end: end)
                }
            }
        }
        guard let best else { return nil }
        let run = words[best.start..<best.end].joined(separator: " ")
        let tail = best.end < words.count ? "…" : ""
        if best.start == 0 { return run + tail }
        if best.head == 0 { return "…" + run + tail }
        return words[0..<best.head].joined(separator: " ") + "…" + run + tail
    }
}
