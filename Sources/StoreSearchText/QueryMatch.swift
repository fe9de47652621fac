/// Where a query's words match a text, the way the search matches them:
/// a query word matches a word of the text that it begins, folded (case,
/// diacritics and width ignored). What the list highlights, and how it
/// tells why a row matched when the match is in a field the row does not
/// show ("album: Garage Inc.").

public struct QueryMatch: Hashable, Sendable {
    /// The query's words, folded.
    public let words: [String]

    public init(query: String) {
        words = Self.wordsWithOffsets(of: query).map(\.folded)
    }

    /// Already folded words.
    public init(words: [String]) {
        self.words = words
    }

    public var isEmpty: Bool { words.isEmpty }

    /// The character ranges of `text` that query words match (a word's
    /// beginning, as long as the query word).
    public func ranges(in text: String) -> [Range<Int>] {
        guard !words.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        for word in Self.wordsWithOffsets(of: text) {
            let longest = words.filter { word.folded.hasPrefix($0) }.map(\.count).max()
            guard let longest, longest > 0 else { continue }
            // How many of the word's characters fold to the matched prefix.
            var folded = 0
            var length = 0
            for character in word.characters {
                guard folded < longest else { break }
                folded += TextFolding.fold(String(character)).count
                length += 1
            }
            ranges.append(word.start..<(word.start + max(1, length)))
        }
        return ranges
    }

    /// Whether query word `word` begins a word of `text`.
    public static func matches(_ word: String, in text: String) -> Bool {
        wordsWithOffsets(of: text).contains { $0.folded.hasPrefix(word) }
    }

    /// The query words no word of `texts` begins.
    public func unmatchedWords(in texts: [String]) -> [String] {
        words.filter { word in !texts.contains { Self.matches(word, in: $0) } }
    }

    private struct Word {
        var start: Int
        var characters: [Character]
        var folded: String
    }

    /// Runs of letters and digits, with where each starts (in characters).
    private static func wordsWithOffsets(of text: String) -> [Word] {
        var words: [Word] = []
        var current: [Character] = []
        var start = 0
        for (offset, character) in text.enumerated() {
            if character.isLetter || character.isNumber {
                if current.isEmpty { start = offset }
                current.append(character)
            } else if !current.isEmpty {
                words.append(Word(start: start, characters: current, folded: TextFolding.fold(String(current))))
                current = []
            }
        }
        if !current.isEmpty {
            words.append(Word(start: start, characters: current, folded: TextFolding.fold(String(current))))
        }
        return words
    }
}
