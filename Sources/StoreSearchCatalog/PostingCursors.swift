/// The items a search matches: a sorted list when they are few, else a bitset.
enum Matches {
    case sorted([UInt32])
    case bitset(Bitset)

    /// Calls `body` with each member in ascending order until it returns false.
    func forEachMember(_ body: (Int) -> Bool) {
        switch self {
        case .sorted(let positions):
            for position in positions where !body(Int(position)) { return }
        case .bitset(let bitset):
            bitset.forEachMember(body)
        }
    }
}

/// Whether an item holds any of a few tokens, asked of ascending items:
/// one cursor in each token's postings, moved on by galloping (steps that
/// double, then a binary search), so a long posting list is skipped over,
/// not read.
struct TokenCursors {
    /// The most tokens a word may begin for its items to be asked this way
    /// (a word that begins more, a single letter, takes a bitset).
    static let most = 32
    private let postings: UnsafeBufferPointer<UInt32>
    private var cursors: [(next: Int, end: Int)] = []
    /// Where each cursor began (for `rewind`).
    private var starts: [Int] = []
    /// The tokens' items, when they are a common word's (`CommonWords`):
    /// asked instead of the cursors.
    private var common: Bitset?
    /// The tokens, when `CommonWords` counts what their cursors are asked.
    private var counted: Range<Int>?
    /// How many times a cursor was asked for an item (none when `common`
    /// was): a range of many tokens asks each of its cursors.
    private var galloped = 0

    /// Cursors in the postings of `tokens`, or their items' bitset when
    /// `index` keeps one; made now when `reading` (how many items will be
    /// asked, at most), with what the searches before asked of the same
    /// word, is enough that galloping costs more than reading the postings
    /// once (`CommonWords.items(of:in:asking:)`).
    fileprivate init(index: CatalogIndex, tokens: Range<Int>, reading: Int) {
        let common = index.commonWords.items(of: tokens, in: index, asking: reading)
        self.init(storage: index.storage, tokenRanges: common == nil ? [tokens] : [])
        self.common = common
        counted = tokens
    }

    /// Tells `index` how many times these cursors were asked, for its
    /// common words' count (`CommonWords.count`).
    fileprivate func countGallops(in index: CatalogIndex) {
        if let counted { index.commonWords.count(galloped, of: counted, in: index) }
    }

    init(storage: CatalogStorage, tokens: Range<Int>) {
        self.init(storage: storage, tokenRanges: [tokens])
    }

    init(storage: CatalogStorage, tokenRanges: [Range<Int>]) {
        postings = storage.postings
        for token in tokenRanges.joined() {
            let (start, end) = (Int(storage.postingStarts[token]), Int(storage.postingStarts[token + 1]))
            if start < end, end <= postings.count { cursors.append((start, end)) }
        }
        starts = cursors.map(\.next)
    }

    /// Back to the first item, to be asked of ascending items again.
    mutating func rewind() {
        for index in cursors.indices { cursors[index].next = starts[index] }
    }

    /// Whether one of the tokens is `item`'s; `item` is never below the last one asked.
    mutating func holds(_ item: UInt32) -> Bool {
        if let common { return common.contains(Int(item)) }
        for index in cursors.indices {
            galloped += 1
            var (low, end) = cursors[index]
            if low < end, postings[low] < item {
                // postings[low] < item: find the first at or past it.
                var step = 1
                while low + step < end, postings[low + step] < item { step <<= 1 }
                var high = min(low + step, end)
                low += step / 2 + 1
                while low < high {
                    let middle = (low + high) / 2
                    if postings[middle] < item { low = middle + 1 } else { high = middle }
                }
                cursors[index].next = low
            }
            if low < end, postings[low] == item { return true }
        }
        return false
    }
}

/// A search's cursors in the words it asks its candidates of, a word
/// (a range of tokens) each, asked of ascending items. However the search
/// ends, they tell `index` what they were asked, once, when they go
/// (`CommonWords.count`: a common word asked often enough gets a set).
struct WordCursors: ~Copyable {
    private var words: [TokenCursors]
    private let index: CatalogIndex

    /// `reading`: how many items will be asked, at most (0: not known).
    init(index: CatalogIndex, words: some Sequence<Range<Int>>, reading: Int = 0) {
        self.index = index
        self.words = words.map { TokenCursors(index: index, tokens: $0, reading: reading) }
    }

    /// Whether every word has a token of `item`'s (true when there are no
    /// words); `item` is never below the last one asked.
    mutating func allHold(_ item: UInt32) -> Bool {
        for word in words.indices where !words[word].holds(item) { return false }
        return true
    }

    deinit {
        for word in words { word.countGallops(in: index) }
    }
}

/// The items holding any of a range of tokens, in ascending order, each
/// once: the tokens' postings (each ascending) merged through a min-heap
/// of cursors, so the first matches cost only themselves. Tokens may
/// carry edits (a forgiving search's near words): an item held by several
/// comes with the fewest.
struct PostingMerge {
    private let postings: UnsafeBufferPointer<UInt32>
    /// Each token's next posting, shifted left two bits with the token's
    /// edits in them (so an item's cursor with the fewest edits comes out
    /// first), and where its postings continue and end.
    private var heap: [(key: UInt64, cursor: UInt32, end: UInt32)] = []
    private var last: UInt32?

    init(storage: CatalogStorage, tokens: Range<Int>) {
        self.init(storage: storage, weighted: [(tokens, 0)])
    }

    /// Ranges of tokens, each with the edits (0 to 3) its tokens cost.
    init(storage: CatalogStorage, weighted groups: [(tokens: Range<Int>, edits: Int)]) {
        postings = storage.postings
        heap.reserveCapacity(groups.reduce(0) { $0 + $1.tokens.count })
        for (tokens, edits) in groups {
            for token in tokens {
                let start = storage.postingStarts[token]
                let end = storage.postingStarts[token + 1]
                // (A damaged index's starts past the postings make no cursor.)
                if start < end, Int(end) <= postings.count {
                    heap.append((UInt64(postings[Int(start)]) << 2 | UInt64(edits & 3), start + 1, end))
                }
            }
        }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    /// The next item position; nil after the last.
    mutating func next() -> Int? {
        nextWithEdits()?.item
    }

    /// The next item position and the fewest edits of its tokens; nil after the last.
    @inline(__always) mutating func nextWithEdits() -> (item: Int, edits: Int)? {
        while let top = heap.first {
            if top.cursor < top.end {
                heap[0] = (UInt64(postings[Int(top.cursor)]) << 2 | top.key & 3, top.cursor + 1, top.end)
            } else {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
            }
            if !heap.isEmpty { siftDown(0) }
            // Several of the tokens can be one item's (love, lovely): once.
            let item = UInt32(truncatingIfNeeded: top.key >> 2)
            if item != last {
                last = item
                return (Int(item), Int(top.key & 3))
            }
        }
        return nil
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let child = right < heap.count && heap[right].key < heap[left].key ? right : left
            guard heap[child].key < heap[parent].key else { return }
            heap.swapAt(child, parent)
            parent = child
        }
    }
}

/// A set of item positions as bits.
struct Bitset: Sendable {
    private var words: [UInt64]

    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    /// Adds `member`; one out of range (from a damaged index) is ignored.
    @inline(__always) mutating func insert(_ member: Int) {
        guard member >> 6 < words.count else { return }
        words[member >> 6] |= 1 << UInt64(member & 63)
    }

    @inline(__always) func contains(_ member: Int) -> Bool {
        member >> 6 < words.count && words[member >> 6] & (1 << UInt64(member & 63)) != 0
    }

    /// Keeps only the members `other` (as long) holds too; whether any are left.
    mutating func formIntersection(_ other: Bitset) -> Bool {
        var any: UInt64 = 0
        words.withUnsafeMutableBufferPointer { words in
            other.words.withUnsafeBufferPointer { others in
                for index in 0..<min(words.count, others.count) {
                    words[index] &= others[index]
                    any |= words[index]
                }
            }
        }
        return any != 0
    }

    /// Calls `body` with each member in ascending order until it returns false.
    func forEachMember(_ body: (Int) -> Bool) {
        for index in words.indices {
            var word = words[index]
            while word != 0 {
                guard body(index << 6 | word.trailingZeroBitCount) else { return }
                word &= word - 1
            }
        }
    }
}
