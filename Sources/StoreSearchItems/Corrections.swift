/// A word that may be the one meant where another was typed, and how
/// likely it is: a catalog's word near a typing mistake, or one of the
/// user's own (the history's, the favourites').

public struct NearWord: Hashable, Sendable {
    /// Folded.
    public var word: String
    /// The edits between it and the word typed (`TypoTolerance`).
    public var edits: Int
    /// How many items of the catalog hold it (or begin a word with it).
    public var uses: Int
    /// How often the user's searches and favourites hold it.
    public var userUses: Int
    /// Whether only beginnings of words are within its edits (the last
    /// word, which may stop part way), not a whole word.
    public var begun: Bool

    public init(word: String, edits: Int, uses: Int = 0, userUses: Int = 0, begun: Bool = false) {
        self.word = word
        self.edits = edits
        self.uses = uses
        self.userUses = userUses
        self.begun = begun
    }
}

/// Choosing what a search with typing mistakes meant: for each word typed,
/// its near words ranked (the closest, then the user's own most used, then
/// whole words before words only begun, then the catalog's most used); then whole corrections, one near word a word,
/// tried best first until one is accepted (finds something; is not a search
/// already known to find nothing).
public enum Corrections {
    /// The most near words kept for a word typed.
    public static let optionsPerWord = 8
    /// The most corrections tried for one search.
    public static let mostTried = 24
    /// The most corrections a local source searches for (each a search of
    /// its own, so half the corrections tried: `CorrectionWeighing`).
    public static let mostSearched = mostTried / 2
    /// The most corrections as close as the first that find something a
    /// source weighs against each other (`CorrectionWeighing`), unless none
    /// of them is an item's very name (then on, within `mostSearched`).
    public static let weighed = 6

    /// `options` ranked (see the type) with each word once (its fewest
    /// edits, its uses added up), at most `optionsPerWord`.
    public static func ranked(_ options: [NearWord]) -> [NearWord] {
        var merged: [String: NearWord] = [:]
        for option in options {
            if var known = merged[option.word] {
                known.edits = min(known.edits, option.edits)
                known.uses = max(known.uses, option.uses)
                known.userUses = max(known.userUses, option.userUses)
                known.begun = known.begun && option.begun
                merged[option.word] = known
            } else {
                merged[option.word] = option
            }
        }
        return Array(
            merged.values.sorted { lhs, rhs in
                if lhs.edits != rhs.edits { return lhs.edits < rhs.edits }
                if lhs.userUses != rhs.userUses { return lhs.userUses > rhs.userUses }
                if lhs.begun != rhs.begun { return !lhs.begun }
                if lhs.uses != rhs.uses { return lhs.uses > rhs.uses }
                return Array(lhs.word.utf8).lexicographicallyPrecedes(Array(rhs.word.utf8))
            }.prefix(optionsPerWord))
    }

    /// Calls `body` with corrections (one option of each word's, ranked),
    /// best first: the fewest edits in all, then the likelier options
    /// (the lowest sum of their places); at most `most`, until it returns
    /// false.
    public static func forEachCorrection(
        of options: [[NearWord]], most: Int = mostTried, _ body: ([NearWord]) -> Bool
    ) {
        guard !options.isEmpty, options.allSatisfy({ !$0.isEmpty }) else { return }
        func cost(_ places: [Int]) -> (Int, Int) {
            (zip(options, places).reduce(0) { $0 + $1.0[$1.1].edits }, places.reduce(0, +))
        }
        var waiting: [[Int]] = [Array(repeating: 0, count: options.count)]
        var seen: Set<[Int]> = [waiting[0]]
        var given = 0
        while given < most, let next = waiting.indices.min(by: { cost(waiting[$0]) < cost(waiting[$1]) }) {
            let places = waiting.remove(at: next)
            given += 1
            guard body(zip(options, places).map { $0[$1] }) else { return }
            for word in places.indices where places[word] + 1 < options[word].count {
                var more = places
                more[word] += 1
                if seen.insert(more).inserted { waiting.append(more) }
            }
        }
    }

    /// How many corrections of `options` (one option of each word's) have
    /// at most `edits` edits in all: how many `forEachCorrection` gives
    /// before one with more.
    public static func count(of options: [[NearWord]], within edits: Int) -> Int {
        guard edits >= 0 else { return 0 }
        // ways[total]: the corrections of the words so far with `total` edits.
        var ways = [1] + Array(repeating: 0, count: edits)
        for word in options {
            var next = Array(repeating: 0, count: edits + 1)
            for (total, count) in ways.enumerated() where count > 0 {
                for option in word where total + option.edits <= edits { next[total + option.edits] += count }
            }
            ways = next
        }
        return ways.reduce(0, +)
    }

    /// The words of a correction, one space between them.
    public static func text(_ words: [NearWord]) -> String {
        words.map(\.word).joined(separator: " ")
    }

    /// The words of a correction said as they were typed: each word of
    /// `typed` (in order, a word typed again again) replaced by the near
    /// word chosen for it, `distinct` being the words corrected, one each
    /// (`SearchWords.bounded`), in `correction`'s order. "what is and what
    /// should never be" for `what is and what hould never be`, not the
    /// words once each, which as a name is another song.
    public static func text(_ correction: [NearWord], for distinct: [[UInt8]], typed: [[UInt8]]) -> String {
        var meant: [[UInt8]: String] = [:]
        for (word, near) in zip(distinct, correction) { meant[word] = near.word }
        return typed.compactMap { meant[$0] }.joined(separator: " ")
    }
}

/// The words the user has used, as a search request carries them: the
/// history's searches and the favourites. A catalog counts their words only
/// when it looks for what a mistyped search meant (`counts`).
public struct UserWords: Hashable, Sendable {
    public var history: [String]
    public var favourites: [SearchResult]

    public init(history: [String] = [], favourites: [SearchResult] = []) {
        self.history = history
        self.favourites = favourites
    }

    /// How many searches and favourites hold each folded word; searches
    /// that are `term` or are known to find nothing (`failed`, folded
    /// words one space apart) are left out: a failed search recorded in
    /// the history is no evidence of what was meant.
    public func counts(excluding term: String, failed: Set<String> = []) -> [[UInt8]: Int] {
        let left = failed.union([Self.folded(term)])
        let searches = history.filter { !left.contains(Self.folded($0)) }
        let favouriteTexts = favourites.flatMap { [$0.name, $0.artistName, $0.collectionName].compactMap { $0 } }
        return ForgivingMatch.wordCounts(of: searches + favouriteTexts)
    }

    /// A search's words folded, one space between them (how failed
    /// searches are remembered).
    public static func folded(_ term: String) -> String {
        ForgivingMatch.words(of: term).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }
}
