import Foundation
import StoreSearchCore

/// A search's answer, and what it says about the words it answered.
public struct CatalogAnswer: Hashable, Sendable {
    public var results: [SearchResult]
    /// The words the results answer when the words typed found nothing:
    /// each slip replaced by the catalog word nearest it ("queen" for
    /// "qeen"), folded.
    public var correction: String?
    /// With no results (an exact search): the words a forgiving search
    /// would have answered, folded.
    public var suggestion: String?
    /// How many beginnings of catalog words the forgiving search worked
    /// out an edit-table row for (none when it did not run): what finding
    /// the near words cost, for the log and the benchmarks.
    public var wordBeginningsVisited = 0

    public init(
        results: [SearchResult], correction: String? = nil, suggestion: String? = nil, wordBeginningsVisited: Int = 0
    ) {
        self.results = results
        self.correction = correction
        self.suggestion = suggestion
        self.wordBeginningsVisited = wordBeginningsVisited
    }
}

extension CatalogIndex {
    /// `search`'s answer when the words as typed find something; otherwise,
    /// when one of them begins no word of the catalog (a slip, not words
    /// that never meet), the answer for the words near them (see
    /// `TypoTolerance`), with the correction it made. An `exact` search
    /// keeps to the words typed, and only says what the forgiving one would
    /// have answered for. Exact answers are never changed: a search that
    /// finds something is today's search, in today's order.
    public func answer(
        _ query: String,
        in category: Category,
        order: StoreSearchCore.SortOrder = .name,
        filter: ResultFilter = ResultFilter(),
        limit: Int = 200,
        exact: Bool = false,
        shouldStop: () -> Bool = { false }
    ) -> CatalogAnswer {
        let found = search(query, in: category, order: order, filter: filter, limit: limit, shouldStop: shouldStop)
        guard found.isEmpty, limit > 0, !shouldStop() else { return CatalogAnswer(results: found) }
        var visited = 0
        if exact {
            let forgiven = forgivingSearch(
                query, in: category, filter: filter, limit: 1, visited: &visited, shouldStop: shouldStop)
            return CatalogAnswer(results: [], suggestion: forgiven?.correction, wordBeginningsVisited: visited)
        }
        let forgiven = forgivingSearch(
            query, in: category, order: order, filter: filter, limit: limit, visited: &visited, shouldStop: shouldStop)
        return CatalogAnswer(
            results: forgiven?.results ?? [], correction: forgiven?.correction, wordBeginningsVisited: visited)
    }

    /// The items every word of `query` matches within its allowed edits
    /// (the last word as a beginning), ranked by their total edits (each
    /// word's fewest), then in `order` (relevance to the corrected words);
    /// nil when there are none, when the words as typed meet in some item
    /// of the catalog (then the category or the filters left them out, and
    /// near words would only be noise), or on `shouldStop`.
    ///
    /// The rarest word's tokens are merged in name order with their edits
    /// (`PostingMerge`); each item is asked of the other words' tokens,
    /// fewest edits first. In name order the reading stops once the least
    /// total any item can have holds `limit` items.
    func forgivingSearch(
        _ query: String, in category: Category, order: StoreSearchCore.SortOrder = .name,
        filter: ResultFilter, limit: Int, visited: inout Int, shouldStop: () -> Bool
    ) -> (results: [SearchResult], correction: String)? {
        let words = WordTokenizer.words(query)
        guard limit > 0, !words.isEmpty, search(query, in: .all, limit: 1, shouldStop: shouldStop).isEmpty,
            !shouldStop()
        else { return nil }
        var nearWords: [NearWords] = []
        for (number, word) in words.enumerated() {
            if shouldStop() { return nil }
            let near = NearWords(word, isLast: number == words.count - 1, index: self)
            visited += near.visited
            guard !near.groups.isEmpty else { return nil }
            nearWords.append(near)
        }
        var admission = Admission(storage: storage, category: category, filter: filter)
        // (One word needs none: its own tokens drive the reading.)
        var holdings = nearWords.count > 1 ? nearWords.map { $0.holdings(storage: storage) } : []
        var corrected: [String] = []
        for (number, near) in nearWords.enumerated() {
            var others = holdings.indices.filter { $0 != number }.map { holdings[$0] }
            guard let word = near.correction(storage: storage, admission: &admission, others: &others) else {
                return nil
            }
            corrected.append(String(decoding: word, as: UTF8.self))
        }
        let correction = corrected.joined(separator: " ")

        let rarest = nearWords.indices.min { nearWords[$0].postings < nearWords[$1].postings }!
        var merge = PostingMerge(storage: storage, weighted: nearWords[rarest].groups)
        if !holdings.isEmpty { holdings.remove(at: rarest) }
        var others = holdings.map { holding in
            var holding = holding
            holding.rewind()
            return holding
        }
        let least = nearWords.reduce(0) { $0 + $1.leastEdits }
        let most = nearWords.reduce(0) { $0 + $1.mostEdits }
        var levels = RankedLevels(levels: most + 1, limit: limit)
        var keys = OrderKeys(order: order, query: correction, storage: storage) { artistRanks.ranks { rankArtists() } }
        // As in the exact search: ranks 0 to 3 need every corrected word
        // whole somewhere, so once a level's worst kept is 4 or better,
        // items without them are passed over without reading their strings.
        let whole = order == .relevance ? wholeWordMatches(of: keys.queryWords) : nil
        let items = storage.items
        var read = 0
        candidates: while let next = merge.nextWithEdits(), next.item < items.count {
            let position = next.item
            read += 1
            if read & 0xFFFF == 0, shouldStop() { return nil }
            var total = next.edits
            for word in others.indices {
                guard let edits = others[word].edits(of: UInt32(position)) else { continue candidates }
                total += edits
            }
            guard levels.wants(total) else { continue }
            if order == .relevance, levels.isFull(total) {
                let worst = levels.worstKey(ofLevel: total)
                if worst == 0 || (worst <= 4 && whole?.contains(position) == false) { continue }
            }
            let record = items[position]
            guard admission.admits(record) else { continue }
            levels.insert(keys.key(of: record, at: UInt32(position)), position: UInt32(position), level: total)
            // In name order nothing later can do better than a full least level.
            if order == .name, levels.isFull(least) { break }
        }
        let positions = levels.positionsInOrder()
        guard !positions.isEmpty else { return nil }
        return (positions.map { item(at: Int($0)) }, correction)
    }
}

/// A query word's matches in a forgiving search: the tokens it begins (no
/// edits) and the tokens near it (`TypoWalk`), as ranges with their edits.
struct NearWords {
    /// The word as typed, folded.
    let word: [UInt8]
    /// Ranges of tokens and their edits, fewest edits first.
    private(set) var groups: [(tokens: Range<Int>, edits: Int)] = []
    /// How many postings the tokens have between them.
    private(set) var postings = 0
    /// How many beginnings of words the walk looked at.
    private(set) var visited = 0

    init(_ word: [UInt8], isLast: Bool, index: CatalogIndex) {
        self.word = word
        let letters = TypoTolerance.letters(of: word)
        let allowed = TypoTolerance.allowedEdits(letters)
        let begun = index.tokenRange(forPrefix: word)
        if allowed == 0 {
            if !begun.isEmpty { groups = [(begun, 0)] }
        } else {
            var walk = TypoWalk(storage: index.storage)
            let near = walk.matches(of: letters, allowed: allowed, reach: isLast ? .beginning : .whole)
            visited = walk.visited
            // The last word's walk finds the tokens it begins itself (with
            // no edits); another word's finds whole words near it, and
            // matches the tokens it begins as it does in an exact search.
            if !isLast, !begun.isEmpty { groups.append((begun, 0)) }
            for match in near where isLast || !begun.contains(match.tokens.lowerBound) {
                groups.append((match.tokens, match.edits))
            }
        }
        groups.sort { $0.edits < $1.edits }
        postings = groups.reduce(0) { $0 + index.postingCount($1.tokens) }
    }

    var leastEdits: Int { groups.first?.edits ?? 0 }
    var mostEdits: Int { groups.last?.edits ?? 0 }

    /// The word the answer shows for this one: the word as typed when a
    /// token it begins is an answer's (an admitted item's that the `others`
    /// words match too); else the near token with the fewest edits, then
    /// the most postings (the likeliest meant), then first in the table,
    /// that is an answer's. Nil when no answer holds any.
    func correction(storage: CatalogStorage, admission: inout Admission, others: inout [WordHoldings]) -> [UInt8]? {
        let items = storage.items
        func answers(_ token: Int) -> Bool {
            for index in others.indices { others[index].rewind() }
            postings: for position in storage.postings(ofTokens: token..<token + 1) {
                guard Int(position) < items.count else { return false }
                for index in others.indices where others[index].edits(of: position) == nil { continue postings }
                if admission.admits(items[Int(position)]) { return true }
            }
            return false
        }
        func postingCount(_ token: Int) -> UInt32 { storage.postingStarts[token + 1] - storage.postingStarts[token] }
        for level in levels {
            let tokens = level.ranges.joined()
            if level.edits == 0 {
                if tokens.contains(where: answers) { return word }
                continue
            }
            let likeliest = tokens.sorted { (postingCount($0), -$0) > (postingCount($1), -$1) }
            if let token = likeliest.first(where: answers) { return Array(storage.token(token)) }
        }
        return nil
    }

    /// Asks of ascending items with how few edits they hold this word.
    func holdings(storage: CatalogStorage) -> WordHoldings {
        WordHoldings(levels: levels.map { ($0.edits, Holding(storage: storage, tokens: $0.ranges)) })
    }

    /// The groups by edits, fewest first.
    private var levels: [(edits: Int, ranges: [Range<Int>])] {
        Dictionary(grouping: groups, by: \.edits).sorted { $0.key < $1.key }.map { ($0.key, $0.value.map(\.tokens)) }
    }
}

/// Whether an item holds one of some tokens, asked of ascending items: a
/// few tokens' postings by cursors, many tokens' marked in a bitset.
struct Holding {
    private var cursors: TokenCursors?
    private let marked: Bitset?

    init(storage: CatalogStorage, tokens ranges: [Range<Int>]) {
        if ranges.reduce(0, { $0 + $1.count }) <= TokenCursors.most {
            cursors = TokenCursors(storage: storage, tokenRanges: ranges)
            marked = nil
        } else {
            var marked = Bitset(count: storage.items.count)
            for range in ranges {
                for item in storage.postings(ofTokens: range) { marked.insert(Int(item)) }
            }
            self.marked = marked
        }
    }

    mutating func holds(_ item: UInt32) -> Bool {
        if let marked { return marked.contains(Int(item)) }
        return cursors?.holds(item) ?? false
    }

    mutating func rewind() {
        cursors?.rewind()
    }
}

/// A word's holdings by edits, fewest first.
struct WordHoldings {
    var levels: [(edits: Int, holding: Holding)]

    /// The fewest edits with which `item` holds the word; nil when it does not.
    mutating func edits(of item: UInt32) -> Int? {
        for index in levels.indices where levels[index].holding.holds(item) { return levels[index].edits }
        return nil
    }

    /// Back to the first item, to be asked of ascending items again.
    mutating func rewind() {
        for index in levels.indices { levels[index].holding.rewind() }
    }
}

/// The best items of each total of edits, kept apart: fewer edits always
/// come first, then the order's key. Once a level holds `limit` items, the
/// levels above it can no longer reach the answer and take nothing more.
struct RankedLevels {
    private var levels: [BestKeys]
    private let limit: Int
    /// The lowest level that is full (none: `levels.count`).
    private var firstFull: Int

    init(levels count: Int, limit: Int) {
        levels = (0..<count).map { _ in BestKeys(limit: limit) }
        self.limit = limit
        firstFull = count
    }

    /// Whether an item with `level` edits could still be in the answer.
    func wants(_ level: Int) -> Bool { level <= firstFull && level < levels.count }

    func isFull(_ level: Int) -> Bool { level < levels.count && levels[level].isFull }

    /// The worst key a full level keeps.
    func worstKey(ofLevel level: Int) -> UInt64 { levels[level].worstKey }

    mutating func insert(_ key: UInt64, position: UInt32, level: Int) {
        levels[level].insert(key, position: position)
        if levels[level].isFull { firstFull = min(firstFull, level) }
    }

    /// The positions kept, fewest edits first, at most `limit`.
    func positionsInOrder() -> [UInt32] {
        var positions: [UInt32] = []
        for level in levels where positions.count < limit { positions += level.positionsInOrder() }
        return Array(positions.prefix(limit))
    }
}

extension CatalogIndex {
    /// "Did you mean", for a source that is not this catalog (the live
    /// store): each word of `query` that is no word of the catalog, and
    /// may be forgiven (`TypoTolerance`), replaced by the nearest whole
    /// word (the fewest edits, then the most postings, then the first);
    /// nil when no word changes. Folded words, one space between them.
    public func suggestion(for query: String) -> String? {
        var changed = false
        let words = WordTokenizer.words(query).map { word -> [UInt8] in
            let letters = TypoTolerance.letters(of: word)
            let allowed = TypoTolerance.allowedEdits(letters)
            let begun = tokenRange(forPrefix: word)
            guard allowed > 0, begun.isEmpty || !storage.token(begun.lowerBound).elementsEqual(word) else {
                return word
            }
            var walk = TypoWalk(storage: storage)
            // The first of the nearest, most held (`min` keeps the first).
            let nearest = walk.matches(of: letters, allowed: allowed, reach: .whole).min { left, right in
                (left.edits, -postingCount(left.tokens)) < (right.edits, -postingCount(right.tokens))
            }
            guard let nearest else { return word }
            changed = true
            return Array(storage.token(nearest.tokens.lowerBound))
        }
        return changed ? words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ") : nil
    }
}
