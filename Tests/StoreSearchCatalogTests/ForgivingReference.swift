@testable import StoreSearchCatalog
@testable import StoreSearchCore

/// A forgiving search done the plain way, as the index's is checked
/// against: every word of every item compared with every query word by an
/// edit distance computed in full (a whole table, not `EditRows`), every
/// matching item ranked by its total edits and then by
/// `Array.sorted(by:query:)` with the corrected words. Slow and plain on purpose.
struct ForgivingReference {
    let items: [SearchResult]
    /// Every word of the catalog, in byte order, and each item's words as indices into it.
    private let words: [[UInt8]]
    private let letters: [[UInt32]]
    private let itemWords: [[Int]]
    /// How many items hold each word.
    private let holders: [Int]

    init(index: CatalogIndex) {
        items = index.items
        let perItem = items.map { item in
            Set(
                [item.name, item.artistName, item.collectionName, item.genre].compactMap { $0 }
                    .flatMap(WordTokenizer.words))
        }
        words = Set(perItem.joined()).sorted { $0.lexicographicallyPrecedes($1) }
        letters = words.map { TypoTolerance.letters(of: $0) }
        let number = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, $0) })
        itemWords = perItem.map { $0.map { number[$0]! } }
        var holders = [Int](repeating: 0, count: words.count)
        for list in itemWords { for word in list { holders[word] += 1 } }
        self.holders = holders
    }

    /// The optimal string alignment distance between `b` and each
    /// beginning of `a` (the first `i` letters at `i`): the whole table
    /// worked out, its last column.
    static func distances(_ a: [UInt32], _ b: [UInt32]) -> [Int] {
        let width = b.count + 1
        var table = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { table[i * width] = i }
        for j in 0...b.count { table[j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                var value = min(
                    table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1,
                    table[(i - 1) * width + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[(i - 2) * width + j - 2] + 1)
                }
                table[i * width + j] = value
            }
        }
        return (0...a.count).map { table[$0 * width + b.count] }
    }

    /// The edits with which each catalog word matches query word `word`
    /// (nil: it does not): beginning with it costs nothing; else a whole
    /// word within the allowed edits, or for the last word a beginning.
    func edits(of word: [UInt8], isLast: Bool) -> [Int?] {
        let typed = TypoTolerance.letters(of: word)
        let allowed = TypoTolerance.allowedEdits(typed)
        return words.indices.map { index -> Int? in
            if words[index].starts(with: word) { return 0 }
            // (No whole word whose length is further off than the edits can match.)
            guard allowed > 0, isLast || abs(letters[index].count - typed.count) <= allowed else { return nil }
            let column = Self.distances(letters[index], typed)
            let found = isLast ? column.min()! : column[column.count - 1]
            return found <= allowed ? found : nil
        }
    }

    /// What a forgiving search matched: the items (by position) with
    /// their total edits, and the words shown for the words typed.
    struct Forgiven {
        var totals: [(item: Int, total: Int)]
        var correction: String
    }

    /// The forgiving search's matches: nil when the words as typed meet in
    /// some item (whatever the category and filters), or when no admitted
    /// item matches.
    func forgiving(_ query: String, in category: Category, filter: ResultFilter) -> Forgiven? {
        let typed = WordTokenizer.words(query)
        guard !typed.isEmpty else { return nil }
        let begun = typed.map { word in words.map { $0.starts(with: word) } }
        let meet = itemWords.contains { held in begun.allSatisfy { begins in held.contains { begins[$0] } } }
        guard !meet else { return nil }
        let edits = typed.enumerated().map { number, word in self.edits(of: word, isLast: number == typed.count - 1) }
        // Each answer (admitted, every word matched) with its total: each
        // word's fewest edits among the item's words.
        var totals: [(item: Int, total: Int)] = []
        items: for item in items.indices where category.includes(items[item].kind) && filter.admits(items[item]) {
            var total = 0
            for wordEdits in edits {
                var least = Int.max
                for word in itemWords[item] { if let found = wordEdits[word], found < least { least = found } }
                guard least != Int.max else { continue items }
                total += least
            }
            totals.append((item, total))
        }
        guard !totals.isEmpty else { return nil }
        var heldByAnswers = [Bool](repeating: false, count: words.count)
        for (item, _) in totals { for word in itemWords[item] { heldByAnswers[word] = true } }
        var corrected: [String] = []
        for (number, word) in typed.enumerated() {
            // The word shown: the fewest edits, the most holders, the first
            // word; held by an answer.
            let best = words.indices.filter { edits[number][$0] != nil && heldByAnswers[$0] }
                .min { (edits[number][$0]!, -holders[$0], $0) < (edits[number][$1]!, -holders[$1], $1) }!
            corrected.append(String(decoding: edits[number][best]! == 0 ? word : words[best], as: UTF8.self))
        }
        return Forgiven(totals: totals, correction: corrected.joined(separator: " "))
    }

    /// The forgiving search's answer in `order`: fewer edits first, then
    /// the order (relevance to the corrected words), at most `limit`.
    func results(of forgiven: Forgiven, order: StoreSearchCore.SortOrder, limit: Int) -> [SearchResult] {
        var results: [SearchResult] = []
        for total in Set(forgiven.totals.map(\.total)).sorted() where results.count < limit {
            results += forgiven.totals.filter { $0.total == total }.map { items[$0.item] }
                .sorted(by: order, query: forgiven.correction)
        }
        return Array(results.prefix(limit))
    }
}
