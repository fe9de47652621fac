/// Typing mistakes forgiven where the program holds the items itself (the
/// favourites) or knows words of its own (the history, the favourites), by
/// the rules the catalog index follows (`TypoTolerance`): its forgiving
/// search for a few hundred items, and "Did you mean" for the live store.
public enum ForgivingMatch {
    /// Results narrowed by the words typed, forgiving their mistakes:
    /// nil when every word begins a word of some result (the exact
    /// narrowing's answer stands, even when it is empty) or when nothing
    /// is near enough. Otherwise the results every word matches within its
    /// edits (the last as a beginning), fewest total edits first, then in
    /// `order` for the corrected words; and those words, folded.
    public static func narrow(
        _ results: [SearchResult], by query: String, order: SortOrder
    ) -> (results: [SearchResult], correction: String)? {
        let typed = words(of: query)
        var known: [[UInt8]: Int] = [:]
        let wordsOfResults = results.map { result in
            Set([result.name, result.artistName, result.collectionName, result.genre].compactMap { $0 }.flatMap(words))
        }
        for held in wordsOfResults { for word in held { known[word, default: 0] += 1 } }
        guard !typed.isEmpty, typed.contains(where: { word in !known.keys.contains { $0.starts(with: word) } })
        else { return nil }
        var totals = [Int?](repeating: 0, count: results.count)
        var corrected: [String] = []
        for (number, word) in typed.enumerated() {
            let edits = nearWords(to: word, among: known.keys, isLast: number == typed.count - 1)
            for index in results.indices {
                guard let total = totals[index] else { continue }
                totals[index] = wordsOfResults[index].compactMap { edits[$0] }.min().map { total + $0 }
            }
            // The fewest edits, the most results holding it, the first in byte order.
            guard
                let best = edits.min(by: { lhs, rhs in
                    (lhs.value, -known[lhs.key]!) != (rhs.value, -known[rhs.key]!)
                        ? (lhs.value, -known[lhs.key]!) < (rhs.value, -known[rhs.key]!)
                        : lhs.key.lexicographicallyPrecedes(rhs.key)
                })
            else { return nil }
            corrected.append(String(decoding: best.value == 0 ? word : best.key, as: UTF8.self))
        }
        let correction = corrected.joined(separator: " ")
        let matched = results.indices.compactMap { index in totals[index].map { (index, $0) } }
        guard !matched.isEmpty else { return nil }
        var ranked: [SearchResult] = []
        for total in Set(matched.map(\.1)).sorted() {
            ranked += matched.filter { $0.1 == total }.map { results[$0.0] }.sorted(by: order, query: correction)
        }
        return (ranked, correction)
    }

    /// "Did you mean": each word of `query` that is not one of `known`
    /// (words with how often they occur) replaced by the known word nearest
    /// it within its edits, whole words only (the fewest edits, then the
    /// most frequent, then the first in byte order); nil when no word
    /// changes. Folded words, one space between them.
    public static func suggestion(for query: String, among known: [[UInt8]: Int]) -> String? {
        let typed = words(of: query)
        var changed = false
        let suggested = typed.map { word -> [UInt8] in
            guard known[word] == nil else { return word }
            let letters = TypoTolerance.letters(of: word)
            let allowed = TypoTolerance.allowedEdits(letters)
            guard allowed > 0 else { return word }
            var best: (word: [UInt8], edits: Int, count: Int)?
            for (candidate, count) in known {
                guard
                    let edits = TypoTolerance.distance(letters, TypoTolerance.letters(of: candidate), limit: allowed)
                else { continue }
                if let current = best,
                    (edits, -count) > (current.edits, -current.count)
                        || ((edits, -count) == (current.edits, -current.count)
                            && !candidate.lexicographicallyPrecedes(current.word))
                {
                    continue
                }
                best = (candidate, edits, count)
            }
            guard let best else { return word }
            changed = true
            return best.word
        }
        return changed ? suggested.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ") : nil
    }

    /// The words of `texts` with how many texts hold each, for `suggestion`.
    public static func wordCounts(of texts: [String]) -> [[UInt8]: Int] {
        var counts: [[UInt8]: Int] = [:]
        for text in texts { for word in Set(words(of: text)) { counts[word, default: 0] += 1 } }
        return counts
    }

    /// The edits with which each of `known` matches query word `word`:
    /// beginning with it costs nothing, else within its allowed edits as
    /// a whole word, or as a beginning for the last word.
    private static func nearWords(
        to word: [UInt8], among known: Dictionary<[UInt8], Int>.Keys, isLast: Bool
    ) -> [[UInt8]: Int] {
        let letters = TypoTolerance.letters(of: word)
        let allowed = TypoTolerance.allowedEdits(letters)
        var edits: [[UInt8]: Int] = [:]
        for candidate in known {
            if candidate.starts(with: word) {
                edits[candidate] = 0
            } else if allowed > 0 {
                let other = TypoTolerance.letters(of: candidate)
                let found =
                    isLast
                    ? TypoTolerance.prefixDistance(letters, other, limit: allowed)
                    : TypoTolerance.distance(letters, other, limit: allowed)
                if let found { edits[candidate] = found }
            }
        }
        return edits
    }

    /// Folded words, as the index makes them (`Folder`).
    static func words(of text: String) -> [[UInt8]] {
        var folder = Folder()
        var words: [[UInt8]] = []
        folder.forEachWord(in: text) { words.append(Array($0)) }
        return words
    }
}

extension ForgivingMatch {
    /// Suggestions for `query` from several sources put together word by
    /// word: each word takes the suggested word with the fewest edits,
    /// the earlier source on a tie; nil when no word changes.
    public static func merged(_ query: String, _ suggestions: [String?]) -> String? {
        let typed = words(of: query)
        let sources = suggestions.compactMap { $0 }.map(words).filter { $0.count == typed.count }
        var changed = false
        let chosen = typed.indices.map { index -> [UInt8] in
            let letters = TypoTolerance.letters(of: typed[index])
            var best: (word: [UInt8], edits: Int)?
            for source in sources where source[index] != typed[index] {
                let edits =
                    TypoTolerance.distance(letters, TypoTolerance.letters(of: source[index]), limit: .max) ?? .max
                if best == nil || edits < best!.edits { best = (source[index], edits) }
            }
            guard let best else { return typed[index] }
            changed = true
            return best.word
        }
        return changed ? chosen.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ") : nil
    }
}
