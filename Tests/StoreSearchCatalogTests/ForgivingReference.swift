@testable import StoreSearchCatalog
@testable import StoreSearchItems
@testable import StoreSearchText

/// A forgiving search checked the plain way: every word of every item
/// compared with every query word by an edit distance computed in full (a
/// whole table, not `EditRows`). It does not choose a correction itself (the
/// likeliest depends on how the index counts uses); it checks what any
/// correction must be: each word as typed, or within its edits of a word of
/// the catalog (a beginning, for the last word); finding an admitted item;
/// with no fewer edits in all than any correction that does. Slow and plain
/// on purpose.
struct ForgivingReference {
    let items: [SearchResult]
    /// Every word of the catalog, in byte order, and each item's words as indices into it.
    private let words: [[UInt8]]
    private let letters: [[UInt32]]
    private let itemWords: [[Int]]
    /// The items holding each word, by its index.
    private let holders: [[Int]]

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
        var holders = [[Int]](repeating: [], count: words.count)
        for (item, list) in itemWords.enumerated() { for word in list { holders[word].append(item) } }
        self.holders = holders
    }

    /// The indices of the words that begin with `prefix` (together, in byte order).
    private func wordRange(beginning prefix: [UInt8]) -> Range<Int> {
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle].lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < words.count, words[end].starts(with: prefix) { end += 1 }
        return low..<end
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

    /// The edits with which `meant` may stand for the typed `word`, nil
    /// when it may not: none when it is the word; else within the word's
    /// edits (`TypoTolerance`, a letter left out of a short word
    /// included), as a whole word, or for the last word a beginning.
    static func edits(from word: [UInt8], to meant: [UInt8], isLast: Bool) -> Int? {
        if meant == word { return 0 }
        let typed = TypoTolerance.letters(of: word)
        let other = TypoTolerance.letters(of: meant)
        let allowed = TypoTolerance.searchedEdits(typed)
        guard allowed > 0, isLast || abs(other.count - typed.count) <= allowed, TypoTolerance.accepts(typed, other)
        else { return nil }
        let column = distances(other, typed)
        let found = isLast ? column.min()! : column[column.count - 1]
        return found <= allowed && found > 0 ? found : nil
    }

    /// Whether an admitted item holds a word beginning with each of `query`'s.
    func finds(_ query: [[UInt8]], in category: Category, filter: ResultFilter) -> Bool {
        var found: Set<Int>?
        for word in query {
            var holding = Set<Int>()
            for index in wordRange(beginning: word) {
                holding.formUnion(holders[index].lazy.filter { found?.contains($0) ?? true })
            }
            found = holding
            if holding.isEmpty { return false }
        }
        return found?.contains { category.includes(items[$0].kind) && filter.admits(items[$0]) } ?? false
    }

    /// The fewest edits in all of a correction of `query` that finds an
    /// admitted item, its words taken among the catalog's words (the last:
    /// their beginnings as long as the word typed, and one letter either
    /// side); nil when none does. Only for queries whose near words are
    /// few (`nil` too when there are more than `most` corrections to try).
    func fewestEdits(_ query: String, in category: Category, filter: ResultFilter, most: Int = 400) -> Int?? {
        let typed = SearchWords.bounded(WordTokenizer.words(query))
        // Words that begin words of the catalog are taken as typed when others do not.
        let slips = typed.filter { wordRange(beginning: $0).isEmpty }
        var options: [[(word: [UInt8], edits: Int)]] = []
        for (number, word) in typed.enumerated() {
            let isLast = number == typed.count - 1
            if !slips.isEmpty, !slips.contains(word) {
                options.append([(word, 0)])
                continue
            }
            var near: [[UInt8]: Int] = [:]
            for candidate in words {
                let forms =
                    isLast ? (max(1, word.count - 2)...word.count + 2).map { Array(candidate.prefix($0)) } : [candidate]
                for form in Set(forms) {
                    guard let edits = Self.edits(from: word, to: form, isLast: false) else { continue }
                    near[form] = min(near[form] ?? .max, edits)
                }
            }
            if !wordRange(beginning: word).isEmpty { near[word] = 0 }
            options.append(near.map { ($0.key, $0.value) })
        }
        guard options.reduce(1, { $0 * max(1, $1.count) }) <= most else { return .none }
        var best: Int?
        func walk(_ index: Int, _ chosen: [[UInt8]], _ edits: Int) {
            if let best, edits >= best { return }
            guard index < options.count else {
                if edits > 0, finds(chosen, in: category, filter: filter) { best = edits }
                return
            }
            for (word, more) in options[index] { walk(index + 1, chosen + [word], edits + more) }
        }
        walk(0, [], 0)
        return .some(best)
    }
}
