import StoreSearchText

/// How well a result answers a query, as a small number, lowest first:
///
/// 0. its name is the query (folded: case, accents and spacing aside, as
///    names sort: "Déjà Vu" for `deja vu`, "AC/DC" for `ac/dc`);
/// 1. its artist is the query (`queen`: Queen's songs);
/// then every query word a whole word of:
/// 2. the name; 3. the name and the artist; 4. and the album; 5. and the genre;
/// then every query word beginning a word of:
/// 6. the name, whose words the query's (two or more) begin one for one,
///    in order (`bohem rhaps`: "Bohemian Rhapsody", the name the query
///    spells as begun);
/// 7. the name; 8. the name and the artist; 9. and the album; 10. and the genre;
/// 11. not a search answer.
///
/// So a whole word always comes before a word only begun, and the name
/// before the artist, the album and the genre. Ties go by name (the
/// callers' concern). Words are folded and split as the index's
/// (`Folder`), and the name compared as its sort key (`OrderKey`), so the
/// index ranks its items exactly as this ranks results.
public struct RelevanceQuery {
    /// The query's folded words (the first 64 are ranked).
    public let words: [[UInt8]]
    /// The sort key of the query as a name (`OrderKey`, no artist): what
    /// a name or an artist that is the query has for its own.
    public let nameKey: [UInt8]

    /// What a text says about the query's words: bit `i` is word `i`.
    public struct Matches: Hashable, Sendable {
        /// Words equal to a word of the text.
        public var whole: UInt64 = 0
        /// Words that begin a word of the text (whole words included).
        public var prefix: UInt64 = 0
        /// How many words the text has.
        public var words = 0
        /// Words that begin the text's word in their own place: bit `i`
        /// when the query's word `i` begins the text's word `i`.
        public var inPlace: UInt64 = 0

        public init(whole: UInt64 = 0, prefix: UInt64 = 0, words: Int = 0, inPlace: UInt64 = 0) {
            self.whole = whole
            self.prefix = prefix
            self.words = words
            self.inPlace = inPlace
        }
    }

    public static let noMatch = 11

    private var folder = Folder()

    public init(_ query: String) {
        var folder = Folder()
        var words: [[UInt8]] = []
        folder.forEachWord(in: query) { words.append(Array($0)) }
        self.words = words
        self.folder = folder
        nameKey = Self.nameKey(of: query)
    }

    /// A query of words already folded and split (`Folder`), with no name
    /// to be: for asking texts which of those words they hold.
    public init(words: [[UInt8]]) {
        self.words = words
        nameKey = []
    }

    /// The sort key `query` has as a name: its words' spacing made single
    /// (as a name's is), folded (`OrderKey`).
    public static func nameKey(of query: String) -> [UInt8] {
        OrderKey.make(name: query.split(whereSeparator: \.isWhitespace).joined(separator: " "), artist: nil)
    }

    /// All the ranked words' bits.
    public var allWords: UInt64 {
        let count = min(words.count, 64)
        return count == 64 ? .max : (1 << UInt64(count)) - 1
    }

    /// Which query words `text`'s words equal or begin.
    public mutating func matches(in text: String?) -> Matches {
        guard var utf8 = text, !words.isEmpty else { return Matches() }
        return utf8.withUTF8 { matches(inUTF8: $0) }
    }

    /// Which query words the words of UTF-8 `bytes` equal or begin.
    public mutating func matches(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Matches {
        guard !words.isEmpty else { return Matches() }
        return Self.asciiMatches(bytes, words: words) ?? foldedMatches(bytes)
    }

    /// `matches` for ASCII text (most names), lowered as it is read, with
    /// no word made; nil when a byte is not ASCII.
    @inline(__always)
    private static func asciiMatches(_ bytes: UnsafeBufferPointer<UInt8>, words: [[UInt8]]) -> Matches? {
        var result = Matches()
        let ranked = min(words.count, 64)
        var start = 0
        var index = 0
        let count = bytes.count
        while index <= count {
            let byte: UInt8 = index < count ? bytes[index] : 0x20
            if byte >= 0x80 { return nil }
            let lowered = byte | 0x20
            let isWord = (byte &- 0x30 < 10) || (lowered &- 0x61 < 26)
            if isWord {
                index += 1
                continue
            }
            let length = index - start
            if length > 0 {
                result.words += 1
                // The query word of this word's place is compared even when
                // it began an earlier word: whether it begins this one too.
                let place = result.words - 1
                for number in 0..<ranked {
                    let query = words[number]
                    guard query.count <= length else { continue }
                    let bit: UInt64 = 1 << UInt64(number)
                    if query.count < length, result.prefix & bit != 0, number != place { continue }
                    var same = true
                    for offset in 0..<query.count {
                        let letter = bytes[start + offset]
                        let folded = letter &- 0x41 < 26 ? letter | 0x20 : letter
                        if folded != query[offset] {
                            same = false
                            break
                        }
                    }
                    guard same else { continue }
                    result.prefix |= bit
                    if number == place { result.inPlace |= bit }
                    if query.count == length { result.whole |= bit }
                }
            }
            index += 1
            start = index
        }
        return result
    }

    private mutating func foldedMatches(_ bytes: UnsafeBufferPointer<UInt8>) -> Matches {
        var result = Matches()
        let words = self.words
        let ranked = min(words.count, 64)
        folder.forEachWord(in: bytes) { word in
            result.words += 1
            let place = result.words - 1
            for index in 0..<ranked {
                let query = words[index]
                guard query.count <= word.count else { continue }
                let bit: UInt64 = 1 << UInt64(index)
                if query.count == word.count {
                    if word.elementsEqual(query) {
                        result.whole |= bit
                        result.prefix |= bit
                        if index == place { result.inPlace |= bit }
                    }
                } else if result.prefix & bit == 0 || index == place, word.starts(with: query) {
                    result.prefix |= bit
                    if index == place { result.inPlace |= bit }
                }
            }
        }
        return result
    }

    /// The rank (see the type) of an item whose name and artist are the
    /// query or not, and whose fields say these matches.
    public func rank(
        nameIsQuery: Bool, artistIsQuery: Bool, name: Matches, artist: Matches, album: Matches, genre: Matches
    ) -> Int {
        if nameIsQuery { return 0 }
        if artistIsQuery { return 1 }
        let all = allWords
        var whole = name.whole
        if whole & all == all { return 2 }
        whole |= artist.whole
        if whole & all == all { return 3 }
        whole |= album.whole
        if whole & all == all { return 4 }
        whole |= genre.whole
        if whole & all == all { return 5 }
        var prefix = name.prefix
        if prefix & all == all { return nameBegunRank(name) }
        prefix |= artist.prefix
        if prefix & all == all { return 8 }
        prefix |= album.prefix
        if prefix & all == all { return 9 }
        prefix |= genre.prefix
        if prefix & all == all { return 10 }
        return Self.noMatch
    }

    /// Whether the query spells a name, each word begun (rank 6): a query
    /// of two words or more, as many words, and each query word begins the
    /// name's word in its place (`specia a` spells "Special A", not "Apples
    /// Special"). Not one word: to find the one-word names among the names
    /// it begins, the index would read every match (it keeps no word count
    /// for a name), where with one word it stops at its 200th name begun
    /// (`lo` at 1M items); one word's names begun go by name.
    public func spells(_ name: Matches) -> Bool {
        maySpell && name.words == words.count && name.inPlace & allWords == allWords
    }

    /// Whether the query may spell a name (two words or more).
    public var maySpell: Bool { words.count > 1 }

    /// The rank of a name that holds every query word begun: 6 when the
    /// query spells it, else 7.
    public func nameBegunRank(_ name: Matches) -> Int { spells(name) ? 6 : 7 }

    /// The best rank a word only begun can give this query: once a search
    /// has all it needs at this rank, no later item can do better.
    public var bestBegunRank: Int { maySpell ? 6 : 7 }

    /// Whether `text`, as a name, is the query (its sort key is the query's).
    public func isQuery(_ text: String?) -> Bool {
        guard let text, !words.isEmpty else { return false }
        return OrderKey.make(name: text, artist: nil) == nameKey
    }

    /// The rank of `result`.
    public mutating func rank(of result: SearchResult) -> Int {
        rank(
            nameIsQuery: isQuery(result.name), artistIsQuery: isQuery(result.artistName),
            name: matches(in: result.name), artist: matches(in: result.artistName),
            album: matches(in: result.collectionName), genre: matches(in: result.genre))
    }
}
