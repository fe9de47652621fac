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
            guard allowed > 0 else { return nil }
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

    /// The forgiving search's matches: nil when every word begins a catalog
    /// word, or when no admitted item matches.
    func forgiving(_ query: String, in category: Category, filter: ResultFilter) -> Forgiven? {
        let typed = WordTokenizer.words(query)
        guard !typed.isEmpty, typed.contains(where: { word in !words.contains { $0.starts(with: word) } }) else {
            return nil
        }
        let admitted = items.map { category.includes($0.kind) && filter.admits($0) }
        var heldByAdmitted = [Bool](repeating: false, count: words.count)
        for item in items.indices where admitted[item] { for word in itemWords[item] { heldByAdmitted[word] = true } }
        var totals = [Int?](repeating: 0, count: items.count)
        var corrected: [String] = []
        for (number, word) in typed.enumerated() {
            let edits = edits(of: word, isLast: number == typed.count - 1)
            for item in items.indices {
                guard let total = totals[item] else { continue }
                let least = itemWords[item].compactMap { edits[$0] }.min()
                totals[item] = least.map { total + $0 }
            }
            // The word shown: the fewest edits, the most holders, the first
            // word; held by an admitted item.
            let best = words.indices.filter { edits[$0] != nil && heldByAdmitted[$0] }
                .min { (edits[$0]!, -holders[$0], $0) < (edits[$1]!, -holders[$1], $1) }
            guard let best else { return nil }
            corrected.append(String(decoding: edits[best]! == 0 ? word : words[best], as: UTF8.self))
        }
        let matched = items.indices.compactMap { item in totals[item].map { (item, $0) } }.filter { admitted[$0.0] }
        guard !matched.isEmpty else { return nil }
        return Forgiven(totals: matched, correction: corrected.joined(separator: " "))
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
