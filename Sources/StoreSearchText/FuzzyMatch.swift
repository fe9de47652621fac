/// Fuzzy matching as pickers do it (fzf, helix, VS Code's palette): each
/// word of the query must appear in the text as a subsequence of its letters,
/// case and accents aside; matches at word starts and in runs score higher,
/// so `svs` finds "Save Results" and `ord` puts "Next Order" before
/// "Recorded". Used by the command palette and the history list.
public enum FuzzyMatch {
    /// A text's match: how good (higher is better) and which characters
    /// matched (offsets into the text's characters, for underlining).
    public struct Match: Hashable, Sendable {
        public var score: Int
        public var positions: [Int]
    }

    /// The bounds on a match's work, whatever is typed or listed: the
    /// footer and the palette match every command on every frame, and a
    /// flood of keys can type thousands of letters into the palette's field.
    /// The words of a query (each once) beyond `maximumWords`, and a text's
    /// characters beyond `maximumTextCharacters`, are not looked at; a word
    /// is tried from at most `maximumStarts` places.
    public static let maximumWords = 32
    public static let maximumTextCharacters = 512
    public static let maximumStarts = 16

    /// The match of every word of `query` in `text`, or nil when one is missing.
    /// An empty query matches everything with a score of 0.
    public static func match(_ query: String, in text: String) -> Match? {
        let characters = Array(text.prefix(maximumTextCharacters))
        // A word longer than the text cannot be in it (folding never makes
        // a character vanish, and makes a few two or three): no fold, no search.
        let longest = characters.count * 3
        var words: [Substring] = []
        for word in query.split(whereSeparator: \.isWhitespace) where !words.contains(word) {
            guard word.count <= longest else { return nil }
            guard words.count < maximumWords else { break }
            words.append(word)
        }
        guard !words.isEmpty else { return Match(score: 0, positions: []) }
        // Folded a character at a time, so positions stay those of `text`.
        let folded = characters.map { TextFolding.fold(String($0)) }
        var total = Match(score: 0, positions: [])
        for word in words.map({ TextFolding.fold(String($0)) }) where !word.isEmpty {
            guard let found = best(Array(word), in: folded) else { return nil }
            total.score += found.score
            total.positions += found.positions
        }
        total.positions = Array(Set(total.positions)).sorted()
        return total
    }

    private static let matched = 16
    private static let wordStart = 10
    private static let run = 6
    private static let firstCharacter = 6

    /// The best of the greedy matches that start at each place the word's
    /// first letter appears (texts here are names and searches: short).
    private static func best(_ word: [Character], in text: [String]) -> Match? {
        var best: Match?
        var tried = 0
        for start in text.indices where text[start].hasPrefix(String(word[0])) {
            guard tried < maximumStarts, let candidate = greedy(word, in: text, from: start) else { break }
            tried += 1
            if best == nil || candidate.score > best!.score { best = candidate }
        }
        return best
    }

    private static func greedy(_ word: [Character], in text: [String], from start: Int) -> Match? {
        var positions: [Int] = []
        var score = 0
        var index = start
        var pending = word[...]
        while let letter = pending.first {
            // A folded character may stand for two letters (æ → ae).
            guard index < text.count else { return nil }
            let folded = text[index]
            if folded.first == letter {
                let following = folded.dropFirst()
                guard pending.dropFirst().starts(with: following) else {
                    index += 1
                    continue
                }
                score += matched
                if index == 0 { score += firstCharacter }
                if index == 0 || !isWordCharacter(text[index - 1]) { score += wordStart }
                if let last = positions.last {
                    if last == index - 1 { score += run } else { score -= min(index - last - 1, 8) }
                }
                positions.append(index)
                pending = pending.dropFirst(folded.count)
            }
            index += 1
        }
        return Match(score: score, positions: positions)
    }

    private static func isWordCharacter(_ folded: String) -> Bool {
        folded.first.map { $0.isLetter || $0.isNumber } ?? false
    }
}
