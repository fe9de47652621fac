import StoreSearchText

/// Typing mistakes forgiven where the program holds the items itself (the
/// favourites) or knows words of its own (the history, the favourites), by
/// the rules the catalog index follows (`TypoTolerance`, `Corrections`):
/// its forgiving search for a few hundred items, and the user's words for
/// the live store's "Did you mean".
public enum ForgivingMatch {
    /// Results narrowed by the words typed, forgiving their mistakes: nil
    /// when the words as typed narrow them to some (that answer stands)
    /// or when nothing near is found. Otherwise the likeliest correction
    /// that narrows them to some (`Corrections`: each word's near words
    /// among the results' words, the closest, then the most held; of the
    /// corrections as close, the one `CorrectionWeighing` takes, as the
    /// catalog's), its results alone in `order`, and the other
    /// corrections as close that narrow them to some (at most three).
    /// Folded words.
    public static func narrow(
        _ results: [SearchResult], by query: String, order: SortOrder
    ) -> (results: [SearchResult], correction: String, others: [String])? {
        let typed = SearchWords.bounded(words(of: query))
        guard !typed.isEmpty, narrowed(results, by: typed).isEmpty else { return nil }
        let known = wordCounts(of: results.flatMap(\.searchedTexts))
        let options = typed.enumerated().map { number, word -> [NearWord] in
            let isLast = number == typed.count - 1
            let near = nearWords(to: word, among: known, isLast: isLast).map { found, edits in
                NearWord(word: String(decoding: found, as: UTF8.self), edits: edits, uses: known[found] ?? 0)
            }
            // A word that begins words of the results stands as typed too.
            let begins = known.keys.contains { $0.starts(with: word) }
            return Corrections.ranked(
                begins ? near + [NearWord(word: String(decoding: word, as: UTF8.self), edits: 0)] : near)
        }
        var weighing = CorrectionWeighing<[SearchResult]>()
        Corrections.forEachCorrection(of: options) { correction in
            let edits = correction.reduce(0) { $0 + $1.edits }
            guard weighing.isAsClose(edits) else { return false }
            guard edits > 0 else { return true }
            let matched = narrowed(results, by: correction.map { Array($0.word.utf8) })
            guard !matched.isEmpty else { return weighing.foundNothing() }
            let text = Corrections.text(correction)
            var relevance = RelevanceQuery(text)
            var rank = RelevanceQuery.noMatch
            for result in matched { rank = min(rank, relevance.rank(of: result)) }
            return weighing.keep(.init(text: text, edits: edits, rank: rank, answer: matched))
        }
        let chosen = weighing.chosen
        guard let best = chosen.first else { return nil }
        return (
            best.answer.sorted(by: order, query: best.text), best.text, chosen.dropFirst().prefix(3).map(\.text)
        )
    }

    /// The results every word begins a word of (name, artist, album, genre).
    private static func narrowed(_ results: [SearchResult], by words: [[UInt8]]) -> [SearchResult] {
        results.filter { result in
            let held = result.searchedTexts.flatMap(Self.words)
            return words.allSatisfy { word in held.contains { $0.starts(with: word) } }
        }
    }

    /// The words of `texts` with how many texts hold each.
    public static func wordCounts(of texts: [String]) -> [[UInt8]: Int] {
        var counts: [[UInt8]: Int] = [:]
        for text in texts { for word in Set(words(of: text)) { counts[word, default: 0] += 1 } }
        return counts
    }

    /// The words of `known` that `word` may stand for, and with how many
    /// edits: itself (none); a whole word within its edits
    /// (`TypoTolerance`, a letter left out of a short word included); for
    /// the last word, which may stop part way, a word whose beginning is
    /// within them.
    public static func nearWords(
        to word: [UInt8], among known: [[UInt8]: Int], isLast: Bool = false
    ) -> [(word: [UInt8], edits: Int)] {
        let letters = TypoTolerance.letters(of: word)
        let allowed = TypoTolerance.searchedEdits(letters)
        var found: [(word: [UInt8], edits: Int)] = []
        for candidate in known.keys {
            if candidate == word {
                found.append((candidate, 0))
                continue
            }
            guard allowed > 0 else { continue }
            let other = TypoTolerance.letters(of: candidate)
            let edits =
                isLast
                ? TypoTolerance.prefixDistance(letters, other, limit: allowed)
                : TypoTolerance.distance(letters, other, limit: allowed)
            if let edits, edits > 0, TypoTolerance.accepts(letters, other) { found.append((candidate, edits)) }
        }
        return found
    }

    /// Folded words, as the index makes them (`Folder`).
    public static func words(of text: String) -> [[UInt8]] {
        var folder = Folder()
        var words: [[UInt8]] = []
        folder.forEachWord(in: text) { words.append(Array($0)) }
        return words
    }
}
